import type { ArgTypes } from '@storybook/react-vite';

/**
 * An arg that wires a story up (a machine's logic, an actor) rather than something to vary: no control, no row in
 * the Controls table, and a declared type, so Storybook does not walk the value to infer one (a machine's logic
 * refers to itself, which Storybook reports as a cycle).
 */
export const wiring = { control: false, table: { disable: true }, type: { name: 'other', value: 'wiring' } } satisfies ArgTypes[string];

/** The texts and states every labelled field of src/ui shares (FieldLabelProps and React Aria's validation), as controls. */
export const fieldArgTypes = {
  label: { control: 'text' },
  description: { control: 'text' },
  errorMessage: { control: 'text' },
  isRequired: { control: 'boolean' },
  isInvalid: { control: 'boolean' },
  isDisabled: { control: 'boolean' },
} satisfies ArgTypes;

// The frame of every create and edit form of the academic screens (and the pattern for later areas): the fields,
// then the server's message (everything typed stays), the success message while the redirect waits, and the
// buttons. The submit flow itself is a formSubmission actor (src/machines/formSubmission.machine.ts).
import type { FormEvent, ReactNode } from 'react';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { Banner, Button, Form, FormActions } from '../../ui';
import { useSubmission } from './useSubmission';
import './shared.css';

export interface FormFrameProps {
  actor: FormSubmissionActor;
  /** Names the form (give a visible heading's id through `aria-labelledby` where there is one). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  submitLabel: string;
  /** The view checks its values (showing messages beside its fields) and sends `form.submit`. */
  onSubmit: () => void;
  children: ReactNode;
  /** Further buttons or links beside submit (Cancel). */
  secondaryActions?: ReactNode;
}

/** What a form built on the frame passes through to it unchanged: its name, its submit label and the buttons beside it. */
export type FramedFormProps = Pick<FormFrameProps, 'aria-label' | 'aria-labelledby' | 'submitLabel' | 'secondaryActions'>;

export function FormFrame({ actor, submitLabel, onSubmit, children, secondaryActions, ...labelling }: FormFrameProps) {
  const { busy, error, succeeded, successMessage } = useSubmission(actor);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !succeeded) onSubmit();
  };
  return (
    <Form {...labelling} validationBehavior="aria" onSubmit={submit} className="FormFrame">
      {children}
      {error && <Banner tone="error">{error}</Banner>}
      {succeeded && successMessage && <Banner tone="success">{successMessage}</Banner>}
      <FormActions>
        {secondaryActions}
        <Button type="submit" isPending={busy} pendingLabel="Saving" isDisabled={succeeded}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}

/** The message beside a field: the form's own check first, else what the server said about it. */
export function fieldMessage(
  name: string,
  local: Record<string, string>,
  server: Record<string, string>,
): { isInvalid: boolean; errorMessage: string | undefined } {
  const message = local[name] ?? server[name];
  return { isInvalid: Boolean(message), errorMessage: message };
}

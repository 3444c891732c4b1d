// The class form (create and edit) as typed, checked and sent (SPEC section 3: a class has a name, a description and
// a class type; the contract adds its arms).
import { z } from 'zod/mini';
import type { components } from '../../../api/schema.gen';
import { validationMessages as m } from '../../../lib/messages';
import { nameSchema } from '../../../lib/validation';
import type { OfferingValues } from '../offering.form';

export type Class = components['schemas']['Class'];
export type ClassType = components['schemas']['ClassType'];
export type ClassInput = components['schemas']['ClassInput'];

export type ClassFormValues = { name: string; classType: string; arms: string; description: string };

export const emptyClassValues: ClassFormValues = { name: '', classType: '', arms: '', description: '' };

export const armsMessage = 'List the arms separated by commas, such as A, B, C: each once, at most 20 characters';
export const descriptionMaxLength = 500;

/** "A, B , c" → ['A', 'B', 'c']; empty entries dropped. */
export function armsOf(text: string): string[] {
  return text
    .split(',')
    .map((arm) => arm.trim())
    .filter(Boolean);
}

const armsValid = (text: string) => {
  const arms = armsOf(text);
  const distinct = new Set(arms.map((arm) => arm.toLocaleLowerCase()));
  return distinct.size === arms.length && arms.length <= 26 && arms.every((arm) => arm.length <= 20);
};

export const classFormSchema = z.object({
  name: nameSchema,
  classType: z.string().check(z.minLength(1, { error: m.required })),
  arms: z.string().check(z.refine(armsValid, { error: armsMessage })),
  description: z.string().check(z.maxLength(descriptionMaxLength, { error: `At most ${descriptionMaxLength} characters` })),
});

export function classValuesOf(record: Class): ClassFormValues {
  return { name: record.name, classType: record.classType, arms: record.arms.join(', '), description: record.description ?? '' };
}

/** The request body of POST /class/add and PATCH /class/update/{id}. */
export function classInputOf(values: ClassFormValues): ClassInput {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    classType: values.classType as ClassType,
    arms: armsOf(values.arms),
    description: description || null,
  };
}

/** The classes most Nigerian states offer, for the configure page. */
export const standardClasses: readonly { name: string; classType: ClassType }[] = [
  ...['Nursery 1', 'Nursery 2'].map((name) => ({ name, classType: 'Nursery' as const })),
  ...[1, 2, 3, 4, 5, 6].map((n) => ({ name: `Primary ${n}`, classType: 'Primary' as const })),
  ...[1, 2, 3].map((n) => ({ name: `JSS ${n}`, classType: 'Junior Secondary' as const })),
  ...[1, 2, 3].map((n) => ({ name: `SS ${n}`, classType: 'Senior Secondary' as const })),
];

/** The request body for the checklist's values: the ticked standard names become new classes of their type. */
export function addClassesRequestOf(values: OfferingValues) {
  const classes = standardClasses.filter((option) => values.create.includes(option.name)).map(({ name, classType }) => ({ name, classType }));
  return classes.length ? { offered: values.offered, classes } : { offered: values.offered };
}

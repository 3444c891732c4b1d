// The subject form (create and edit) as typed, checked and sent (SPEC section 3: name, description, subject code and
// topics; new topics go as `topicsToCreate`, existing ones as `topicIds`).
import { z } from 'zod/mini';
import type { components } from '../../../api/schema.gen';
import { nameSchema } from '../../../lib/validation';
import type { OfferingValues } from '../offering.form';

export type Subject = components['schemas']['Subject'];
export type SubjectInput = components['schemas']['SubjectInput'];
export type SubjectUpdate = components['schemas']['SubjectUpdate'];

export type SubjectFormValues = { name: string; subjectCode: string; description: string };
/** What the form submits: its fields and the topic picker's two lists. */
export type SubjectSubmission = SubjectFormValues & { topicIds: string[]; topicsToCreate: string[] };

export const emptySubjectValues: SubjectFormValues = { name: '', subjectCode: '', description: '' };

export const subjectCodeMessage = 'Letters, digits and hyphens only, 2 to 20 of them (such as MTH or ENG-101)';

export const subjectFormSchema = z.object({
  name: nameSchema,
  subjectCode: z
    .string()
    .check(z.trim(), z.refine((code) => code === '' || /^[A-Za-z0-9-]{2,20}$/.test(code), { error: subjectCodeMessage })),
  description: z.string().check(z.maxLength(500, { error: 'At most 500 characters' })),
});

export function subjectValuesOf(subject: Subject): SubjectFormValues {
  return { name: subject.name, subjectCode: subject.subjectCode ?? '', description: subject.description ?? '' };
}

function fieldsOf(values: SubjectFormValues) {
  const code = values.subjectCode.trim();
  const description = values.description.trim();
  return { name: values.name.trim(), subjectCode: code || null, description: description || null };
}

/** POST /subject/add. */
export function subjectInputOf(values: SubjectSubmission): SubjectInput {
  return { ...fieldsOf(values), topicIds: values.topicIds, topicsToCreate: values.topicsToCreate };
}

/** PATCH /subject/update/{id}: the fields and the existing topics it keeps (new ones follow by add-topics-to-subject). */
export function subjectUpdateOf(values: SubjectSubmission): SubjectUpdate {
  return { ...fieldsOf(values), topicIds: values.topicIds };
}

/** The subjects of the Nigerian basic and senior secondary curricula, for the configure page. */
export const standardSubjects: readonly { name: string; subjectCode: string }[] = [
  { name: 'English Language', subjectCode: 'ENG' },
  { name: 'Mathematics', subjectCode: 'MTH' },
  { name: 'Basic Science', subjectCode: 'BSC' },
  { name: 'Basic Technology', subjectCode: 'BTE' },
  { name: 'Social Studies', subjectCode: 'SOS' },
  { name: 'Civic Education', subjectCode: 'CVE' },
  { name: 'Christian Religious Studies', subjectCode: 'CRS' },
  { name: 'Islamic Studies', subjectCode: 'IRS' },
  { name: 'Cultural and Creative Arts', subjectCode: 'CCA' },
  { name: 'Computer Studies', subjectCode: 'CPS' },
  { name: 'Agricultural Science', subjectCode: 'AGR' },
  { name: 'Home Economics', subjectCode: 'HEC' },
  { name: 'Physical and Health Education', subjectCode: 'PHE' },
  { name: 'French', subjectCode: 'FRE' },
  { name: 'Yoruba', subjectCode: 'YOR' },
  { name: 'Hausa', subjectCode: 'HAU' },
  { name: 'Igbo', subjectCode: 'IGB' },
  { name: 'Biology', subjectCode: 'BIO' },
  { name: 'Chemistry', subjectCode: 'CHM' },
  { name: 'Physics', subjectCode: 'PHY' },
  { name: 'Further Mathematics', subjectCode: 'FMT' },
  { name: 'Economics', subjectCode: 'ECO' },
  { name: 'Government', subjectCode: 'GOV' },
  { name: 'Literature in English', subjectCode: 'LIT' },
  { name: 'Geography', subjectCode: 'GEO' },
  { name: 'Financial Accounting', subjectCode: 'ACC' },
  { name: 'Commerce', subjectCode: 'COM' },
];

/** The request body for the checklist's values: the ticked standard names become new subjects with their codes. */
export function addSubjectsRequestOf(values: OfferingValues, existingCodes: readonly (string | null)[] = []) {
  const taken = new Set(existingCodes.filter(Boolean).map((code) => (code as string).toLocaleLowerCase()));
  const subjects = standardSubjects
    .filter((option) => values.create.includes(option.name))
    // A code the state already uses elsewhere would clash: the new subject goes without one.
    .map(({ name, subjectCode }) => ({ name, subjectCode: taken.has(subjectCode.toLocaleLowerCase()) ? null : subjectCode }));
  return subjects.length ? { offered: values.offered, subjects } : { offered: values.offered };
}

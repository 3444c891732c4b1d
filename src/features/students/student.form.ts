// The student form (POST /student/add, PATCH /student/update/{id}): its values as typed, the rules they must pass (SPEC
// section 5 for names and the guardian's phone; the contract's for the admission number, the class arm and the dates),
// and the request bodies made from them. Adding and editing a student share the one form.
import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import { phoneCode } from '../../lib/constants';
import { dateSchema, dobSchema } from '../../lib/dateValidation';
import { isFutureDay } from '../../lib/date';
import { validationMessages as m } from '../../lib/messages';
import { nameSchema, optionalNameSchema, phoneNumberPattern, requiredText } from '../../lib/validation';
import { genders } from '../../shared/profile.form';
import type { Student } from './studentSearch.form';

type Schemas = components['schemas'];
export type StudentInput = Schemas['StudentInput'];
export type StudentUpdate = Schemas['StudentUpdate'];
export type { Student };

export type StudentFormValues = {
  admissionNumber: string;
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  dob: string;
  admissionDate: string;
  schoolId: string;
  classId: string;
  classArm: string;
  address: string;
  stateOfOrigin: string;
  localGovernmentOfOrigin: string;
  guardianName: string;
  guardianPhoneNumber: string;
};

export const emptyStudentValues: StudentFormValues = {
  admissionNumber: '',
  firstName: '',
  middleName: '',
  lastName: '',
  gender: '',
  dob: '',
  admissionDate: '',
  schoolId: '',
  classId: '',
  classArm: '',
  address: '',
  stateOfOrigin: '',
  localGovernmentOfOrigin: '',
  guardianName: '',
  guardianPhoneNumber: '',
};

export function studentValuesOf(student: Student): StudentFormValues {
  return {
    admissionNumber: student.admissionNumber,
    firstName: student.firstName,
    middleName: student.middleName ?? '',
    lastName: student.lastName,
    gender: student.gender,
    dob: student.dob ?? '',
    admissionDate: student.admissionDate ?? '',
    schoolId: student.school?.id ?? '',
    classId: student.class?.id ?? '',
    classArm: student.classArm ?? '',
    address: student.address ?? '',
    stateOfOrigin: student.stateOfOrigin ?? '',
    localGovernmentOfOrigin: student.localGovernmentOfOrigin ?? '',
    guardianName: student.guardianName ?? '',
    guardianPhoneNumber: student.guardianPhoneNumber?.number ?? '',
  };
}

/** The messages of the rules the specification leaves to us. */
export const studentFormMessages = {
  admissionNumber: 'Use letters, digits and / . _ - or spaces, starting with a letter or digit (at most 30)',
  admissionInFuture: 'The admission date cannot be in the future',
  admissionBeforeBirth: 'The admission date cannot be before the date of birth',
} as const;

/** The contract's `AdmissionNumber`. */
const admissionNumberPattern = /^[A-Za-z0-9][A-Za-z0-9/._ -]{0,29}$/;

const optional = (rule: (value: string) => boolean, error: string) =>
  z.string().check(z.refine((value) => value.trim() === '' || rule(value.trim()), { error }));

export const studentFormSchema = z
  .object({
    admissionNumber: optional((value) => admissionNumberPattern.test(value), studentFormMessages.admissionNumber),
    firstName: nameSchema,
    middleName: optionalNameSchema,
    lastName: nameSchema,
    gender: z.enum(genders, { error: m.required }),
    dob: dobSchema,
    admissionDate: z.string().check(
      z.refine((value) => value === '' || dateSchema.safeParse(value).success, { error: m.dateInvalid }),
      z.refine((value) => value === '' || !isFutureDay(value), { error: studentFormMessages.admissionInFuture }),
    ),
    schoolId: requiredText,
    address: optionalNameSchema,
    guardianName: optionalNameSchema,
    guardianPhoneNumber: optional((value) => phoneNumberPattern.test(value), m.phoneDigits),
  })
  .check(
    z.refine(
      (input: unknown) => {
        const values = input as StudentFormValues;
        return !values.dob || !values.admissionDate || values.admissionDate >= values.dob;
      },
      { error: studentFormMessages.admissionBeforeBirth, path: ['admissionDate'] },
    ),
  );

/** What a change of school, class or state of origin clears: the class arm goes with its class, a local government with its state. */
export function studentChange(field: keyof StudentFormValues, value: string): Partial<StudentFormValues> {
  if (field === 'classId') return { classId: value, classArm: '' };
  if (field === 'stateOfOrigin') return { stateOfOrigin: value, localGovernmentOfOrigin: '' };
  return { [field]: value };
}

/** The form's fields as the contract names them, an empty optional one as `none` (left out, or null to clear it). */
function studentBodyOf<None extends undefined | null>(values: StudentFormValues, none: None) {
  const optional = (value: string) => (value.trim() === '' ? none : value.trim());
  const phone = values.guardianPhoneNumber.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: values.gender as StudentInput['gender'],
    dob: values.dob,
    schoolId: values.schoolId,
    middleName: optional(values.middleName),
    admissionDate: optional(values.admissionDate),
    classId: optional(values.classId),
    classArm: values.classId ? optional(values.classArm) : none,
    address: optional(values.address),
    stateOfOrigin: optional(values.stateOfOrigin),
    localGovernmentOfOrigin: optional(values.localGovernmentOfOrigin),
    guardianName: optional(values.guardianName),
    guardianPhoneNumber: phone ? ({ code: phoneCode, number: phone } satisfies Schemas['PhoneNumber']) : none,
  };
}

/** POST /student/add's body: what was typed, trimmed, empty optional fields left out. */
export function studentInputOf(values: StudentFormValues): StudentInput {
  const input = { ...studentBodyOf(values, undefined), admissionNumber: values.admissionNumber.trim() || undefined };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as StudentInput;
}

/** PATCH /student/update/{id}'s body: every field, an empty optional one sent as null (which clears it). */
export function studentUpdateOf(values: StudentFormValues): StudentUpdate {
  // The admission number is never cleared (the server would generate another); an empty box leaves it as it is.
  const admissionNumber = values.admissionNumber.trim();
  return { ...studentBodyOf(values, null), ...(admissionNumber && { admissionNumber }) };
}

/** A student's full name as the pages say it. */
export const studentNameOf = (student: Pick<Student, 'firstName' | 'middleName' | 'lastName'>) =>
  [student.firstName, student.middleName, student.lastName].filter(Boolean).join(' ');

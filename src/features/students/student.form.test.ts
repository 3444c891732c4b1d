import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../lib/messages';
import {
  emptyStudentValues,
  studentChange,
  studentFormMessages,
  studentFormSchema,
  studentInputOf,
  studentUpdateOf,
  type StudentFormValues,
} from './student.form';

const school = '0b9f3a1e-5c2d-4e8f-9a7b-6c5d4e3f2a1b';
const jss2 = '4f2b1c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const filled: StudentFormValues = {
  ...emptyStudentValues,
  firstName: ' Ngozi ',
  lastName: 'Eze',
  gender: 'female',
  dob: '2014-03-14',
  schoolId: school,
};

const problems = (values: StudentFormValues) =>
  Object.fromEntries((studentFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the student form’s rules', () => {
  it('needs the names, gender, date of birth and school, with the specification’s messages', () => {
    expect(problems(emptyStudentValues)).toMatchObject({
      firstName: validationMessages.required,
      lastName: validationMessages.required,
      gender: validationMessages.required,
      dob: validationMessages.required,
      schoolId: validationMessages.required,
    });
    expect(problems(filled)).toEqual({});
  });

  it('checks the guardian’s phone, the admission number and the admission date when they are given', () => {
    expect(
      problems({ ...filled, guardianPhoneNumber: '080312', admissionNumber: '/LAG', admissionDate: '2013-01-01', guardianName: 'Ab' }),
    ).toEqual({
      guardianPhoneNumber: validationMessages.phoneDigits,
      admissionNumber: studentFormMessages.admissionNumber,
      admissionDate: studentFormMessages.admissionBeforeBirth,
      guardianName: validationMessages.nameTooShort,
    });
    expect(problems({ ...filled, guardianPhoneNumber: '8031234567', admissionNumber: 'LAG/2026/0001', admissionDate: '2020-09-07' })).toEqual({});
  });
});

describe('the student form’s bodies', () => {
  it('adds with what was typed, trimmed, empty optional fields left out (the arm only with a class)', () => {
    expect(studentInputOf({ ...filled, classArm: 'B', guardianPhoneNumber: '8031234567' })).toEqual({
      firstName: 'Ngozi',
      lastName: 'Eze',
      gender: 'female',
      dob: '2014-03-14',
      schoolId: school,
      guardianPhoneNumber: { code: '+234', number: '8031234567' },
    });
  });

  it('updates every field, an empty optional one as null, and never clears the admission number', () => {
    const update = studentUpdateOf({ ...filled, classId: jss2, classArm: 'B' });
    expect(update).toMatchObject({ classId: jss2, classArm: 'B', middleName: null, guardianPhoneNumber: null, address: null });
    expect(update).not.toHaveProperty('admissionNumber');
    expect(studentUpdateOf({ ...filled, admissionNumber: ' AJGS/0001 ' })).toMatchObject({ admissionNumber: 'AJGS/0001' });
  });

  it('a new class clears the arm, a new state of origin its local government', () => {
    expect(studentChange('classId', jss2)).toEqual({ classId: jss2, classArm: '' });
    expect(studentChange('stateOfOrigin', 'Enugu')).toEqual({ stateOfOrigin: 'Enugu', localGovernmentOfOrigin: '' });
    expect(studentChange('firstName', 'Ada')).toEqual({ firstName: 'Ada' });
  });
});

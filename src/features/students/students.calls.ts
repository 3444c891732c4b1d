// Students (SPEC section 3), described once: one student (GET /student/view-by-id/{id}), the forms that admit and
// change a student (POST /student/add, PATCH /student/update/{id}) and the dashboard's figures
// (GET /student/state-students-statistics). The search, the admission register and what their filters and the student
// form choose from are studentSearch.calls.ts's.
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import type { CallOptions } from '../../shared/calls';
import { emptyStudentValues, studentFormSchema, studentInputOf, studentUpdateOf, studentValuesOf, type Student, type StudentFormValues } from './student.form';

export const students = {
  view: async (id: string, call: CallOptions) =>
    dataOf(await portalClient.GET('/student/view-by-id/{id}', { params: { path: { id } }, ...call })),

  /** The state's student counts by class, school and gender. */
  statistics: async (call: CallOptions) => dataOf(await portalClient.GET('/student/state-students-statistics', call)),

  /** POST /student/add: 'Student Created Successfully'. */
  createForm: {
    values: emptyStudentValues,
    schema: studentFormSchema,
    successMessage: successMessages.studentCreated,
    submit: async (values, call) => dataOf(await portalClient.POST('/student/add', { body: studentInputOf(values), ...call })),
  } satisfies FormDescription<StudentFormValues, Student>,

  /** PATCH /student/update/{id} with the whole form: 'Student Updated Successfully'. */
  editForm: (student: Student): FormDescription<StudentFormValues, Student> => ({
    values: studentValuesOf(student),
    schema: studentFormSchema,
    successMessage: successMessages.studentUpdated,
    submit: async (values, call) =>
      dataOf(await portalClient.PATCH('/student/update/{id}', { params: { path: { id: student.id } }, body: studentUpdateOf(values), ...call })),
  }),
};

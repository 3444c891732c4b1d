// Schools (SPEC sections 2, 3 and 7), described once: the search by state and category (`foundSchools`), one school,
// its card's information, the categories, the state's school figures, and the create and edit forms.
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { listLimit } from '../../lib/constants';
import { schoolMessages, successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import { spreadsheetReadOf } from '../../shared/downloads.calls';
import { withFormFieldNames, type CallOptions } from '../../shared/calls';
import {
  emptySchoolValues,
  schoolFormSchema,
  schoolInputOf,
  schoolSearchQueryOf,
  schoolUpdateOf,
  schoolValuesOf,
  schoolsPath,
  type School,
  type SchoolFormValues,
  type SchoolSearch,
} from './schools.form';


/** The request's names of the form's values, for the server's field messages to show beside the fields. */
const formValueOf = { principalId: 'principal', vicePrincipalId: 'vicePrincipal', addressCoordinates: 'address', localGovernment: 'address' };

export const schools = {
  /** GET /school/download (schools.xlsx) with the list's filters, at most `limit` rows. */
  download: (search: SchoolSearch, limit = listLimit) =>
    spreadsheetReadOf((call) => portalClient.GET('/school/download', { params: { query: { ...schoolSearchQueryOf(search), limit } }, ...call })),

  /** GET /school/search: at most 1000 schools by name, and how many match in all. */
  search: async (search: SchoolSearch, call: CallOptions) =>
    dataOf(
      await portalClient.GET('/school/search', {
        params: { query: schoolSearchQueryOf(search) },
        ...call,
      }),
    ),
  view: async (id: string, call: CallOptions) => dataOf(await portalClient.GET('/school/view/{id}', { params: { path: { id } }, ...call })),
  /** GET /school/get-school-information/{id}: the figures of a school's info dialog. */
  information: async (id: string, call: CallOptions) =>
    dataOf(await portalClient.GET('/school/get-school-information/{id}', { params: { path: { id } }, ...call })),
  categories: async (call: CallOptions) => dataOf(await portalClient.GET('/school/category-list', call)).categories,
  /** GET /school/state-schools-statistics: the state's schools by category, district and school. */
  statistics: async (call: CallOptions) => dataOf(await portalClient.GET('/school/state-schools-statistics', call)),
  /** GET /super-admin/states: the states a super-admin searches. */
  states: async (call: CallOptions) => dataOf(await portalClient.GET('/super-admin/states', call)).states.map((s) => s.name).sort(),

  /** POST /school/add: 'School Created Successfully'. */
  createForm: {
    values: emptySchoolValues,
    schema: schoolFormSchema,
    successMessage: successMessages.schoolCreated,
    submit: async (values, call) =>
      withFormFieldNames(portalClient.POST('/school/add', { body: schoolInputOf(values), ...call }).then(dataOf), formValueOf),
  } satisfies FormDescription<SchoolFormValues, School>,

  /** PATCH /school/update/{id}: 'School Updated Successfully', then back to the schools. */
  updateForm: (record: School): FormDescription<SchoolFormValues, School> => ({
    values: schoolValuesOf(record),
    schema: schoolFormSchema,
    successMessage: schoolMessages.schoolUpdated,
    redirectTo: schoolsPath,
    submit: async (values, call) =>
      withFormFieldNames(
        portalClient.PATCH('/school/update/{id}', { params: { path: { id: record.id } }, body: schoolUpdateOf(values), ...call }).then(dataOf),
        formValueOf,
      ),
  }),
};

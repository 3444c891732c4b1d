// The state's districts (SPEC sections 2, 4 and 7): as the forms and filters that name one read them, the lists by
// status, one district, and the creation form (POST /staff/register-district-admin-on-state-portal, 'District Created
// Successfully', then the pending list). A super-admin's approval and rejection are the districtVerification machine's.
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { listLimit } from '../../lib/constants';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import type { CallOptions } from '../../shared/calls';
import {
  districtCreateSchema,
  districtInputOf,
  emptyDistrictValues,
  verifyDistrictPath,
  type District,
  type DistrictFormValues,
  type DistrictStatus,
} from './districts.form';
import type { Places } from '../../shared/places';


export const districts = {
  /** GET /district/search: the state's districts of one status, newest first. */
  list: async (status: DistrictStatus, call: CallOptions): Promise<District[]> =>
    dataOf(await portalClient.GET('/district/search', { params: { query: { accountStatus: [status], limit: listLimit } }, ...call })).districts,

  /** The countries, states and local governments the creation form chooses from (the enums' fullStateEnum). */
  places: async (call: CallOptions): Promise<Places> => dataOf(await portalClient.GET('/generic-apis/all-enum', call)).fullStateEnum,

  view: async (id: string, call: CallOptions): Promise<District> =>
    dataOf(await portalClient.GET('/district/view/{id}', { params: { path: { id } }, ...call })),

  createForm: {
    values: emptyDistrictValues,
    schema: districtCreateSchema,
    successMessage: successMessages.districtCreated,
    redirectTo: `${verifyDistrictPath}?status=pending`,
    submit: async (values, call) =>
      dataOf(await portalClient.POST('/staff/register-district-admin-on-state-portal', { body: districtInputOf(values), ...call })),
  } satisfies FormDescription<DistrictFormValues, District>,
};

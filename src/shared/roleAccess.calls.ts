// The organisations a staff member works in (their role accesses, SPEC section 6), and switching between them:
// GET /staff/switch-role-access/{id} answers tokens for the chosen one, so every later call works there.
import { portalClient } from '../api/client';
import { dataOf } from '../api/errors';
import type { FormDescription } from '../machines/formSubmission.machine';
import type { LoginResponse } from '../machines/session.machine';

export type RoleAccessSwitchValues = { roleAccessId: string };

export const roleAccess = {
  switchForm: {
    values: { roleAccessId: '' },
    successMessage: null,
    submit: async ({ roleAccessId }, call) =>
      dataOf(await portalClient.GET('/staff/switch-role-access/{id}', { params: { path: { id: roleAccessId } }, ...call })),
  } satisfies FormDescription<RoleAccessSwitchValues, LoginResponse>,
};

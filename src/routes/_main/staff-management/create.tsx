// /staff-management/create: a staff member created in steps (POST /staff/create, 'Staff Created Successfully'), then
// to the new member's page. A draft the tab kept (a reload half way) is picked up where it was left.
import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { use, useState } from 'react';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { readDraft } from '../../../lib/formDraft';
import { formStepsMachine } from '../../../features/staff/formSteps.machine';
import {
  emptyStaffCreateValues,
  staffCreateDraftKey,
  staffCreateSteps,
  staffCreateValuesOfDraft,
  type StaffMember,
} from '../../../features/staff/staff.form';
import { staffCreate } from '../../../features/staff/staffCreate.calls';
import type { StaffFilterOptions } from '../../../shared/filterOptions.calls';
import { StaffCreateView } from '../../../features/staff/StaffCreateView';

const staffManagement = getRouteApi('/_main/staff-management');

export const Route = createFileRoute('/_main/staff-management/create')({
  staticData: { title: 'Add staff', crumbParent: '/staff-management' },
  component: StaffCreatePage,
});

function StaffCreatePage() {
  // The lists the page chooses from: it waits for them (a failed read shows the route's error page).
  const lists = staffManagement.useLoaderData();
  const options = lists ? use(lists.options) : null;
  return options ? <StaffCreate options={options} /> : null;
}

function StaffCreate({ options }: { options: StaffFilterOptions }) {
  const navigate = useNavigate();
  const [draft] = useState(() => readDraft(sessionStorage, staffCreateDraftKey));
  const values = draft ? staffCreateValuesOfDraft(draft.values) : emptyStaffCreateValues;
  const steps = useActorRef(formStepsMachine, {
    input: { steps: staffCreateSteps, values, step: draft?.step ?? 0, draftKey: staffCreateDraftKey, restored: draft !== null },
  });
  const form = useFormSubmission({
    ...staffCreate.form(values),
    busyLabel: 'Creating the staff member…',
    onSucceeded: () => steps.send({ type: 'steps.finished' }),
    onDone: ({ result }) => void navigate({ to: '/staff-management/$id', params: { id: (result as StaffMember).id } }),
  });
  return <StaffCreateView form={form} steps={steps} options={options} listHref="/staff-management" />;
}

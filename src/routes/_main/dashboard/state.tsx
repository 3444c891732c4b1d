import { createFileRoute } from '@tanstack/react-router';
import { portalClient } from '../../../api/client';
import { dataOf } from '../../../api/errors';
import { useAppServices, useStaff } from '../../../app/AppServices';
import { pageTitles } from '../../../app/pages';
import { fileFormData } from '../../../app/uploads';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { successMessages } from '../../../lib/messages';
import type { Staff } from '../../../machines/session.machine';
import { StateProfileView } from '../../../views/state/StateProfileView';
import {
  contactSchema,
  stateUpdateOf,
  terminologiesUpdateOf,
  type StateContactValues,
  type StateDetails,
  type TerminologyValues,
} from '../../../views/state/stateForm';

export const Route = createFileRoute('/_main/dashboard/state')({
  staticData: { title: pageTitles.stateProfile },
  component: StateProfilePage,
});

function StateProfilePage() {
  const staff = useStaff();
  return staff ? <SignedInStateProfile staff={staff} /> : null;
}

function SignedInStateProfile({ staff }: { staff: Staff }) {
  const { session } = useAppServices();
  const state = staff.stateDetails;
  // Every label that uses a term (District, Oracle Number…) reads the session's staff: give it the new details.
  const stateUpdated = (details: StateDetails) => {
    const current = session.getSnapshot().context.staff;
    if (current) session.send({ type: 'session.staffUpdated', staff: { ...current, stateDetails: details } });
  };

  const logo = useFormSubmission({
    submit: async (values: { file?: File }, signal) =>
      dataOf(
        await portalClient.PATCH('/state/upload-logo/{id}', {
          params: { path: { id: state.id } },
          body: { file: '' },
          bodySerializer: () => fileFormData(values),
          signal,
        }),
      ),
    canSubmit: (values) => values.file instanceof Blob,
    successMessage: successMessages.stateProfileUpdated,
    busyLabel: 'Uploading…',
    onSucceeded: stateUpdated,
  });

  const details = useFormSubmission({
    submit: async (values: StateContactValues, signal) =>
      dataOf(await portalClient.PATCH('/state/update', { body: stateUpdateOf(values), signal })),
    canSubmit: (values) => contactSchema.safeParse(values).success,
    successMessage: successMessages.stateProfileUpdated,
    onSucceeded: stateUpdated,
  });

  const terminologies = useFormSubmission({
    submit: async (values: TerminologyValues, signal) =>
      dataOf(await portalClient.PATCH('/state/state-terminologies-configuration', { body: terminologiesUpdateOf(values), signal })),
    successMessage: successMessages.terminologiesUpdated,
    onSucceeded: stateUpdated,
  });

  return <StateProfileView state={state} logo={logo} details={details} terminologies={terminologies} />;
}

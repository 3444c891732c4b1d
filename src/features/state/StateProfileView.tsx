// The state's profile (/dashboard/state): its logo, contact details and the terms it uses for 'District' and the
// Oracle, Tescom and Subeb numbers. Each part submits through its own formSubmission actor (the route makes them):
// PATCH /state/upload-logo/{id}, PATCH /state/update ('State Profile Updated Successfully') and
// PATCH /state/state-terminologies-configuration ('Terminologies Updated Successfully').
import type { FormEvent } from 'react';
import type { TermKey } from '../../services/terminology';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { StaffAutocompleteLogic } from '../../machines/staffAutocomplete.machine';
import { Banner, Button, Card, Form, FormActions, TextField } from '../../ui';
import { StateLogo } from '../../shared/StateLogo';
import { FactList } from '../../shared/FactList';
import { ImageUploadCard } from '../../shared/ImageUploadCard';
import { ProfileLayout } from '../../shared/ProfileLayout';
import { useFramedForm } from '../../shared/useFramedForm';
import { useSubmission } from '../../shared/useSubmission';
import { TransferRightsCard } from './TransferRightsCard';
import {
  termKeys,
  type StateContactValues,
  type StateDetails,
  type TerminologyValues,
} from './state.form';
import './state.css';

export function StateLogoCard({ state, logo }: { state: StateDetails; logo: FormSubmissionActor }) {
  return (
    <ImageUploadCard
      title="State logo"
      image={<StateLogo src={state.logo?.Location} stateName={state.name} />}
      chooserLabel="New logo"
      submitLabel="Upload logo"
      actor={logo}
    />
  );
}

export function StateContactForm({ details }: { details: FormSubmissionActor }) {
  const { values, set, message: fieldError, submit: send } = useFramedForm<StateContactValues>(details);
  const { busy, error } = useSubmission(details);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  return (
    <Card title="State details" headingLevel={2}>
      <Form aria-label="State details" validationBehavior="aria" onSubmit={submit}>
        <TextField label="Address" value={values.address} onChange={set('address')} {...fieldError('address')} />
        <TextField
          label="Email addresses"
          description="One address a line."
          multiline
          value={values.emails}
          onChange={set('emails')}
          {...fieldError('emails')}
        />
        <TextField
          label="Phone numbers"
          description="One a line: the last ten digits, after +234."
          multiline
          value={values.phoneNumbers}
          onChange={set('phoneNumbers')}
          {...fieldError('phoneNumbers')}
        />
        <TextField label="Motto" value={values.motto} onChange={set('motto')} />
        {error && <Banner tone="error">{error}</Banner>}
        <FormActions>
          <Button type="submit" isPending={busy}>
            Save state details
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}

const termLabels: Record<TermKey, string> = {
  district: "Term for 'District'",
  oracleNumber: "Term for 'Oracle Number'",
  tescomNumber: "Term for 'Tescom Number'",
  subebNumber: "Term for 'Subeb Number'",
};

export function TerminologiesForm({ state, terminologies }: { state: StateDetails; terminologies: FormSubmissionActor }) {
  const { values, set, submit: send } = useFramedForm<TerminologyValues>(terminologies);
  const { busy, error } = useSubmission(terminologies);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  return (
    <Card title="Terminologies" headingLevel={2}>
      <p className="StateProfile-note">
        The words your state uses across the portal. Leave a term empty to use the default.
      </p>
      <Form aria-label="Terminologies" onSubmit={submit}>
        {termKeys.map((key) => {
          const term = state.stateTerminologies[key];
          return (
            <TextField
              key={key}
              label={termLabels[key]}
              description={`Now: ${term.value}. Default: ${term.defaultValue}.`}
              value={values[key]}
              onChange={set(key)}
            />
          );
        })}
        {error && <Banner tone="error">{error}</Banner>}
        <FormActions>
          <Button type="submit" isPending={busy}>
            Save terminologies
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}

/** What a role that may not change a part of the profile is told, in words, beside that part shown as facts. */
export const readOnlyNotes = {
  profile: "Your role does not allow changing the state's profile.",
  terminologies: "Your role does not allow changing the state's terminologies.",
} as const;

/** The state's contact details for someone whose role may not change them. */
function StateContactFacts({ state }: { state: StateDetails }) {
  return (
    <div className="StateProfile-readOnly">
      <FactList
        title="State details"
        facts={[
          ['Address', state.address],
          ['Email addresses', state.emails.join(', ')],
          ['Phone numbers', state.phoneNumbers.map((phone) => `${phone.code} ${phone.number}`).join(', ')],
          ['Motto', state.motto],
        ]}
      />
      <p className="StateProfile-note">{readOnlyNotes.profile}</p>
    </div>
  );
}

/** The state's terms for someone whose role may not change them. */
function TerminologiesFacts({ state }: { state: StateDetails }) {
  return (
    <div className="StateProfile-readOnly">
      <FactList title="Terminologies" facts={termKeys.map((key) => [termLabels[key], state.stateTerminologies[key].value])} />
      <p className="StateProfile-note">{readOnlyNotes.terminologies}</p>
    </div>
  );
}

export interface StateProfileViewProps {
  state: StateDetails;
  /** The logo and contact forms, null when the role may not change the state's profile (state.update). */
  logo: FormSubmissionActor | null;
  details: FormSubmissionActor | null;
  /** The terminologies form, null when the role may not configure the state (state.configure). */
  terminologies: FormSubmissionActor | null;
  /** Transfer of rights, for whoever may hand the state on (its owner): the actor and the owner's name. */
  transfer?: { actor: FormSubmissionActor; ownerName: string; staffAutocompleteLogic?: StaffAutocompleteLogic };
}

export function StateProfileView({ state, logo, details, terminologies, transfer }: StateProfileViewProps) {
  return (
    <ProfileLayout
      title="State Profile"
      lead={`${state.name}, ${state.country} · Account ${state.accountStatus}`}
      sideWidth="half"
      side={
        <>
          {logo ? (
            <StateLogoCard state={state} logo={logo} />
          ) : (
            <Card title="State logo" headingLevel={2}>
              <StateLogo src={state.logo?.Location} stateName={state.name} />
            </Card>
          )}
          {terminologies ? <TerminologiesForm state={state} terminologies={terminologies} /> : <TerminologiesFacts state={state} />}
          {transfer && (
            <TransferRightsCard transfer={transfer.actor} stateName={state.name} ownerName={transfer.ownerName} staffAutocompleteLogic={transfer.staffAutocompleteLogic} />
          )}
        </>
      }
    >
      {details ? <StateContactForm details={details} /> : <StateContactFacts state={state} />}
    </ProfileLayout>
  );
}

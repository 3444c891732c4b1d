// The state's profile (/dashboard/state): its logo and contact details, each submitting through its own
// formSubmission actor (the route makes them): PATCH /state/upload-logo/{id} and PATCH /state/update ('State Profile
// Updated Successfully'). The terms it uses for 'District' and the Oracle, Tescom and Subeb numbers are set on
// /configuration, which a card here links to.
import type { FormEvent } from 'react';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { StaffAutocompleteLogic } from '../../machines/staffAutocomplete.machine';
import { Banner, Button, Card, Form, FormActions, Link, TextField } from '../../ui';
import { StateLogo } from '../../shared/StateLogo';
import { FactList } from '../../shared/FactList';
import { ImageUploadCard } from '../../shared/ImageUploadCard';
import { ProfileLayout } from '../../shared/ProfileLayout';
import { useFramedForm } from '../../shared/useFramedForm';
import { useSubmission } from '../../shared/useSubmission';
import { TransferRightsCard } from './TransferRightsCard';
import type { StateContactValues, StateDetails } from './state.form';
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

/** What a role that may not change a part of the profile is told, in words, beside that part shown as facts. */
export const readOnlyNotes = {
  profile: "Your role does not allow changing the state's profile.",
} as const;

/** The state's terms, which the configuration page sets: what they are now, and where they change. */
export const terminologiesMoved = 'The terms your state uses are set on the Configuration page.';

function TerminologiesLink({ state }: { state: StateDetails }) {
  const terms = Object.values(state.stateTerminologies);
  return (
    <div className="StateProfile-readOnly">
      <FactList title="Terminologies" facts={terms.map((term) => [term.defaultValue, term.value])} />
      <p className="StateProfile-note">
        {terminologiesMoved} <Link href="/configuration">Open Configuration</Link>
      </p>
    </div>
  );
}

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

export interface StateProfileViewProps {
  state: StateDetails;
  /** The logo and contact forms, null when the role may not change the state's profile (state.update). */
  logo: FormSubmissionActor | null;
  details: FormSubmissionActor | null;
  /** Transfer of rights, for whoever may hand the state on (its owner): the actor and the owner's name. */
  transfer?: { actor: FormSubmissionActor; ownerName: string; staffAutocompleteLogic?: StaffAutocompleteLogic };
}

export function StateProfileView({ state, logo, details, transfer }: StateProfileViewProps) {
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
          <TerminologiesLink state={state} />
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

// The state's terms for 'District' and the Oracle, Tescom and Subeb numbers, on /configuration: the form for a role
// that may configure the state (PATCH /state/state-terminologies-configuration, 'Terminologies Updated Successfully'),
// facts for one that may not. An empty term returns to the default.
import type { FormEvent } from 'react';
import type { TermKey } from '../../services/terminology';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { Banner, Button, Card, Form, FormActions, TextField } from '../../ui';
import { FactList } from '../../shared/FactList';
import { useFramedForm } from '../../shared/useFramedForm';
import { useSubmission } from '../../shared/useSubmission';
import type { StateDetails } from './configuration.form';
import { termKeys, type TerminologyValues } from './terminologies.form';
import './configuration.css';

const termLabels: Record<TermKey, string> = {
  district: "Term for 'District'",
  oracleNumber: "Term for 'Oracle Number'",
  tescomNumber: "Term for 'Tescom Number'",
  subebNumber: "Term for 'Subeb Number'",
};

export const terminologiesReadOnly = "Your role does not allow changing the state's terminologies.";

export function TerminologiesForm({ state, terminologies }: { state: StateDetails; terminologies: FormSubmissionActor }) {
  const { values, set, submit: send } = useFramedForm<TerminologyValues>(terminologies);
  const { busy, error } = useSubmission(terminologies);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  return (
    <Card title="Terminologies" headingLevel={2}>
      <p className="Configuration-note">The words your state uses across the portal. Leave a term empty to use the default.</p>
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

/** The state's terms for someone whose role may not change them. */
export function TerminologiesFacts({ state }: { state: StateDetails }) {
  return (
    <div>
      <FactList title="Terminologies" facts={termKeys.map((key) => [termLabels[key], state.stateTerminologies[key].value])} />
      <p className="Configuration-note">{terminologiesReadOnly}</p>
    </div>
  );
}

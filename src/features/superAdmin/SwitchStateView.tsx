// /super-admin/switch-state: pick a state to work in. The switch goes through a formSubmission actor the route
// makes (POST /super-admin/switch-state); the session then holds the new token and staff, and the app goes to /.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { Banner, Button, Card, ComboBox, ComboBoxItem, Form, FormActions } from '../../ui';
import type { StateSummary } from './SuperAdminView';
import './superAdmin.css';

export interface SwitchStateViewProps {
  states: readonly StateSummary[];
  /** The state the super-admin works in now. */
  currentStateId: string;
  switchState: FormSubmissionActor;
}

export function SwitchStateView({ states, currentStateId, switchState }: SwitchStateViewProps) {
  const [stateId, setStateId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const busy = useSelector(switchState, (s) => s.hasTag('busy'));
  const done = useSelector(switchState, (s) => s.matches('succeeded') || s.status === 'done');
  const error = useSelector(switchState, (s) => (s.matches('failed') ? s.context.error : null));
  const current = states.find((s) => s.id === currentStateId);
  const options = states.filter((s) => s.id !== currentStateId);
  return (
    <div className="SuperAdmin">
      <div>
        <h1 className="PageHeading">Switch State</h1>
        <p className="SuperAdmin-lead">You are working in {current?.name ?? 'your current state'}. Choose another state to work in.</p>
      </div>
      <Card>
        <Form
          aria-label="Switch state"
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            setMissing(!stateId);
            if (stateId) switchState.send({ type: 'form.submit', values: { stateId } });
          }}
        >
          <ComboBox
            label="State"
            items={options}
            selectedKey={stateId}
            onSelectionChange={(key) => {
              setStateId(key === null ? null : String(key));
              setMissing(false);
            }}
            isRequired
            isInvalid={missing}
            errorMessage="This Field is required"
          >
            {(state) => (
              <ComboBoxItem id={state.id} textValue={state.name}>
                {`${state.name} (${state.accountStatus})`}
              </ComboBoxItem>
            )}
          </ComboBox>
          {error && <Banner tone="error">{error}</Banner>}
          {done && <Banner tone="success">Switched. Taking you to the dashboard…</Banner>}
          <FormActions>
            <Button type="submit" isPending={busy} isDisabled={done}>
              Switch state
            </Button>
          </FormActions>
        </Form>
      </Card>
    </div>
  );
}

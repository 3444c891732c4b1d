// /configuration: the state's settings outside grading, each section saving on its own: what is still incomplete
// (read from the state's details, each with where to fix it), the terminologies (PATCH
// /state/state-terminologies-configuration, 'Terminologies Updated Successfully'), the retirement criteria (PATCH
// /state/retirement-criteria-configuration, 'Updated Configurations Successfully') with the forecast they drive, and
// the report-card price, which only the portal's administrators set. A section the role may not change shows as facts.
// Leaving with a section changed and not saved asks first.
import type { FormEvent } from 'react';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { Terminology } from '../../services/terminology';
import { AlertDialog, Banner, Button, Card, Form, FormActions, Link, Modal, NumberField } from '../../ui';
import { FactList } from '../../shared/FactList';
import { PageHeader } from '../../shared/PageHeader';
import { useFramedForm } from '../../shared/useFramedForm';
import { useSubmission } from '../../shared/useSubmission';
import { usePaintedOnce } from '../../shared/paintedSteps';
import { TerminologiesFacts, TerminologiesForm } from './TerminologiesCard';
import { RetirementForecastCard } from './RetirementForecastCard';
import type { RetirementForecastActor } from './retirementForecast.machine';
import { incompleteSettingsOf, priceOf, retirementBounds, type RetirementValues, type StateDetails } from './configuration.form';
import './configuration.css';

export const configurationMessages = {
  complete: 'Grades, assessments totalling 100% and traits are all set: report cards can be computed from them.',
  retirementReadOnly: "Your role does not allow changing the retirement criteria.",
  price: 'Set by the portal’s administrators; your wallet is charged this for each report card issued.',
  leaveTitle: 'Leave without saving?',
  leave: (sections: readonly string[]) => `${sections.join(' and ')} ${sections.length === 1 ? 'has' : 'have'} changes that are not saved.`,
  stay: 'Stay on this page',
  discard: 'Leave without saving',
} as const;

function IncompleteCard({ state, dataQualityHref }: { state: StateDetails; dataQualityHref: string | null }) {
  const incomplete = incompleteSettingsOf(state);
  return (
    <Card title="What is incomplete" headingLevel={2}>
      {incomplete.length === 0 ? (
        <p>{configurationMessages.complete}</p>
      ) : (
        <ul className="Configuration-incomplete">
          {incomplete.map((item) => (
            <li key={item.id}>
              {item.text}{' '}
              <Link href={item.href}>Set them on the grading page</Link>
            </li>
          ))}
        </ul>
      )}
      {dataQualityHref && (
        <p>
          Records with gaps (staff numbers, dates, classes, principals) are counted under <Link href={dataQualityHref}>Data quality</Link>.
        </p>
      )}
    </Card>
  );
}

function RetirementCriteriaForm({ actor }: { actor: FormSubmissionActor }) {
  const { values, set, message, submit: send } = useFramedForm<RetirementValues>(actor);
  const { busy, error } = useSubmission(actor);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  return (
    <Form aria-label="Retirement criteria" validationBehavior="aria" onSubmit={submit} className="Configuration-criteria">
      <NumberField
        label="Retirement age"
        description="Years of age"
        minValue={retirementBounds.maximumAge.min}
        maxValue={retirementBounds.maximumAge.max}
        value={values.maximumAge}
        onChange={set('maximumAge')}
        {...message('maximumAge')}
      />
      <NumberField
        label="Years of service"
        description="Years since the date of first appointment"
        minValue={retirementBounds.maximumYearsOfService.min}
        maxValue={retirementBounds.maximumYearsOfService.max}
        value={values.maximumYearsOfService}
        onChange={set('maximumYearsOfService')}
        {...message('maximumYearsOfService')}
      />
      {error && <Banner tone="error">{error}</Banner>}
      <FormActions>
        <Button type="submit" isPending={busy}>
          Save retirement criteria
        </Button>
      </FormActions>
    </Form>
  );
}

function RetirementCard({ state, criteria, forecast, terms }: { state: StateDetails; criteria: FormSubmissionActor | null; forecast: RetirementForecastActor | null; terms: Terminology }) {
  const { maximumAge, maximumYearsOfService } = state.retirementParameters;
  return (
    <Card title="Retirement" headingLevel={2}>
      <p className="Configuration-note">A staff member retires at the retirement age or after the years of service, whichever comes first.</p>
      {criteria ? (
        <RetirementCriteriaForm actor={criteria} />
      ) : (
        <>
          <p>
            Retirement age {maximumAge}; years of service {maximumYearsOfService}.
          </p>
          <p className="Configuration-note">{configurationMessages.retirementReadOnly}</p>
        </>
      )}
      {forecast && <RetirementForecastCard actor={forecast} terms={terms} />}
    </Card>
  );
}

/** The warning shown when leaving with unsaved sections: stay, or leave and lose them. */
export function LeaveWarning({ sections, onStay, onLeave }: { sections: readonly string[]; onStay: () => void; onLeave: () => void }) {
  return (
    <Modal size="small" isOpen onOpenChange={(open) => !open && onStay()}>
      <AlertDialog title={configurationMessages.leaveTitle} cancelLabel={configurationMessages.stay} confirmLabel={configurationMessages.discard} onConfirm={onLeave}>
        <p>{configurationMessages.leave(sections)}</p>
      </AlertDialog>
    </Modal>
  );
}

export interface ConfigurationViewProps {
  state: StateDetails;
  terms: Terminology;
  /** The section forms, null when the role may not configure the state (state.configure). */
  terminologies: FormSubmissionActor | null;
  criteria: FormSubmissionActor | null;
  /** The forecast, null when the role may not see staff (staff.view). */
  forecast: RetirementForecastActor | null;
  /** The data-quality page, when the role may read any of its lists. */
  dataQualityHref: string | null;
  /** Leaving was asked for with these sections unsaved. */
  leaving?: { sections: readonly string[]; onStay: () => void; onLeave: () => void } | null;
}

export function ConfigurationView({ state, terms, terminologies, criteria, forecast, dataQualityHref, leaving }: ConfigurationViewProps) {
  // What a phone shows first (the header, what is incomplete, the terminologies) is drawn first; the retirement section,
  // below it, after that has painted, in a task of its own.
  const retirementShown = usePaintedOnce();
  return (
    <div className="Configuration">
      <PageHeader title="Configuration" intro={`The settings ${state.name} decides once and its schools then live by.`} />
      <IncompleteCard state={state} dataQualityHref={dataQualityHref} />
      <div className="Configuration-columns">
        {terminologies ? <TerminologiesForm state={state} terminologies={terminologies} /> : <TerminologiesFacts state={state} />}
        <div className="Configuration-price">
          <FactList title="Report-card price" facts={[['Price per report card', priceOf(state)]]} />
          <p className="Configuration-note">{configurationMessages.price}</p>
        </div>
      </div>
      {retirementShown && <RetirementCard state={state} criteria={criteria} forecast={forecast} terms={terms} />}
      {leaving && <LeaveWarning {...leaving} />}
    </div>
  );
}

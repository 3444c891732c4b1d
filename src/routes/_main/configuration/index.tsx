// /configuration: the state's settings outside grading, each section its own form (terminologies, retirement
// criteria) with the forecast the criteria drive, read again as soon as they are saved. The state's details come with
// the session, and a saved section gives the session the new ones, so every screen follows. Leaving with a section
// changed and not saved asks first (and so does closing the tab).
import { createFileRoute, useBlocker } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useStaff, useTerminology } from '../../../services/AppServices';
import { mayOpenPage, pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { afterFirstPage } from '../../../app/firstPageInSlices';
import { holdsPermission } from '../../../lib/permissions';
import type { Staff } from '../../../machines/session.machine';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { terminologyValuesOf } from '../../../features/configuration/terminologies.form';
import { configuration } from '../../../features/configuration/configuration.calls';
import { differsFrom, retirementValuesOf } from '../../../features/configuration/configuration.form';
import { readForecast, retirementForecastMachine, type RetirementForecastActor } from '../../../features/configuration/retirementForecast.machine';
import { ConfigurationView } from '../../../features/configuration/ConfigurationView';
import { useStateDetailsUpdate } from '../-academic';

export const Route = createFileRoute('/_main/configuration/')({
  staticData: { title: pageTitles.configuration },
  component: ConfigurationPage,
});

function ConfigurationPage() {
  const staff = useStaff();
  return staff ? <SignedInConfiguration staff={staff} /> : null;
}

/** Whether a section's form holds what the state has not saved. */
const useUnsaved = (actor: FormSubmissionActor, saved: Record<string, unknown>) => useSelector(actor, (s) => differsFrom(saved, s.context.values));

function SignedInConfiguration({ staff }: { staff: Staff }) {
  return holdsPermission(staff, 'staff.view') ? <ForecastedConfiguration staff={staff} /> : <ConfigurationSections staff={staff} forecast={null} />;
}

// The forecast is read once the page is on screen: its table of a row per district and staff type, arriving while the
// first page is still being built, would be drawn in the same frames and hold the page's settings back.
const forecastOnceShown = retirementForecastMachine.provide({
  actors: { loadForecast: fromPromise(({ signal }) => afterFirstPage(() => readForecast(signal))) },
});

/** For a role that sees staff: the forecast, read again whenever the state's criteria change (saved here or anywhere). */
function ForecastedConfiguration({ staff }: { staff: Staff }) {
  const forecast = useActorRef(forecastOnceShown);
  const { maximumAge, maximumYearsOfService } = staff.stateDetails.retirementParameters;
  useEffect(() => {
    forecast.send({ type: 'forecast.refresh' });
  }, [forecast, maximumAge, maximumYearsOfService]);
  return <ConfigurationSections staff={staff} forecast={forecast} />;
}

function ConfigurationSections({ staff, forecast }: { staff: Staff; forecast: RetirementForecastActor | null }) {
  const state = staff.stateDetails;
  const terms = useTerminology();
  const stateUpdated = useStateDetailsUpdate();
  const terminologies = useFormSubmission({ ...configuration.terminologiesForm(state), onSucceeded: stateUpdated });
  const criteria = useFormSubmission({ ...configuration.retirementForm(state), onSucceeded: stateUpdated });
  const unsaved = [
    useUnsaved(terminologies, terminologyValuesOf(state)) && 'Terminologies',
    useUnsaved(criteria, retirementValuesOf(state)) && 'Retirement criteria',
  ].filter((section): section is string => section !== false);
  const blocker = useBlocker({ shouldBlockFn: () => unsaved.length > 0, enableBeforeUnload: unsaved.length > 0, withResolver: true });
  const mayConfigure = holdsPermission(staff, 'state.configure');
  return (
    <ConfigurationView
      state={state}
      terms={terms}
      terminologies={mayConfigure ? terminologies : null}
      criteria={mayConfigure ? criteria : null}
      forecast={forecast}
      dataQualityHref={mayOpenPage(staff, '/configuration/data-quality') ? '/configuration/data-quality' : null}
      leaving={blocker.status === 'blocked' ? { sections: unsaved, onStay: blocker.reset, onLeave: blocker.proceed } : null}
    />
  );
}

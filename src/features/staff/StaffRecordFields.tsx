// The staff form's fields beyond the user profile's (SPEC section 3): the places of origin and residence, each a
// country, state and local government chosen in that order, and the employment dates. Inside ProfileForm, in its form
// and on its actor.
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { placeChange, type StaffEditValues } from './staffEdit.form';
import type { Places } from '../../shared/places';
import { useFramedForm } from '../../shared/useFramedForm';
import { IsoDatePicker } from '../../shared/IsoDatePicker';
import { PlaceFieldset } from '../../shared/ChoiceSelect';
import { usePaintedSteps } from '../../shared/paintedSteps';

/** The employment dates' labels, also the staff creation's. */
export const dateLabels = {
  dateOfFirstAppointment: 'Date of first appointment',
  dateOfEmployment: 'Date of employment',
  dateOfPresentAppointment: 'Date of present appointment',
  dateOfLastPromotion: 'Date of last promotion',
  lastDateOfPosting: 'Last date of posting',
} as const;

export function StaffRecordFields({ actor, places }: { actor: FormSubmissionActor; places: Places }) {
  const { values, set, message } = useFramedForm<StaffEditValues>(actor);
  // One group per paint, after the personal details above them: with their place selects and date pickers they are
  // the longest render of the page on a phone, and below its first screen.
  const groupsShown = usePaintedSteps(3, 1, 0);
  return (
    <>
      {(['origin', 'residence'] as const).slice(0, groupsShown).map((kind) => (
        <PlaceFieldset
          key={kind}
          kind={kind}
          className="Profile-group"
          gridClassName="Profile-grid"
          values={values}
          places={places}
          noneLabel="Not set"
          onChange={(part, value) => actor.send({ type: 'form.changed', values: placeChange(kind, part, value) })}
          message={(field) => message(field as keyof StaffEditValues & string)}
        />
      ))}
      {groupsShown === 3 && (
        <fieldset className="Profile-group">
          <legend>Employment</legend>
          <div className="Profile-grid">
            {(Object.keys(dateLabels) as (keyof typeof dateLabels)[]).map((field) => (
              <IsoDatePicker key={field} label={dateLabels[field]} value={values[field]} onChange={set(field)} disallowFuture {...message(field)} />
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

// The staff member's page's form: the user-profile fields with the rest of the staff form (places and employment
// dates). StaffMemberView loads it once the person is on screen: with its date pickers and selects it is most of the
// page's code, and the page's name paints without waiting for it.
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { Terminology } from '../../services/terminology';
import type { Places } from '../../shared/places';
import { ProfileForm } from '../../shared/ProfileView';
import { StaffRecordFields } from './StaffRecordFields';

export default function StaffDetailsForm({ terms, details, places }: { terms: Terminology; details: FormSubmissionActor; places: Places }) {
  return (
    <ProfileForm terms={terms} details={details} title="Staff details">
      <StaffRecordFields actor={details} places={places} />
    </ProfileForm>
  );
}

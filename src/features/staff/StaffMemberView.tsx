// /staff-management/{id}: one staff member, every field of the staff form (SPEC section 3), their picture, their school
// roles and their account status. A caller who may change them (the contract's "who may change whom" rule) gets the
// user-profile form with the rest of the staff form, the picture upload and the account-status change (with a
// confirmation: Suspend ends their sessions at once); anyone else sees the same fields as facts. The writes are the
// route's formSubmission actors (PATCH /staff/update/{id}, PATCH /staff/update-profile-picture/{id}).
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { accountStatuses } from '../../lib/constants';
import { contentPresented } from '../../lib/contentPresented';
import { formatDate } from '../../lib/date';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { Terminology } from '../../services/terminology';
import { accountStatusConsequences, type AccountStatus, type StaffMember } from './staffEdit.form';
import type { Places } from '../../shared/places';
import { AlertDialog, Banner, Button, Card, Form, FormActions, Modal } from '../../ui';
import { Avatar, ProfileFacts, ProfilePictureCard } from '../../shared/ProfileCards';
import { FactList } from '../../shared/FactList';
import { ProfileLayout } from '../../shared/ProfileLayout';
import { useFramedForm } from '../../shared/useFramedForm';
import { useSubmission } from '../../shared/useSubmission';
import { ChoiceSelect, type Choice } from '../../shared/ChoiceSelect';
import '../../shared/profile.css';
import './staff.css';

/** The form, fetched once the person is on screen (StaffDetailsForm.tsx). */
const StaffDetailsForm = lazy(() => contentPresented().then(() => import('./StaffDetailsForm')));

export const fullNameOf = (member: Pick<StaffMember, 'title' | 'firstName' | 'middleName' | 'lastName'>) =>
  [member.title, member.firstName, member.middleName, member.lastName].filter(Boolean).join(' ');

/** Every field of the staff form, for a caller who may not change them. */
export function StaffRecordFacts({ member, terms }: { member: StaffMember; terms: Terminology }) {
  const date = (value: string | null) => (value ? formatDate(value) : null);
  return (
    <div className="StaffMember-status">
      <FactList
        title="Personal details"
        facts={[
          ['Name', fullNameOf(member)],
          ['Email', member.email],
          ['Phone number', `${member.phoneNumber.code} ${member.phoneNumber.number}`],
          ['Gender', member.gender === 'male' ? 'Male' : 'Female'],
          ['Date of birth', date(member.dob)],
          ['Marital status', member.maritalStatus],
          ['Area of specialization', member.areaOfSpecialization],
          [terms.oracleNumber, member.oracleNumber],
          [terms.tescomNumber, member.tescomNumber],
          [terms.subebNumber, member.subebNumber],
          ['Address', member.address],
        ]}
      />
      <FactList
        title="Origin and residence"
        facts={[
          ['Country of origin', member.countryOfOrigin],
          ['State of origin', member.stateOfOrigin],
          ['Local government of origin', member.localGovernmentOfOrigin],
          ['Country of residence', member.countryOfResidence],
          ['State of residence', member.stateOfResidence],
          ['Local government of residence', member.localGovernmentOfResidence],
        ]}
      />
      <FactList
        title="Employment"
        facts={[
          ['Date of first appointment', date(member.dateOfFirstAppointment)],
          ['Date of employment', date(member.dateOfEmployment)],
          ['Date of present appointment', date(member.dateOfPresentAppointment)],
          ['Date of last promotion', date(member.dateOfLastPromotion)],
          ['Last date of posting', date(member.lastDateOfPosting)],
        ]}
      />
    </div>
  );
}

export function SchoolRolesCard({ member }: { member: StaffMember }) {
  return (
    <Card title="School roles" headingLevel={2}>
      {member.schoolRoles.length === 0 ? (
        <p>No school roles{member.school?.name ? ` at ${member.school.name}` : ''}.</p>
      ) : (
        <ul className="StaffMember-roles">
          {member.schoolRoles.map((assignment) => (
            <li key={assignment.role}>
              {assignment.role}
              {member.school?.name ? ` of ${member.school.name}` : ''}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const statusChoices = accountStatuses.map((status) => ({ id: status, name: status }));

/** The account status, changed after a confirmation that says what the new one means. */
export function AccountStatusCard({ member, actor }: { member: StaffMember; actor: FormSubmissionActor }) {
  const { values, set, submit } = useFramedForm<{ accountStatus: string }>(actor);
  const { busy, error } = useSubmission(actor);
  const [confirming, setConfirming] = useState(false);
  const chosen = values.accountStatus as AccountStatus;
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <Card title="Account status" headingLevel={2}>
      <Form
        aria-label="Account status"
        className="StaffMember-status"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen !== member.accountStatus) setConfirming(true);
        }}
      >
        <p>
          {name} is <strong>{member.accountStatus}</strong>.
        </p>
        <ChoiceSelect
          label="New account status"
          value={values.accountStatus}
          options={statusChoices}
          onChange={set('accountStatus')}
          noneLabel="Choose a status"
          isDisabled={busy}
        />
        {error && <Banner tone="error">{error}</Banner>}
        <FormActions>
          <Button type="submit" isPending={busy} isDisabled={chosen === member.accountStatus}>
            Change account status
          </Button>
        </FormActions>
      </Form>
      <Modal isOpen={confirming} onOpenChange={setConfirming} size="small">
        <AlertDialog
          title={`Make ${name} ${chosen}?`}
          variant={chosen === 'Active' ? 'info' : 'destructive'}
          confirmLabel={`Yes, make them ${chosen}`}
          cancelLabel="No, leave it"
          onConfirm={() => submit()}
        >
          {accountStatusConsequences[chosen] ?? ''}
        </AlertDialog>
      </Modal>
    </Card>
  );
}

/** The roles the member may be given where the caller works now (null while they are on their way), and the one they hold there. */
export type StaffRoleChoice = { organisation: { id: string; name: string }; roles: readonly Choice[] | null; actor: FormSubmissionActor };

/** The member's role in the caller's organisation, changed with PUT /staff/role-access/{id}; from their next call on. */
export function StaffRoleCard({ member, choice }: { member: StaffMember; choice: StaffRoleChoice }) {
  const { values, set, submit } = useFramedForm<{ roleId: string }>(choice.actor);
  const { busy, error } = useSubmission(choice.actor);
  const held = member.roleAccess.find((access) => access.organisation.id === choice.organisation.id)?.role;
  return (
    <Card title="Role" headingLevel={2}>
      <Form
        aria-label="Role"
        className="StaffMember-status"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>
          {held ? (
            <>
              <strong>{held.name}</strong> in {choice.organisation.name}.
            </>
          ) : (
            `No role in ${choice.organisation.name}.`
          )}
        </p>
        <ChoiceSelect
          label="Role"
          value={values.roleId}
          options={choice.roles ?? []}
          isLoading={choice.roles === null}
          onChange={set('roleId')}
          noneLabel="No role"
          isDisabled={busy || choice.roles === null}
        />
        {error && <Banner tone="error">{error}</Banner>}
        <FormActions>
          <Button type="submit" isPending={busy} isDisabled={values.roleId === (held?.id ?? '')}>
            Save role
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}

export interface StaffMemberViewProps {
  member: StaffMember;
  terms: Terminology;
  /** The places the form chooses from, null while they are on their way (the form is drawn when they come). */
  places: Places | null;
  /** The forms of the profile and picture, when the caller may change this staff member. */
  edit: { details: FormSubmissionActor; picture: FormSubmissionActor } | null;
  /** The account-status form, when the caller may change it (never their own). */
  status: FormSubmissionActor | null;
  /** The role form, when the caller may give this member a role. */
  role?: StaffRoleChoice | null;
}

/** Holds the form's place, so the page's foot is below the screen from the first paint and does not move. */
const formPending = <div className="FormPending" />;

export function StaffMemberView({ member, terms, places, edit, status, role }: StaffMemberViewProps) {
  // The name and the line under it are drawn first, the cards and the form in a render of their own after them: the
  // form's fields are the page's longest render, and a deferred render is done in slices, so the name paints sooner.
  const bodyShown = useDeferredValue(true, false);
  return (
    <ProfileLayout
      title={fullNameOf(member)}
      lead={`${member.email} · ${member.accountStatus}`}
      sideWidth="third"
      side={
        bodyShown && (
          <>
            {edit ? (
              <ProfilePictureCard staff={member} picture={edit.picture} />
            ) : (
              <Card title="Profile picture" headingLevel={2}>
                <Avatar staff={member} />
              </Card>
            )}
            <ProfileFacts staff={member} terms={terms} />
            <SchoolRolesCard member={member} />
            {role && <StaffRoleCard member={member} choice={role} />}
            {status && <AccountStatusCard member={member} actor={status} />}
          </>
        )
      }
    >
      {!bodyShown || (edit && !places) ? (
        formPending
      ) : edit && places ? (
        <Suspense fallback={formPending}>
          <StaffDetailsForm terms={terms} details={edit.details} places={places} />
        </Suspense>
      ) : (
        <StaffRecordFacts member={member} terms={terms} />
      )}
    </ProfileLayout>
  );
}

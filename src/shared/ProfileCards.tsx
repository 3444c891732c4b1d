// The account's cards beside a profile (the signed-in user's own, and a staff member's page): the picture, with its
// upload for a caller who may change it, and the account's facts (username, status, where they work, their role).
import type { Terminology } from '../services/terminology';
import { formatDate } from '../lib/date';
import type { FormSubmissionActor } from '../machines/formSubmission.machine';
import type { Staff } from '../machines/session.machine';
import { Card } from '../ui';
import { ImageUploadCard } from './ImageUploadCard';
import './profile.css';

function initialsOf(staff: Pick<Staff, 'firstName' | 'lastName'>) {
  return `${staff.firstName[0] ?? ''}${staff.lastName[0] ?? ''}`.toUpperCase();
}

export function Avatar({ staff, size = 96 }: { staff: Pick<Staff, 'firstName' | 'lastName' | 'profilePicture'>; size?: number }) {
  const src = staff.profilePicture?.Location;
  return src ? (
    <img className="Profile-avatar" src={src} alt={`${staff.firstName} ${staff.lastName}`} width={size} height={size} />
  ) : (
    <span className="Profile-avatar Profile-avatar--initials" style={{ width: size, height: size }} role="img" aria-label={`${staff.firstName} ${staff.lastName}`}>
      {initialsOf(staff)}
    </span>
  );
}

export function ProfilePictureCard({ staff, picture }: { staff: Staff; picture: FormSubmissionActor }) {
  return (
    <ImageUploadCard
      title="Profile picture"
      image={<Avatar staff={staff} />}
      chooserLabel="New picture"
      submitLabel="Upload picture"
      actor={picture}
    />
  );
}

/** What the staff member holds where they work now: a super-admin's rights, their role, the state's ownership, or nothing. */
export function roleHeldBy(staff: Staff): string {
  if (staff.isSuperAdmin) return 'Super-admin';
  const access = staff.roleAccess.find((r) => r.id === staff.currentRoleAccess);
  if (access?.role) return access.role.name;
  // The state's owner holds the state without a named role; a role access whose role was deleted holds nothing.
  if (staff.stateDetails.owner?.id === staff.id && (!access || access.organisation.type === 'State')) return `Owner of ${staff.stateDetails.name}`;
  return `No role in ${access?.organisation.name ?? staff.stateDetails.name}`;
}

/** A district or school by name; a record may give only its id, named once the page's lists have come (empty till then). */
const placementName = (ref: { name?: string } | null | undefined) => (ref ? (ref.name ?? '') : 'None');

export function ProfileFacts({ staff, terms }: { staff: Staff; terms: Terminology }) {
  const facts: [string, string][] = [
    ['Username', staff.username],
    ['Account status', staff.accountStatus],
    ['Staff type', staff.staffType ?? 'Not set'],
    ['State', staff.stateDetails.name],
    [terms.district, placementName(staff.district)],
    ['School', placementName(staff.school)],
    ['Role', roleHeldBy(staff)],
    ['Member since', formatDate(staff.createdAt)],
  ];
  return (
    <Card title="Account" headingLevel={2}>
      <dl className="Profile-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

// /staff-management/{id}: one staff member (GET /staff/view-staff/{id}); a malformed or unknown id is the 404 page.
// The caller gets the forms only for what the contract's "who may change whom" rule lets them change (the server
// refuses the rest anyway): the staff form and picture (PATCH /staff/update/{id}, /staff/update-profile-picture/{id},
// 'Profile Updated Successfully', 'Profile Picture Updated Successfully') and, for someone else, the account status.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { useAppServices, useStaff, useTerminology } from '../../../services/AppServices';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { started, useSettled } from '../../../app/useSettled';
import { takeEarlyPageRead } from '../../../api/earlyCalls';
import type { Staff } from '../../../machines/session.machine';
import { staff } from '../../../features/staff/staff.calls';
import { roles } from '../../../features/roles/roles.calls';
import { holdsPermission } from '../../../lib/permissions';
import { organisationOf, type Role } from '../../../features/roles/roles.form';
import { mayChangeAccount, mayChangeAccountStatus, withPlacementNames, type StaffMember } from '../../../features/staff/staffEdit.form';
import type { Places } from '../../../shared/places';
import { StaffMemberView } from '../../../features/staff/StaffMemberView';
import { gatedLoader, readRecord, recordIdGuard, useReload, type LoaderArgs } from '../-academic';

const staffManagement = getRouteApi('/_main/staff-management');

export const Route = createFileRoute('/_main/staff-management/$id')({
  staticData: { title: 'Staff Member', crumbParent: '/staff-management' },
  beforeLoad: recordIdGuard,
  loader: gatedLoader(loadStaffMember),
  // The record is asked for as soon as the loader's own small chunk has come, while the page's (the form, its date
  // pickers and selects) is still on its way: the loader is split from the component (the others go in one chunk with
  // it, see vite.config.ts).
  codeSplitGroupings: [['loader'], ['component']],
  component: StaffMemberPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
async function loadStaffMember(signal: AbortSignal, { params, context }: LoaderArgs & { params: { id: string } }) {
  const caller = context.session.getSnapshot().context.staff;
  // The roles to choose from, for a caller who may read them and give them: started, not awaited, so the person is
  // shown without waiting for them (the role card's select says they are on their way).
  const givesRoles = caller && holdsPermission(caller, 'role.view') && holdsPermission(caller, 'staff.update');
  const roleList = givesRoles ? started(roles.list(organisationOf(caller).id, { signal })) : null;
  // On a reload of this page the read may already be out: src/first-paint.js sent it with the restore's token.
  const sentOnLoad = takeEarlyPageRead(`/staff/view-staff/${params.id}`);
  const member = await readRecord((call) => staff.view(params.id, sentOnLoad ? { ...call, fetch: () => sentOnLoad } : call), signal);
  return { member, roles: roleList };
}

function StaffMemberPage() {
  const data = Route.useLoaderData();
  // The lists the form chooses from (every district and school): the person is shown without waiting for them, and
  // the parts that need them when they come (a failed read shows the route's error page).
  const lists = staffManagement.useLoaderData();
  const { value: options, failure } = useSettled(lists?.options ?? null);
  const { value: roleList, failure: rolesFailure } = useSettled(data?.roles ?? null);
  const caller = useStaff();
  if (failure) throw failure;
  if (rolesFailure) throw rolesFailure;
  if (!data || !caller) return null;
  const { member } = data;
  // A form per staff member: its actors start from that member's values.
  return (
    <StaffMemberScreen
      key={member.id}
      member={options ? withPlacementNames(member, options) : member}
      caller={caller}
      places={options?.places ?? null}
      roleList={data.roles ? (roleList ?? null) : undefined}
    />
  );
}

/** `roleList`: the roles the caller may give, null while they are on their way, undefined for a caller who gives none. */
function StaffMemberScreen({ member, caller, places, roleList }: { member: StaffMember; caller: Staff; places: Places | null; roleList: readonly Role[] | null | undefined }) {
  const { session } = useAppServices();
  const terms = useTerminology();
  const reload = useReload();
  const changed = (updated: StaffMember) => {
    // Changing oneself here changes the signed-in user too (the top bar's name, the profile page).
    if (updated.id === caller.id) session.send({ type: 'session.staffUpdated', staff: updated });
    reload();
  };
  const details = useFormSubmission({ ...staff.editForm(member), onSucceeded: changed });
  const picture = useFormSubmission({ ...staff.pictureForm(member), busyLabel: 'Uploading…', onSucceeded: changed });
  const status = useFormSubmission({ ...staff.accountStatusForm(member), onSucceeded: changed });
  const organisation = organisationOf(caller);
  const heldRole = member.roleAccess.find((access) => access.organisation.id === organisation.id)?.role ?? null;
  const role = useFormSubmission({ ...roles.staffRoleForm(member.id, heldRole?.id ?? null), onSucceeded: changed });
  return (
    <StaffMemberView
      member={member}
      terms={terms}
      places={places}
      edit={mayChangeAccount(caller, member) ? { details, picture } : null}
      status={mayChangeAccountStatus(caller, member) ? status : null}
      role={roleList !== undefined && mayChangeAccountStatus(caller, member) ? { organisation, roles: roleList, actor: role } : null}
    />
  );
}

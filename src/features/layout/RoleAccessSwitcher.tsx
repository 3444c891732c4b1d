// The role-access organisation switcher (SPEC section 2): which of their organisations (a state, a district, a
// school) the staff member works in now, and the others to switch to. Shown only to someone with more than one.
import { useSelector } from '@xstate/react';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { Staff } from '../../machines/session.machine';
import { Button, Menu, MenuItem, MenuTrigger } from '../../ui';
import { SwitchIcon } from '../../ui/icons';

type RoleAccess = Staff['roleAccess'][number];

export interface RoleAccessSwitcherProps {
  accesses: readonly RoleAccess[];
  currentId: string | null;
  /** The state's word for a district. */
  districtTerm: string;
  actor: FormSubmissionActor;
}

export function RoleAccessSwitcher({ accesses, currentId, districtTerm, actor }: RoleAccessSwitcherProps) {
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? snapshot.context.error : null));
  if (accesses.length < 2) return null;
  const current = accesses.find((access) => access.id === currentId) ?? accesses[0];
  const kindOf = (access: RoleAccess) => (access.organisation.type === 'District' ? districtTerm : access.organisation.type);
  const labelOf = (access: RoleAccess) => `${access.organisation.name} (${kindOf(access)})`;
  return (
    <div className="TopBar-organisation">
      <MenuTrigger>
        <Button variant="quiet" className="TopBar-organisationButton" aria-label={`Working in ${current ? labelOf(current) : ''}. Switch role access`} isDisabled={busy}>
          <SwitchIcon />
          <span className="TopBar-organisationName">{current?.organisation.name}</span>
        </Button>
        <Menu
          placement="bottom end"
          aria-label="Switch role access"
          selectionMode="single"
          selectedKeys={current ? [current.id] : []}
          onAction={(id) => {
            if (id !== current?.id) actor.send({ type: 'form.submit', values: { roleAccessId: String(id) } });
          }}
        >
          {accesses.map((access) => (
            <MenuItem key={access.id} id={access.id} textValue={labelOf(access)}>
              <span className="TopBar-organisationItem">
                <span>{access.organisation.name}</span>
                <small>
                  {kindOf(access)}
                  {access.role ? ` · ${access.role.name}` : ''}
                </small>
              </span>
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
      {error && (
        <span role="alert" className="TopBar-organisationError">
          {error}
        </span>
      )}
    </div>
  );
}

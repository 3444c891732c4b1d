// The authenticated frame (SPEC section 2) in its two variants. `MainLayout`: the 280 px side drawer (modal on narrow
// screens) beside the top bar and the page. `AlternateLayout` (the dashboards, the profile, /logout): the same top
// bar and drawer content, but the drawer only opens from the menu button, leaving the page the full width.
// Either way the page shows only when the account-status gate says active; otherwise its notice, and no menu.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppServices, useStaff, useTerminology, useThemeMode } from '../../services/AppServices';
import type { Crumb } from '../../services/breadcrumbs';
import { useNotificationHistory } from '../../services/notificationHistory';
import { holdsNoRole, mainMenu, mayFindStaff, mayOpenPage, organisationNameOf } from '../../services/pages';
import { accountStatusGateMachine, type AccountGate } from '../../machines/accountStatusGate.machine';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { Staff } from '../../machines/session.machine';
import { Breadcrumb, Breadcrumbs, Drawer, DrawerLayout, Main, cx } from '../../ui';
import { DrawerPanel } from './Frame';
import { ForbiddenNotice, GateNotice, NoRoleNotice } from './GateNotice';
import { PoweredBy } from './PoweredBy';
import { RoleAccessSwitcher } from './RoleAccessSwitcher';
import { SkipLink, mainContentId } from './SkipLink';
import { TopBar } from './TopBar';
import './layout.css';

export interface LayoutProps {
  /** The current path, to mark the menu's current link. */
  currentPath: string;
  breadcrumbs: readonly Crumb[];
  children: ReactNode;
  /** Show the page whatever the gate says (the logout page). */
  ungated?: boolean;
  /** Switches the role access the staff member works in (the route's useRoleAccessSwitch); none: no switcher. */
  roleAccessSwitch?: FormSubmissionActor;
}

export function PageBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <div className="Frame-crumbs">
      <Breadcrumbs items={crumbs.map((c) => ({ id: c.href, ...c }))}>
        {(crumb) => <Breadcrumb href={crumb.href}>{crumb.title}</Breadcrumb>}
      </Breadcrumbs>
    </div>
  );
}

/** The account-status gate for the signed-in staff member, kept in step with every change to them. */
function useAccountGate(staff: Staff): { gate: AccountGate; notice: string | null } {
  const actor = useActorRef(accountStatusGateMachine, { input: { staff } });
  useEffect(() => {
    actor.send({ type: 'gate.staffChanged', staff });
  }, [actor, staff]);
  const gate = useSelector(actor, (s) => s.value as AccountGate);
  const notice = useSelector(actor, (s) => s.context.notice);
  return { gate, notice };
}

function Frame({ variant, staff, currentPath, breadcrumbs, children, ungated, roleAccessSwitch }: LayoutProps & { variant: 'main' | 'alternate'; staff: Staff }) {
  const { notificationHistory } = useAppServices();
  const terms = useTerminology();
  const recent = useNotificationHistory(notificationHistory);
  const [isDark, setDark] = useThemeMode();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const { gate, notice } = useAccountGate(staff);
  const blocked = gate !== 'active';
  // Someone without a role where they work has no menu and no staff search: the page says whom to ask instead.
  const noRole = holdsNoRole(staff);
  const stateName = staff.stateDetails.name;

  const panel = (onNavigate?: () => void) => (
    <DrawerPanel
      stateName={stateName}
      logoSrc={staff.stateDetails.logo?.Location}
      entries={blocked || noRole ? null : mainMenu.filter((entry) => mayOpenPage(staff, entry.href))}
      terms={terms}
      currentPath={currentPath}
      onNavigate={onNavigate}
    />
  );

  return (
    <>
      <SkipLink />
      <DrawerLayout
        className={cx('Frame', `Frame--${variant}`)}
        drawerLabel="Side menu"
        mainId={mainContentId}
        // The alternate layout's drawer opens from the menu button only: no hidden copy of the menu to render.
        drawer={variant === 'main' ? panel() : undefined}
        header={
          <TopBar
            variant={variant}
            stateName={stateName}
            staffName={`${staff.firstName} ${staff.lastName}`}
            isSuperAdmin={staff.isSuperAdmin}
            isGated={blocked}
            hasStaffSearch={mayFindStaff(staff)}
            onOpenMenu={() => setDrawerOpen(true)}
            recentNotifications={recent}
            isDark={isDark}
            onDarkChange={setDark}
            organisationSwitcher={
              roleAccessSwitch && (
                <RoleAccessSwitcher accesses={staff.roleAccess} currentId={staff.currentRoleAccess} districtTerm={terms.district} actor={roleAccessSwitch} />
              )
            }
          />
        }
        footer={<PoweredBy />}
      >
        <div className="Frame-page">
          {blocked && !ungated && notice ? (
            <GateNotice gate={gate as Exclude<AccountGate, 'active'>} notice={notice} />
          ) : !blocked && !ungated && !mayOpenPage(staff, currentPath) ? (
            noRole ? <NoRoleNotice organisation={organisationNameOf(staff)} owner={staff.stateDetails.owner} /> : <ForbiddenNotice />
          ) : (
            <>
              {!blocked && breadcrumbs.length > 1 && <PageBreadcrumbs crumbs={breadcrumbs} />}
              {children}
            </>
          )}
        </div>
      </DrawerLayout>
      <Drawer aria-label="Menu" isOpen={isDrawerOpen} onOpenChange={setDrawerOpen}>
        {({ close }) => panel(close)}
      </Drawer>
    </>
  );
}

/** The frame for the signed-in staff member. Once the session has ended only an ungated page (logout) still shows,
 * bare, so it can finish (move on to /login); anything else waits for the move to /login with nothing to show. */
function Framed({ variant, ...props }: LayoutProps & { variant: 'main' | 'alternate' }) {
  const staff = useStaff();
  if (staff) return <Frame variant={variant} staff={staff} {...props} />;
  return props.ungated ? <Main className="Frame-bare">{props.children}</Main> : null;
}

export function MainLayout(props: LayoutProps) {
  return <Framed variant="main" {...props} />;
}

export function AlternateLayout(props: LayoutProps) {
  return <Framed variant="alternate" {...props} />;
}

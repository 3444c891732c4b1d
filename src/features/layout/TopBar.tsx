// The top bar (SPEC section 2): the state's name, the staff search autocomplete, help, the notification bell, the theme
// switch, the role-access switcher and the profile menu (User profile, State profile, Switch State for super-admins,
// Logout).
import type { ReactNode } from 'react';
import type { StaffAutocompleteLogic } from '../../machines/staffAutocomplete.machine';
import type { PastNotification } from '../../services/notificationHistory';
import {
  Button,
  Dialog,
  DialogTrigger,
  EmptyState,
  ErrorIcon,
  InfoIcon,
  Menu,
  MenuIcon,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
  Modal,
  Popover,
  SuccessIcon,
  Switch,
  cx,
} from '../../ui';
import { BellIcon, BuildingIcon, HelpIcon, LogoutIcon, SwitchIcon, UserIcon } from '../../ui/icons';
import { StaffSearchBox } from '../../shared/StaffAutocomplete';
import { appLocale } from '../../lib/locale';
import './layout.css';

export interface TopBarProps {
  stateName: string;
  /** The signed-in staff member's name, on the profile button. */
  staffName: string;
  isSuperAdmin: boolean;
  /** While the account is gated only Logout is offered. */
  isGated?: boolean;
  /** `alternate` always shows the menu button (there is no inline drawer). */
  variant?: 'main' | 'alternate';
  onOpenMenu?: () => void;
  recentNotifications: readonly PastNotification[];
  isDark: boolean;
  onDarkChange: (dark: boolean) => void;
  /** Whether the staff search shows: only for someone whose role lets them see staff. */
  hasStaffSearch?: boolean;
  /** The staff search's machine (stories give it a stand-in search). */
  staffSearchLogic?: StaffAutocompleteLogic;
  /** The role-access switcher (RoleAccessSwitcher), for someone who works in more than one organisation. */
  organisationSwitcher?: ReactNode;
}

const toneIcon = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon } as const;
const toneName = { success: 'Success', error: 'Error', info: 'Information' } as const;
const timeFormat = new Intl.DateTimeFormat(appLocale, { hour: 'numeric', minute: '2-digit', second: '2-digit' });

export function HelpDialog() {
  return (
    <DialogTrigger>
      <Button variant="quiet" aria-label="Help">
        <HelpIcon />
      </Button>
      <Modal isDismissable>
        <Dialog title="Help">
          <p>
            Use the menu on the left to manage your state&apos;s staff, students, schools, classes, subjects, sessions and
            terms, calendar, grading and billing. On a small screen, open the menu with the menu button at the top.
          </p>
          <p>
            The bell lists the latest messages the portal has shown you. Your own details and your state&apos;s details are
            in the profile menu at the top right, where you can also log out.
          </p>
          <p>
            Stuck? Contact your state administrator, or the portal team at{' '}
            <a className="ui-Link ui-Link--inline" href="mailto:support@stateportal.ng">
              support@stateportal.ng
            </a>
            .
          </p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

export function NotificationBell({ notifications }: { notifications: readonly PastNotification[] }) {
  const count = notifications.length;
  return (
    <DialogTrigger>
      <Button variant="quiet" className="TopBar-bell" aria-label={count ? `Notifications, ${count} recent` : 'Notifications'}>
        <BellIcon />
        {/* The exact count (the history keeps at most 20), which the button's name also holds: someone using voice
            control says the number they see. */}
        {count > 0 && (
          <span className="TopBar-badge" aria-hidden="true">
            {count}
          </span>
        )}
      </Button>
      <Popover placement="bottom end" className="TopBar-popover">
        <Dialog title="Recent notifications" closeLabel="Close notifications">
          {count === 0 ? (
            <EmptyState size="compact">No notifications yet.</EmptyState>
          ) : (
            <ul className="TopBar-notifications">
              {notifications.map((n) => {
                const Icon = toneIcon[n.tone];
                return (
                  <li key={n.id} className="TopBar-notification">
                    <Icon className={`TopBar-notification-icon--${n.tone}`} />
                    <div>
                      <span className="ui-visually-hidden">{toneName[n.tone]}: </span>
                      {n.message}
                      <time dateTime={n.at.toISOString()}>{timeFormat.format(n.at)}</time>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function ItemText({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      {icon}
      {children}
    </span>
  );
}

export function ProfileMenu({ staffName, isSuperAdmin, isGated }: Pick<TopBarProps, 'staffName' | 'isSuperAdmin' | 'isGated'>) {
  return (
    <MenuTrigger>
      <Button variant="quiet" className="TopBar-profile" aria-label={`Profile menu for ${staffName}`}>
        <UserIcon />
        <span className="TopBar-profileName">{staffName}</span>
      </Button>
      <Menu placement="bottom end" aria-label="Profile">
        {!isGated && (
          <MenuItem href="/dashboard/profile" textValue="User profile">
            <ItemText icon={<UserIcon />}>User profile</ItemText>
          </MenuItem>
        )}
        {!isGated && (
          <MenuItem href="/dashboard/state" textValue="State profile">
            <ItemText icon={<BuildingIcon />}>State profile</ItemText>
          </MenuItem>
        )}
        {!isGated && isSuperAdmin && (
          <MenuItem href="/super-admin/switch-state" textValue="Switch State">
            <ItemText icon={<SwitchIcon />}>Switch State</ItemText>
          </MenuItem>
        )}
        {!isGated && <MenuSeparator />}
        <MenuItem href="/logout" textValue="Logout">
          <ItemText icon={<LogoutIcon />}>Logout</ItemText>
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

export function TopBar({
  stateName,
  staffName,
  isSuperAdmin,
  isGated,
  variant = 'main',
  onOpenMenu,
  recentNotifications,
  isDark,
  onDarkChange,
  hasStaffSearch = true,
  staffSearchLogic,
  organisationSwitcher,
}: TopBarProps) {
  return (
    <div className={cx('TopBar', variant === 'alternate' && 'TopBar--alternate')}>
      {onOpenMenu && (
        <Button variant="quiet" className="TopBar-menuButton" aria-label="Open menu" onPress={onOpenMenu}>
          <MenuIcon />
        </Button>
      )}
      <p className="TopBar-state">
        {stateName}
        <small>State Education Portal</small>
      </p>
      {!isGated && hasStaffSearch && <StaffSearchBox logic={staffSearchLogic} className="TopBar-search" />}
      <div className="TopBar-actions">
        <Switch className="TopBar-theme" isSelected={isDark} onChange={onDarkChange}>
          <span className="TopBar-themeLabel">Dark mode</span>
        </Switch>
        <HelpDialog />
        <NotificationBell notifications={recentNotifications} />
        {!isGated && organisationSwitcher}
        <ProfileMenu staffName={staffName} isSuperAdmin={isSuperAdmin} isGated={isGated} />
      </div>
    </div>
  );
}

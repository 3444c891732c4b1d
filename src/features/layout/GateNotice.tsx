// What a gated account sees instead of the page (SPEC sections 2 and 4): the unverified notice word for word, the
// suspended notice, or, for an account marked ResetPassword, a way to set a new password.
import type { AccountGate } from '../../machines/accountStatusGate.machine';
import { forbiddenPage, noRolePage } from '../../lib/messages';
import { Banner, Link } from '../../ui';
import './layout.css';

export interface GateNoticeProps {
  gate: Exclude<AccountGate, 'active'>;
  notice: string;
}

/** Setting a new password happens signed out (the forgot-password flow), so the link signs out first. */
export const setNewPasswordHref = '/logout?next=%2Fforgot-password';

const headings: Record<GateNoticeProps['gate'], string> = {
  unverified: 'Your account is being reviewed',
  suspended: 'Your account is suspended',
  resetPassword: 'Set a new password',
};

export function GateNotice({ gate, notice }: GateNoticeProps) {
  return (
    <section className="Frame-gate" aria-labelledby="gate-title">
      <h1 id="gate-title" className="PageHeading">
        {headings[gate]}
      </h1>
      <Banner tone={gate === 'suspended' ? 'error' : gate === 'resetPassword' ? 'info' : 'warning'} role="none">
        {notice}
      </Banner>
      {gate === 'resetPassword' && (
        <p>
          <Link href={setNewPasswordHref} variant="standalone">
            Set a new password now
          </Link>
        </p>
      )}
    </section>
  );
}

/** What a staff member sees on a page their role does not include, opened by its address (the menu leaves it out). */
export function ForbiddenNotice() {
  return (
    <section className="Frame-gate" aria-labelledby="gate-title">
      <h1 id="gate-title" className="PageHeading">
        {forbiddenPage.heading}
      </h1>
      <Banner tone="warning" role="none">
        {forbiddenPage.notice}
      </Banner>
    </section>
  );
}

/** What a staff member who holds no role where they work sees on every page that needs one: whom to ask for one. */
export function NoRoleNotice({ organisation, owner }: { organisation: string; owner: Parameters<typeof noRolePage.notice>[1] }) {
  return (
    <section className="Frame-gate" aria-labelledby="gate-title">
      <h1 id="gate-title" className="PageHeading">
        {noRolePage.heading(organisation)}
      </h1>
      <Banner tone="info" role="none">
        {noRolePage.notice(organisation, owner)}
      </Banner>
    </section>
  );
}

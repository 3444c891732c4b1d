// /logout (SPEC section 4): the session machine revokes the refresh token, waits 1.5 s, clears the token, and the app
// goes to /login. This view shows that it is happening.
import { useSelector } from '@xstate/react';
import type { SessionActor } from '../../machines/session.machine';
import { ProgressBar } from '../../ui';
import './logout.css';

export function LogoutView({ session }: { session: Pick<SessionActor, 'subscribe' | 'getSnapshot'> }) {
  const signedOut = useSelector(session as SessionActor, (s) => s.matches('signedOut'));
  return (
    <section className="Logout" aria-labelledby="logout-title">
      <h1 id="logout-title" className="PageHeading">
        Logout
      </h1>
      {signedOut ? (
        <p role="status">You are signed out.</p>
      ) : (
        <ProgressBar label="Signing you out…" isIndeterminate />
      )}
    </section>
  );
}

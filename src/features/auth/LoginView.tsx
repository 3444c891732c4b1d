// Sign in with an email or a username and a password (SPEC sections 2 and 4). The session actor does the call; this
// view shows its state: busy while signing in, the server's message when it fails, and why an earlier session ended.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../lib/validation';
import type { SessionActor } from '../../machines/session.machine';
import { Banner, Button, Form, Link, PasswordField, TextField } from '../../ui';
import { focusFirstInvalid } from './focus';
import { loginErrorsOf, type LoginValues } from './loginForm';
import './auth.css';

/** The page's heading, and its title wherever it shows (the router's, and the sign-in page's before the router). */
export const loginPageTitle = 'Login';

export type LoginViewProps = {
  session: SessionActor;
  /** Links to the other guest pages (plain hrefs; the app's RouterProvider turns them into client-side navigation). */
  registerHref?: string;
  forgotPasswordHref?: string;
};

export function LoginView({ session, registerHref = '/register', forgotPasswordHref = '/forgot-password' }: LoginViewProps) {
  const signingIn = useSelector(session, (s) => s.matches('signingIn'));
  const restoring = useSelector(session, (s) => s.matches('restoring'));
  const error = useSelector(session, (s) => (s.matches({ signedOut: 'failed' }) ? s.context.error : null));
  const reason = useSelector(session, (s) => (s.matches('signedOut') ? s.context.reason : null));
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const pageRef = useRef<HTMLElement>(null);
  // Bumped by a refused submit: focus then moves to the first field with a message.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(pageRef.current);
  }, [attempt]);

  // Once a field shows a message, typing re-checks it, so the message goes as soon as the field is fixed.
  const recheck = (next: LoginValues) => {
    if (Object.keys(fieldErrors).length === 0) return;
    const errors = loginErrorsOf(next);
    setFieldErrors(Object.fromEntries(Object.keys(fieldErrors).filter((key) => errors[key]).map((key) => [key, errors[key] as string])));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signingIn) return;
    const errors = loginErrorsOf({ email, password });
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) setAttempt((n) => n + 1);
    else session.send({ type: 'session.signIn', email, password });
  };

  return (
    <section ref={pageRef} className="auth-Page" aria-labelledby="login-title">
      <h1 id="login-title" className="auth-Title">
        {loginPageTitle}
      </h1>
      <p className="auth-Lead">Sign in to manage your state&apos;s schools, staff and students.</p>

      {reason && !error && (
        <Banner tone="info" role="status">
          {reason}
        </Banner>
      )}
      {/* The failed call's notification announces the message (SPEC section 8); this copy only stays in view beside the
          form after the notification hides, so it does not announce it a second time. */}
      {error && (
        <Banner tone="error" role="none">
          {error}
        </Banner>
      )}
      {signedIn && (
        <Banner tone="success" role="status">
          Signed in. Opening the portal…
        </Banner>
      )}

      <Form onSubmit={submit} validationBehavior="aria" aria-labelledby="login-title">
        <TextField
          name="email"
          label="Email or username"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(value) => {
            setEmail(value);
            recheck({ email: value, password });
          }}
          isInvalid={Boolean(fieldErrors.email)}
          errorMessage={fieldErrors.email}
          isDisabled={restoring}
        />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            recheck({ email, password: value });
          }}
          isInvalid={Boolean(fieldErrors.password)}
          errorMessage={fieldErrors.password}
          isDisabled={restoring}
        />
        <Button type="submit" className="auth-Submit" isPending={signingIn || restoring} pendingLabel="Signing in">
          Login
        </Button>
      </Form>

      <ul className="auth-Links">
        <li>
          <Link href={forgotPasswordHref}>Forgot password?</Link>
        </li>
        <li>
          <Link href={registerHref}>Register your state</Link>
        </li>
      </ul>
    </section>
  );
}

// Password reset, step 1 (SPEC section 2): the email address the code goes to. The password reset actor sends the
// code; once 'Reset Code Has Been Sent To Your Email' has shown for the redirect delay, the route opens the OTP page.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { successMessages } from '../../lib/messages';
import type { PasswordResetActor } from './passwordReset.machine';
import { Banner, Button, Form, Link, TextField } from '../../ui';
import { focusFirstInvalid } from './focus';
import './auth.css';

export type ForgotPasswordViewProps = {
  passwordReset: PasswordResetActor;
  loginHref?: string;
};

export function ForgotPasswordView({ passwordReset, loginHref = '/login' }: ForgotPasswordViewProps) {
  const email = useSelector(passwordReset, (s) => s.context.email);
  const emailError = useSelector(passwordReset, (s) => s.context.fieldErrors.email);
  const error = useSelector(passwordReset, (s) => (s.matches({ enteringEmail: 'failed' }) ? s.context.error : null));
  const requesting = useSelector(passwordReset, (s) => s.matches('requestingCode'));
  const codeSent = useSelector(passwordReset, (s) => s.matches('codeSent'));

  const pageRef = useRef<HTMLElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(pageRef.current);
  }, [attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (codeSent) {
      passwordReset.send({ type: 'reset.continue' });
      return;
    }
    passwordReset.send({ type: 'reset.requestCode' });
    if (passwordReset.getSnapshot().context.fieldErrors.email) setAttempt((n) => n + 1);
  };

  return (
    <section ref={pageRef} className="auth-Page" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="auth-Title">
        Forgot password
      </h1>
      <p className="auth-Lead">Enter the email address of your account. We will email you a 6-digit code to set a new password.</p>

      {error && <Banner tone="error">{error}</Banner>}
      {/* The notification announces it; this keeps it on the page until the code page opens. */}
      {codeSent && (
        <Banner tone="success" role="none">
          {successMessages.resetCodeSent}
        </Banner>
      )}

      <Form onSubmit={submit} validationBehavior="aria" aria-labelledby="forgot-title">
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(value) => passwordReset.send({ type: 'reset.emailChanged', email: value })}
          isInvalid={Boolean(emailError)}
          errorMessage={emailError}
          isReadOnly={codeSent}
        />
        <Button type="submit" className="auth-Submit" isPending={requesting} pendingLabel="Sending the code">
          {codeSent ? 'Enter the code' : 'Send reset code'}
        </Button>
      </Form>

      <p className="auth-Footnote">
        Remembered it? <Link href={loginHref}>Back to login</Link>
      </p>
    </section>
  );
}

// Password reset, step 2 (SPEC section 2, the OTP page): the emailed code in 6 single-digit boxes and the new password
// twice. After 'Password Updated Successfully' the user is signed out and sent to /login after the redirect delay
// (the route follows the password reset actor).
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { otpLength } from '../../lib/constants';
import { successMessages } from '../../lib/messages';
import type { PasswordResetActor } from './passwordReset.machine';
import { Banner, Button, Form, FormActions, OneTimeCodeField, PasswordField } from '../../ui';
import { focusFirstInvalid } from './focus';
import './auth.css';

export type UpdatePasswordOtpViewProps = {
  passwordReset: PasswordResetActor;
};

export function UpdatePasswordOtpView({ passwordReset }: UpdatePasswordOtpViewProps) {
  const context = useSelector(passwordReset, (s) => s.context);
  const failed = useSelector(passwordReset, (s) => s.matches({ enteringCode: 'failed' }));
  const resending = useSelector(passwordReset, (s) => s.matches('resendingCode'));
  const updating = useSelector(passwordReset, (s) => s.matches('updatingPassword'));
  const updated = useSelector(passwordReset, (s) => s.matches('passwordUpdated') || s.status === 'done');
  const busy = resending || updating || updated;
  const { fieldErrors } = context;

  const pageRef = useRef<HTMLElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(pageRef.current);
  }, [attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    passwordReset.send({ type: 'reset.submit' });
    if (Object.keys(passwordReset.getSnapshot().context.fieldErrors).length > 0) setAttempt((n) => n + 1);
  };

  return (
    <section ref={pageRef} className="auth-Page" aria-labelledby="otp-title">
      <h1 id="otp-title" className="auth-Title">
        Update password
      </h1>
      <p className="auth-Lead">
        Enter the {otpLength}-digit code we emailed to <strong>{context.email}</strong>, then choose a new password. The
        code is valid for 10 minutes.
      </p>

      {failed && context.error && <Banner tone="error">{context.error}</Banner>}
      {updated && (
        <Banner tone="success" role="none">
          {successMessages.passwordUpdated}. Taking you to the login page…
        </Banner>
      )}

      <Form onSubmit={submit} validationBehavior="aria" aria-labelledby="otp-title">
        <OneTimeCodeField
          label="Reset code"
          name="code"
          length={otpLength}
          autoFocus
          value={context.code}
          onChange={(code) => passwordReset.send({ type: 'reset.codeChanged', code })}
          errorMessage={fieldErrors.code}
          isDisabled={updated}
        />
        <PasswordField
          name="password"
          label="New password"
          autoComplete="new-password"
          description="At least 8 characters, with a capital letter, a number and a special character."
          value={context.password}
          onChange={(password) => passwordReset.send({ type: 'reset.passwordChanged', password })}
          isInvalid={Boolean(fieldErrors.password)}
          errorMessage={fieldErrors.password}
          isDisabled={updated}
        />
        <PasswordField
          name="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          toggleLabel="Show confirmation"
          value={context.confirmPassword}
          onChange={(confirmPassword) => passwordReset.send({ type: 'reset.confirmPasswordChanged', confirmPassword })}
          isInvalid={Boolean(fieldErrors.confirmPassword)}
          errorMessage={fieldErrors.confirmPassword}
          isDisabled={updated}
        />
        <Button type="submit" className="auth-Submit" isPending={updating} pendingLabel="Updating the password" isDisabled={updated}>
          Update password
        </Button>
        <FormActions>
          <Button
            variant="quiet"
            onPress={() => passwordReset.send({ type: 'reset.changeEmail' })}
            isDisabled={busy}
          >
            Use another email
          </Button>
          <Button
            variant="secondary"
            onPress={() => passwordReset.send({ type: 'reset.resendCode' })}
            isPending={resending}
            pendingLabel="Sending a new code"
            isDisabled={updating || updated}
          >
            Resend code
          </Button>
        </FormActions>
      </Form>
    </section>
  );
}

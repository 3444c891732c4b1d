// Password reset (SPEC section 2): step 1 emails a 6-digit code, step 2 (the OTP page,
// /password/update-password-otp/) takes the code and the new password twice. After 'Password Updated Successfully'
// the user is signed out and sent to /login after the redirect delay.
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { portalClient } from '../../api/client';
import { dataOf, errorMessage } from '../../api/errors';
import { failureShownByCaller } from '../../api/middleware/failure';
import type { components } from '../../api/schema.gen';
import { redirectDelayMs } from '../../lib/constants';
import { successMessages } from '../../lib/messages';
import { emailSchema, fieldErrorsOf, firstError, resetPasswordFormSchema, type FieldErrors } from '../../lib/validation';
import type { NotificationRaised } from '../../machines/notifications.machine';

export type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];
type ResetCodeResponse = components['schemas']['ResetCodeResponse'];

export type PasswordResetContext = {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  /** From the code request; sent back with the code. */
  resetCodeId: string | null;
  fieldErrors: FieldErrors;
  /** The server's message for the last failed call. */
  error: string | null;
};

export type PasswordResetEvent =
  | { type: 'reset.emailChanged'; email: string }
  | { type: 'reset.requestCode' }
  /** Go on to the OTP page without waiting for the redirect. */
  | { type: 'reset.continue' }
  | { type: 'reset.codeChanged'; code: string }
  | { type: 'reset.passwordChanged'; password: string }
  | { type: 'reset.confirmPasswordChanged'; confirmPassword: string }
  | { type: 'reset.submit' }
  | { type: 'reset.resendCode' }
  | { type: 'reset.changeEmail' };

/** Emitted when the reset is over: the app ends any session (session.signOut) and the view goes to /login. */
export type SessionEndRequested = { type: 'session.endRequested' };

type CodeField = 'code' | 'password' | 'confirmPassword';

const codeFormOf = (context: PasswordResetContext) => ({
  code: context.code,
  password: context.password,
  confirmPassword: context.confirmPassword,
});

/** Once a field shows an error, typing re-checks it so the message goes as soon as it is fixed. */
const recheck = (context: PasswordResetContext, field: CodeField, next: PasswordResetContext): FieldErrors => {
  if (!(field in context.fieldErrors) && !(field === 'password' && 'confirmPassword' in context.fieldErrors)) {
    return context.fieldErrors;
  }
  const errors = fieldErrorsOf(resetPasswordFormSchema, codeFormOf(next));
  const kept: FieldErrors = {};
  for (const key of Object.keys(context.fieldErrors)) if (errors[key]) kept[key] = errors[key];
  return kept;
};

/**
 * A state that sends a reset code (the first, or another from the code page): busy until it answers; then on to
 * `sent` with the new resetCodeId and 'Reset Code Has Been Sent To Your Email', or to `refused` with the message.
 */
const sendingCode = ({ sent, refused }: { sent: 'codeSent' | 'enteringCode'; refused: 'enteringEmail.failed' | 'enteringCode.failed' }) => ({
  tags: 'busy' as const,
  invoke: {
    id: 'sendResetCode',
    src: 'sendResetCode' as const,
    input: ({ context }: { context: PasswordResetContext }) => ({ email: context.email.trim() }),
    onDone: {
      target: sent,
      actions: [
        { type: 'rememberResetCode' as const, params: ({ event }: { event: { output: ResetCodeResponse } }) => ({ id: event.output.id }) },
        'announceCodeSent' as const,
      ],
    },
    onError: {
      target: refused,
      actions: { type: 'rememberError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    },
  },
});

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as { email?: string } | void,
    /** `codeHeld`: a code has been sent and this reset goes on with it (the flow keeps it across a reload). */
    tags: {} as 'busy' | 'error' | 'codeHeld',
    emitted: {} as NotificationRaised | SessionEndRequested,
    output: {} as { redirectTo: '/login' },
  },
  actors: {
    /** POST /reset-code/{email}: answers the resetCodeId. */
    sendResetCode: fromPromise<ResetCodeResponse, { email: string }>(async ({ input, signal }) =>
      dataOf(await portalClient.POST('/reset-code/{id}', { params: { path: { id: input.email } }, signal, headers: failureShownByCaller })),
    ),
    /** PATCH /staff/reset-password with email, code, resetCodeId and the new password. */
    resetPassword: fromPromise<components['schemas']['MessageResponse'], ResetPasswordRequest>(async ({ input, signal }) =>
      dataOf(await portalClient.PATCH('/staff/reset-password', { body: input, signal, headers: failureShownByCaller })),
    ),
  },
  actions: {
    setEmail: assign(({ context, event }) => {
      if (event.type !== 'reset.emailChanged') return {};
      const { email: _dropped, ...others } = context.fieldErrors;
      return { email: event.email, fieldErrors: others, error: null };
    }),
    checkEmail: assign(({ context }) => {
      const error = firstError(emailSchema, context.email);
      const fieldErrors: FieldErrors = error ? { email: error } : {};
      return { fieldErrors };
    }),
    setCodeField: assign(({ context, event }) => {
      const change: Partial<PasswordResetContext> =
        event.type === 'reset.codeChanged'
          ? { code: event.code }
          : event.type === 'reset.passwordChanged'
            ? { password: event.password }
            : event.type === 'reset.confirmPasswordChanged'
              ? { confirmPassword: event.confirmPassword }
              : {};
      const field = Object.keys(change)[0] as CodeField | undefined;
      if (!field) return {};
      const next = { ...context, ...change };
      return { ...change, fieldErrors: recheck(context, field, next), error: null };
    }),
    checkCodeForm: assign(({ context }) => ({ fieldErrors: fieldErrorsOf(resetPasswordFormSchema, codeFormOf(context)) })),
    rememberResetCode: assign((_, params: { id: string }) => ({ resetCodeId: params.id, code: '', error: null })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    forgetError: assign({ error: null }),
    forgetPasswords: assign({ code: '', password: '', confirmPassword: '' }),
    announceCodeSent: emit({ type: 'notification.raised', message: successMessages.resetCodeSent, tone: 'success' } as const),
    announcePasswordUpdated: emit({
      type: 'notification.raised',
      message: successMessages.passwordUpdated,
      tone: 'success',
    } as const),
    requestSessionEnd: emit({ type: 'session.endRequested' } as const),
  },
  guards: {
    emailIsValid: ({ context }) => emailSchema.safeParse(context.email).success,
    codeFormIsValid: ({ context }) => resetPasswordFormSchema.safeParse(codeFormOf(context)).success,
  },
  delays: {
    redirectDelay: redirectDelayMs,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    email: input?.email ?? '',
    code: '',
    password: '',
    confirmPassword: '',
    resetCodeId: null,
    fieldErrors: {},
    error: null,
  }),
  initial: 'enteringEmail',
  states: {
    enteringEmail: {
      initial: 'ready',
      states: {
        ready: {},
        failed: { tags: 'error' },
      },
      on: {
        'reset.emailChanged': { target: '.ready', actions: 'setEmail' },
        'reset.requestCode': [
          { guard: 'emailIsValid', target: 'requestingCode', actions: 'forgetError' },
          { actions: 'checkEmail' },
        ],
      },
    },

    requestingCode: sendingCode({ sent: 'codeSent', refused: 'enteringEmail.failed' }),

    // 'Reset Code Has Been Sent To Your Email'; the OTP page follows after the redirect delay.
    codeSent: {
      tags: 'codeHeld',
      after: { redirectDelay: 'enteringCode' },
      on: { 'reset.continue': 'enteringCode' },
    },

    enteringCode: {
      tags: 'codeHeld',
      initial: 'ready',
      states: {
        ready: {},
        failed: { tags: 'error' },
      },
      on: {
        'reset.codeChanged': { target: '.ready', actions: 'setCodeField' },
        'reset.passwordChanged': { target: '.ready', actions: 'setCodeField' },
        'reset.confirmPasswordChanged': { target: '.ready', actions: 'setCodeField' },
        'reset.submit': [
          { guard: 'codeFormIsValid', target: 'updatingPassword', actions: 'forgetError' },
          { actions: 'checkCodeForm' },
        ],
        'reset.resendCode': { target: 'resendingCode', actions: 'forgetError' },
        'reset.changeEmail': { target: 'enteringEmail', actions: 'forgetPasswords' },
      },
    },

    resendingCode: { ...sendingCode({ sent: 'enteringCode', refused: 'enteringCode.failed' }), tags: ['busy', 'codeHeld'] },

    updatingPassword: {
      tags: ['busy', 'codeHeld'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          email: context.email.trim(),
          code: context.code,
          resetCodeId: context.resetCodeId ?? '',
          password: context.password,
        }),
        onDone: { target: 'passwordUpdated', actions: ['forgetPasswords', 'announcePasswordUpdated'] },
        onError: {
          target: 'enteringCode.failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },

    passwordUpdated: {
      after: { redirectDelay: 'done' },
    },

    done: {
      type: 'final',
      entry: 'requestSessionEnd',
    },
  },
  output: { redirectTo: '/login' },
});

export type PasswordResetActor = ActorRefFrom<typeof passwordResetMachine>;
export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

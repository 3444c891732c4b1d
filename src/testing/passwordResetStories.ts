// Story support for the password reset's two pages: a real password reset actor with its calls replaced.
import { createActor, type PromiseActorLogic } from 'xstate';
import type { components } from '../api/schema.gen';
import {
  passwordResetMachine,
  type PasswordResetActor,
  type ResetPasswordRequest,
} from '../features/auth/passwordReset.machine';
import { answers, settledIn } from './storyActors';

type ResetCodeResponse = components['schemas']['ResetCodeResponse'];
type MessageResponse = components['schemas']['MessageResponse'];

export type PasswordResetCalls = {
  sendResetCode?: PromiseActorLogic<ResetCodeResponse, { email: string }>;
  resetPassword?: PromiseActorLogic<MessageResponse, ResetPasswordRequest>;
};

export const resetCodeId = '5b7e2c1a-9d4f-4e3b-8a6c-2f1e0d9c8b7a';
export const wrongCodeMessage = 'The code is wrong or has expired. Request a new one if you need to.';
export const tooManyMessage = 'Too many codes were requested. Wait 10 minutes and try again.';
export const resetEmail = 'admin@demo.test';

export const codeSentAnswer = () => answers<ResetCodeResponse, { email: string }>({ id: resetCodeId });
export const passwordUpdatedAnswer = () => answers<MessageResponse, ResetPasswordRequest>({ message: 'Password Updated Successfully' });

/**
 * A password reset actor. `holdRedirects` stretches the redirect delay so a story can stay in `codeSent` or
 * `passwordUpdated` while it is looked at (the app waits the SPEC's 1 s).
 */
export function passwordResetActor(calls: PasswordResetCalls = {}, { holdRedirects = false } = {}): PasswordResetActor {
  let machine = passwordResetMachine.provide({
    actors: {
      sendResetCode: calls.sendResetCode ?? codeSentAnswer(),
      resetPassword: calls.resetPassword ?? passwordUpdatedAnswer(),
    },
  });
  if (holdRedirects) machine = machine.provide({ delays: { redirectDelay: 60 * 60 * 1000 } });
  return createActor(machine).start();
}

/** The actor on the OTP page: the code was sent to `resetEmail`. */
export async function onCodePage(calls: PasswordResetCalls = {}, options: { holdRedirects?: boolean } = {}): Promise<PasswordResetActor> {
  const actor = passwordResetActor(calls, options);
  actor.send({ type: 'reset.emailChanged', email: resetEmail });
  actor.send({ type: 'reset.requestCode' });
  await settledIn(actor, (s) => s.matches('codeSent'));
  actor.send({ type: 'reset.continue' });
  return settledIn(actor, (s) => s.matches('enteringCode'));
}

/** Fills the OTP page: the code and the new password twice. */
export function fillCodePage(
  actor: PasswordResetActor,
  { code = '123456', password = 'Lagos@2027', confirmPassword }: { code?: string; password?: string; confirmPassword?: string } = {},
) {
  actor.send({ type: 'reset.codeChanged', code });
  actor.send({ type: 'reset.passwordChanged', password });
  actor.send({ type: 'reset.confirmPasswordChanged', confirmPassword: confirmPassword ?? password });
  return actor;
}

// SPEC section 8: any failed call other than 451/452 closes the loading overlay and shows the server's `message`
// (or the raw error when there is no response) in a notification. Every call gets this.
import type { Middleware } from 'openapi-fetch';
import { isAbort, messageOfResponse, rawErrorText } from '../errors';
import { accessTokenInvalidStatus, refreshTokenInvalidStatus } from './refresh';

export type FailureHooks = {
  notifyFailure: (message: string) => void;
  closeOverlay: () => void;
};

export function failureMiddleware(hooks: FailureHooks): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      // A 451/452 that gets here was not recovered: the session is ending, so no message, but no stuck overlay either.
      hooks.closeOverlay();
      if (response.status === accessTokenInvalidStatus || response.status === refreshTokenInvalidStatus) return undefined;
      hooks.notifyFailure(await messageOfResponse(response));
      return undefined;
    },

    onError({ error }) {
      // A cancelled request (a superseded search) is not a failure.
      if (isAbort(error)) return undefined;
      hooks.closeOverlay();
      hooks.notifyFailure(rawErrorText(error));
      return undefined;
    },
  };
}

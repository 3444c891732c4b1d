// SPEC section 8: any failed call other than 451/452 closes the loading overlay and shows the server's `message`
// (or the raw error when there is no response) in a notification. Every call gets this, except one whose caller shows
// the failure itself: a form shows it beside its fields and in its banner, and a notification on top would say the
// same thing a second time. Such a call carries `failureShownByCaller` in its headers; the
// middleware takes the header off before the request leaves, so the server never sees it.
import type { Middleware } from 'openapi-fetch';
import { isAbort, messageOfResponse, rawErrorText } from '../errors';
import { accessTokenInvalidStatus, refreshTokenInvalidStatus } from './refresh';

export type FailureHooks = {
  notifyFailure: (message: string) => void;
  closeOverlay: () => void;
};

const shownByHeader = 'x-portal-failure-shown-by';

/** The headers that mark a call whose every failure its caller shows (a form's machine marks every submit). */
export const failureShownByCaller: Readonly<Record<string, string>> = { [shownByHeader]: 'any' };

/** The headers that mark a read whose 404 its page shows as the 404 page; any other failure is notified as usual. */
export const notFoundShownByCaller: Readonly<Record<string, string>> = { [shownByHeader]: '404' };

/**
 * What a call takes besides its parameters: how to cancel it, the mark above, and for a read src/first-paint.js
 * has already sent (src/api/earlyCalls.ts), that answer, given as the call's `fetch`.
 */
export type CallOptions = { signal?: AbortSignal; headers?: Readonly<Record<string, string>>; fetch?: (request: Request) => Promise<Response> };

export function failureMiddleware(hooks: FailureHooks): Middleware {
  /** For each call in flight whose caller shows its failure, which: 'any', or a status (a retry keeps the call's id). */
  const shownByCaller = new Map<string, string>();
  /** Whether to notify about call `id` failing with `status` (null: no answer); the call is over, so its mark goes. */
  const notifies = (id: string, status: number | null) => {
    const shown = shownByCaller.get(id);
    shownByCaller.delete(id);
    return shown === undefined || (shown !== 'any' && shown !== String(status));
  };

  return {
    onRequest({ request, id }) {
      const shown = request.headers.get(shownByHeader);
      if (shown === null) return undefined;
      shownByCaller.set(id, shown);
      const headers = new Headers(request.headers);
      headers.delete(shownByHeader);
      return new Request(request, { headers });
    },

    async onResponse({ response, id }) {
      if (response.ok) {
        shownByCaller.delete(id);
        return undefined;
      }
      // A 451/452 that gets here was not recovered: the session is ending, so no message, but no stuck overlay either.
      hooks.closeOverlay();
      const notify = notifies(id, response.status);
      if (response.status === accessTokenInvalidStatus || response.status === refreshTokenInvalidStatus) return undefined;
      if (notify) hooks.notifyFailure(await messageOfResponse(response));
      return undefined;
    },

    onError({ error, id }) {
      const notify = notifies(id, null);
      // A cancelled request (a superseded search) is not a failure.
      if (isAbort(error)) return undefined;
      hooks.closeOverlay();
      if (notify) hooks.notifyFailure(rawErrorText(error));
      return undefined;
    },
  };
}

// The token flow of DESIGN section 2: a 451 (access token expired or invalid) refreshes the token once and retries
// the call once; a 452 (refresh token invalid, expired, revoked or reused) signs the user out.
//
// Every call that gets a 451 while a refresh is in flight waits for that same refresh, so a page that fires ten
// calls with an expired token causes one refresh, not ten (a second refresh would present a rotated refresh token,
// which the server treats as reuse and answers by revoking the whole family).
import type { Middleware } from 'openapi-fetch';
import { bearerOf, setBearer, type AccessTokenGetter } from './bearer';

export type RefreshHooks = {
  getAccessToken: AccessTokenGetter;
  /** Gets a new access token (the session actor does the call); rejects when the session cannot be renewed. */
  refreshAccessToken: () => Promise<string>;
  /** Ends the session on the client. */
  signOut: () => void;
};

/** The calls that manage the tokens themselves: their 451/452 answers are theirs to handle. */
export const tokenPaths: ReadonlySet<string> = new Set(['/auth/login', '/auth/logout', '/token/refresh-token']);

export const accessTokenInvalidStatus = 451;
export const refreshTokenInvalidStatus = 452;

/** The Web Lock every tab of the portal holds while it calls /token/refresh-token. */
export const refreshLockName = 'portal.token-refresh';

/**
 * Runs a refresh-token call while holding a lock shared by every tab of this origin. Two tabs that reload together
 * would otherwise both present the same refresh cookie, and the server takes the second for reuse and revokes the
 * whole family (both tabs land on /login). Under the lock a waiting tab sends its call only once the first tab's
 * answer is in, and that answer has already set the rotated cookie in the jar the tabs share; the browser attaches
 * the cookie when a call is sent, so the waiting tab presents the new one. Where Web Locks are missing (a page served
 * over plain http to another host is not a secure context) the call runs unguarded.
 */
export async function refreshAcrossTabs<T>(refresh: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const locks = globalThis.navigator?.locks as LockManager | undefined;
  if (!locks) return refresh();
  return locks.request(refreshLockName, { signal }, refresh);
}

export function refreshMiddleware(hooks: RefreshHooks, exempt: ReadonlySet<string> = tokenPaths): Middleware {
  /** A copy of each request in flight, taken before fetch consumes its body, so a retry can send the body again. */
  const copies = new Map<string, Request>();
  let refreshing: Promise<string> | null = null;

  const refreshOnce = (): Promise<string> => {
    refreshing ??= hooks.refreshAccessToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return {
    onRequest({ request, schemaPath, id }) {
      if (!exempt.has(schemaPath)) copies.set(id, request.clone());
      return undefined;
    },

    async onResponse({ response, schemaPath, id, options }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (exempt.has(schemaPath)) return undefined;
      if (response.status === refreshTokenInvalidStatus) {
        hooks.signOut();
        return undefined;
      }
      if (response.status !== accessTokenInvalidStatus || !copy) return undefined;

      // If the token changed while this call was out, someone has refreshed already: retry with the new one.
      const current = hooks.getAccessToken();
      let token: string;
      if (current && current !== bearerOf(copy)) {
        token = current;
      } else {
        try {
          token = await refreshOnce();
        } catch {
          hooks.signOut();
          return undefined;
        }
      }
      setBearer(copy, token);
      const retried = await options.fetch(copy);
      if (retried.status === refreshTokenInvalidStatus) hooks.signOut();
      // Retried once; whatever comes back now (even another 451) is the answer.
      return retried;
    },

    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}

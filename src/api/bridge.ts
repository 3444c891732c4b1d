// Connects the API clients to the rest of the app without the clients importing React or machines: the app passes
// in how to read and refresh the token, how to sign out, and how to report a failure.
import type { Client } from 'openapi-fetch';
import { billingClient, portalClient } from './client';
import { bearerMiddleware } from './middleware/bearer';
import { failureMiddleware, type FailureHooks } from './middleware/failure';
import { refreshMiddleware, type RefreshHooks } from './middleware/refresh';

export type ApiHooks = RefreshHooks & FailureHooks;

// Any openapi-fetch client, whatever its paths.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyClient = Client<any>;

/**
 * Installs the middleware on each client (both services by default) and returns a function that removes it.
 *
 * Order matters: openapi-fetch runs `onRequest` in the order given and `onResponse` in reverse. So the bearer header
 * is set before the refresh middleware copies the request, and the refresh middleware sees a 451 (and replaces it
 * with the retried response) before the failure middleware decides whether to notify.
 */
export function connectApi(hooks: ApiHooks, clients: readonly AnyClient[] = [portalClient, billingClient]): () => void {
  const middleware = [failureMiddleware(hooks), bearerMiddleware(hooks.getAccessToken), refreshMiddleware(hooks)];
  for (const client of clients) client.use(...middleware);
  return () => {
    for (const client of clients) client.eject(...middleware);
  };
}

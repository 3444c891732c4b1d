// One openapi-fetch client per service base, typed by the generated contract. The client knows nothing of React or
// machines: tokens, refresh, sign-out and failure notifications are wired in through `connectApi` (bridge.ts).
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths as BillingPaths } from './billing.gen';
import type { paths as PortalPaths } from './schema.gen';

export type { BillingPaths, PortalPaths };
export type PortalClient = Client<PortalPaths>;
export type BillingClient = Client<BillingPaths>;

/** The portal API's base (DESIGN section 2): `/api` on the same origin unless VITE_API_BASE says otherwise. */
export const portalBaseUrl: string = import.meta.env.VITE_API_BASE ?? '/api';
/** The billing service's base: `/billing-api` unless VITE_BILLING_BASE says otherwise. */
export const billingBaseUrl: string = import.meta.env.VITE_BILLING_BASE ?? '/billing-api';

const sharedOptions = {
  // The refresh token is an httpOnly cookie on the same origin; it must travel with /token/refresh-token and /auth/logout.
  credentials: 'same-origin',
  // Arrays go as repeated keys (`district=a&district=b`); the server also accepts the specification's `district[0]=a`.
  querySerializer: { array: { style: 'form', explode: true } },
  // Looked up at call time, so a test can stub the global fetch after this module is loaded.
  fetch: (request: Request) => globalThis.fetch(request),
} satisfies ClientOptions;

export function createPortalClient(options: ClientOptions = {}): PortalClient {
  return createClient<PortalPaths>({ baseUrl: portalBaseUrl, ...sharedOptions, ...options });
}

export function createBillingClient(options: ClientOptions = {}): BillingClient {
  return createClient<BillingPaths>({ baseUrl: billingBaseUrl, ...sharedOptions, ...options });
}

/** The portal API (`/api`). */
export const portalClient = createPortalClient();
/** The billing service (`/billing-api`). */
export const billingClient = createBillingClient();

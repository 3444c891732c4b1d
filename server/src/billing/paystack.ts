// The Paystack adapter, used when PAYSTACK_SECRET_KEY is set: it starts a transaction (its checkout page is the
// payment link), checks a webhook's signature, and asks Paystack what a transaction really was before the wallet is
// credited, since a webhook's body says only what its sender claims. PAYSTACK_BASE_URL points it elsewhere (tests
// run a local fake).
import type { Config } from '../config';
import { HttpError } from '../errors';

type PaystackAnswer<T> = { status: boolean; message?: string; data?: T };

const unavailable = (why: string) => new HttpError(502, `Paystack could not start the payment: ${why}. Try again in a moment.`, 'PROVIDER_UNAVAILABLE');

async function paystackCall<T>(config: Config, path: string, init: RequestInit = {}): Promise<PaystackAnswer<T>> {
  const response = await fetch(`${config.paystackBaseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${config.paystackSecretKey ?? ''}`, 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => ({ status: false, message: `answered ${response.status}` }))) as PaystackAnswer<T>;
  return response.ok ? body : { ...body, status: false };
}

/** Starts a Paystack transaction for a pending payment; answers the page where the payer pays. */
export async function initializePaystack(
  config: Config,
  payment: { reference: string; amount: number; email: string; callbackUrl: string },
): Promise<string> {
  const answer = await paystackCall<{ authorization_url?: string }>(config, '/transaction/initialize', {
    method: 'POST',
    body: JSON.stringify({ reference: payment.reference, amount: payment.amount, email: payment.email, currency: 'NGN', callback_url: payment.callbackUrl }),
  }).catch(() => {
    throw unavailable('it did not answer');
  });
  const url = answer.data?.authorization_url;
  if (!answer.status || !url) throw unavailable(answer.message ?? 'it refused');
  return url;
}

/** What Paystack says a transaction was: its status, amount (kobo) and currency. */
export async function verifyPaystack(config: Config, reference: string): Promise<{ status: string; amount: number; currency: string } | undefined> {
  const answer = await paystackCall<{ status?: string; amount?: number; currency?: string }>(config, `/transaction/verify/${encodeURIComponent(reference)}`);
  const data = answer.data;
  if (!answer.status || !data || typeof data.amount !== 'number' || !data.status || !data.currency) return undefined;
  return { status: data.status, amount: data.amount, currency: data.currency };
}

// Funding through Paystack, against a local fake of its API (PAYSTACK_BASE_URL): the payment link is Paystack's
// checkout, the webhook is believed for its HMAC-SHA512 signature only, and what it says is credited only as Paystack
// verifies it; the local checkout is off.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../server/src/billing/schema';
import { fakePaystack, ledgerDisagreements, paystackSignature } from './billing-helpers';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;

let t: TestApp;
let admin: Session;
let paystack: Awaited<ReturnType<typeof fakePaystack>>;

beforeAll(async () => {
  paystack = await fakePaystack();
  t = await createTestApp({ config: { paystackSecretKey: paystack.secretKey, paystackBaseUrl: paystack.baseUrl } });
  admin = await t.login('admin@demo.test');
});
afterEach(async () => {
  expect(await ledgerDisagreements(t.db)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
});

const balance = async () =>
  ((await call(t, 'viewWalletBalance', { method: 'GET', url: `/billing-api/dev/wallet/balance/${admin.staff.state}`, headers: admin.auth }, 200)).json() as { balance: number }).balance;
const link = async (amount: number) =>
  (await call(t, 'createPaymentLink', { method: 'POST', url: '/billing-api/dev/wallet/payment-link', headers: admin.auth, payload: { walletId: admin.staff.state, amount } }, 201)).json() as {
    reference: string;
    authorizationUrl: string;
  };
const event = (reference: string, signature?: string) => {
  const payload = JSON.stringify({ event: 'charge.success', data: { reference, amount: 1, currency: 'NGN', customer: { email: 'payer@example.test' } } });
  return { method: 'POST' as const, url: '/billing-api/dev/wallet/paystack', payload, headers: { 'content-type': 'application/json', 'x-paystack-signature': signature ?? paystackSignature(paystack.secretKey, payload) } };
};

describe('Paystack', () => {
  it("starts the payment at Paystack, whose checkout is the link; the local checkout is off", async () => {
    const started = await link(250_000);
    expect(started.authorizationUrl).toBe(`https://checkout.paystack.test/${started.reference}`);
    expect(paystack.initialized.at(-1)).toMatchObject({
      reference: started.reference,
      amount: 250_000,
      currency: 'NGN',
      email: 'admin@demo.test',
      // Paystack sends the payer back to the billing screen, which shows the payment's receipt.
      callback_url: `${t.config.publicUrl}/billing?payment=${started.reference}`,
    });
    await call(t, 'viewCheckout', { method: 'GET', url: `/billing-api/checkout/${started.reference}` }, 501);
  });

  it('refuses an event without the signature or with a forged one (401)', async () => {
    const started = await link(10_000);
    paystack.verified.set(started.reference, { status: 'success', amount: 10_000, currency: 'NGN' });
    const unsigned = event(started.reference);
    await call(t, 'receivePaystackEvent', { ...unsigned, headers: { 'content-type': 'application/json' } }, 401);
    const forged = await call(t, 'receivePaystackEvent', event(started.reference, paystackSignature('sk_test_someone_else', unsigned.payload)), 401);
    expect(errorOf(forged).message).toBe("The event's signature is missing or wrong");
  });

  it('credits a verified payment once, however often the event comes', async () => {
    const before = await balance();
    const started = await link(120_000);
    paystack.verified.set(started.reference, { status: 'success', amount: 120_000, currency: 'NGN' });
    expect((await call(t, 'receivePaystackEvent', event(started.reference), 200)).json()).toEqual({ reference: started.reference, result: 'credited' });
    expect((await call(t, 'receivePaystackEvent', event(started.reference), 200)).json()).toEqual({ reference: started.reference, result: 'alreadyProcessed' });
    expect(await balance()).toBe(before + 120_000);
  });

  it('credits a payment Paystack verifies when the payer comes back for the receipt before the event, once', async () => {
    const before = await balance();
    const started = await link(70_000);
    const receipt = (url: string) => call(t, 'viewPaymentReceipt', { method: 'GET', url, headers: admin.auth }, 200);
    await call(t, 'viewPaymentReceipt', { method: 'GET', url: `/billing-api/dev/wallet/receipt/${started.reference}`, headers: admin.auth }, 404);
    paystack.verified.set(started.reference, { status: 'success', amount: 70_000, currency: 'NGN' });
    expect((await receipt(`/billing-api/dev/wallet/receipt/${started.reference}`)).json()).toMatchObject({ reference: started.reference, amount: 70_000, provider: 'paystack' });
    expect((await call(t, 'receivePaystackEvent', event(started.reference), 200)).json()).toEqual({ reference: started.reference, result: 'alreadyProcessed' });
    expect(await balance()).toBe(before + 70_000);
  });

  it('credits nothing when Paystack verifies another amount or currency, and keeps the payment for review', async () => {
    const before = await balance();
    const short = await link(300_000);
    paystack.verified.set(short.reference, { status: 'success', amount: 30_000, currency: 'NGN' });
    expect((await call(t, 'receivePaystackEvent', event(short.reference), 200)).json()).toMatchObject({ result: 'refused' });
    const dollars = await link(300_000);
    paystack.verified.set(dollars.reference, { status: 'success', amount: 300_000, currency: 'USD' });
    expect((await call(t, 'receivePaystackEvent', event(dollars.reference), 200)).json()).toMatchObject({ result: 'refused' });
    const kept = await t.db.select().from(transactions).where(eq(transactions.reference, dollars.reference));
    expect(kept).toMatchObject([{ status: 'failed', review: 'Not credited: the payment was made in USD, not NGN' }]);
    expect(await balance()).toBe(before);
  });

  it('answers 502 while Paystack cannot confirm the transaction, so Paystack sends the event again', async () => {
    const started = await link(10_000);
    await call(t, 'receivePaystackEvent', event(started.reference), 502);
    expect((await t.db.select().from(transactions).where(eq(transactions.reference, started.reference)))[0]?.status).toBe('pending');
  });
});

// The billing service: the wallet, its charges (idempotent per reference, never below zero, also when fifty race),
// funding through the local checkout's signed notifications (a forged one refused, a replayed one credited once, an
// expired or mismatched one credited never), receipts, the price, and the transaction logs. After every test each
// wallet's balance is the sum of its ledger entries and of its log. On PostgreSQL (DATABASE_URL) the parallel charges
// truly run in parallel, on as many connections as the pool holds.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../server/src/billing/schema';
import { demoPricePerReportCard } from '../../server/src/db/seedBilling';
import { schools } from '../../server/src/db/schema';
import { signatureOf } from '../../server/src/billing/signatures';
import { ledgerDisagreements, signedNotification } from './billing-helpers';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest, expectTokenChecks } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;
type Wallet = { id: string; balance: number; pricePerReportCard: number; reportCardsCovered: number | null; students: number; lowBalance: boolean };
type Link = { reference: string; authorizationUrl: string; amount: number; expiresAt: string };
type Charge = { charge: { id: string; reference: string; amount: number; balanceAfter: number; status: string }; wallet: Wallet };
type Log = { reference: string; transactionAction: string; amount: number; status: string; school: { name: string } | null; state: { name: string } };

let t: TestApp;
let admin: Session;
let superAdmin: Session;
let pending: Session;
let lagosId: string;
let kanoId: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, superAdmin, pending] = await Promise.all([t.login('admin@demo.test'), t.login('superadmin@demo.test'), t.login('pending@demo.test')]);
  lagosId = admin.staff.state;
  kanoId = pending.staff.state;
});
afterEach(async () => {
  expect(await ledgerDisagreements(t.db)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
});

const send = (method: InjectOptions['method'], url: string, session?: Session, payload?: unknown): InjectOptions => ({
  method,
  url,
  headers: session?.auth ?? {},
  ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
});
const balanceOf = async (session = admin) => (await call(t, 'viewWalletBalance', send('GET', `/billing-api/dev/wallet/balance/${lagosId}`, session), 200)).json() as Wallet;
const paymentLink = async (amount: number) =>
  (await call(t, 'createPaymentLink', send('POST', '/billing-api/dev/wallet/payment-link', admin, { walletId: lagosId, amount }), 201)).json() as Link;
const charge = (reference: string, reportCards: number, status: number, extra: Record<string, unknown> = {}) =>
  call(t, 'chargeWallet', send('POST', '/billing-api/dev/wallet/charge', admin, { walletId: lagosId, reference, reportCards, ...extra }), status);
/** The Pay or Cancel of the local checkout's page: a form post with no fields. */
const checkout = (reference: string, decision: 'complete' | 'cancel') =>
  call(t, decision === 'complete' ? 'completeCheckout' : 'cancelCheckout', {
    method: 'POST',
    url: `/billing-api/checkout/${reference}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  }, 200);
const fund = (body: Record<string, unknown>, headers: Record<string, string>, status: number) =>
  call(t, 'fundWallet', { method: 'POST', url: '/billing-api/dev/wallet/fund', payload: JSON.stringify(body), headers }, status);
const notification = (link: Link, status = 'success') => ({ reference: link.reference, status, walletId: lagosId, amount: link.amount, occurredAt: new Date().toISOString() });
const setPrice = (pricePerReportCard: number) =>
  call(t, 'configureReportCardBilling', send('PATCH', '/api/state/report-card-billing-configuration', superAdmin, { pricePerReportCard }), 200);

describe('viewWalletBalance', () => {
  it("answers the demo state's ₦150,000 at ₦300 a report card: 500 report cards, fewer than its students", async () => {
    const wallet = await balanceOf();
    expect(wallet).toMatchObject({ id: lagosId, balance: 15_000_000, currency: 'NGN', pricePerReportCard: demoPricePerReportCard, reportCardsCovered: 500 });
    expect(wallet.students).toBeGreaterThan(500);
    expect(wallet.lowBalance).toBe(true);
  });

  it("answers 404 for another state's wallet, and the token checks", async () => {
    await call(t, 'viewWalletBalance', send('GET', `/billing-api/dev/wallet/balance/${kanoId}`, admin), 404);
    await expectTokenChecks(t, 'viewWalletBalance', send('GET', `/billing-api/dev/wallet/balance/${lagosId}`), admin.staff.id);
  });
});

describe('funding through the local checkout', () => {
  it('pays a link at the checkout: the wallet is credited once, with a receipt and a log row', async () => {
    const before = await balanceOf();
    const link = await paymentLink(100_000);
    expect(link.authorizationUrl).toBe(`/billing-api/checkout/${link.reference}`);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const page = await call(t, 'viewCheckout', send('GET', link.authorizationUrl), 200);
    expect(page.body).toContain('Pay ₦1,000.00');
    const paid = await checkout(link.reference, 'complete');
    expect(paid.body).toContain('Payment received');
    expect(paid.body).toContain(`/billing?payment=${link.reference}`);
    expect((await balanceOf()).balance).toBe(before.balance + 100_000);
    // Paying again changes nothing: the page says it is paid.
    expect((await checkout(link.reference, 'complete')).body).toContain('Payment received');
    expect((await balanceOf()).balance).toBe(before.balance + 100_000);
    const receipt = (await call(t, 'viewPaymentReceipt', send('GET', `/billing-api/dev/wallet/receipt/${link.reference}`, admin), 200)).json();
    expect(receipt).toMatchObject({ reference: link.reference, amount: 100_000, state: { name: 'Lagos' }, paidBy: { id: admin.staff.id }, provider: 'local', balanceAfter: before.balance + 100_000 });
    const logs = (await call(t, 'searchTransactionLogs', send('GET', `/api/transaction-logs/search?searchTerm=${link.reference}`, admin), 200)).json() as { transactionLogs: Log[] };
    expect(logs.transactionLogs).toMatchObject([{ reference: link.reference, transactionAction: 'Credit', amount: 100_000, status: 'success' }]);
  });

  it('cancels a link at the checkout: nothing is credited and there is no receipt', async () => {
    const before = await balanceOf();
    const link = await paymentLink(5_000);
    expect((await checkout(link.reference, 'cancel')).body).toContain('Payment cancelled');
    expect((await balanceOf()).balance).toBe(before.balance);
    await call(t, 'viewPaymentReceipt', send('GET', `/billing-api/dev/wallet/receipt/${link.reference}`, admin), 404);
    // A cancelled payment cannot be paid afterwards.
    expect((await checkout(link.reference, 'complete')).body).toContain('Payment cancelled');
    expect((await balanceOf()).balance).toBe(before.balance);
  });

  it('refuses a link for another wallet, under ₦50, or returning off the portal, naming the field', async () => {
    await call(t, 'createPaymentLink', send('POST', '/billing-api/dev/wallet/payment-link', admin, { walletId: kanoId, amount: 10_000 }), 404);
    await expectBadRequest(t, 'createPaymentLink', send('POST', '/billing-api/dev/wallet/payment-link', admin, { walletId: lagosId, amount: 4_999 }), 'amount');
    await expectBadRequest(
      t,
      'createPaymentLink',
      send('POST', '/billing-api/dev/wallet/payment-link', admin, { walletId: lagosId, amount: 10_000, callbackUrl: 'https://elsewhere.test/billing' }),
      'callbackUrl',
    );
  });

  it('answers 404 for a checkout of no payment', async () => {
    await call(t, 'viewCheckout', send('GET', '/billing-api/checkout/PAY_nosuchpayment'), 404);
  });
});

describe('fundWallet', () => {
  it('refuses a notification without a signature or with a forged one (401), whatever the header is called', async () => {
    const link = await paymentLink(20_000);
    const body = notification(link);
    const signed = signedNotification(t.config.billingWebhookSecret, body);
    await fund(body, { 'content-type': 'application/json' }, 401);
    const forged = signedNotification('a-secret-that-is-not-the-billing-services', body);
    for (const name of ['X-Signature', 'x-signature']) {
      const refused = await fund(body, { 'content-type': 'application/json', [name]: forged.headers['X-Signature'] as string }, 401);
      expect(errorOf(refused).message).toBe("The notification's signature is missing or wrong");
    }
    // Signed for another body: the amount was changed on the way.
    await call(t, 'fundWallet', { method: 'POST', url: '/billing-api/dev/wallet/fund', payload: JSON.stringify({ ...body, amount: 9_999_999 }), headers: signed.headers }, 401);
    expect((await t.db.select().from(transactions).where(eq(transactions.reference, link.reference)))[0]?.status).toBe('pending');
  });

  it('checks the signature before the body: unsigned or forged is 401 whatever the body, and only a signed one is told what is wrong with it', async () => {
    const url = '/billing-api/dev/wallet/fund';
    const link = await paymentLink(10_000);
    const bodies: { label: string; payload?: string; contentType?: string; field: string; status?: number }[] = [
      { label: 'no body', field: 'body' },
      { label: 'an empty body', payload: '', field: 'body' },
      { label: 'broken JSON', payload: '{"reference": ', field: 'body' },
      { label: 'no fields', payload: '{}', field: 'reference' },
      { label: 'an amount in words', payload: JSON.stringify({ ...notification(link), amount: 'a lot' }), field: 'amount' },
      { label: 'a body of another type', payload: '<notification/>', contentType: 'application/xml', field: 'content-type', status: 415 },
    ];
    for (const { label, payload, contentType = 'application/json', field, status = 400 } of bodies) {
      const sent = payload ?? '';
      const headers = (signature?: string) => ({ ...(payload !== undefined && { 'content-type': contentType }), ...(signature && { 'x-signature': signature }) });
      const options = (signature?: string): InjectOptions => ({ method: 'POST', url, ...(payload !== undefined && { payload }), headers: headers(signature) });
      for (const signature of [undefined, signatureOf('sha256', 'a-secret-that-is-not-the-billing-services', sent)]) {
        const refused = await call(t, 'fundWallet', options(signature), 401);
        expect(errorOf(refused).message, `${label}, ${signature ? 'forged' : 'unsigned'}`).toBe("The notification's signature is missing or wrong");
      }
      const signed = await call(t, 'fundWallet', options(signatureOf('sha256', t.config.billingWebhookSecret, sent)), status);
      expect(errorOf(signed).details?.[0]?.field, label).toBe(field);
    }
  });

  it('credits a replayed notification once', async () => {
    const before = await balanceOf();
    const link = await paymentLink(30_000);
    const signed = signedNotification(t.config.billingWebhookSecret, notification(link), 'x-signature');
    const first = await call(t, 'fundWallet', { method: 'POST', url: '/billing-api/dev/wallet/fund', ...signed }, 200);
    expect(first.json()).toMatchObject({ result: 'credited', wallet: { balance: before.balance + 30_000 } });
    const again = await call(t, 'fundWallet', { method: 'POST', url: '/billing-api/dev/wallet/fund', ...signed }, 200);
    expect(again.json()).toMatchObject({ result: 'alreadyProcessed', wallet: { balance: before.balance + 30_000 } });
  });

  it('credits nothing for an amount other than the link asked for, and keeps the payment for review', async () => {
    const before = await balanceOf();
    const link = await paymentLink(40_000);
    const body = { ...notification(link), amount: 4_000 };
    const refused = await call(t, 'fundWallet', { method: 'POST', url: '/billing-api/dev/wallet/fund', ...signedNotification(t.config.billingWebhookSecret, body) }, 409);
    expect(errorOf(refused).message).toMatch(/does not match/);
    const [kept] = await t.db.select().from(transactions).where(eq(transactions.reference, link.reference));
    expect(kept).toMatchObject({ status: 'failed', review: 'Not credited: ₦40.00 was paid where the link asked for ₦400.00' });
    expect((await balanceOf()).balance).toBe(before.balance);
  });

  it('credits nothing for a link that expired before it was paid', async () => {
    const before = await balanceOf();
    const link = await paymentLink(50_000);
    await t.db.update(transactions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(transactions.reference, link.reference));
    expect((await call(t, 'viewCheckout', send('GET', link.authorizationUrl), 200)).body).toContain('Payment link expired');
    const refused = await call(t, 'fundWallet', { method: 'POST', url: '/billing-api/dev/wallet/fund', ...signedNotification(t.config.billingWebhookSecret, notification(link)) }, 409);
    expect(errorOf(refused).message).toBe('This payment link expired before it was paid, so nothing was credited');
    expect((await balanceOf()).balance).toBe(before.balance);
  });
});

describe('chargeWallet', () => {
  it('charges report cards at the state price once per reference; the same reference with another body is 409', async () => {
    const before = await balanceOf();
    const [school] = await t.db.select().from(schools).where(eq(schools.stateId, lagosId)).limit(1);
    const first = (await charge('RC-term1-0001', 3, 201, { schoolId: school!.id })).json() as Charge;
    expect(first.charge).toMatchObject({ reference: 'RC-term1-0001', amount: 3 * demoPricePerReportCard, status: 'success', balanceAfter: before.balance - 90_000 });
    expect(first.wallet.balance).toBe(before.balance - 90_000);
    const again = (await charge('RC-term1-0001', 3, 200, { schoolId: school!.id })).json() as Charge;
    expect(again.charge.id).toBe(first.charge.id);
    expect(again.wallet.balance).toBe(before.balance - 90_000);
    const changed = await charge('RC-term1-0001', 4, 409, { schoolId: school!.id });
    expect(errorOf(changed).details).toEqual([{ field: 'reference', message: 'This reference was used for a different charge' }]);
    const logs = (await call(t, 'searchTransactionLogs', send('GET', '/api/transaction-logs/search?searchTerm=RC-term1-0001', admin), 200)).json() as { transactionLogs: Log[] };
    expect(logs.transactionLogs).toMatchObject([{ transactionAction: 'Debit', amount: 90_000, school: { name: school!.name } }]);
  });

  it("answers 404 for another state's wallet or school, naming the field", async () => {
    const other = await call(t, 'chargeWallet', send('POST', '/billing-api/dev/wallet/charge', admin, { walletId: kanoId, reference: 'RC-x', reportCards: 1 }), 404);
    expect(errorOf(other).details?.[0]?.field).toBe('walletId');
    const school = await charge('RC-unknown-school', 1, 404, { schoolId: crypto.randomUUID() });
    expect(errorOf(school).details?.[0]?.field).toBe('schoolId');
  });

  it('answers 402 for a charge the balance does not cover, and remembers nothing of it', async () => {
    const { balance } = await balanceOf();
    const tooMany = Math.floor(balance / demoPricePerReportCard) + 1;
    const refused = await charge('RC-too-many', tooMany, 402);
    expect(errorOf(refused).message).toMatch(/does not cover/);
    expect((await balanceOf()).balance).toBe(balance);
    // Funded enough, the same reference charges.
    const link = await paymentLink(demoPricePerReportCard);
    await checkout(link.reference, 'complete');
    await charge('RC-too-many', tooMany, 201);
    expect((await balanceOf()).balance).toBe(balance + demoPricePerReportCard - tooMany * demoPricePerReportCard);
  });

  it('answers 409 while no report-card price is set', async () => {
    await setPrice(0);
    try {
      const refused = await charge('RC-no-price', 1, 409);
      expect(errorOf(refused).message).toMatch(/No report-card price is set/);
      expect((await balanceOf()).reportCardsCovered).toBeNull();
    } finally {
      await setPrice(demoPricePerReportCard);
    }
  });

  it('charges exactly 30 of 50 parallel charges against a balance that covers 30, and leaves it exact', async () => {
    const covered = Math.floor((await balanceOf()).balance / demoPricePerReportCard);
    if (covered < 30) await checkout((await paymentLink((30 - covered) * demoPricePerReportCard)).reference, 'complete');
    if (covered > 30) await charge('RC-bring-down', covered - 30, 201);
    const left = (await balanceOf()).balance;
    expect(Math.floor(left / demoPricePerReportCard)).toBe(30);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => t.app.inject(send('POST', '/billing-api/dev/wallet/charge', admin, { walletId: lagosId, reference: `RC-race-${index}`, reportCards: 1 }))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.filter((status) => status === 402)).toHaveLength(20);
    expect((await balanceOf()).balance).toBe(left - 30 * demoPricePerReportCard);
  });
});

describe('configureReportCardBilling', () => {
  it('sets the price for a super-admin switched into the state; the state reads it', async () => {
    const body = (await setPrice(35_000)).json() as { reportCardBilling: { pricePerReportCard: number; currency: string } };
    expect(body.reportCardBilling).toEqual({ pricePerReportCard: 35_000, currency: 'NGN' });
    expect((await balanceOf()).pricePerReportCard).toBe(35_000);
    await setPrice(demoPricePerReportCard);
    await expectBadRequest(t, 'configureReportCardBilling', send('PATCH', '/api/state/report-card-billing-configuration', superAdmin, { pricePerReportCard: -1 }), 'pricePerReportCard');
  });
});

describe('the transaction logs', () => {
  const search = async (query: string) =>
    (await call(t, 'searchTransactionLogs', send('GET', `/api/transaction-logs/search${query}`, admin), 200)).json() as { transactionLogs: Log[]; limitReached: boolean };

  it("lists the state's payments and charges newest first, filtered by action, term, dates and school", async () => {
    const all = await search('');
    expect(all.transactionLogs.length).toBeGreaterThan(5);
    expect(new Set(all.transactionLogs.map((log) => log.state.name))).toEqual(new Set(['Lagos']));
    const debits = await search('?transactionAction=Debit');
    expect(debits.transactionLogs.every((log) => log.transactionAction === 'Debit')).toBe(true);
    const long = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const before = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const old = await search(`?startDate=${long}&endDate=${before}`);
    expect(old.transactionLogs.length).toBeGreaterThan(0);
    expect(old.transactionLogs.length).toBeLessThan(all.transactionLogs.length);
    const [school] = all.transactionLogs.filter((log) => log.school);
    const [schoolRow] = await t.db.select().from(schools).where(eq(schools.name, school!.school!.name));
    const bySchool = await search(`?school=${schoolRow!.id}`);
    expect(bySchool.transactionLogs.length).toBeGreaterThan(0);
    expect(bySchool.transactionLogs.every((log) => log.school?.name === schoolRow!.name)).toBe(true);
    expect((await search('?limit=2')).limitReached).toBe(true);
    expect(all.limitReached).toBe(false);
    await expectBadRequest(t, 'searchTransactionLogs', send('GET', `/api/transaction-logs/search?startDate=${before}&endDate=${long}`, admin), 'endDate');
  });

  it('downloads them as transcation-logs.xlsx', async () => {
    const response = await call(t, 'downloadTransactionLogs', send('GET', '/api/transaction-logs/download?transactionAction=Credit', admin), 200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="transcation-logs.xlsx"');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

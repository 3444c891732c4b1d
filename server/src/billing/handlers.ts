// The billing service's operations (openapi/billing.yaml), one function per operationId. Callers, permissions and
// the state's price come through the portal's access layer (the Scope); the provider's calls, which have no caller,
// are trusted only for their signature, and Paystack's only once Paystack confirms the transaction itself.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { staff } from '../db/schema';
import { conflict, badRequest, HttpError } from '../errors';
import type { Handlers } from '../contractTypes';
import { callerOf, scopeOf } from '../plugins/access';
import type { Services } from '../services';
import { checkoutPage, returnUrlFor } from './checkout';
import {
  chargeWallet,
  newPaymentReference,
  ownWallet,
  paymentByReference,
  receiptOf,
  scopeOfPayment,
  settlePayment,
  startPayment,
  walletOf,
  walletTransactionOf,
  expiredLinkReview,
  pendingPaymentOf,
  type SettleOutcome,
  type Transaction,
} from './ledger';
import { initializePaystack, verifyPaystack } from './paystack';
import { signedHeadersOf } from './signatures';

/** Why a notification credited nothing, in words, for the outcomes that are refusals. */
const refusals: Partial<Record<SettleOutcome, string>> = {
  expired: expiredLinkReview,
  refused: 'This notification does not match the payment, so nothing was credited; the payment is kept for review',
};

export function billingHandlers(services: Services): Handlers {
  const { config, db } = services;
  const paystack = () => Boolean(config.paystackSecretKey);

  /** The local checkout stands in for a provider only when none is configured. */
  function localCheckoutOnly() {
    if (paystack()) throw new HttpError(501, 'Payments go through Paystack on this server, not the local checkout', 'NOT_IMPLEMENTED');
  }

  /**
   * Settles a payment as Paystack says it went, asked of Paystack itself (never of an event's body); undefined when
   * Paystack could not be asked.
   */
  async function settleAsPaystackSays(payment: Transaction): Promise<SettleOutcome | 'ignored' | undefined> {
    const verified = await verifyPaystack(config, payment.reference).catch(() => undefined);
    if (!verified) return undefined;
    if (verified.status !== 'success') return 'ignored';
    const settlement = { status: 'success', walletId: payment.stateId, amount: verified.amount, currency: verified.currency } as const;
    return (await settlePayment(db, payment.reference, settlement)).outcome;
  }

  /** The portal's address a payer returns to: the link's own, which must be on the portal's origin. */
  function callbackOf(url: string | undefined): string | null {
    if (!url) return null;
    if (new URL(url).origin !== new URL(config.publicUrl).origin) throw badRequest(`The return address must be on the portal (${new URL(config.publicUrl).origin})`, 'callbackUrl');
    return url;
  }

  return {
    async viewWalletBalance(request) {
      const scope = scopeOf(request);
      ownWallet(scope, request.params.id);
      return walletOf(scope);
    },

    async chargeWallet(request, reply) {
      const scope = scopeOf(request);
      ownWallet(scope, request.body.walletId, 'walletId');
      const { reference, reportCards, schoolId } = request.body;
      const { charge, repeated } = await chargeWallet(scope, { reference, reportCards, schoolId }, callerOf(request).staffId);
      reply.status(repeated ? 200 : 201);
      return { charge: walletTransactionOf(charge), wallet: await walletOf(scope) };
    },

    async createPaymentLink(request, reply) {
      const scope = scopeOf(request);
      const caller = callerOf(request);
      const { walletId, amount, callbackUrl } = request.body;
      ownWallet(scope, walletId, 'walletId');
      const callback = callbackOf(callbackUrl);
      const reference = newPaymentReference();
      let authorizationUrl = `/billing-api/checkout/${reference}`;
      if (paystack()) {
        const [payer] = await scope.db.select({ email: staff.email }).from(staff).where(eq(staff.id, caller.staffId));
        authorizationUrl = await initializePaystack(config, {
          reference,
          amount,
          email: payer?.email ?? '',
          callbackUrl: returnUrlFor(reference, callback, config.publicUrl),
        });
      }
      const payment = await startPayment(scope, { reference, amount, provider: paystack() ? 'paystack' : 'local', callbackUrl: callback, createdById: caller.staffId });
      reply.status(201);
      return { reference, authorizationUrl, amount: payment.amountKobo, status: 'pending' as const, expiresAt: (payment.expiresAt as Date).toISOString() };
    },

    async fundWallet(request) {
      const { reference, status, walletId, amount } = request.body;
      const { outcome, payment } = await settlePayment(db, reference, { status, walletId, amount });
      const refusal = refusals[outcome];
      if (refusal) throw conflict(refusal, 'reference');
      return { reference, result: outcome as 'credited' | 'cancelled' | 'alreadyProcessed', wallet: await walletOf(scopeOfPayment(db, payment)) };
    },

    async receivePaystackEvent(request) {
      if (!paystack()) throw new HttpError(501, 'Paystack is not configured on this server', 'NOT_IMPLEMENTED');
      const reference = request.body.data.reference;
      if (request.body.event !== 'charge.success' || !reference) return { reference, result: 'ignored' as const };
      const outcome = await settleAsPaystackSays(await paymentByReference(db, reference));
      if (!outcome) throw new HttpError(502, 'Paystack could not confirm this transaction; send the event again later', 'PROVIDER_UNAVAILABLE');
      return { reference, result: outcome === 'credited' || outcome === 'alreadyProcessed' || outcome === 'ignored' ? outcome : ('refused' as const) };
    },

    async viewPaymentReceipt(request) {
      const scope = scopeOf(request);
      // Paystack sends the payer back before (or without) its webhook: a payment still pending is asked about first.
      const pending = paystack() ? await pendingPaymentOf(scope, request.params.reference) : undefined;
      if (pending) await settleAsPaystackSays(pending);
      return receiptOf(scope, request.params.reference);
    },

    async viewCheckout(request, reply) {
      localCheckoutOnly();
      const payment = await paymentByReference(db, request.params.reference);
      const state = await scopeOfPayment(db, payment).findState();
      return reply.type('text/html; charset=utf-8').send(checkoutPage(payment, state.name, config.publicUrl));
    },

    async completeCheckout(request, reply) {
      return checkoutDecision(request, reply, 'success');
    },

    async cancelCheckout(request, reply) {
      return checkoutDecision(request, reply, 'cancelled');
    },
  };

  /**
   * The payer's Pay or Cancel: the checkout tells the billing service as a provider would, with a signed notification
   * to `fundWallet`, and shows what became of the payment.
   */
  async function checkoutDecision(request: FastifyRequest<{ Params: { reference: string } }>, reply: FastifyReply, status: 'success' | 'cancelled') {
    localCheckoutOnly();
    const payment = await paymentByReference(db, request.params.reference);
    const body = JSON.stringify({ reference: payment.reference, status, walletId: payment.stateId, amount: payment.amountKobo, occurredAt: new Date().toISOString() });
    const answer = await request.server.inject({
      method: 'POST',
      url: '/billing-api/dev/wallet/fund',
      headers: { 'content-type': 'application/json', ...signedHeadersOf(config, 'fundWallet', body) },
      payload: body,
    });
    // Paid, cancelled, or refused (expired, or already closed): the payment's page says which.
    if (answer.statusCode !== 200 && answer.statusCode !== 409) throw new HttpError(answer.statusCode, (answer.json() as { message: string }).message);
    const settled = await paymentByReference(db, payment.reference);
    const state = await scopeOfPayment(db, settled).findState();
    return reply.type('text/html; charset=utf-8').send(checkoutPage(settled, state.name, config.publicUrl));
  }
}

// The local checkout's pages: what a payment provider's hosted page would be, served by the billing service when no
// provider is configured. Plain HTML forms (no script, so the portal's content security policy holds), a page for
// each thing that can be true of the payment, and always a way back to the portal's billing screen.
import { expiredLinkReview, naira, type Transaction } from './ledger';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/**
 * Where a checkout (this one, or Paystack's) sends the payer back: the link's callback (on the portal's origin), else
 * the billing screen, naming the payment, whose receipt the screen then shows.
 */
export function returnUrlFor(reference: string, callbackUrl: string | null, publicUrl: string): string {
  const url = new URL(callbackUrl ?? '/billing', publicUrl);
  url.searchParams.set('payment', reference);
  return url.toString();
}

const backLink = (payment: Transaction, publicUrl: string) =>
  `<p><a href="${escapeHtml(returnUrlFor(payment.reference, payment.callbackUrl, publicUrl))}">Back to billing</a></p>`;

const details = (payment: Transaction, stateName: string) =>
  `<dl>
<dt>Amount</dt><dd>${naira(payment.amountKobo)}</dd>
<dt>Wallet</dt><dd>${escapeHtml(stateName)} report-card wallet</dd>
<dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd>
</dl>`;

/** The page of a payment: Pay and Cancel while it may be paid, else what became of it. */
export function checkoutPage(payment: Transaction, stateName: string, publicUrl: string): string {
  const expired =
    (payment.status === 'pending' && payment.expiresAt !== null && payment.expiresAt.getTime() < Date.now()) ||
    (payment.status === 'failed' && payment.review === expiredLinkReview);
  if (payment.status !== 'pending' || expired) return outcomePage(payment, stateName, publicUrl, expired ? 'expired' : payment.status);
  const action = `/billing-api/checkout/${encodeURIComponent(payment.reference)}`;
  return page(
    'Checkout',
    `${details(payment, stateName)}
<p>This is the portal's local checkout: paying here adds the amount to the wallet at once, and no card is charged.</p>
<form method="post" action="${action}/complete"><button type="submit">Pay ${naira(payment.amountKobo)}</button></form>
<form method="post" action="${action}/cancel"><button type="submit">Cancel</button></form>`,
  );
}

const outcomes: Record<string, { title: string; text: string }> = {
  success: { title: 'Payment received', text: 'The amount has been added to the wallet.' },
  cancelled: { title: 'Payment cancelled', text: 'Nothing was paid.' },
  failed: { title: 'Payment not credited', text: 'This payment was not added to the wallet.' },
  expired: { title: 'Payment link expired', text: 'This payment link has expired, so it can no longer be paid. Start a new payment from the billing page.' },
};

/** What became of a payment, with the way back. */
function outcomePage(payment: Transaction, stateName: string, publicUrl: string, outcome: string): string {
  const { title, text } = outcomes[outcome] ?? (outcomes.failed as { title: string; text: string });
  return page(title, `<p>${escapeHtml(text)}</p>\n${details(payment, stateName)}\n${backLink(payment, publicUrl)}`);
}

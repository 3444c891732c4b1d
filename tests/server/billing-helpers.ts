// What the billing tests share: the ledger's own check (every wallet's balance is the sum of its entries and of its
// log, every movement two entries summing to zero), signed notifications as a provider sends them, and a local fake
// of Paystack's API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { ledgerEntries, transactions, wallets } from '../../server/src/billing/schema';
import { signatureOf } from '../../server/src/billing/signatures';
import type { Database } from '../../server/src/db/client';

/** Wallets whose balance disagrees with their entries or their log, or whose movements are not two entries summing to zero. */
export async function ledgerDisagreements(db: Database): Promise<unknown[]> {
  const walletSum = sql`(select coalesce(sum(e.amount_kobo), 0) from ${ledgerEntries} e where e.state_id = w.id and e.account = 'wallet')`;
  const logSum = sql`(select coalesce(sum(case when t.transaction_action = 'Credit' then t.amount_kobo else -t.amount_kobo end), 0) from ${transactions} t where t.state_id = w.id and t.status = 'success')`;
  const result = await db.execute(sql`
    select w.id, w.balance_kobo, ${walletSum} as entries, ${logSum} as logged from ${wallets} w
    where w.balance_kobo <> ${walletSum} or w.balance_kobo <> ${logSum}
       or exists (select 1 from ${ledgerEntries} e where e.state_id = w.id group by e.transaction_id having sum(e.amount_kobo) <> 0 or count(*) <> 2)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

/** A fund notification's body and headers, signed with `secret` as the local checkout signs it. */
export function signedNotification(secret: string, body: Record<string, unknown>, headerName = 'X-Signature') {
  const payload = JSON.stringify(body);
  return { payload, headers: { 'content-type': 'application/json', [headerName]: signatureOf('sha256', secret, payload) } };
}

/** Paystack's API as the adapter uses it: initialize answers a checkout address; verify answers what `verified` says of a reference. */
export async function fakePaystack() {
  const verified = new Map<string, { status: string; amount: number; currency: string }>();
  const initialized: Record<string, unknown>[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const answer = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (request.headers.authorization !== 'Bearer sk_test_fake_paystack_key') return answer(401, { status: false, message: 'Invalid key' });
      if (request.method === 'POST' && request.url === '/transaction/initialize') {
        const sent = JSON.parse(body) as { reference: string };
        initialized.push(sent);
        return answer(200, { status: true, data: { authorization_url: `https://checkout.paystack.test/${sent.reference}`, reference: sent.reference } });
      }
      const reference = /^\/transaction\/verify\/(.+)$/.exec(request.url ?? '')?.[1];
      const found = reference && verified.get(decodeURIComponent(reference));
      if (request.method === 'GET' && found) return answer(200, { status: true, data: { reference, ...found } });
      return answer(404, { status: false, message: 'Transaction reference not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    secretKey: 'sk_test_fake_paystack_key',
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    verified,
    initialized,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const paystackSignature = (secret: string, payload: string) => signatureOf('sha512', secret, payload);

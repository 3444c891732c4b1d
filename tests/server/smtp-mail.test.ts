// With SMTP_URL the outbox is handed to a real SMTP server (smtp-server, in this process) in the background: the
// request does not wait for it, a message the server refuses is kept and tried again, and what a stopped server left
// in the outbox is sent by the next start.
import type { AddressInfo } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { outbox } from '../../server/src/db/schema';
import { createMailer } from '../../server/src/services/mail';
import { createTestApp, type TestApp } from './harness';
import { call } from './helpers';

type Received = { to: string[]; raw: string };
const received: Received[] = [];
/** How many messages the server refuses (451, "try again later") before it takes them. */
let refusals = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      if (refusals > 0) {
        refusals -= 1;
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        return;
      }
      received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  refusals = 0;
});

const lastMailTo = async (email: string) => {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)).limit(1);
  if (!mail) throw new Error(`No mail to ${email} in the outbox`);
  return mail;
};
const receivedBy = (email: string) => received.filter((mail) => mail.to.includes(email));

it('hands a reset code to the mail server and marks it sent', async () => {
  await call(t, 'sendResetCode', { method: 'POST', url: '/api/reset-code/admin%40demo.test' }, 200);
  await vi.waitFor(() => expect(receivedBy('admin@demo.test')).toHaveLength(1));
  const mail = await lastMailTo('admin@demo.test');
  expect(receivedBy('admin@demo.test')[0]?.raw).toContain(mail.text.match(/\b\d{6}\b/)?.[0]);
  await vi.waitFor(async () => expect(await lastMailTo('admin@demo.test')).toMatchObject({ sentAt: expect.any(Date), nextAttemptAt: null, attempts: 1, lastError: null }));
});

it('keeps a message the mail server refuses and sends it when it is due again', async () => {
  refusals = 1;
  await call(t, 'sendResetCode', { method: 'POST', url: '/api/reset-code/district-admin%40demo.test' }, 200);
  await vi.waitFor(async () => expect((await lastMailTo('district-admin@demo.test')).lastError).toContain('try again later'));
  const refused = await lastMailTo('district-admin@demo.test');
  expect(refused).toMatchObject({ sentAt: null, attempts: 1 });
  // Due again 30 seconds later; the test does not wait that long.
  expect(refused.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(20_000);
  expect(receivedBy('district-admin@demo.test')).toHaveLength(0);

  await t.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, refused.id));
  await t.services.mailer.deliver([]);
  await vi.waitFor(() => expect(receivedBy('district-admin@demo.test')).toHaveLength(1));
  await vi.waitFor(async () => expect(await lastMailTo('district-admin@demo.test')).toMatchObject({ sentAt: expect.any(Date), nextAttemptAt: null, attempts: 2, lastError: null }));
});

it('sends at start what a stopped server left in the outbox, once, whichever instance takes it', async () => {
  const [left] = await t.services.mailer.queue(t.db, [{ to: 'left.behind@example.com', subject: 'Left behind', text: 'Queued before a stop.' }]);
  const { port } = smtp.server.address() as AddressInfo;
  const options = { db: t.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'portal@example.com', log: t.app.log };
  // Two more instances start on the same outbox: each claims what it sends, so the message goes out once.
  const instances = [createMailer(options), createMailer(options)];
  await vi.waitFor(() => expect(receivedBy('left.behind@example.com')).toHaveLength(1));
  await Promise.all(instances.map((instance) => instance.close()));
  expect(receivedBy('left.behind@example.com')).toHaveLength(1);
  expect((await t.db.select().from(outbox).where(eq(outbox.id, left!.id)))[0]).toMatchObject({ sentAt: expect.any(Date), nextAttemptAt: null });
});

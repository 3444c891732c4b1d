// With SMTP_URL the outbox is handed to a real SMTP server (smtp-server, in this process) in the background: the
// request does not wait for it, a message the server refuses is kept and tried again, and what a stopped server left
// in the outbox is sent by the next start.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { outbox } from '../../server/src/db/schema';
import { createMailer } from '../../server/src/services/mail';
import { startMailServer, type MailServer } from '../mailServer';
import { createTestApp, type TestApp } from './harness';
import { call } from './helpers';

let mailServer: MailServer;
let t: TestApp;
beforeAll(async () => {
  mailServer = await startMailServer();
  t = await createTestApp({ config: { smtpUrl: mailServer.url } });
});
afterAll(async () => {
  await t?.close();
  await mailServer?.stop();
});

const lastMailTo = async (email: string) => {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)).limit(1);
  if (!mail) throw new Error(`No mail to ${email} in the outbox`);
  return mail;
};
const receivedBy = (email: string) => mailServer.receivedBy(email);
/** How long a delivery in the background may take on a busy machine. */
const inTime = { timeout: 10_000 };

it('hands a reset code to the mail server and marks it sent', async () => {
  await call(t, 'sendResetCode', { method: 'POST', url: '/api/reset-code/admin%40demo.test' }, 200);
  await vi.waitFor(() => expect(receivedBy('admin@demo.test')).toHaveLength(1), inTime);
  const mail = await lastMailTo('admin@demo.test');
  expect(receivedBy('admin@demo.test')[0]?.message).toContain(mail.text.match(/\b\d{6}\b/)?.[0]);
  await vi.waitFor(async () => expect(await lastMailTo('admin@demo.test')).toMatchObject({ sentAt: expect.any(Date), nextAttemptAt: null, attempts: 1, lastError: null }), inTime);
});

it('keeps a message the mail server refuses and sends it when it is due again', async () => {
  mailServer.refuseNext(1);
  await call(t, 'sendResetCode', { method: 'POST', url: '/api/reset-code/district-admin%40demo.test' }, 200);
  await vi.waitFor(async () => expect((await lastMailTo('district-admin@demo.test')).lastError).toContain('try again later'), inTime);
  const refused = await lastMailTo('district-admin@demo.test');
  expect(refused).toMatchObject({ sentAt: null, attempts: 1 });
  // Due again 30 seconds later; the test does not wait that long.
  expect(refused.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(20_000);
  expect(receivedBy('district-admin@demo.test')).toHaveLength(0);

  await t.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, refused.id));
  await t.services.mailer.deliver([]);
  await vi.waitFor(() => expect(receivedBy('district-admin@demo.test')).toHaveLength(1), inTime);
  await vi.waitFor(async () => expect(await lastMailTo('district-admin@demo.test')).toMatchObject({ sentAt: expect.any(Date), nextAttemptAt: null, attempts: 2, lastError: null }), inTime);
});

it('sends at start what a stopped server left in the outbox, once, whichever instance takes it', async () => {
  const [left] = await t.services.mailer.queue(t.db, [{ to: 'left.behind@example.com', subject: 'Left behind', text: 'Queued before a stop.' }]);
  const options = { db: t.db, smtpUrl: mailServer.url, from: 'portal@example.com', log: t.app.log };
  // Two more instances start on the same outbox: each claims what it sends, so the message goes out once.
  const instances = [createMailer(options), createMailer(options)];
  await vi.waitFor(() => expect(receivedBy('left.behind@example.com')).toHaveLength(1), inTime);
  await Promise.all(instances.map((instance) => instance.close()));
  expect(receivedBy('left.behind@example.com')).toHaveLength(1);
  expect((await t.db.select().from(outbox).where(eq(outbox.id, left!.id)))[0]).toMatchObject({ sentAt: expect.any(Date), nextAttemptAt: null });
});

it('gives a message up after its twelfth refused attempt, keeping the last error', async () => {
  const [mail] = await t.services.mailer.queue(t.db, [{ to: 'refused@example.com', subject: 'Refused', text: 'Never taken.' }]);
  // Eleven attempts behind it already, and due now.
  await t.db.update(outbox).set({ attempts: 11, nextAttemptAt: sql`now()` }).where(eq(outbox.id, mail!.id));
  mailServer.refuseNext(1);
  await t.services.mailer.deliver([]);
  await vi.waitFor(async () => expect((await lastMailTo('refused@example.com')).lastError).toContain('try again later'), inTime);
  expect(await lastMailTo('refused@example.com')).toMatchObject({ sentAt: null, nextAttemptAt: null, attempts: 12 });
  expect(receivedBy('refused@example.com')).toHaveLength(0);
});

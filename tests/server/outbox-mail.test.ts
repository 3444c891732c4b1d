// Without SMTP_URL a reset code must reach the person running the server: the mail is printed to standard output
// whatever the log level (the test app logs nothing at all), besides being kept in the outbox table.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { outbox } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

it('prints a reset code mailed without SMTP_URL', async () => {
  const printed: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
  await call(t, 'sendResetCode', { method: 'POST', url: '/api/reset-code/admin%40demo.test' }, 200);
  vi.restoreAllMocks();
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'admin@demo.test')).orderBy(desc(outbox.createdAt)).limit(1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  // Printed is delivered: a later start with SMTP_URL does not send it again.
  expect(mail?.nextAttemptAt).toBeNull();
  expect(code).toBeDefined();
  const output = printed.join('');
  expect(output).toContain('To: admin@demo.test');
  expect(output).toContain(code);
});

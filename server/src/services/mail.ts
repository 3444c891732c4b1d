// Email goes through this adapter. With SMTP_URL it sends through that server; without it every message is kept
// in the outbox table and printed to standard output whatever the log level, so a local user can read a reset code.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/** How a message kept in the outbox reads on the console. */
export function outboxNotice(mail: Mail): string {
  return [`--- Email (not sent: SMTP_URL is not set) ---`, `To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.text, '---', ''].join('\n');
}

export function createMailer({ db, smtpUrl, from }: { db: Database; smtpUrl: string | undefined; from: string }): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
      if (!transport) {
        // Straight to standard output, not the log: the default log level (warn) would hide it.
        process.stdout.write(outboxNotice(mail));
        return;
      }
      await transport.sendMail({ from, ...mail });
      if (row) await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    },
  };
}

// Email goes through this adapter. With SMTP_URL it sends through that server; without it every message is kept
// in the outbox table and printed to standard output whatever the log level, so a local user can read a reset code.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database, Executor } from '../db/client';
import { insertRecordset } from '../db/insertMany';
import { outbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };
/** A message kept in the outbox, not yet handed to the mail server. */
export type QueuedMail = Mail & { id: string };
export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Hands messages `queueMail` kept (in a transaction that has since committed) to the mail server. */
  deliver(queued: QueuedMail[]): Promise<void>;
};

/** How a message kept in the outbox reads on the console. */
export function outboxNotice(mail: Mail): string {
  return [`--- Email (not sent: SMTP_URL is not set) ---`, `To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.text, '---', ''].join('\n');
}

/** Keeps messages in the outbox inside the caller's transaction, so they exist exactly when what they announce does. */
export async function queueMail(tx: Executor, mails: Mail[]): Promise<QueuedMail[]> {
  // One statement, the messages as one JSON parameter (a spreadsheet's 10,000 welcomes included).
  const rows = await insertRecordset(tx, outbox, mails, { id: outbox.id });
  return rows.map((row, index) => ({ ...(mails[index] as Mail), id: row.id }));
}

export function createMailer({ db, smtpUrl, from }: { db: Database; smtpUrl: string | undefined; from: string }): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const deliver = async (queued: QueuedMail[]) => {
    for (const { id, ...mail } of queued) {
      if (!transport) {
        // Straight to standard output, not the log: the default log level (warn) would hide it.
        process.stdout.write(outboxNotice(mail));
        continue;
      }
      await transport.sendMail({ from, ...mail });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    }
  };
  return {
    async send(mail) {
      await deliver(await queueMail(db, [mail]));
    },
    deliver,
  };
}

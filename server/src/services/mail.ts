// Email goes through this adapter. With SMTP_URL it sends through that server; without it every message is kept
// in the outbox table and printed to the log, so a local user can read a reset code.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

export function createMailer(options: { db: Database; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await options.db.insert(outbox).values(mail).returning({ id: outbox.id });
      if (!transport) {
        options.log.info({ mail: { to: mail.to, subject: mail.subject } }, `Email (outbox) to ${mail.to}: ${mail.subject}\n${mail.text}`);
        return;
      }
      await transport.sendMail({ from: options.from, ...mail });
      if (row) await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    },
  };
}

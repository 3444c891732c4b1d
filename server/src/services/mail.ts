// Email goes through this adapter. Every message is first kept in the outbox table, in the transaction of what it
// announces, so it exists exactly when that does.
// - With SMTP_URL a delivery loop hands the outbox to that server in the background, over a few pooled connections:
//   no request waits on the mail server (10,000 welcomes of an import would take minutes), a failed attempt is tried
//   again after a growing wait, and a message a stopped server left is sent by the next start. Each attempt claims its
//   messages in the database, so several instances share one outbox without sending a message twice.
// - Without it every message is printed to standard output whatever the log level, so a local user can read a reset
//   code.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database, Executor } from '../db/client';
import { insertRecordset } from '../db/insertMany';
import { outbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };
/** A message kept in the outbox, not yet handed to the mail server. */
export type QueuedMail = Mail & { id: string };
export type Mailer = {
  /** Keeps messages in the outbox inside the caller's transaction, so they exist exactly when what they announce does. */
  queue(tx: Executor, mails: Mail[]): Promise<QueuedMail[]>;
  /** Keeps one message in the outbox and delivers it. */
  send(mail: Mail): Promise<void>;
  /**
   * Delivers messages `queue` kept, in a transaction that has since committed: printed at once without SMTP_URL,
   * handed to the mail server in the background with it.
   */
  deliver(queued: QueuedMail[]): Promise<void>;
  /** Stops delivering: the message being sent is finished, the rest wait in the outbox for the next start. */
  close(): Promise<void>;
};

/** How a message kept in the outbox reads on the console. */
export function outboxNotice(mail: Mail): string {
  return [`--- Email (not sent: SMTP_URL is not set) ---`, `To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.text, '---', ''].join('\n');
}

/**
 * Keeps messages in the outbox, in one statement with the messages as one JSON parameter (a spreadsheet's 10,000
 * welcomes included). `due`: for the mail server; printed messages are kept as done, so that a later start with
 * SMTP_URL does not send them again.
 */
async function keepInOutbox(tx: Executor, mails: Mail[], due: boolean): Promise<QueuedMail[]> {
  const rows = await insertRecordset(tx, outbox, due ? mails : mails.map((mail) => ({ ...mail, nextAttemptAt: null })), { id: outbox.id });
  return rows.map((row, index) => ({ ...(mails[index] as Mail), id: row.id }));
}

/** The outbox rows `ids` names, as one uuid[] parameter (a claim's 100 messages would be 100 parameters). */
const outboxRows = (ids: readonly string[]) => sql`${outbox.id} = any(${`{${ids.join(',')}}`}::uuid[])`;

export type MailerOptions = { db: Database; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger };

export function createMailer(options: MailerOptions): Mailer {
  const due = Boolean(options.smtpUrl);
  const mailer = options.smtpUrl ? smtpMailer({ ...options, smtpUrl: options.smtpUrl }) : printingMailer;
  return {
    ...mailer,
    queue: (tx, mails) => keepInOutbox(tx, mails, due),
    async send(mail) {
      await mailer.deliver(await keepInOutbox(options.db, [mail], due));
    },
  };
}

const printingMailer: Pick<Mailer, 'deliver' | 'close'> = {
  async deliver(queued) {
    // Straight to standard output, not the log: the default log level (warn) would hide it.
    for (const mail of queued) process.stdout.write(outboxNotice(mail));
  },
  async close() {},
};

/** Messages one attempt claims. */
const claimedAtOnce = 100;
/** Attempts before a message is given up (its last error stays in the outbox): about five hours of waits. */
const maxAttempts = 12;
/** How often the outbox is looked at for messages due again, or left by another instance. */
const pollMilliseconds = 60_000;
/** How long a stop waits for the messages being sent. */
const closeWaitMilliseconds = 10_000;

function smtpMailer({ db, smtpUrl, from, log }: MailerOptions & { smtpUrl: string }): Pick<Mailer, 'deliver' | 'close'> {
  // A mail server that stops answering fails the attempt within a minute instead of nodemailer's ten.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 3, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }, { from });
  let running: Promise<void> | undefined;
  let askedAgain = false;
  let closed = false;

  /**
   * Claims the messages due: their next attempt moves on by the wait after one more failure (30 s, then doubling, at
   * most an hour), which is also how long another instance leaves them alone.
   */
  async function claimDue() {
    const claimed = await db.execute<{ id: string; to: string; subject: string; text: string; attempts: number }>(sql`
      update ${outbox} set attempts = attempts + 1, next_attempt_at = now() + least(interval '1 hour', interval '30 seconds' * power(2, attempts))
      where id in (select id from ${outbox} where next_attempt_at <= now() order by next_attempt_at limit ${claimedAtOnce} for update skip locked)
      returning id, "to", subject, text, attempts`);
    return claimed.rows;
  }

  async function sendClaimed(mails: Awaited<ReturnType<typeof claimDue>>) {
    const results = await Promise.allSettled(mails.map(({ to, subject, text }) => transport.sendMail({ to, subject, text })));
    const sent = mails.filter((_, index) => results[index]?.status === 'fulfilled').map((mail) => mail.id);
    if (sent.length > 0) await db.update(outbox).set({ sentAt: new Date(), nextAttemptAt: null, lastError: null }).where(outboxRows(sent));
    // The failures by error, so that a mail server that is down costs one statement and one warning per claim, not
    // one per message.
    const failures = new Map<string, { again: string[]; givenUp: string[] }>();
    for (const [index, result] of results.entries()) {
      const mail = mails[index];
      if (result.status === 'fulfilled' || !mail) continue;
      const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
      const failed = failures.get(error) ?? { again: [], givenUp: [] };
      (mail.attempts >= maxAttempts ? failed.givenUp : failed.again).push(mail.id);
      failures.set(error, failed);
    }
    for (const [error, { again, givenUp }] of failures) {
      log.warn({ error, triedAgainLater: again.length, givenUp: givenUp.length }, 'Emails not sent');
      if (again.length > 0) await db.update(outbox).set({ lastError: error }).where(outboxRows(again));
      if (givenUp.length > 0) await db.update(outbox).set({ lastError: error, nextAttemptAt: null }).where(outboxRows(givenUp));
    }
  }

  async function deliverUntilNothingIsDue() {
    try {
      do {
        askedAgain = false;
        for (let claimed = await claimDue(); claimed.length > 0 && !closed; claimed = closed ? [] : await claimDue()) await sendClaimed(claimed);
      } while (askedAgain && !closed);
    } catch (error) {
      log.error({ err: error }, 'Email delivery stopped; it resumes within a minute');
    } finally {
      // In the same step as the last look at askedAgain: a message queued in between would otherwise wait for the poll.
      running = undefined;
    }
  }

  /** Delivers until nothing is due; a call while it runs makes it look once more when it ends. */
  function deliverDue() {
    if (closed) return;
    if (running) {
      askedAgain = true;
      return;
    }
    running = deliverUntilNothingIsDue();
  }

  const poll = setInterval(deliverDue, pollMilliseconds);
  poll.unref();
  // What a stopped server left is due now.
  deliverDue();

  return {
    async deliver() {
      deliverDue();
    },
    async close() {
      closed = true;
      clearInterval(poll);
      // A stop waits for the messages being sent, but not for a slow mail server: what it has not taken by then is
      // claimed again once due (30 seconds on).
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, closeWaitMilliseconds).unref())]);
      transport.close();
    },
  };
}

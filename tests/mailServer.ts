// A real SMTP server (smtp-server) on a free port of this machine, for the tests of a portal started with SMTP_URL: it
// keeps every message it takes, and can be told to refuse the next ones as a busy mail server does.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; message: string };

export async function startMailServer() {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let message = '';
      stream.on('data', (chunk: Buffer) => (message += chunk.toString()));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        // As written, not as sent: quoted-printable breaks long lines and escapes some characters.
        const written = message.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), message: written });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    /** The portal's SMTP_URL. */
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages taken for `email`. */
    receivedBy: (email: string) => received.filter((mail) => mail.to.includes(email)),
    /** Refuses the next `count` messages (451, "try again later"). */
    refuseNext(count: number) {
      refusals = count;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;

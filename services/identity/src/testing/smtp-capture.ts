import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port (plain SMTP, as a local relay speaks it) keeping what it gets. */
export async function startSmtpCapture() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      refused += 1;
      // 451: the relay's "try again later", as one under an outage answers.
      callback(Object.assign(new Error('mailbox unavailable, try again later'), { responseCode: 451 }));
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Recipients refused so far. */
    refused: () => refused,
    /** From now on every recipient is refused for the time being, as a relay in trouble does. */
    refuseRecipients() {
      refusing = true;
    },
    /** Ends an outage `refuseRecipients` began. */
    acceptRecipients() {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

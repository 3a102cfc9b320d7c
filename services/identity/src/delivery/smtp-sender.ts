import { createTransport } from 'nodemailer';
import type { MessageSender } from './outbound-message.ts';

/** E-mail over SMTP (nodemailer). The URL carries host, port, TLS and credentials. */
export function smtpSender(smtpUrl: string, from: string): MessageSender {
  // nodemailer's logger stays at its default, off: it would print message bodies, codes included.
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? undefined,
        text: message.text,
      });
    },
  };
}

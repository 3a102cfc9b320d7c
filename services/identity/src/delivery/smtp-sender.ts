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
        ...(message.html ? { html: message.html } : {}),
        // RFC 8058: a mail client's own "unsubscribe" button posts to the link, one click.
        ...(message.unsubscribeUrl
          ? {
              list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Unsubscribe' } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
  };
}

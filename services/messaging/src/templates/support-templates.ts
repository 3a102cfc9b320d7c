import { escapeHtml, layoutHtml, paragraph, type RenderedMail } from './layout.ts';

export interface SupportMessageMail {
  messageId: string;
  name: string;
  email: string;
  message: string;
  receivedAt: string;
}

/** To support: the whole message, with the address to answer (Reply-To is not trusted: it was typed). */
export function supportForwardMail(productName: string, m: SupportMessageMail): RenderedMail {
  const subject = `Support message from ${m.name.replace(/\s+/g, ' ').slice(0, 60)}`;
  const text = `From: ${m.name} <${m.email}> (typed in the form, not proved)\nReceived: ${m.receivedAt}\nReference: ${m.messageId}\n\n${m.message}`;
  const html = layoutHtml({
    productName,
    bodyHtml: [
      paragraph(
        `From: <strong>${escapeHtml(m.name)}</strong> &lt;${escapeHtml(m.email)}&gt; (typed in the form, not proved)`,
      ),
      paragraph(`Received ${escapeHtml(m.receivedAt)} · reference ${escapeHtml(m.messageId)}`),
      `<pre style="white-space:pre-wrap;font:inherit;margin:0">${escapeHtml(m.message)}</pre>`,
    ].join('\n'),
  });
  return { subject, text, html };
}

/**
 * To the address typed in the form. Nobody proved it is theirs, so the mail is fixed text: it
 * echoes nothing they wrote (not their name, not their message) and links nowhere, so the form
 * cannot be used to send someone else words or a link in the shop's name (docs/messaging.md).
 */
export function supportAcknowledgementMail(productName: string): RenderedMail {
  const subject = `${productName}: we've got your message`;
  const lines = [
    'Thank you for writing to us. Your message reached our support team and we will reply by e-mail within one working day.',
    'If you did not write to us, someone typed your address by mistake: you can ignore this e-mail, and we will not write again unless you ask us something.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${productName} support`,
    html: layoutHtml({ productName, bodyHtml: lines.map((l) => paragraph(escapeHtml(l))).join('\n') }),
  };
}

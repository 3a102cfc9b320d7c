import type { ContactKind } from '@wine/contracts/identity/contact';
import { signInCodeLimits } from '../domain/sign-in-code/sign-in-code-limits.ts';
import type { OutboundMessage } from './outbound-message.ts';

const lifetimeMinutes = signInCodeLimits.codeLifetimeMs / 60_000;

/** The code (and the magic link, when one was asked for) as e-mail or SMS. Texts are ours. */
export function signInMessage(input: {
  kind: ContactKind;
  to: string;
  code: string;
  linkUrl: string | null;
  productName: string;
}): OutboundMessage {
  const { kind, to, code, linkUrl, productName } = input;
  if (kind === 'phone') {
    const link = linkUrl ? `\nOr sign in: ${linkUrl}` : '';
    return {
      channel: 'phone',
      to,
      subject: null,
      text: `${code} is your ${productName} code. It expires in ${lifetimeMinutes} minutes.${link}`,
    };
  }
  const link = linkUrl ? `\n\nOr sign in with this link: ${linkUrl}` : '';
  return {
    channel: 'email',
    to,
    subject: `Your ${productName} sign-in code`,
    text:
      `Your sign-in code is ${code}. It expires in ${lifetimeMinutes} minutes.${link}\n\n` +
      'If you did not ask to sign in, ignore this message: no one can sign in without the code.',
  };
}

/**
 * Where a magic link lands. The token travels in the fragment, which browsers never send to a
 * server, so it stays out of access logs and Referer headers.
 */
export function magicLinkUrl(base: string, token: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return `${root}auth/magic-link#token=${token}`;
}

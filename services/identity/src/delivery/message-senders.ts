import type { IdentityConfig } from '../config/identity-config.ts';
import type { DevInbox } from './dev-inbox.ts';
import type { MessageSender, MessageSenders } from './outbound-message.ts';
import { smtpSender } from './smtp-sender.ts';

// Every message reaches both: the real channel and, in development, the inbox too.
const both = (first: MessageSender, second: MessageSender): MessageSender => ({
  async send(message) {
    await Promise.all([first.send(message), second.send(message)]);
  },
});

// No SMS provider is contracted yet: in production a phone code fails to send (the caller
// gets 'Failed to generate magic link') rather than vanishing.
const noSmsProvider: MessageSender = {
  async send() {
    throw new Error('No SMS provider is configured');
  },
};

/**
 * E-mail over SMTP when SMTP_URL is set; SMS through the provider port. In development
 * (`inbox` given) everything is also recorded in the dev inbox, and with no SMTP_URL only there.
 */
export function messageSenders(
  config: Pick<IdentityConfig, 'SMTP_URL' | 'MAIL_FROM'>,
  inbox?: DevInbox,
): MessageSenders {
  const smtp = config.SMTP_URL ? smtpSender(config.SMTP_URL, config.MAIL_FROM) : undefined;
  if (!inbox) {
    if (!smtp) throw new Error('SMTP_URL must be set when there is no development inbox');
    return { email: smtp, phone: noSmsProvider };
  }
  return { email: smtp ? both(smtp, inbox) : inbox, phone: inbox };
}

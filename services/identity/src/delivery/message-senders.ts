import type { IdentityConfig } from '../config/identity-config.ts';
import type { DevInbox } from './dev-inbox.ts';
import type { MessageSender, MessageSenders } from './outbound-message.ts';
import { smsSender } from './sms-sender.ts';
import { smtpSender } from './smtp-sender.ts';

// Every message reaches both: the real channel and, in development, the inbox too.
const both = (first: MessageSender, second: MessageSender): MessageSender => ({
  async send(message) {
    await Promise.all([first.send(message), second.send(message)]);
  },
});

// The second only once the first took the message.
const inOrder = (first: MessageSender, second: MessageSender): MessageSender => ({
  async send(message) {
    await first.send(message);
    await second.send(message);
  },
});

// Without SMS_URL in production a phone code fails to send (the caller gets 'Failed to generate
// magic link') rather than vanishing.
const noSmsProvider: MessageSender = {
  async send() {
    throw new Error('No SMS provider is configured');
  },
};

/**
 * E-mail over SMTP when SMTP_URL is set; SMS through the provider when SMS_URL is. In development
 * (`inbox` given) everything is also recorded in the dev inbox, and with neither set only there.
 */
export function messageSenders(
  config: Pick<IdentityConfig, 'SMTP_URL' | 'MAIL_FROM' | 'SMS_URL' | 'SMS_FROM'>,
  inbox?: DevInbox,
): MessageSenders {
  const smtp = config.SMTP_URL ? smtpSender(config.SMTP_URL, config.MAIL_FROM) : undefined;
  const sms = config.SMS_URL ? smsSender(config.SMS_URL, config.SMS_FROM) : undefined;
  if (!inbox) {
    if (!smtp) throw new Error('SMTP_URL must be set when there is no development inbox');
    return { email: smtp, phone: sms ?? noSmsProvider };
  }
  // The provider first: a number it refuses is not recorded as sent.
  return { email: smtp ? both(smtp, inbox) : inbox, phone: sms ? inOrder(sms, inbox) : inbox };
}

import { CustomerMessageEnvelope } from '@wine/contracts/customer-message';
import { type Effect, PermanentEffectFailure } from '@wine/platform/effects/effect';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { Logger } from '@wine/platform/observability/logger';
import DataLoader from 'dataloader';
import type { MessageSender } from '../delivery/outbound-message.ts';

export interface CustomerMailDeps {
  /** The e-mail each person proved, if any (identity's users): null for someone with none. */
  provedEmailsOf(userIds: readonly string[]): Promise<Map<string, string | null>>;
  email: MessageSender;
  logger: Pick<Logger, 'info'>;
}

const messageRequests = streamEvents(CustomerMessageEnvelope);

/** SMTP's 5xx replies are final (no such mailbox, refused): retrying sends nothing more. */
const refusedForGood = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
};

/**
 * Customer messages other contexts ask for (an order confirmation, a dispatch notice) go out
 * from here, the one context that holds the addresses: to the e-mail the person proved, read
 * when the message goes (never an address from a request), once per message. Someone with no
 * proved e-mail (a guest, a phone-only sign-in, an erased account) gets none, which is logged.
 */
export function customerMail(deps: CustomerMailDeps, contexts: string[]): Effect {
  // A window of mails is performed at once: their addresses are read together, in one look-up
  // instead of one each. Not cached: each mail reads the address as it is when it goes.
  const addresses = new DataLoader<string, string | null>(
    async (userIds) => {
      const emails = await deps.provedEmailsOf(userIds);
      return userIds.map((userId) => emails.get(userId) ?? null);
    },
    { cache: false },
  );
  return {
    name: 'identity-customer-mail',
    contexts,
    handles: ['CustomerMessageRequested'],
    // Mails to different people, or one person's different mails, need no order among themselves.
    concurrency: 16,
    async perform(event) {
      const { messageId, userId, subject, text, html, unsubscribeUrl } = messageRequests.read(event).data;
      const to = await addresses.load(userId);
      if (to === null) {
        deps.logger.info({ messageId, userId }, 'customer message not sent: no proved e-mail');
        return;
      }
      try {
        await deps.email.send({
          channel: 'email',
          to,
          subject,
          text,
          ...(html ? { html } : {}),
          ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
        });
      } catch (err) {
        if (refusedForGood(err))
          throw new PermanentEffectFailure('The mail server refused the message', { cause: err });
        throw err;
      }
    },
  };
}

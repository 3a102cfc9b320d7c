import { SupportEventEnvelope } from '@wine/contracts/messaging/messaging-events';
import { type Effect, PermanentEffectFailure } from '@wine/platform/effects/effect';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { Mailer } from '../app/messaging-services.ts';
import type { SupportTextKeys } from '../app/support-text-keys.ts';
import type { RenderedMail } from '../templates/layout.ts';
import {
  type SupportMessageMail,
  supportAcknowledgementMail,
  supportForwardMail,
} from '../templates/support-templates.ts';

const supportEvents = streamEvents(SupportEventEnvelope);

/** SMTP's 5xx replies are final (no such mailbox): retrying sends nothing more. */
const refusedForGood = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
};

export interface SupportMailDeps {
  mailer: Mailer;
  supportText: SupportTextKeys;
  supportEmail: string;
  productName: string;
}

// Two effects, not one sending both: each mail is recorded done on its own, so a failure of the
// second (the customer's server down) never sends support the message twice.
function supportEffect(
  name: string,
  deps: SupportMailDeps,
  mail: (received: SupportMessageMail) => { to: string; rendered: RenderedMail },
): Effect {
  return {
    name,
    contexts: ['messaging'],
    handles: ['SupportMessageReceived'],
    concurrency: 8,
    async perform(event) {
      const { messageId, contents, receivedAt } = supportEvents.read(event).data;
      const text =
        contents.form === 'sealed' ? await deps.supportText.open(messageId, contents.sealed) : contents;
      // Erased before it was mailed: there is nothing left to send, and nobody to send it to.
      if (!text) return;
      const { name, email, message } = text;
      const { to, rendered } = mail({ messageId, name, email, message, receivedAt });
      try {
        await deps.mailer.send({ channel: 'email', to, ...rendered });
      } catch (err) {
        if (refusedForGood(err))
          throw new PermanentEffectFailure('The mail server refused the message', { cause: err });
        throw err;
      }
    },
  };
}

/** Each message to support is mailed to the support address, and acknowledged to the address typed, once each. */
export const supportMail = (deps: SupportMailDeps): Effect[] => [
  supportEffect('messaging-support-forward', deps, (received) => ({
    to: deps.supportEmail,
    rendered: supportForwardMail(deps.productName, received),
  })),
  supportEffect('messaging-support-acknowledgement', deps, (received) => ({
    to: received.email,
    rendered: supportAcknowledgementMail(deps.productName),
  })),
];

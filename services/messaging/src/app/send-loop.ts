import type { Running } from '@wine/platform/runtime/context-face';
import type { AudienceReader } from '../read/audience-reader.ts';
import type { MessagingServices } from './messaging-services.ts';
import { forgetOldCounters } from './rate-limits.ts';
import { sendDueBroadcasts, settleHeldAlerts } from './send-due-messages.ts';

/**
 * What only a serving process runs: every `everyMs`, settle the back-in-stock alerts held long
 * enough and send the broadcasts due. Two processes running it at once decide nothing twice:
 * every decision is idempotent on its stream (a message id, a held alert, a broadcast).
 */
export function startSendLoop(services: MessagingServices, reader: AudienceReader, everyMs = 1000): Running {
  let stopped = false;
  let rounds = 0;
  const round = async () => {
    try {
      await settleHeldAlerts(services, reader);
      await sendDueBroadcasts(services, reader);
      // Counters of past hours, now and then.
      if (++rounds % 600 === 1) await forgetOldCounters(services);
    } catch (err) {
      services.logger.warn({ err }, 'messaging send loop: round failed, tried again next round');
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await round();
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

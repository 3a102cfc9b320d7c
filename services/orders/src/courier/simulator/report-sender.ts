import type { Logger } from '@wine/platform/observability/logger';
import { signCourierReport } from '../courier-signature.ts';

const RETRY_DELAYS_MS = [250, 1000, 4000, 15_000, 60_000];

/**
 * Delivers the simulator's reports as a courier's webhooks arrive: a signed POST of the JSON,
 * retried with back-off until the shop answers 2xx (so reports may arrive late and out of order).
 */
export function reportSender(options: { url: string; secret: string; logger: Logger }) {
  const { url, secret, logger } = options;
  const timers = new Set<NodeJS.Timeout>();

  async function deliver(report: { id: string; type: string }, attempt: number): Promise<void> {
    const payload = JSON.stringify(report);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'courier-signature': signCourierReport(payload, secret, new Date()),
        },
        body: payload,
      });
      if (response.ok) return;
      throw new Error(`courier webhook answered ${response.status}`);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        logger.error({ err: error, reportId: report.id, type: report.type }, 'courier report given up');
        return;
      }
      logger.warn({ err: error, reportId: report.id, attempt }, 'courier report failed; retrying');
      const timer = setTimeout(() => {
        timers.delete(timer);
        void deliver(report, attempt + 1);
      }, delay).unref();
      timers.add(timer);
    }
  }

  return {
    send: (report: { id: string; type: string }) => void deliver(report, 0),
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

import type { Logger } from '@wine/platform/observability/logger';
import { type RetryOptions, retry } from '@wine/platform/resilience/retry';
import { signCourierReport } from '../courier-signature.ts';

/** Waits of 250 ms, 1 s, 4 s, 16 s and a minute, then the report is given up. */
const REPORT_RETRIES: RetryOptions = { retries: 5, firstMs: 250, factor: 4, maxMs: 60_000 };

/**
 * Delivers the simulator's reports as a courier's webhooks arrive: a signed POST of the JSON,
 * retried with back-off until the shop answers 2xx (so reports may arrive late and out of order).
 */
export function reportSender(options: { url: string; secret: string; logger: Logger }) {
  const { url, secret, logger } = options;
  const stopping = new AbortController();

  async function post(report: { id: string; type: string }): Promise<void> {
    const payload = JSON.stringify(report);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'courier-signature': signCourierReport(payload, secret, new Date()),
      },
      body: payload,
    });
    if (!response.ok) throw new Error(`courier webhook answered ${response.status}`);
  }

  async function deliver(report: { id: string; type: string }): Promise<void> {
    await retry(() => post(report), {
      ...REPORT_RETRIES,
      signal: stopping.signal,
      onError: (err, attempt) =>
        logger.warn({ err, reportId: report.id, attempt: attempt - 1 }, 'courier report failed; retrying'),
    }).catch((err: unknown) => {
      if (stopping.signal.aborted) return;
      logger.error({ err, reportId: report.id, type: report.type }, 'courier report given up');
    });
  }

  return {
    send: (report: { id: string; type: string }) => void deliver(report),
    stop: () => stopping.abort(),
  };
}

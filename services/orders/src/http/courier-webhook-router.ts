import { CourierReport } from '@wine/contracts/orders/courier';
import { DomainError } from '@wine/platform/errors/domain-error';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { Hono } from 'hono';
import { applyCourierReport, type CourierReportDeps } from '../app/courier-reports.ts';
import { COURIER_SIGNATURE_HEADER, isSignedCourierReport } from '../courier/courier-signature.ts';

/**
 * POST /api/courier/webhook (mounted before the bearer check: the courier signs, it has no
 * token). The signature is checked on the raw body before anything is read; a missing, forged or
 * stale one is 400 and nothing happens. A report is then recorded on its dispatch's orders.
 */
export function courierWebhookRouter(deps: CourierReportDeps & { webhookSecret: string }) {
  const app = new Hono();
  app.post('/api/courier/webhook', async (c) => {
    const raw = await c.req.text();
    const signature = c.req.header(COURIER_SIGNATURE_HEADER) ?? '';
    if (!isSignedCourierReport(raw, signature, deps.webhookSecret, deps.clock())) {
      deps.logger.warn({ signature: signature.slice(0, 20) }, 'courier webhook refused: bad signature');
      throw new DomainError('VALIDATION_ERROR', 'Invalid courier webhook signature', 400, {
        header: COURIER_SIGNATURE_HEADER,
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new DomainError('VALIDATION_ERROR', 'The courier report is not JSON', 400);
    }
    const report = CourierReport.safeParse(body);
    if (!report.success) {
      throw new DomainError('VALIDATION_ERROR', 'Invalid courier report', 400, {
        issues: report.error.issues,
      });
    }
    const { refused } = await applyCourierReport(deps, report.data, metadataFromContext());
    return c.json({ received: true, refused }, 200);
  });
  return app;
}

import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { CourierReport } from '@wine/contracts/orders/courier';
import { DomainError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { Logger } from '@wine/platform/observability/logger';
import type { FulfilmentCommand } from '../domain/fulfilment-commands.ts';
import { courierReports } from '../observability/orders-metrics.ts';
import { decideOnOrder } from './decide-on-order.ts';

export interface CourierReportDeps {
  store: EventStore;
  clock: () => Date;
  /** For the dispatch notice's subject line. */
  productName: string;
  logger: Pick<Logger, 'warn'>;
}

function commandFor(
  report: CourierReport,
  orderId: string,
  productName: string,
  now: string,
): FulfilmentCommand {
  const { reference: dispatchId, trackingReference } = report.parcel;
  const parcel = { orderId, dispatchId, trackingReference, productName, reportedBy: 'courier' as const };
  switch (report.type) {
    case 'parcel.shipped':
      return { type: 'RecordShipment', data: { ...parcel, shippedAt: report.shippedAt }, metadata: { now } };
    case 'parcel.delivery_failed': {
      const { attempt, reason, nextAttemptAt, failedAt } = report;
      return {
        type: 'RecordMissedDelivery',
        data: { ...parcel, attempt, reason, nextAttemptAt, failedAt },
        metadata: { now },
      };
    }
    case 'parcel.delivered':
      return {
        type: 'RecordDelivery',
        data: { ...parcel, deliveredAt: report.deliveredAt },
        metadata: { now },
      };
    default: {
      const unreachable: never = report;
      return unreachable;
    }
  }
}

/**
 * A courier report, recorded on each order of its dispatch through the order decider. The same
 * report twice records nothing more (each decision is idempotent). An order the report cannot
 * move (not in that dispatch, held back since) is left as it is and logged: the courier is told
 * the report arrived, since sending it again would change nothing.
 */
export async function applyCourierReport(
  deps: CourierReportDeps,
  report: CourierReport,
  metadata: EventMetadata,
): Promise<{ refused: string[] }> {
  const now = deps.clock().toISOString();
  const refused: string[] = [];
  for (const orderId of report.parcel.orderIds) {
    try {
      await decideOnOrder(deps.store, commandFor(report, orderId, deps.productName, now), metadata);
      courierReports.inc({ type: report.type, outcome: 'recorded' });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      refused.push(orderId);
      courierReports.inc({ type: report.type, outcome: 'refused' });
      deps.logger.warn(
        { orderId, reportId: report.id, type: report.type, dispatchId: report.parcel.reference, err },
        'courier report refused for an order',
      );
    }
  }
  return { refused };
}

import { randomBytes, randomInt } from 'node:crypto';
import type { CourierReport } from '@wine/contracts/orders/courier';
import type { ParcelAnswer, ParcelRequest } from '../courier-api.ts';

/** When the simulated courier acts (docs/orders.md, "The courier simulator"). */
export interface CourierSchedule {
  /** From booking to collecting the parcel at the warehouse: it ships (the order is DISPATCHED). */
  collectAfterMs: number;
  /** From collection to the doorstep, and between a missed attempt and the next one. */
  deliverAfterMs: number;
}

interface Parcel extends ParcelAnswer {
  idempotencyKey: string;
  fingerprint: string;
}

const view = ({ idempotencyKey: _key, fingerprint: _fingerprint, ...parcel }: Parcel): ParcelAnswer => parcel;
const fingerprintOf = (request: ParcelRequest) =>
  JSON.stringify([request.reference, [...request.orderIds].sort(), request.caseSlots, request.recipientId]);

export type BookingOutcome =
  | { kind: 'created' | 'replayed'; parcel: ParcelAnswer }
  | { kind: 'key reused'; parcel: ParcelAnswer };

/**
 * A courier in memory: it books parcels (one per Idempotency-Key), collects each after
 * `collectAfterMs`, and tries the door after `deliverAfterMs`. An attempt fails when the
 * recipient was marked not at home (once per mark); the courier comes again after another
 * `deliverAfterMs`. Each step is reported through `report`, as a courier's webhooks.
 */
export function simulatedCourier(options: {
  schedule: CourierSchedule;
  report: (report: CourierReport) => void;
}) {
  const { schedule, report } = options;
  const parcels = new Map<string, Parcel>();
  const byKey = new Map<string, Parcel>();
  const notAtHome = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, step: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      step();
    }, ms).unref();
    timers.add(timer);
  };
  const newReportId = () => `cre_${randomBytes(12).toString('hex')}`;
  const reported = ({ id, reference, orderIds, trackingReference }: Parcel) => ({
    id,
    reference,
    orderIds,
    trackingReference,
  });

  function collect(parcel: Parcel) {
    parcel.status = 'in_transit';
    report({
      id: newReportId(),
      type: 'parcel.shipped',
      parcel: reported(parcel),
      shippedAt: new Date().toISOString(),
    });
    later(schedule.deliverAfterMs, () => attemptDelivery(parcel));
  }

  function attemptDelivery(parcel: Parcel) {
    parcel.attempts += 1;
    const misses = notAtHome.get(parcel.recipientId) ?? 0;
    if (misses > 0) {
      notAtHome.set(parcel.recipientId, misses - 1);
      const now = Date.now();
      report({
        id: newReportId(),
        type: 'parcel.delivery_failed',
        parcel: reported(parcel),
        attempt: parcel.attempts,
        reason: 'nobody was in to sign for it',
        nextAttemptAt: new Date(now + schedule.deliverAfterMs).toISOString(),
        failedAt: new Date(now).toISOString(),
      });
      later(schedule.deliverAfterMs, () => attemptDelivery(parcel));
      return;
    }
    parcel.status = 'delivered';
    report({
      id: newReportId(),
      type: 'parcel.delivered',
      parcel: reported(parcel),
      deliveredAt: new Date().toISOString(),
    });
  }

  return {
    book(request: ParcelRequest, idempotencyKey: string): BookingOutcome {
      const earlier = byKey.get(idempotencyKey);
      if (earlier) {
        const kind = earlier.fingerprint === fingerprintOf(request) ? 'replayed' : 'key reused';
        return { kind, parcel: view(earlier) };
      }
      const parcel: Parcel = {
        ...request,
        id: `prc_${randomBytes(12).toString('hex')}`,
        trackingReference: `SIM${String(randomInt(1e9)).padStart(9, '0')}GB`,
        status: 'booked',
        attempts: 0,
        idempotencyKey,
        fingerprint: fingerprintOf(request),
      };
      parcels.set(parcel.id, parcel);
      byKey.set(idempotencyKey, parcel);
      later(schedule.collectAfterMs, () => collect(parcel));
      return { kind: 'created', parcel: view(parcel) };
    },
    parcel: (id: string): ParcelAnswer | undefined => {
      const parcel = parcels.get(id);
      return parcel && view(parcel);
    },
    /** Parcels booked so far, oldest first (what the courier's account would list). */
    parcels: (): ParcelAnswer[] => [...parcels.values()].map(view),
    /** The recipient's next delivery attempt fails (nobody to sign); marks add up. */
    markNotAtHome(recipientId: string): number {
      const misses = (notAtHome.get(recipientId) ?? 0) + 1;
      notAtHome.set(recipientId, misses);
      return misses;
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
export type SimulatedCourier = ReturnType<typeof simulatedCourier>;

/** Time comes in with the command, never from a clock inside domain/. */
interface Metadata {
  now: string;
}

/** What every courier report (or the warehouse's word) says of the parcel. */
interface ParcelReport {
  orderId: string;
  dispatchId: string;
  trackingReference: string;
  /** For the dispatch notice's subject line. */
  productName: string;
  reportedBy: 'courier' | 'operations';
}

/** The courier collected the dispatch (or the warehouse booked one by hand and says so). */
export interface RecordShipment {
  type: 'RecordShipment';
  data: ParcelReport & { shippedAt: string };
  metadata: Metadata;
}

/** The courier came and nobody could sign: it keeps the parcel and tries again. */
export interface RecordMissedDelivery {
  type: 'RecordMissedDelivery';
  data: ParcelReport & { attempt: number; reason: string; nextAttemptAt: string; failedAt: string };
  metadata: Metadata;
}

/** The courier handed the parcel over, signed for. */
export interface RecordDelivery {
  type: 'RecordDelivery';
  data: ParcelReport & { deliveredAt: string };
  metadata: Metadata;
}

/** Who holds an order: the warehouse, or the customer who owns it. */
type Holder = { by: 'operations' } | { by: 'customer'; userId: string };

/** The warehouse (or the customer) keeps an order out of any dispatch. */
export interface HoldDispatch {
  type: 'HoldDispatch';
  data: { orderId: string } & Holder;
  metadata: Metadata;
}

export interface ReleaseDispatchHold {
  type: 'ReleaseDispatchHold';
  data: { orderId: string } & Holder;
  metadata: Metadata;
}

export type FulfilmentCommand =
  | RecordShipment
  | RecordMissedDelivery
  | RecordDelivery
  | HoldDispatch
  | ReleaseDispatchHold;

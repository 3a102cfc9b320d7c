/**
 * An order's part in a dispatch, from DispatchRequested on: which dispatch, and what the courier
 * has said of its parcel so far.
 */
export interface OrderFulfilment {
  dispatchId: string;
  /**
   * The dispatch's first order. A dispatch is one parcel, so the booking and the customer's
   * messages hang on one order's stream, and happen once, not once per order.
   */
  leadsDispatch: boolean;
  orderCount: number;
  caseSlots: number;
  trackingReference: string | null;
  parcel: 'awaiting courier' | 'on its way' | 'attempt failed' | 'delivered';
  failedAttempts: number;
}

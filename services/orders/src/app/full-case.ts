import type { EventMetadata } from '@wine/contracts/event-envelope';
import { CASE_SLOTS, MAX_ORDERS_PER_DISPATCH, slotsToFillCase } from '@wine/contracts/orders/delivery';
import { DomainError } from '@wine/platform/errors/domain-error';
import type { PlacedOrder } from '../domain/order.ts';
import { customerOrders, decideOnOrder, loadOrder } from './decide-on-order.ts';
import { dispatchOrders } from './dispatch-orders.ts';
import type { PaymentDeps } from './payment-port.ts';

interface FullCase {
  orders: PlacedOrder[];
  waitingSlots: number;
  slotsToFill: number;
  dispatchId: string | null;
}

/** The customer's orders waiting for a full case, oldest first. */
async function waitingOrders(deps: PaymentDeps, userId: string): Promise<PlacedOrder[]> {
  return (await customerOrders(deps.store, userId)).filter((order) => order.status === 'PENDING');
}

/**
 * The customer's paid orders wait for their case to fill ('Complete case to unlock'). Once the
 * orders waiting fill whole cases, all of them are sent together, free (dispatchOrders, so a
 * retry finds the dispatch done); until then each new order the customer adds brings it closer.
 */
export async function waitForFullCase(
  deps: PaymentDeps,
  userId: string,
  orderIds: readonly string[],
  metadata: EventMetadata,
): Promise<FullCase> {
  // Odd slots can keep whole cases out of reach for ever (1 + 12 + 12 ...): the orders waiting
  // stay within what one dispatch may send.
  const already = (await waitingOrders(deps, userId)).map((o) => o.orderId);
  if (new Set([...already, ...orderIds]).size > MAX_ORDERS_PER_DISPATCH) {
    throw new DomainError(
      'CONFLICT',
      `At most ${MAX_ORDERS_PER_DISPATCH} orders can wait for one case; send some of them first`,
      409,
      { waiting: already.length },
    );
  }
  const now = deps.clock().toISOString();
  for (const orderId of orderIds) {
    const command = { type: 'WaitForFullCase' as const, data: { orderId, userId }, metadata: { now } };
    await decideOnOrder(deps.store, command, metadata);
  }
  const waiting = await waitingOrders(deps, userId);
  const waitingSlots = waiting.reduce((slots, order) => slots + order.totals.caseSlots, 0);
  const full = waitingSlots > 0 && waitingSlots % CASE_SLOTS === 0;
  const sent = full
    ? await dispatchOrders(deps, userId, { orderIds: waiting.map((o) => o.orderId) }, metadata)
    : null;
  const named = await Promise.all(orderIds.map((orderId) => loadOrder(deps.store, orderId)));
  const left = sent ? 0 : waitingSlots;
  return {
    orders: named,
    waitingSlots: left,
    slotsToFill: slotsToFillCase(left),
    dispatchId: sent?.dispatchId ?? null,
  };
}

/** The order stops waiting: back in storage, ready for dispatch as the customer likes. */
export async function stopWaitingForFullCase(
  deps: PaymentDeps,
  { orderId, userId }: { orderId: string; userId: string },
  metadata: EventMetadata,
): Promise<PlacedOrder> {
  const now = deps.clock().toISOString();
  const command = { type: 'StopWaitingForFullCase' as const, data: { orderId, userId }, metadata: { now } };
  return (await decideOnOrder(deps.store, command, metadata)).order;
}

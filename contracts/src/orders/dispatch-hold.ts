import { z } from 'zod';
import { OrderId } from './order-events.ts';

/**
 * POST /api/orders/hold-dispatch and /api/orders/release-dispatch-hold: the customer keeps a paid
 * order in storage, out of any dispatch ('Paid hold dispatch'), and lets it go again. A hold the
 * warehouse put on is the warehouse's to lift.
 */
export const DispatchHoldRequest = z.object({ orderId: OrderId }).meta({ id: 'DispatchHoldRequest' });
export type DispatchHoldRequest = z.infer<typeof DispatchHoldRequest>;

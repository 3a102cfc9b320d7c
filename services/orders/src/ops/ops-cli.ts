// npm run ops -- list | mark-dispatched <dispatchId> <tracking> | hold <orderId> | release <orderId>:
// the warehouse's operations on orders (see USAGE and docs/orders.md, "Fulfilment"). Each goes
// through the order decider, as the customer's and the courier's own commands do.
import { randomUUID } from 'node:crypto';
import { orderStatusLabel } from '@wine/contracts/order-status';
import { argsOrExit } from '@wine/platform/cli/cli-args';
import { loadConfig } from '@wine/platform/config/load-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { createPool } from '@wine/platform/db/pool';
import { DomainError } from '@wine/platform/errors/domain-error';
import { EventStore } from '@wine/platform/event-store/event-store';
import { z } from 'zod';
import { type OpsCommand, parseOpsArgs, USAGE } from './ops-args.ts';
import {
  holdOrder,
  listDispatchRequests,
  markDispatched,
  releaseOrder,
  type WarehouseDeps,
} from './warehouse-operations.ts';

async function run(command: OpsCommand, deps: WarehouseDeps): Promise<string[]> {
  switch (command.command) {
    case 'list': {
      const requests = await listDispatchRequests(deps.pool);
      if (requests.length === 0) return ['No dispatch requests waiting.'];
      return requests.map(
        (r) =>
          `${r.dispatchId}  ${r.orderIds.length} order(s), ${r.caseSlots} slots, customer ${r.userId}: ${r.orderIds.join(' ')}`,
      );
    }
    case 'mark-dispatched': {
      const orders = await markDispatched(deps, command.dispatchId, command.trackingReference);
      return orders.map((o) => `${o.orderId}: ${orderStatusLabel(o.status)} (${command.trackingReference})`);
    }
    case 'hold': {
      const order = await holdOrder(deps, command.orderId);
      return [`${order.orderId}: ${orderStatusLabel(order.status)}`];
    }
    case 'release': {
      const order = await releaseOrder(deps, command.orderId);
      return [`${order.orderId}: ${orderStatusLabel(order.status)}`];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

const command = argsOrExit(USAGE, parseOpsArgs);
const config = loadConfig(
  z.object({
    DATABASE_URL: platformConfigSchema.shape.DATABASE_URL,
    PRODUCT_NAME: z.string().min(1).default('Cellar Door'),
  }),
);
const pool = createPool(config.DATABASE_URL, { applicationName: 'ops-cli' });
const deps: WarehouseDeps = {
  pool,
  store: new EventStore(pool),
  clock: () => new Date(),
  productName: config.PRODUCT_NAME,
  metadata: { correlationId: randomUUID(), causationId: null, userId: null, region: 'GB' },
};
try {
  for (const line of await run(command, deps)) console.log(line);
} catch (err) {
  if (!(err instanceof DomainError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await pool.end();
}

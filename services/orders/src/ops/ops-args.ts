import { readCliArgs, UsageError } from '@wine/platform/cli/cli-args';

export type OpsCommand =
  | { command: 'list' }
  | { command: 'mark-dispatched'; dispatchId: string; trackingReference: string }
  | { command: 'hold' | 'release'; orderId: string };

export const USAGE = `Usage (the warehouse's operations on orders; docs/orders.md, "Fulfilment"):
  npm run ops -- list
      The dispatch requests waiting for the courier, oldest first: dispatch id, orders, case slots.
  npm run ops -- mark-dispatched <dispatchId> <trackingReference>
      The courier was booked by hand: each order of the dispatch becomes Dispatched with this
      tracking reference, and the customer is e-mailed it.
  npm run ops -- hold <orderId>
      Keeps a paid order in storage (Paid hold dispatch): it cannot be sent until released. An
      unpaid order is held too (Unpaid hold dispatch): it keeps its bottles and does not expire.
  npm run ops -- release <orderId>
      Releases the hold: Ready for dispatch again, or Reserved with its 30 minutes to pay anew.
Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wine), PRODUCT_NAME.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idAt(argv: readonly string[], index: number, what: string): string {
  const id = argv[index];
  if (id === undefined || !UUID.test(id)) throw new UsageError(`${argv[0]} needs ${what} (a uuid)`);
  return id.toLowerCase();
}

export function parseOpsArgs(args: readonly string[]): OpsCommand {
  const argv = readCliArgs(args, {}).positionals;
  const [command] = argv;
  switch (command) {
    case 'list':
      if (argv.length !== 1) throw new UsageError('list takes no arguments');
      return { command };
    case 'mark-dispatched': {
      const dispatchId = idAt(argv, 1, 'a dispatch id');
      const trackingReference = argv[2]?.trim() ?? '';
      if (!/^[\w-]{1,100}$/.test(trackingReference) || argv.length !== 3)
        throw new UsageError('mark-dispatched needs the tracking reference (letters, digits, - or _)');
      return { command, dispatchId, trackingReference };
    }
    case 'hold':
    case 'release':
      if (argv.length !== 2) throw new UsageError(`${command} takes one order id`);
      return { command, orderId: idAt(argv, 1, 'an order id') };
    default:
      throw new UsageError(command === undefined ? 'No command' : `Unknown command: ${command}`);
  }
}

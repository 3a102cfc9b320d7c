import type { OutboxRow, OutboxSink } from '../outbox/outbox-row.ts';

/** An outbox in memory, for route tests; `failWith` makes every add fail. */
export function fakeOutbox(failWith?: Error): OutboxSink & { rows: OutboxRow[]; messages(): unknown[] } {
  const rows: OutboxRow[] = [];
  return {
    rows,
    messages: () => rows.map((r) => JSON.parse(r.payload)),
    add: async (row) => {
      if (failWith) throw failWith;
      rows.push(row);
    },
  };
}

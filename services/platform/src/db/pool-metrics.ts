import { gauge } from '../observability/metrics.ts';
import type { Pool } from './pool.ts';

const pools = new Map<string, Pool>();

// Read when /metrics is scraped, not kept up to date on every checkout.
gauge({
  name: 'wine_db_pool_clients',
  help: "A Postgres pool's clients: open (total), idle, and callers waiting for one (waiting)",
  labelNames: ['pool', 'state'],
  collect() {
    for (const [name, pool] of pools) {
      this.set({ pool: name, state: 'total' }, pool.totalCount);
      this.set({ pool: name, state: 'idle' }, pool.idleCount);
      this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
    }
  },
});

/**
 * Shows `pool` on /metrics as `wine_db_pool_clients{pool=name}`. Callers waiting for a client are
 * the first sign that HTTP handlers and runners compete for too few connections.
 */
export function exposePoolMetrics(name: string, pool: Pool): void {
  pools.set(name, pool);
}

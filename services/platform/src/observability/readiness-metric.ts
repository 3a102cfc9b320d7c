import { type HealthChecks, readiness } from '../http/health.ts';
import { gauge } from './metrics.ts';

let exposed: { checks: HealthChecks; timeoutMs: number } | undefined;

// The checks of /health/ready, run when Prometheus scrapes: an alert on readiness needs no
// prober of its own, and sees a process that no orchestrator probes (make start, one VM).
gauge({
  name: 'wine_ready',
  help: "1 while a dependency of this process's /health/ready answers, 0 while it does not",
  labelNames: ['check'],
  async collect() {
    this.reset();
    if (!exposed) return;
    const { checks } = await readiness(exposed.checks, exposed.timeoutMs);
    for (const [check, verdict] of Object.entries(checks)) this.set({ check }, verdict === 'ok' ? 1 : 0);
  },
});

/** Shows the process's readiness checks on /metrics (one set per process: the one it serves). */
export function exposeReadiness(checks: HealthChecks, timeoutMs = 1000): void {
  exposed = { checks, timeoutMs };
}

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../../services/platform/src/observability/metrics.ts';
// The modules that register the metrics the rules name.
import '../../services/platform/src/observability/outbox-backlog.ts';
import '../../services/platform/src/observability/readiness-metric.ts';
import '../../services/platform/src/runtime/prometheus-metrics.ts';
import '../../services/platform/src/runtime/runner-lag.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HERE = fileURLToPath(new URL('.', import.meta.url));
// Debian's promtool (infra/scripts/ensure-promtool.sh unpacks it once into .tools/).
const promtool = execFileSync(`${ROOT}infra/scripts/ensure-promtool.sh`, { encoding: 'utf8' }).trim();
const run = (...args: string[]) => execFileSync(promtool, args, { cwd: HERE, encoding: 'utf8' });

describe('the alert rules (infra/prometheus/alerts.yml)', () => {
  it('are valid Prometheus rules', () => {
    expect(run('check', 'rules', 'alerts.yml')).toContain('SUCCESS: 5 rules found');
  });

  it('fire as alerts.test.yml expects: a stuck runner, a growing backlog, a dead letter, a process not ready', () => {
    expect(run('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });

  it('name only metrics the app serves', () => {
    const rules = readFileSync(`${HERE}alerts.yml`, 'utf8');
    const named = new Set(rules.match(/\bwine_[a-z_]+/g));
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((name) => metricsRegistry.getSingleMetric(name) === undefined)).toEqual([]);
  });
});

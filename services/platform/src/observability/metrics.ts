import {
  Counter,
  type CounterConfiguration,
  collectDefaultMetrics,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  type LabelValues,
  Registry,
} from 'prom-client';

/**
 * The prefix of the app's own metrics: they stand apart from prom-client's process metrics
 * (`process_*`, `nodejs_*`, kept as every Node dashboard expects them) and from exporters' names
 * (postgres_exporter's `pg_*`, redis_exporter's `redis_*`).
 */
export const METRIC_PREFIX = 'wine_';

/** The one registry of this process: /metrics serves exactly what is registered here. */
export const metricsRegistry = new Registry();
// The event-loop lag histogram samples on a timer: at prom-client's default 10 ms that is 100
// wake-ups a second in an idle process (a few percent of a core); 100 ms still shows any stall
// worth alerting on.
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 100 });

type Config<C> = Omit<C, 'registers'>;

function prefixed(name: string): string {
  if (!name.startsWith(METRIC_PREFIX)) throw new Error(`Metric ${name} must start with ${METRIC_PREFIX}`);
  return name;
}

// Get-or-create: in the all-in-one dev mode several contexts share this process, and prom-client
// throws when a name is registered twice. The same name with another metric type is a bug.
function registered<M>(name: string, type: abstract new (...args: never[]) => M): M | undefined {
  const existing = metricsRegistry.getSingleMetric(prefixed(name));
  if (existing === undefined) return undefined;
  if (!(existing instanceof type)) throw new Error(`Metric ${name} is already registered with another type`);
  return existing;
}

export interface CounterOptions<L extends string> extends Config<CounterConfiguration<L>> {
  /**
   * The label sets known in advance, shown at 0 from the start: an `increase()` alert needs a
   * series before the first increment to see that increment at all.
   */
  zeroes?: LabelValues<L>[];
}

export function counter<L extends string>({ zeroes = [], ...config }: CounterOptions<L>): Counter<L> {
  const made =
    registered(config.name, Counter<L>) ?? new Counter({ ...config, registers: [metricsRegistry] });
  for (const labels of zeroes) made.inc(labels, 0);
  return made;
}

export function histogram<L extends string>(config: Config<HistogramConfiguration<L>>): Histogram<L> {
  return registered(config.name, Histogram<L>) ?? new Histogram({ ...config, registers: [metricsRegistry] });
}

export function gauge<L extends string>(config: Config<GaugeConfiguration<L>>): Gauge<L> {
  return registered(config.name, Gauge<L>) ?? new Gauge({ ...config, registers: [metricsRegistry] });
}

/** The Prometheus exposition text for /metrics, served as `metricsContentType`. */
export function metricsText(): Promise<string> {
  return metricsRegistry.metrics();
}

export const metricsContentType: string = metricsRegistry.contentType;

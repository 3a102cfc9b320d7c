import {
  Counter,
  type CounterConfiguration,
  collectDefaultMetrics,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  type Metric,
  Registry,
} from 'prom-client';
import { TalliedHistogram } from './tallied-histogram.ts';

/** The one registry of this process: /metrics serves exactly what is registered here. */
export const metricsRegistry = new Registry();
// The event-loop lag histogram samples on a timer: at prom-client's default 10 ms that is 100
// wake-ups a second in an idle process (a few percent of a core); 100 ms still shows any stall
// worth alerting on.
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 100 });

type Config<C> = Omit<C, 'registers'>;

// Get-or-create: in the all-in-one dev mode several contexts share this process, and prom-client
// throws when a name is registered twice. The same name with another metric type is a bug.
function registered<M>(name: string, type: abstract new (...args: never[]) => M): M | undefined {
  const existing = metricsRegistry.getSingleMetric(name);
  if (existing === undefined) return undefined;
  if (!(existing instanceof type)) throw new Error(`Metric ${name} is already registered with another type`);
  return existing;
}

export function counter<L extends string>(config: Config<CounterConfiguration<L>>): Counter<L> {
  return registered(config.name, Counter<L>) ?? new Counter({ ...config, registers: [metricsRegistry] });
}

export function histogram<L extends string>(config: Config<HistogramConfiguration<L>>): Histogram<L> {
  return registered(config.name, Histogram<L>) ?? new Histogram({ ...config, registers: [metricsRegistry] });
}

/** A histogram for hot paths (see TalliedHistogram); buckets as prom-client's default unless given. */
export function talliedHistogram<L extends string>(
  config: Config<HistogramConfiguration<L>> & { labelNames: readonly L[] },
): TalliedHistogram<L> {
  const existing = registered(config.name, TalliedHistogram<L>);
  if (existing) return existing;
  const buckets = config.buckets ?? [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  const metric = new TalliedHistogram(config.name, config.help, config.labelNames, buckets);
  // The registry reads a metric through get/getForPromString/reset only, which this has.
  metricsRegistry.registerMetric(metric as unknown as Metric);
  return metric;
}

export function gauge<L extends string>(config: Config<GaugeConfiguration<L>>): Gauge<L> {
  return registered(config.name, Gauge<L>) ?? new Gauge({ ...config, registers: [metricsRegistry] });
}

/** The Prometheus exposition text for /metrics, served as `metricsContentType`. */
export function metricsText(): Promise<string> {
  return metricsRegistry.metrics();
}

export const metricsContentType: string = metricsRegistry.contentType;

import {
  Counter,
  type CounterConfiguration,
  collectDefaultMetrics,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  Registry,
} from 'prom-client';

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

export function gauge<L extends string>(config: Config<GaugeConfiguration<L>>): Gauge<L> {
  return registered(config.name, Gauge<L>) ?? new Gauge({ ...config, registers: [metricsRegistry] });
}

/** The Prometheus exposition text for /metrics, served as `metricsContentType`. */
export function metricsText(): Promise<string> {
  return metricsRegistry.metrics();
}

export const metricsContentType: string = metricsRegistry.contentType;

import { gauge } from './metrics.ts';

export interface MeasuredGauge<T> {
  name: string;
  help: string;
  /** The gauge's value for one label's reading. */
  value: (reading: T) => number;
}

/**
 * Gauges read when /metrics is scraped, from one measurement of the sources shown at that moment
 * (prom-client collects the gauges concurrently; the measurement is kept for a second, so each
 * does not measure again). `measure` gives each label value its reading; a label it leaves out
 * shows nothing. Returns how to show a source, until the function that returns is called:
 * several processes' parts may share a registry (tests, all-in-one), and each shows until it stops.
 */
export function measuredGauges<S, T>(options: {
  labelName: string;
  measure: (sources: readonly S[]) => Promise<Map<string, T>>;
  gauges: readonly MeasuredGauge<T>[];
}): (source: S) => () => void {
  const sources = new Set<S>();
  let latest: { at: number; readings: Promise<Map<string, T>> } | undefined;
  const current = () => {
    if (!latest || Date.now() - latest.at > 1000) {
      latest = { at: Date.now(), readings: options.measure([...sources]) };
    }
    return latest.readings;
  };
  for (const { name, help, value } of options.gauges) {
    gauge({
      name,
      help,
      labelNames: [options.labelName],
      async collect() {
        const readings = await current();
        this.reset();
        for (const [label, reading] of readings) this.set({ [options.labelName]: label }, value(reading));
      },
    });
  }
  return (source) => {
    sources.add(source);
    latest = undefined;
    return () => {
      sources.delete(source);
      latest = undefined;
    };
  };
}

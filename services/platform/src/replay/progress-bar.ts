import cliProgress from 'cli-progress';

/** A terminal progress bar with events/s and ETA, for the replay CLI. */
export function createProgressBar(label: string) {
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} |{bar}| {percentage}% | {value}/{total} events | {rate} events/s | ETA {eta_formatted}`,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = 0;
  let done = 0;
  return {
    start: (total: number) => {
      started = performance.now();
      bar.start(Math.max(total, 1), 0, { rate: 0 });
    },
    advance: (events: number) => {
      done += events;
      const seconds = (performance.now() - started) / 1000;
      bar.update(done, { rate: seconds > 0 ? Math.round(done / seconds) : 0 });
    },
    stop: () => bar.stop(),
  };
}

import cliProgress from 'cli-progress';

/** How the replay CLI shows a rebuild going: a bar on a terminal, plain lines anywhere else. */
export interface Progress {
  start(total: number): void;
  advance(events: number): void;
  stop(): void;
}

/**
 * A terminal progress bar with events/s and ETA; where stderr is not a terminal (CI, a
 * Kubernetes job, a log file) a plain line at the start, about every `everyMs` and at the end,
 * since a bar redrawn in place prints nothing useful there.
 */
export function createProgressBar(
  label: string,
  {
    terminal = Boolean(process.stderr.isTTY),
    everyMs = 5000,
    write = (line: string) => void process.stderr.write(line),
  } = {},
): Progress {
  return terminal ? progressBar(label) : progressLines(label, everyMs, write);
}

function progressBar(label: string): Progress {
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

function progressLines(label: string, everyMs: number, write: (line: string) => void): Progress {
  let started = 0;
  let total = 0;
  let done = 0;
  let saidAt = 0;
  const say = () => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
    const eta = rate > 0 ? `, about ${Math.ceil(Math.max(0, total - done) / rate)} s left` : '';
    write(`${label}: ${done}/${total} events (${percent}%), ${rate} events/s${eta}\n`);
    saidAt = performance.now();
  };
  return {
    start: (events: number) => {
      started = performance.now();
      total = events;
      write(`${label}: ${total} events to apply\n`);
      saidAt = started;
    },
    advance: (events: number) => {
      done += events;
      if (performance.now() - saidAt >= everyMs) say();
    },
    stop: () => {
      if (started > 0) say();
    },
  };
}

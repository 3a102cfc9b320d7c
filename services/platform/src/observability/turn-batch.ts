/** Where a batch goes: sonic-boom's stdout, or any stream with a synchronous flush. */
export interface BatchSink {
  write(chunk: string): unknown;
  flushSync(): void;
}

/**
 * A log destination that hands its sink the lines of one event-loop turn as one string. sonic-boom
 * measures the byte length of its whole pending buffer on every write: with one access line per
 * request that was several µs a line, a tenth of what the shop listing costs. What is pending is
 * handed over at the end of the turn, before the process exits, and at once on `flushSync` (pino
 * calls it after a fatal line).
 */
export class TurnBatch {
  private lines: string[] = [];
  private readonly handOver = () => {
    if (this.lines.length === 0) return;
    const chunk = this.lines.join('');
    this.lines = [];
    this.sink.write(chunk);
  };

  private readonly sink: BatchSink;

  /** `makeSink` is called after this registers its exit flush, so that runs before the sink's own. */
  constructor(makeSink: () => BatchSink) {
    process.on('exit', () => this.flushSync());
    this.sink = makeSink();
  }

  write(line: string): void {
    if (this.lines.push(line) === 1) setImmediate(this.handOver);
  }

  flushSync(): void {
    this.handOver();
    this.sink.flushSync();
  }
}

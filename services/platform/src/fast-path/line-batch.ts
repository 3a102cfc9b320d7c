// FAST PATH (docs/fast-path.md): batches log lines before sonic-boom. Justified by `npm run
// bench:shop`: sonic-boom measured its whole buffer per line (about 4 µs) and each write(2)
// cost several µs more, at one access line per request (docs/catalog.md, "The access log").
/** Where a batch goes: sonic-boom's stdout, or any stream that can also write synchronously. */
export interface BatchSink {
  write(chunk: string): unknown;
  /** Writes what the sink itself still holds, before the process goes. */
  flushSync(): void;
  /** Writes `chunk` before returning (an asynchronous write started at exit would be lost). */
  writeSync(chunk: string): void;
}

export interface LineBatchOptions {
  /** A line waits at most this long for others to go out with. */
  maxDelayMs?: number;
  /** Pending lines go out at once when they reach this many characters. */
  maxChars?: number;
}

/**
 * A log destination that hands its sink many lines as one string: each write to a file or pipe
 * costs a system call and a thread-pool round trip, several µs, which at one access line per
 * request was the largest part of what the shop listing cost above bare Hono. Lines go out
 * `maxDelayMs` after the first of them was logged, or at once when `maxChars` are pending, when
 * the process exits, and on `flushSync` (pino calls it after a fatal line).
 */
export class LineBatch {
  // One string grown line by line: V8 joins them as a rope, flattened once when written.
  private pending = '';
  private timer: NodeJS.Timeout | undefined;
  private readonly sink: BatchSink;
  private readonly maxDelayMs: number;
  private readonly maxChars: number;
  private readonly handOver = () => {
    const chunk = this.take();
    if (chunk !== undefined) this.sink.write(chunk);
  };

  /** `makeSink` is called after this registers its exit flush, so that runs before the sink's own. */
  constructor(makeSink: () => BatchSink, options: LineBatchOptions = {}) {
    process.on('exit', () => this.flushSync());
    this.sink = makeSink();
    this.maxDelayMs = options.maxDelayMs ?? 20;
    this.maxChars = options.maxChars ?? 64 * 1024;
  }

  write(line: string): void {
    this.pending += line;
    if (this.pending.length >= this.maxChars) this.handOver();
    // Unref'd: a process with nothing else to do exits, and the exit flush writes the lines.
    else this.timer ??= setTimeout(this.handOver, this.maxDelayMs).unref();
  }

  flushSync(): void {
    this.sink.flushSync();
    const chunk = this.take();
    if (chunk !== undefined) this.sink.writeSync(chunk);
  }

  private take(): string | undefined {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending === '') return undefined;
    const chunk = this.pending;
    this.pending = '';
    return chunk;
  }
}

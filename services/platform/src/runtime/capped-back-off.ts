/**
 * Delays between retries of something that may stay down for long (a broker, a database):
 * doubling from `firstMs` up to `maxMs`, then `maxMs` for as long as it takes.
 */
export class CappedBackOff {
  private delayMs: number;

  constructor(
    private readonly firstMs = 500,
    private readonly maxMs = 10_000,
  ) {
    this.delayMs = firstMs;
  }

  next(): number {
    const delay = this.delayMs;
    this.delayMs = Math.min(this.delayMs * 2, this.maxMs);
    return delay;
  }

  reset(): void {
    this.delayMs = this.firstMs;
  }
}

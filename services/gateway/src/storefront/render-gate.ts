/** Why a render was not started: the client asks too often, or the renders' slots stayed full. */
export type RenderRefusal = { reason: 'rate' | 'busy'; retryAfterSeconds: number };

export interface RenderGateOptions {
  /** Renders at once in this process (its two cores): each holds the JS thread about 20 ms. */
  maxInFlight?: number;
  /** How long a render waits for a slot before it is refused `busy`. */
  maxWaitMs?: number;
  /** Renders a second one client address may start, sustained... */
  ratePerSecond?: number;
  /** ...and at once, after a quiet spell (a shopper opening a few tabs). */
  burst?: number;
  /** Client addresses tracked at most; the longest-known is forgotten first. */
  maxClients?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * What stands between a page that must be rendered and the renderer (issue 28: 36 renders a
 * second from one client moved every other shopper's p90 from 6 to 190 ms): a token bucket per
 * client address, and a cap on renders in flight, with a short queue in front of it. Pages
 * served from the page cache never come here.
 */
export class RenderGate {
  private readonly buckets = new Map<string, Bucket>();
  private readonly waiting: (() => void)[] = [];
  private inFlight = 0;
  private readonly maxInFlight: number;
  private readonly maxWaitMs: number;
  private readonly ratePerSecond: number;
  private readonly burst: number;
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor(options: RenderGateOptions = {}) {
    this.maxInFlight = options.maxInFlight ?? 2;
    this.maxWaitMs = options.maxWaitMs ?? 500;
    this.ratePerSecond = options.ratePerSecond ?? 2;
    this.burst = options.burst ?? 20;
    this.maxClients = options.maxClients ?? 10_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** Renders now in flight (for tests and the bench). */
  get rendering(): number {
    return this.inFlight;
  }

  /**
   * Runs `render` for `client` once its bucket has a token and a slot is free; refuses at once
   * when the bucket is empty, and after `maxWaitMs` when no slot came free.
   */
  async run<T>(client: string, render: () => Promise<T>): Promise<T | RenderRefusal> {
    const wait = this.take(client);
    if (wait > 0) return { reason: 'rate', retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    if (!(await this.slot())) return { reason: 'busy', retryAfterSeconds: 1 };
    try {
      return await render();
    } finally {
      this.release();
    }
  }

  /** Takes a token from the client's bucket: 0, or how many ms until it would have one. */
  private take(client: string): number {
    const now = this.now();
    let bucket = this.buckets.get(client);
    if (bucket === undefined) {
      if (this.buckets.size >= this.maxClients) {
        const oldest = this.buckets.keys().next().value;
        if (oldest !== undefined) this.buckets.delete(oldest);
      }
      bucket = { tokens: this.burst, at: now };
      this.buckets.set(client, bucket);
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) * this.ratePerSecond) / 1000);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return ((1 - bucket.tokens) * 1000) / this.ratePerSecond;
  }

  private slot(): Promise<boolean> {
    if (this.inFlight < this.maxInFlight) {
      this.inFlight++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const granted = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(granted), 1);
        resolve(false);
      }, this.maxWaitMs);
      this.waiting.push(granted);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes to the next in line as it is: inFlight stays the same.
    if (next) next();
    else this.inFlight--;
  }
}

export const isRefusal = (value: unknown): value is RenderRefusal =>
  typeof value === 'object' && value !== null && 'reason' in value && 'retryAfterSeconds' in value;

import {
  CONSISTENCY_HEADER,
  CONSISTENCY_TOKEN_HEADER,
  MIN_POSITION_HEADER,
} from '@wine/contracts/consistency';

/** How long after a write its token is still sent: past that, every read model has long caught up. */
const KEEP_MS = 60_000;
const POSITION = /^[1-9][0-9]{0,17}$/;

/**
 * Read-your-writes for this tab: the latest consistency token a command answered with goes on
 * the calls to each path until that path has answered `reached` for it, so the read after a
 * write (the order history after paying, member prices after joining the club) shows it,
 * without polling. The server waits, bounded, only on the reads that serve from read models.
 */
export class ReadYourWrites {
  private token = 0n;
  private tokenAt = 0;
  private readonly reached = new Map<string, bigint>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Adds the token to a call of `path` that has not yet seen it; answers the token sent, if any. */
  stamp(path: string, headers: Headers): bigint | undefined {
    if (this.token === 0n || this.now() - this.tokenAt > KEEP_MS) return undefined;
    if ((this.reached.get(path) ?? 0n) >= this.token) return undefined;
    headers.set(MIN_POSITION_HEADER, String(this.token));
    return this.token;
  }

  /** Learns from an answer: a newer token from a command, or that `path` has seen the one sent. */
  observe(path: string, headers: Headers, sent: bigint | undefined): void {
    const token = headers.get(CONSISTENCY_TOKEN_HEADER);
    if (token !== null && POSITION.test(token) && BigInt(token) > this.token) {
      this.token = BigInt(token);
      this.tokenAt = this.now();
    }
    if (sent !== undefined && headers.get(CONSISTENCY_HEADER) === 'reached') this.reached.set(path, sent);
  }
}

/** The one tab-wide instance every call goes through. */
export const readYourWrites = new ReadYourWrites();

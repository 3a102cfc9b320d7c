export interface PollOptions {
  attempts: number;
  intervalMs: number;
  /** Tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks `check` until it says yes or the attempts run out; answers whether it said yes. */
export async function pollUntil(
  check: () => Promise<boolean>,
  { attempts, intervalMs, sleep = wait }: PollOptions,
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    if (await check()) return true;
    if (attempt >= attempts) return false;
    await sleep(intervalMs);
  }
}

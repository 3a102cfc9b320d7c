// Spec sections 4 and 9: once the festival's end time has passed, an authenticated festival user
// is signed out and sent to /festival. Checked at once, by a timer at the end time, every
// 60 000 ms, and when the tab becomes visible again.
export const FESTIVAL_END_RECHECK_MS = 60_000;

// setTimeout holds at most 2^31 - 1 ms (about 24.8 days); a later end is left to the re-check.
const LONGEST_TIMER_MS = 2_147_483_647;

export const festivalHasEnded = (endsAt: string, nowMs: number) => nowMs > Date.parse(endsAt);

/** The delay of the timer at the end time (just past it), or null when it cannot be set so far ahead. */
export function msUntilEnd(endsAt: string, nowMs: number): number | null {
  const ms = Date.parse(endsAt) - nowMs + 1;
  if (ms > LONGEST_TIMER_MS) return null;
  return Math.max(0, ms);
}

/** What the watch needs of the page: whether it is visible, and word when that changes. */
export interface VisiblePage {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Watches the end of a festival: calls `onEnded` once, from whichever check sees it first.
 * Answers the function that stops watching.
 */
export function watchFestivalEnd(
  endsAt: string,
  onEnded: () => void,
  env: {
    now: () => number;
    document: VisiblePage;
  } = { now: Date.now, document },
): () => void {
  let done = false;
  const check = () => {
    if (done || !festivalHasEnded(endsAt, env.now())) return;
    done = true;
    stop();
    onEnded();
  };
  const onVisible = () => {
    if (env.document.visibilityState === 'visible') check();
  };
  const delay = msUntilEnd(endsAt, env.now());
  const timer = delay === null ? undefined : setTimeout(check, delay);
  const interval = setInterval(check, FESTIVAL_END_RECHECK_MS);
  env.document.addEventListener('visibilitychange', onVisible);
  function stop() {
    if (timer !== undefined) clearTimeout(timer);
    clearInterval(interval);
    env.document.removeEventListener('visibilitychange', onVisible);
  }
  check();
  return () => {
    done = true;
    stop();
  };
}

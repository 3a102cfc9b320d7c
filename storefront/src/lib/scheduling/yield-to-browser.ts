/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between: a long piece of start-up work cut into tasks under 50 ms (Lighthouse's total blocking
 * time counts each task's time past 50 ms at a 4x slower CPU). `scheduler.yield` (Chromium 129+,
 * not yet in TypeScript's DOM types) resumes ahead of other queued tasks; elsewhere a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?(): Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resume) => setTimeout(resume, 0));
}

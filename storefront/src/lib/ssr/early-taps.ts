/**
 * A tap on a button of the server's page before React has adopted it would be lost: React
 * listens only once it hydrates, and a button does nothing by itself (a link still works as a
 * link). Such taps are held and, once the page is adopted, replayed on the same buttons: React
 * adopts the server's DOM nodes in place, so they are still the ones on screen.
 */
let held: HTMLButtonElement[] | undefined;
let stopHolding: (() => void) | undefined;

/** From now until `replayEarlyTaps`, taps on buttons inside `root` wait for the app. */
export function holdEarlyTaps(root: HTMLElement): void {
  const taps: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    // Not a form's submission yet (the shop's filters): the app submits it when replayed.
    event.preventDefault();
    event.stopPropagation();
    taps.push(button);
  };
  document.addEventListener('click', hold, true);
  held = taps;
  stopHolding = () => document.removeEventListener('click', hold, true);
}

/** The held taps, replayed in order; nothing when none were held. */
export function replayEarlyTaps(): void {
  stopHolding?.();
  const taps = held ?? [];
  held = undefined;
  stopHolding = undefined;
  for (const button of taps) if (button.isConnected) button.click();
}

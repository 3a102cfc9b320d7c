// Spec section 9: a toast dragged at least 50 px sideways is dismissed.
export const SWIPE_THRESHOLD_PX = 50;

/** What letting go of a toast after dragging it `deltaX` px does. */
export function swipeOutcome(deltaX: number, thresholdPx = SWIPE_THRESHOLD_PX): 'dismiss' | 'return' {
  return Math.abs(deltaX) >= thresholdPx ? 'dismiss' : 'return';
}

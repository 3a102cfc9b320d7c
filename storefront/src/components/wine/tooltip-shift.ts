// Breathing room kept between a tooltip and the edge of the screen.
export const TOOLTIP_EDGE_MARGIN_PX = 8;

/**
 * How far to move a tooltip sideways so it stays on screen: left when it would run off the
 * right edge, but never so far that it runs off the left one.
 */
export function tooltipShift(
  left: number,
  width: number,
  viewportWidth: number,
  margin = TOOLTIP_EDGE_MARGIN_PX,
): number {
  const overflowRight = left + width - (viewportWidth - margin);
  if (overflowRight <= 0) return 0;
  return -Math.min(overflowRight, Math.max(0, left - margin));
}

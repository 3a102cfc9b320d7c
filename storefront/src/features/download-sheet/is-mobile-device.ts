import { MOBILE_BREAKPOINT_PX } from '../../config/breakpoints.ts';

// Phones and tablets by user agent. iPadOS presents itself as a Mac, so a "Macintosh" that has a
// touch screen counts too (no Mac has one).
const MOBILE_UA =
  /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|BlackBerry|BB10|Opera Mini|IEMobile|webOS/i;
const MAC_UA = /Macintosh/i;

/**
 * Spec section 4: mobile means a phone or tablet user agent, or a window narrower than 768 px
 * on a device with touch. A narrow desktop window without touch is not mobile.
 */
export function isMobileDevice(userAgent: string, width: number, hasTouch: boolean): boolean {
  if (MOBILE_UA.test(userAgent)) return true;
  if (hasTouch && MAC_UA.test(userAgent)) return true;
  return width < MOBILE_BREAKPOINT_PX && hasTouch;
}

// Spec section 9: below 768 px is a narrow (phone) screen. CSS repeats this number in its media
// queries (custom properties cannot be used there); docs/storefront.md lists every breakpoint.
export const MOBILE_BREAKPOINT_PX = 768;

// The product's name lives here and only here: the header, page titles and the download sheet
// all read it, so a rebrand is a one-line change.
export const APP_TITLE = 'Cellar Door';

// Marketing claims the spec quotes (section 1).
export const MEMBER_COUNT_CLAIM = '45,000+';
export const REVIEWS_CLAIM = '10,000+ 5 star reviews';

// The spec names the stores but not the listings; until the apps are published these store
// searches land people on the right page for their device.
export const APP_STORE_LINKS = {
  ios: `https://apps.apple.com/gb/search?term=${encodeURIComponent(APP_TITLE)}`,
  android: `https://play.google.com/store/search?q=${encodeURIComponent(APP_TITLE)}&c=apps`,
} as const;

/** Page title for the browser tab: 'Shop · Cellar Door', or just the name on the home page. */
export const pageTitle = (page?: string) => (page ? `${page} · ${APP_TITLE}` : APP_TITLE);

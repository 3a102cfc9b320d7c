import { APP_STORE_LINKS } from '../../config/app-config.ts';

const APPLE_UA = /iPhone|iPad|iPod/i;
const MAC_UA = /Macintosh/i;

export type AppStore = keyof typeof APP_STORE_LINKS;

/** Spec section 2: Get opens the App Store on Apple devices and Google Play everywhere else. */
export function appStoreFor(userAgent: string, hasTouch: boolean): AppStore {
  return APPLE_UA.test(userAgent) || (hasTouch && MAC_UA.test(userAgent)) ? 'ios' : 'android';
}

export const storeLinkFor = (userAgent: string, hasTouch: boolean): string =>
  APP_STORE_LINKS[appStoreFor(userAgent, hasTouch)];

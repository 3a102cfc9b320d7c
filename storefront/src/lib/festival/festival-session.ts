import type { FestivalUserData } from '@wine/contracts/festival/festival-calls';

/**
 * Spec sections 4 and 6: a festival session (festival mode: logout lands on /festival) is a
 * signed-in person with festival user data while the data says the festival is active. It follows
 * the data, not a switch in code; a shopper who is not at the festival logs out to '/'.
 */
export const isFestivalSession = (signedIn: boolean, data: FestivalUserData | undefined): boolean =>
  signedIn && data?.festivalUser != null && data.festival?.isActive === true;

import type { FestivalUserData } from '@wine/contracts/festival/festival-calls';

/**
 * Spec sections 4 and 6: a festival session (festival mode: logout lands on /festival) is a
 * signed-in person with festival user data while the data says the festival is active. It follows
 * the data, not a switch in code; a shopper who is not at the festival logs out to '/'.
 */
/** What the rule reads of getFestivalUserData's answer. */
type FestivalSessionData = {
  festival: Pick<NonNullable<FestivalUserData['festival']>, 'isActive'> | null;
  festivalUser: unknown;
};

export const isFestivalSession = (signedIn: boolean, data: FestivalSessionData | undefined): boolean =>
  signedIn && data?.festivalUser != null && data.festival?.isActive === true;

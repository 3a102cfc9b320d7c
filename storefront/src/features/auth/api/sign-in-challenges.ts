import type { Contact } from '@wine/contracts/identity/contact-choice';

/**
 * The challenge generateMagicLink handed this tab with the latest code for each address: the
 * code is tried only with it, so nobody else's guesses can touch the code this person was sent
 * (docs/identity.md, "Limits"). In memory: a reload asks for a new code.
 */
const challenges = new Map<string, string>();

const keyOf = ({ kind, value }: Contact) => `${kind}:${value}`;

export function rememberChallenge(contact: Contact, challenge: string | undefined): void {
  if (challenge) challenges.set(keyOf(contact), challenge);
}

/** The challenge of the latest code sent to `contact`; '' (refused as such) when none was. */
export const challengeFor = (contact: Contact): string => challenges.get(keyOf(contact)) ?? '';

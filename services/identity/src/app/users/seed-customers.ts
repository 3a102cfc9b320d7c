import { normalizeEmail, normalizePhone } from '@wine/contracts/identity/contact';
import type { IdentityServices } from '../identity-services.ts';
import { credentialLock, credentialOwner, recordCredential } from './credentials.ts';
import { onUsers } from './user-streams.ts';

/** A customer the seed makes, under a fixed id so the other contexts' seeds can name them. */
export interface SeedCustomer {
  userId: string;
  name: string;
  email: string;
  phone: string;
}

/**
 * npm run seed: each person signed up as a customer is, through the user decider: a guest
 * (GuestStarted), the sign-up form's answers encrypted with their own key (SignUpDetailsProvided),
 * and their e-mail proved (CredentialLinked, UserRegistered), so they sign in with a code like
 * anyone and can be erased like anyone. One that exists, or whose address another account
 * proved, is left as it is: a second run makes nothing. Answers how many it made.
 */
export async function signUpSeedCustomers(
  services: IdentityServices,
  people: readonly SeedCustomer[],
): Promise<number> {
  let made = 0;
  for (const person of people) {
    const { userId } = person;
    const email = normalizeEmail(person.email);
    const contactHash = services.hasher.contact('email', email);
    const now = services.clock();
    const metadata = { now: now.toISOString() };
    const signedUp = await onUsers(
      services.store,
      [userId],
      async (tx) => {
        if (tx.user(userId).status !== 'none' || (await credentialOwner(tx.client, contactHash)))
          return false;
        await tx.decide(userId, { type: 'StartGuest', data: { userId }, metadata });
        const key = await services.pii.keyOf(tx.client, userId, { create: true });
        await tx.decide(userId, {
          type: 'ProvideSignUpDetails',
          data: {
            name: key.encrypt('name', person.name),
            email: key.encrypt('email', email),
            phone: key.encrypt('phone', normalizePhone(person.phone)),
            source: 'web',
          },
          metadata,
        });
        await tx.decide(userId, {
          type: 'LinkCredential',
          data: { kind: 'email', value: key.encrypt('email', email) },
          metadata,
        });
        await recordCredential(tx.client, contactHash, { kind: 'email', value: email }, userId, now);
        return true;
      },
      [credentialLock(contactHash)],
    );
    if (signedUp) made++;
  }
  return made;
}

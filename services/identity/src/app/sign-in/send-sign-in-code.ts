import { type Contact, normalizeContact } from '@wine/contracts/identity/contact-choice';
import { phoneSignInProblem } from '@wine/contracts/identity/phone-sign-in';
import { newEmailCode, newOpaqueToken, newPhoneCode, tokenHash } from '../../crypto/one-time-secrets.ts';
import { magicLinkUrl, signInMessage } from '../../delivery/sign-in-message.ts';
import { PhoneRefusedError } from '../../delivery/sms-sender.ts';
import { PhoneNumberRefusedError, PhoneRegionRestrictedError } from '../../domain/identity-errors.ts';
import type { IdentityServices } from '../identity-services.ts';
import { countIpRequest } from '../ip-request-counter.ts';
import { sealContact } from './sealed-contact.ts';
import { decideOnCode } from './sign-in-code-store.ts';

export interface SendSignInCode {
  contact: Contact;
  /** Where a magic link should open; null sends the code alone (the spec's hideLink). */
  link: 'web' | 'app' | null;
  ip: string;
}

export interface SentSignInCode {
  /** False when the message could not be delivered. */
  delivered: boolean;
  /** Handed to the requester only: a try at the code must name it (docs/identity.md, "Limits"). */
  challenge: string;
}

/**
 * generateMagicLink: a fresh code (and link) for the address, bound to a new challenge that
 * only the requester receives, then the message. Throws PhoneRegionRestrictedError for a
 * number outside the SMS regions (before anything is counted, or when the provider says so),
 * PhoneNumberRefusedError for a number the provider refused, TooManyAttemptsError past the send
 * limits. An undelivered code still counts as a send: a failing provider is no reason to let
 * anyone send more.
 */
export async function sendSignInCode(
  services: IdentityServices,
  request: SendSignInCode,
): Promise<SentSignInCode> {
  const phoneProblem = request.contact.kind === 'phone' && phoneSignInProblem(request.contact.value);
  if (phoneProblem === 'auth/admin-restricted-operation') {
    throw new PhoneRegionRestrictedError();
  }
  const { hasher, clock, links, productName } = services;
  const now = clock();
  const contact = normalizeContact(request.contact);
  const destination = hasher.contact(contact.kind, contact.value);
  const sendsFromIp = await countIpRequest(services, 'code-send', request.ip, now);
  const code = contact.kind === 'phone' ? newPhoneCode() : newEmailCode();
  const linkToken = request.link ? newOpaqueToken() : null;
  const challenge = newOpaqueToken();
  const challengeHash = tokenHash(challenge);
  await decideOnCode(services.pool, destination, {
    type: 'IssueSignInCode',
    data: {
      challengeHash,
      client: hasher.ip(request.ip),
      kind: contact.kind,
      codeHash: hasher.code(destination, challengeHash, code),
      linkTokenHash: linkToken && tokenHash(linkToken),
      sealedContact: linkToken && sealContact(services.contactSealKey, contact, destination),
      sendsFromIp,
    },
    metadata: { now: now.toISOString() },
  });
  const linkUrl = linkToken && request.link ? magicLinkUrl(links[request.link], linkToken) : null;
  const message = signInMessage({
    kind: contact.kind,
    to: contact.value,
    code,
    linkUrl,
    productName,
  });
  try {
    await services.senders[contact.kind].send(message);
    return { delivered: true, challenge };
  } catch (error) {
    if (error instanceof PhoneRefusedError) {
      services.logger.warn(
        { channel: contact.kind, authCode: error.authCode },
        'the SMS provider refused the number',
      );
      if (error.authCode === 'auth/admin-restricted-operation') throw new PhoneRegionRestrictedError();
      throw new PhoneNumberRefusedError(error.authCode);
    }
    // Not the error itself: SMTP replies quote the recipient's address.
    const { name, code, responseCode, status, providerCode } = error as {
      name?: string;
      code?: string;
      responseCode?: number;
      status?: number | null;
      providerCode?: number;
    };
    services.logger.error(
      { channel: contact.kind, error: name, smtpCode: code, responseCode, status, providerCode },
      'sign-in code not delivered',
    );
    return { delivered: false, challenge };
  }
}

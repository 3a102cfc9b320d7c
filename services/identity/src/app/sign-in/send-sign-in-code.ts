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

/**
 * generateMagicLink: a fresh code (and link) for the address, replacing any earlier one, then
 * the message; false when it could not be delivered. Throws PhoneRegionRestrictedError for a
 * number outside the SMS regions (before anything is counted, or when the provider says so),
 * PhoneNumberRefusedError for a number the provider refused, TooManyAttemptsError past the send
 * limits. An undelivered code still counts as a send: a failing provider is no reason to let
 * anyone send more.
 */
export async function sendSignInCode(services: IdentityServices, request: SendSignInCode): Promise<boolean> {
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
  await decideOnCode(services.pool, destination, {
    type: 'IssueSignInCode',
    data: {
      kind: contact.kind,
      codeHash: hasher.code(destination, code),
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
    return true;
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
    return false;
  }
}

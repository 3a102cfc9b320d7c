import { phoneVerificationMessages } from '@wine/contracts/messages';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { loadSignInCheck } from './sign-in-check.tsx';

/** The sign-in check could not be made: its text is the one to show. */
export class SignInCheckError extends Error {
  override readonly name = 'SignInCheckError';
}

const isWidget = (element: HTMLElement): element is AltchaWidgetElement =>
  element.localName === 'altcha-widget' && 'verify' in element;

/** Before any call of a send: the hidden element must be on the page (spec section 5). */
export function assertSignInCheckReady(element: HTMLElement | null): asserts element is HTMLElement {
  if (!element?.isConnected) throw new SignInCheckError(phoneVerificationMessages.formNotReady);
}

/**
 * Spec sections 4 and 5: the invisible captcha a code send passes first. Solves a fresh challenge
 * in the page's hidden widget and answers its payload for generateMagicLink. Without the hidden
 * element: 'Phone verification form not ready. Please try again.' (the spec's text, whichever
 * channel: the e-mail code and link cost a send too).
 */
export async function signInCheckPayload(element: HTMLElement | null): Promise<string> {
  assertSignInCheckReady(element);
  await loadSignInCheck();
  await customElements.whenDefined('altcha-widget');
  if (!isWidget(element)) throw new SignInCheckError(phoneVerificationMessages.formNotReady);
  // Each send spends its solution: a fresh challenge every time.
  element.reset();
  const result = await element.verify();
  if (!result?.payload) throw new SignInCheckError('The sign-in check did not pass. Please try again.');
  return result.payload;
}

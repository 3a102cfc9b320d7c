import type {} from 'altcha/types/react';
import { type RefObject, useEffect } from 'react';

/** Identity's challenge for the sign-in captcha (docs/identity.md). */
const CHALLENGE_URL = '/api/auth/captcha';

let loading: Promise<unknown> | undefined;
/** The widget's code, once per page. */
export const loadSignInCheck = () => {
  loading ??= import('./load-widget.ts');
  return loading;
};

/**
 * The hidden form element phone and e-mail sign-in need (spec section 5): ALTCHA's widget,
 * invisible, solving a proof of work when a code is sent (signInCheckPayload).
 */
export function SignInCheck({ widget }: { widget: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    void loadSignInCheck();
  }, []);
  return <altcha-widget ref={widget} challenge={CHALLENGE_URL} display="invisible" auto="off" hidden />;
}

import type { ContactKind } from '@wine/contracts/identity/contact';
import type { Contact } from '@wine/contracts/identity/contact-choice';
import type { UserView } from '@wine/contracts/identity/user-view';
import { useState } from 'react';
import { CodeStep } from './code-step.tsx';
import { ContactStep } from './contact-step.tsx';

/**
 * Address, then code: one flow for signing in and for creating an account (the code decides).
 * A magic link's e-mail carries the code too, so the code step follows it as well.
 */
export function SignInSteps({
  kind,
  onSignedIn,
}: {
  kind: ContactKind;
  onSignedIn: (user: UserView) => void;
}) {
  const [sent, setSent] = useState<{ contact: Contact; linkSent: boolean }>();
  return sent ? (
    <CodeStep
      contact={sent.contact}
      linkSent={sent.linkSent}
      onSignedIn={onSignedIn}
      onChangeContact={() => setSent(undefined)}
    />
  ) : (
    <ContactStep kind={kind} onCodeSent={(contact, linkSent) => setSent({ contact, linkSent })} />
  );
}

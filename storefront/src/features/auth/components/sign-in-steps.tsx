import type { ContactKind } from '@wine/contracts/identity/contact';
import type { Contact } from '@wine/contracts/identity/contact-choice';
import type { UserView } from '@wine/contracts/identity/user-view';
import { useState } from 'react';
import { CodeStep } from './code-step.tsx';
import { ContactStep } from './contact-step.tsx';

/** Address, then code: one flow for signing in and for creating an account (the code decides). */
export function SignInSteps({
  kind,
  onSignedIn,
}: {
  kind: ContactKind;
  onSignedIn: (user: UserView) => void;
}) {
  const [contact, setContact] = useState<Contact>();
  return contact ? (
    <CodeStep contact={contact} onSignedIn={onSignedIn} onChangeContact={() => setContact(undefined)} />
  ) : (
    <ContactStep kind={kind} onCodeSent={setContact} />
  );
}

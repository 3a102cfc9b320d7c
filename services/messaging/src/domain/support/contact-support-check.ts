import { contactMessages, contactSupportMessages } from '@wine/contracts/messages';
import { type ContactSupportRequest, contactSupportFields } from '@wine/contracts/messaging/support';
import { z } from 'zod';

export type ContactSupportProblem = { field: string; message: string };

const looksLikeEmail = z.email();

/**
 * The spec's rule (section 5): name, email and message are required, and a missing one is
 * named in 'Missing required parameters: …' (all of them, in the form's order). Blank counts as
 * missing. An address that is there but not one gets the contact rule's own text.
 */
export function contactSupportProblem(request: ContactSupportRequest): ContactSupportProblem | null {
  const missing = contactSupportFields.filter((field) => !request[field]?.trim());
  if (missing.length > 0)
    return { field: missing.join(','), message: contactSupportMessages.missingParameters(missing) };
  if (!looksLikeEmail.safeParse(request.email?.trim()).success)
    return { field: 'email', message: contactMessages.emailInvalid };
  return null;
}

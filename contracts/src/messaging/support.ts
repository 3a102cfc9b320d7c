import { z } from 'zod';

/**
 * sendContactSupport (spec section 3, "Contact support": name, email, message). Each field is
 * optional in the schema so that a missing one reaches the route, which answers with the spec's
 * 'Missing required parameters: ' text naming every missing field.
 */
export const ContactSupportRequest = z
  .object({
    name: z.string().trim().max(100).optional(),
    email: z.string().trim().max(254).optional(),
    message: z.string().trim().max(5000).optional(),
  })
  .meta({ id: 'ContactSupportRequest' });
export type ContactSupportRequest = z.infer<typeof ContactSupportRequest>;

export const contactSupportFields = ['name', 'email', 'message'] as const;

export const ContactSupportResponse = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'ContactSupportResponse' });
export type ContactSupportResponse = z.infer<typeof ContactSupportResponse>;

/** What the form and the response say once the message is stored. */
export const contactSupportSent =
  "Thanks, we've got your message. We'll reply by e-mail within one working day.";

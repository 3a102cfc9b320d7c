import { z } from 'zod';
import { ClubStatus } from '../club-status.ts';
import { signUpMessages } from '../messages.ts';
import { emailAddress, phoneNumber } from './contact.ts';

/** Spec section 3, "Sign-up payload", with section 5's texts for what is missing. */
export const SignUpRequest = z
  .object({
    email: emailAddress(signUpMessages.emailRequired),
    phone: phoneNumber(signUpMessages.phoneRequired),
    name: z
      .string({ error: signUpMessages.nameRequired })
      .trim()
      .min(1, { error: signUpMessages.nameRequired, abort: true })
      .max(100, { error: 'Name must be at most 100 characters' }),
  })
  .meta({ id: 'SignUpRequest' });
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** Spec section 3, "Sign-up response": a failure is the error envelope, whose errorMessage is the text. */
export const SignUpResponse = z.object({ customerId: z.uuid() }).meta({ id: 'SignUpResponse' });
export type SignUpResponse = z.infer<typeof SignUpResponse>;

export const ClubSignUpResponse = SignUpResponse.extend({ clubStatus: ClubStatus }).meta({
  id: 'ClubSignUpResponse',
});
export type ClubSignUpResponse = z.infer<typeof ClubSignUpResponse>;

/** POST /api/auth/signup-check: may this e-mail and phone sign up? */
export const SignUpCheckRequest = SignUpRequest.pick({ email: true, phone: true }).meta({
  id: 'SignUpCheckRequest',
});
export const SignUpCheckResponse = z
  .object({ available: z.literal(true) })
  .meta({ id: 'SignUpCheckResponse' });

// Our texts (the spec shows none for the server): a sign-up for a credential already in use.
export const signUpConflictMessages = {
  emailInUse: 'An account with this email address already exists. Please sign in instead.',
  phoneInUse: 'An account with this phone number already exists. Please sign in instead.',
} as const;

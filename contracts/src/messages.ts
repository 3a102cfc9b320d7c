// User-facing texts from the spec (sections 2, 5 and 8), word for word: tests and other
// clients compare them exactly, so never reword one here.

/** Section 5: sign-up payload checks. */
export const signUpMessages = {
  emailRequired: 'Email address is required for sign up',
  phoneRequired: 'Phone number is required for sign up',
  nameRequired: 'Name is required for sign up',
} as const;

/** Section 5: the phone flow's hidden captcha element is missing. */
export const phoneVerificationMessages = {
  formNotReady: 'Phone verification form not ready. Please try again.',
} as const;

/** Section 5: contact (e-mail or phone) entry. */
export const contactMessages = {
  emailEmpty: 'Please enter your email address',
  phoneEmpty: 'Please enter your phone number',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

/** Section 5: one-time codes (phone 6 digits, e-mail 8 letters or digits). */
export const oneTimeCodeMessages = {
  phoneCodeIncomplete: 'Please enter the complete 6-digit code',
  emailCodeIncomplete: 'Please enter the complete 8-character code',
  phoneCodeDigitsOnly: 'Phone verification codes should only contain numbers',
  emailCodeLettersAndDigitsOnly: 'Email verification codes should only contain letters and numbers',
} as const;

/** Section 5: contact support needs name, email and message. */
export const contactSupportMessages = {
  missingParametersPrefix: 'Missing required parameters: ',
  // The spec does not give the separator between names: ', ' is our choice.
  missingParameters: (names: readonly string[]) => `Missing required parameters: ${names.join(', ')}`,
} as const;

/** Sections 5 and 8: conversion (ad pixel) events. */
export const conversionEventMessages = {
  nameRequired: 'Event name is required',
  invalidName: (name: string) => `Invalid event name: ${name}`,
  logged: 'Event logged successfully',
  logFailed: 'Failed to log conversion event',
} as const;

/** Section 8: sign-in and one-time code errors. */
export const signInMessages = {
  wrongPhoneNumber: 'Wrong phone number. Please, check it',
  invalidCode: 'Invalid code. Check again',
  invalidVerificationCode: 'Invalid verification code. Please try again.',
  accountNotFound: 'No account found. Please check your email and try again.',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  networkError: 'Network error. Please check your connection and try again.',
  userDoesNotExist: "User doesn't exist",
} as const;

/** Section 8: codes raised when linking a credential to the current user. */
export const linkingErrorCodes = {
  noCurrentUser: 'custom/no-current-user',
  userNotAnonymous: 'custom/user-not-anonymous',
} as const;

const wrongPhoneNumberCodes: ReadonlySet<string> = new Set([
  'auth/unknown',
  'auth/invalid-phone-number',
  'auth/admin-restricted-operation',
]);
const invalidCodeCodes: ReadonlySet<string> = new Set([
  'auth/missing-verification-code',
  'auth/invalid-verification-code',
]);

/** Section 8: text for a phone sign-in error; other errors are shown as raised. */
export function phoneSignInErrorMessage(code: string, raisedMessage: string): string {
  if (wrongPhoneNumberCodes.has(code)) return signInMessages.wrongPhoneNumber;
  if (invalidCodeCodes.has(code)) return signInMessages.invalidCode;
  return raisedMessage;
}

// The spec names these cases ("invalid credential or wrong password", "user not found", ...)
// but not their codes: these are the identity provider's usual codes, our choice.
const oneTimeCodeErrorTexts: Readonly<Record<string, string>> = {
  'auth/invalid-credential': signInMessages.invalidVerificationCode,
  'auth/wrong-password': signInMessages.invalidVerificationCode,
  'auth/user-not-found': signInMessages.accountNotFound,
  'auth/too-many-requests': signInMessages.tooManyAttempts,
  'auth/network-request-failed': signInMessages.networkError,
};

/** Section 8: text for an e-mail one-time code error; other errors are shown as raised. */
export function oneTimeCodeErrorMessage(code: string, raisedMessage: string): string {
  return oneTimeCodeErrorTexts[code] ?? raisedMessage;
}

/** Section 8: magic link outcome. */
export const magicLinkMessages = {
  sent: 'Magic link sent successfully',
  failed: 'Failed to generate magic link',
} as const;

/** Section 8: review submission outcome. */
export const reviewMessages = {
  submitted: 'Review submitted successfully!',
  submitFailed: 'Failed to submit review. Please try again.',
} as const;

/** Section 8: festival calls. */
export const festivalMessages = {
  claimTicketFailed: 'Failed to claim festival ticket. Please try again.',
} as const;

/** Section 2: full-screen fallback for unexpected UI errors. */
export const errorFallbackMessages = {
  title: 'Something went wrong',
  body: 'We encountered an unexpected error while loading this wine. Please try refreshing the page.',
  refreshButton: 'Refresh Page',
} as const;

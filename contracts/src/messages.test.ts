import { describe, expect, it } from 'vitest';
import {
  contactMessages,
  contactSupportMessages,
  conversionEventMessages,
  errorFallbackMessages,
  festivalMessages,
  linkingErrorCodes,
  magicLinkMessages,
  oneTimeCodeErrorMessage,
  oneTimeCodeMessages,
  phoneSignInErrorMessage,
  phoneVerificationMessages,
  reviewMessages,
  signInMessages,
  signUpMessages,
} from './messages.ts';

describe('validation texts (section 5)', () => {
  it('sign-up', () => {
    expect(signUpMessages.emailRequired).toBe('Email address is required for sign up');
    expect(signUpMessages.phoneRequired).toBe('Phone number is required for sign up');
    expect(signUpMessages.nameRequired).toBe('Name is required for sign up');
  });
  it('phone verification form', () =>
    expect(phoneVerificationMessages.formNotReady).toBe(
      'Phone verification form not ready. Please try again.',
    ));
  it('contact entry', () => {
    expect(contactMessages.emailEmpty).toBe('Please enter your email address');
    expect(contactMessages.phoneEmpty).toBe('Please enter your phone number');
    expect(contactMessages.emailInvalid).toBe('Please enter a valid email address');
    expect(contactMessages.phoneInvalid).toBe('Please enter a valid phone number');
  });
  it('one-time codes', () => {
    expect(oneTimeCodeMessages.phoneCodeIncomplete).toBe('Please enter the complete 6-digit code');
    expect(oneTimeCodeMessages.emailCodeIncomplete).toBe('Please enter the complete 8-character code');
    expect(oneTimeCodeMessages.phoneCodeDigitsOnly).toBe(
      'Phone verification codes should only contain numbers',
    );
    expect(oneTimeCodeMessages.emailCodeLettersAndDigitsOnly).toBe(
      'Email verification codes should only contain letters and numbers',
    );
  });
  it('contact support lists the missing names', () =>
    expect(contactSupportMessages.missingParameters(['name', 'message'])).toBe(
      'Missing required parameters: name, message',
    ));
  it('conversion event names', () => {
    expect(conversionEventMessages.nameRequired).toBe('Event name is required');
    expect(conversionEventMessages.invalidName('Foo')).toBe('Invalid event name: Foo');
  });
});

describe('sign-in texts (section 8)', () => {
  it.each(['auth/unknown', 'auth/invalid-phone-number', 'auth/admin-restricted-operation'])(
    '%s is a wrong phone number',
    (code) => expect(phoneSignInErrorMessage(code, 'raw')).toBe('Wrong phone number. Please, check it'),
  );
  it.each(['auth/missing-verification-code', 'auth/invalid-verification-code'])(
    '%s is an invalid code',
    (code) => expect(phoneSignInErrorMessage(code, 'raw')).toBe('Invalid code. Check again'),
  );
  it('shows other phone errors as raised', () =>
    expect(phoneSignInErrorMessage('auth/quota-exceeded', 'Quota exceeded')).toBe('Quota exceeded'));

  it('one-time code errors', () => {
    expect(oneTimeCodeErrorMessage('auth/invalid-credential', 'raw')).toBe(
      'Invalid verification code. Please try again.',
    );
    expect(oneTimeCodeErrorMessage('auth/wrong-password', 'raw')).toBe(
      'Invalid verification code. Please try again.',
    );
    expect(oneTimeCodeErrorMessage('auth/user-not-found', 'raw')).toBe(
      'No account found. Please check your email and try again.',
    );
    expect(oneTimeCodeErrorMessage('auth/too-many-requests', 'raw')).toBe(
      'Too many failed attempts. Please try again later.',
    );
    expect(oneTimeCodeErrorMessage('auth/network-request-failed', 'raw')).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(oneTimeCodeErrorMessage('auth/other', 'raw')).toBe('raw');
  });
  it('login check on 404', () => expect(signInMessages.userDoesNotExist).toBe("User doesn't exist"));
  it('linking codes', () => {
    expect(linkingErrorCodes.noCurrentUser).toBe('custom/no-current-user');
    expect(linkingErrorCodes.userNotAnonymous).toBe('custom/user-not-anonymous');
  });
});

describe('other outcome texts (sections 2 and 8)', () => {
  it('magic link', () => {
    expect(magicLinkMessages.sent).toBe('Magic link sent successfully');
    expect(magicLinkMessages.failed).toBe('Failed to generate magic link');
  });
  it('reviews', () => {
    expect(reviewMessages.submitted).toBe('Review submitted successfully!');
    expect(reviewMessages.submitFailed).toBe('Failed to submit review. Please try again.');
  });
  it('conversion log', () => {
    expect(conversionEventMessages.logged).toBe('Event logged successfully');
    expect(conversionEventMessages.logFailed).toBe('Failed to log conversion event');
  });
  it('festival ticket claim', () =>
    expect(festivalMessages.claimTicketFailed).toBe('Failed to claim festival ticket. Please try again.'));
  it('error fallback screen', () => {
    expect(errorFallbackMessages.title).toBe('Something went wrong');
    expect(errorFallbackMessages.body).toBe(
      'We encountered an unexpected error while loading this wine. Please try refreshing the page.',
    );
    expect(errorFallbackMessages.refreshButton).toBe('Refresh Page');
  });
});

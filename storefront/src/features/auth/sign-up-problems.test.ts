import { contactMessages, signUpMessages } from '@wine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { signUpProblems } from './sign-up-problems.ts';

describe('signUpProblems', () => {
  it("names every missing field with the spec's text", () =>
    expect(signUpProblems({ name: ' ', email: '', phone: '' })).toEqual({
      name: signUpMessages.nameRequired,
      email: signUpMessages.emailRequired,
      phone: signUpMessages.phoneRequired,
    }));

  it('checks the shape of the e-mail and the phone', () =>
    expect(signUpProblems({ name: 'Ann', email: 'ann', phone: '123' })).toEqual({
      email: contactMessages.emailInvalid,
      phone: contactMessages.phoneInvalid,
    }));

  it('is empty for a sign-up that can be sent', () =>
    expect(signUpProblems({ name: 'Ann', email: 'ann@example.com', phone: '+44 7700 900123' })).toEqual({}));
});

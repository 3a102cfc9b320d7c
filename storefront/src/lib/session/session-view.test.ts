import type { AuthSession } from '@wine/contracts/identity/auth-session';
import type { UserView } from '@wine/contracts/identity/user-view';
import { describe, expect, it } from 'vitest';
import { sessionView } from './session-view.ts';

const user: UserView = {
  id: '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  email: 'ann@example.com',
  displayName: 'ann',
  isMember: false,
  membershipTier: 'basic',
  joinDate: '2025-03-01T10:00:00.000Z',
  isAnonymous: false,
};
const sessionOf = (overrides: Partial<UserView>): AuthSession => ({
  tokenType: 'Bearer',
  accessToken: 'a',
  accessTokenExpiresAt: '2025-03-10T10:15:00.000Z',
  refreshToken: 'r',
  refreshTokenExpiresAt: '2025-04-10T10:00:00.000Z',
  user: { ...user, ...overrides },
});

describe('sessionView', () => {
  it('is nobody, signed out, while the first guest is on its way', () =>
    expect(sessionView({ session: undefined })).toEqual({
      signedIn: false,
      isMember: false,
      user: undefined,
    }));

  it('counts a guest session as not signed in, and never as a member', () => {
    const guest = sessionOf({ isAnonymous: true, email: null, isMember: true });
    expect(sessionView({ session: guest }, { isMember: true })).toMatchObject({
      signedIn: false,
      isMember: false,
    });
  });

  it('takes membership from the member check once it answers, else from the sign-in', () => {
    const signedIn = { session: sessionOf({ isMember: true }) };
    expect(sessionView(signedIn)).toMatchObject({ signedIn: true, isMember: true });
    expect(sessionView(signedIn, { isMember: false }).isMember).toBe(false);
  });
});

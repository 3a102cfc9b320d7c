import { isRedirect } from '@tanstack/react-router';
import type { UserView } from '@wine/contracts/identity/user-view';
import { describe, expect, it } from 'vitest';
import { redirectUnlessSignedIn } from './sign-in-redirect.ts';

const person = (isAnonymous: boolean): UserView => ({
  id: '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  email: isAnonymous ? null : 'ann@example.com',
  displayName: isAnonymous ? 'User' : 'ann',
  isMember: false,
  membershipTier: 'basic',
  joinDate: '2025-03-01T10:00:00.000Z',
  isAnonymous,
});

function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('redirectUnlessSignedIn', () => {
  it('lets a signed-in person through', () =>
    expect(thrownBy(() => redirectUnlessSignedIn(person(false), '/drop'))).toBeUndefined());

  it('sends a guest, or a visitor whose guest is still on its way, to the prompt and back', () => {
    for (const user of [person(true), undefined]) {
      const thrown = thrownBy(() => redirectUnlessSignedIn(user, '/shop?category=investment'));
      expect(isRedirect(thrown)).toBe(true);
      expect((thrown as { options: unknown }).options).toMatchObject({
        to: '/sign-in',
        search: { redirect: '/shop?category=investment' },
      });
    }
  });
});

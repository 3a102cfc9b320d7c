import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { describe, expect, it } from 'vitest';
import { clubMembersProjection } from './club-members.ts';

const userId = '0193a1b2-0000-7000-8000-000000000001';
const accountId = '0193a1b2-0000-7000-8000-000000000002';
const at = '2025-03-01T10:00:00.000Z';

const stored = (type: string, data: unknown): StoredEvent => ({
  eventId: '0193a1b2-0000-7000-8000-0000000000aa',
  type,
  schemaVersion: 1,
  streamId: `identity/user/${userId}`,
  streamVersion: 2,
  position: '7',
  occurredAt: at,
  data,
  metadata: { correlationId: 'c', causationId: null, userId: null, region: 'GB' },
  transactionId: '100',
});

describe('the club members read model', () => {
  it('keeps each user’s latest club status', () =>
    expect(
      clubMembersProjection.apply(
        stored('ClubStatusChanged', { userId, status: 'MEMBER', previousStatus: 'APPLIED', changedAt: at }),
      ),
    ).toEqual([['SET', `status:${userId}`, 'MEMBER']]));

  it('forgets a claimed guest and an erased person', () => {
    expect(
      clubMembersProjection.apply(
        stored('GuestClaimed', { guestId: userId, userId: accountId, claimedAt: at }),
      ),
    ).toEqual([['DEL', `status:${userId}`]]);
    expect(clubMembersProjection.apply(stored('PersonalDataErased', { userId, erasedAt: at }))).toEqual([
      ['DEL', `status:${userId}`],
    ]);
  });

  it('refuses a malformed event, which the projector then dead-letters', () =>
    expect(() =>
      clubMembersProjection.apply(stored('ClubStatusChanged', { userId, status: 'GOLD' })),
    ).toThrow());
});

import type { ClubStatus } from '@wine/contracts/club-status';
import { optionalUser } from '@wine/platform/http/auth';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { liveNamespace, RedisProjector } from '@wine/platform/projections/redis-projector';
import { eventually } from '@wine/platform/testing/test-env';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMembersProjection } from '../projections/club-members.ts';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `member${++n}@example.com`;
const memberCheck = (appUserId: string, token: string) =>
  t.call('POST', '/api/auth/member-check', { body: { appUserId }, token });
// As the payments context does when a club subscription starts or ends (no HTTP call sets it).
const setClubStatus = (appUserId: string, status: ClubStatus) => t.identity.setClubStatus(appUserId, status);

describe('the member check (POST /api/auth/member-check)', () => {
  it('answers from the Redis read model once a membership event is projected', async () => {
    const account = await t.registered(freshEmail());
    const { id } = account.user;
    expect((await memberCheck(id, account.accessToken)).body).toEqual({ isMember: false });
    await setClubStatus(id, 'MEMBER');
    await eventually(async () => (await memberCheck(id, account.accessToken)).body.isMember === true);

    // From Redis, not the stream: with the key gone the answer is no, though the log says MEMBER.
    const ns = await liveNamespace(t.redis, clubMembersProjection.name, t.prefix);
    await t.redis.del(`${ns}status:${id}`);
    expect((await memberCheck(id, account.accessToken)).body).toEqual({ isMember: false });
  });

  it('gives the same read model when an event is delivered twice', async () => {
    const account = await t.registered(freshEmail());
    await setClubStatus(account.user.id, 'APPLIED');
    const events = (await t.store.readStream(`identity/user/${account.user.id}`)).events;
    const projector = new RedisProjector(t.redis, clubMembersProjection, {
      deadLetters: pgDeadLetters(t.db.pool),
      keyPrefix: t.prefix,
    });
    const ns = await liveNamespace(t.redis, clubMembersProjection.name, t.prefix);
    const key = `${ns}status:${account.user.id}`;
    await eventually(async () => (await t.redis.get(key)) === 'APPLIED');
    expect(await projector.applyBatch('store', events)).toBe(0);
    expect(await t.redis.get(key)).toBe('APPLIED');
  });

  it('is for the caller only', async () => {
    const ann = await t.registered(freshEmail());
    const bob = await t.guest();
    expect((await memberCheck(ann.user.id, bob.accessToken)).status).toBe(403);
  });

  it('follows the club status rules', async () => {
    const guest = await t.guest();
    await expect(setClubStatus(guest.user.id, 'MEMBER')).rejects.toThrow(
      'Only a registered user can become a member',
    );
  });

  it('cannot be set by the member themself: the development switch is gone', async () => {
    const account = await t.registered(freshEmail());
    const { id } = account.user;
    const answer = await t.call('POST', '/dev/club-status', {
      body: { appUserId: id, status: 'MEMBER' },
      token: account.accessToken,
    });
    expect(answer.status).toBe(404);
    expect((await memberCheck(id, account.accessToken)).body).toEqual({ isMember: false });
  });
});

describe('viewerOf (for other contexts)', () => {
  it('is a member only for a registered member bearing a valid token', async () => {
    const app = new Hono().get('/price', optionalUser(t.identity.verifier), async (c) =>
      c.json(await t.identity.viewerOf(c)),
    );
    const viewer = async (token?: string) =>
      (await app.request('/price', token ? { headers: { authorization: `Bearer ${token}` } } : {})).json();

    const member = await t.registered(freshEmail());
    await setClubStatus(member.user.id, 'MEMBER');
    await eventually(async () => (await memberCheck(member.user.id, member.accessToken)).body.isMember);

    expect(await viewer(member.accessToken)).toEqual({ isMember: true, signedIn: true });
    expect(await viewer((await t.guest()).accessToken)).toEqual({ isMember: false, signedIn: false });
    expect(await viewer()).toEqual({ isMember: false, signedIn: false });
  });
});

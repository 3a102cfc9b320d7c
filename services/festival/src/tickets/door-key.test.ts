import { describe, expect, it } from 'vitest';
import { issueDoorKey, readDoorKey } from './door-key.ts';

const secret = 'the festival door secret, 32 characters or more';
const ends = new Date('2026-12-31T22:00:00.000Z');
const before = new Date('2026-12-31T21:59:59.000Z');
const northGate = { festivalId: 'winter-2026', doorId: 'north-gate', expiresAt: ends };

describe('door keys', () => {
  it('name the festival, the door and the end they were issued for', () => {
    expect(readDoorKey(secret, issueDoorKey(secret, northGate), before)).toEqual(northGate);
  });

  it('scan nothing once the festival has ended', () => {
    const key = issueDoorKey(secret, northGate);
    expect(readDoorKey(secret, key, ends)).toBeUndefined();
    expect(readDoorKey(secret, key, new Date('2027-01-01T00:00:00.000Z'))).toBeUndefined();
  });

  it('are refused when signed under another secret (the door secret was changed)', () => {
    expect(readDoorKey(`${secret} rotated`, issueDoorKey(secret, northGate), before)).toBeUndefined();
  });

  it('are refused when a device rewrites the door, the festival or the end', () => {
    const [prefix, , mac] = issueDoorKey(secret, northGate).split('.');
    for (const forged of [
      { f: 'winter-2026', d: 'south-gate', e: ends.getTime() / 1000 },
      { f: 'summer-2027', d: 'north-gate', e: ends.getTime() / 1000 },
      { f: 'winter-2026', d: 'north-gate', e: ends.getTime() / 1000 + 86_400 },
    ]) {
      const payload = Buffer.from(JSON.stringify(forged)).toString('base64url');
      expect(readDoorKey(secret, `${prefix}.${payload}.${mac}`, before)).toBeUndefined();
    }
  });

  it('are refused when they are not door keys at all', () => {
    for (const sent of [
      '',
      secret,
      'fdk1',
      'fdk1..',
      'fdk1.e30.',
      'fdk2.e30.AAAA',
      `${issueDoorKey(secret, northGate)}.x`,
    ]) {
      expect(readDoorKey(secret, sent, before)).toBeUndefined();
    }
  });

  it('are refused when signed but not what a door key holds', () => {
    // A payload the secret signed that is not a door key's fields: never taken for one.
    const key = issueDoorKey(secret, { ...northGate, doorId: '' });
    expect(readDoorKey(secret, key, before)).toBeUndefined();
  });
});

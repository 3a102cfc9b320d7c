import { describe, expect, it } from 'vitest';
import { isSignedCourierReport, signCourierReport } from './courier-signature.ts';

const secret = 'whsec_courier_test';
const body = '{"id":"evt_1","type":"parcel.shipped"}';
const now = new Date('2026-11-24T10:00:00.000Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('a courier report signature', () => {
  it('is accepted for the body it signs, with the secret', () =>
    expect(isSignedCourierReport(body, signCourierReport(body, secret, now), secret, later(10))).toBe(true));

  it('is refused for a body changed after signing', () =>
    expect(
      isSignedCourierReport(
        body.replace('shipped', 'delivered'),
        signCourierReport(body, secret, now),
        secret,
        now,
      ),
    ).toBe(false));

  it('is refused when made with another secret', () =>
    expect(isSignedCourierReport(body, signCourierReport(body, 'whsec_forged', now), secret, now)).toBe(
      false,
    ));

  it('is refused when replayed more than five minutes later', () =>
    expect(isSignedCourierReport(body, signCourierReport(body, secret, now), secret, later(301))).toBe(
      false,
    ));

  it.each(['', 't=abc,v1=00', `t=${now.getTime() / 1000}`, 'v1=deadbeef'])(
    'refuses the header %j',
    (header) => expect(isSignedCourierReport(body, header, secret, now)).toBe(false),
  );
});

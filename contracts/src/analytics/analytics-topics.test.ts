import { describe, expect, it } from 'vitest';
import { analyticsMessageKey } from './analytics-topics.ts';

describe('analyticsMessageKey', () => {
  it('keys on the user, else the device, else the event itself', () => {
    expect(analyticsMessageKey({ userId: 'u-1', deviceId: 'd-1', eventID: 'e-1' })).toBe('u-1');
    expect(analyticsMessageKey({ userId: null, deviceId: 'd-1', eventID: 'e-1' })).toBe('d-1');
    expect(analyticsMessageKey({ userId: null, deviceId: null, eventID: 'e-1' })).toBe('e-1');
  });
});

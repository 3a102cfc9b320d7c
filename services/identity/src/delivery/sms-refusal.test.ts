import { describe, expect, it } from 'vitest';
import { phoneRefusalOf } from './sms-refusal.ts';

describe("the SMS provider's refusal of a number", () => {
  it('is auth/invalid-phone-number when the provider says no network could ring it', () => {
    expect(phoneRefusalOf(400, 21211)).toBe('auth/invalid-phone-number');
    expect(phoneRefusalOf(400, 21614)).toBe('auth/invalid-phone-number');
  });

  it('is auth/admin-restricted-operation for a region the account may not send to', () => {
    expect(phoneRefusalOf(400, 21408)).toBe('auth/admin-restricted-operation');
  });

  it('is auth/unknown when the provider refuses the number for a reason of its own', () => {
    expect(phoneRefusalOf(400, 21610)).toBe('auth/unknown');
    expect(phoneRefusalOf(400, 30_006)).toBe('auth/unknown');
  });

  it("blames no number for the provider's outage or our own set-up", () => {
    expect(phoneRefusalOf(503, undefined)).toBeNull();
    expect(phoneRefusalOf(500, 20_500)).toBeNull();
    expect(phoneRefusalOf(401, 20003)).toBeNull();
    expect(phoneRefusalOf(429, 20429)).toBeNull();
    expect(phoneRefusalOf(400, 21606)).toBeNull();
    expect(phoneRefusalOf(400, undefined)).toBeNull();
  });
});

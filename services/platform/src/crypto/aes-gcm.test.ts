import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './aes-gcm.ts';

describe('sealing with AES-256-GCM', () => {
  const key = randomBytes(32);

  it('opens what it sealed, with a fresh iv each time', () => {
    const a = seal(key, Buffer.from('ann@example.com'), 'u1:email');
    const b = seal(key, Buffer.from('ann@example.com'), 'u1:email');
    expect(a.equals(b)).toBe(false);
    expect(open(key, a, 'u1:email').toString()).toBe('ann@example.com');
  });

  it('refuses another context, another key or altered bytes', () => {
    const sealed = seal(key, Buffer.from('ann@example.com'), 'u1:email');
    expect(() => open(key, sealed, 'u2:email')).toThrow();
    expect(() => open(randomBytes(32), sealed, 'u1:email')).toThrow();
    const last = sealed.length - 1;
    sealed.writeUInt8(sealed.readUInt8(last) ^ 1, last);
    expect(() => open(key, sealed, 'u1:email')).toThrow();
  });
});

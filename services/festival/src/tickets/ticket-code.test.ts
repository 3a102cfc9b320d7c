import { describe, expect, it } from 'vitest';
import { TicketSigner, verifyTicketCode } from './ticket-code.ts';

const claims = {
  t: '0193a1b2-c3d4-7e5f-8a9b-000000000001',
  f: 'autumn-festival-2025',
  u: '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  k: 'general',
};

describe('a ticket QR code', () => {
  const signer = new TicketSigner('a secret of this install');
  const pem = signer.publicKeyPem();

  it('is checked at the door with the public key alone', () =>
    expect(verifyTicketCode(signer.sign(claims), pem)).toEqual(claims));

  it('is refused when anything in it was changed', () => {
    const [prefix, payload, signature] = signer.sign(claims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, k: 'vip' })).toString('base64url');
    expect(verifyTicketCode(`${prefix}.${forged}.${signature}`, pem)).toBeNull();
    expect(verifyTicketCode(`${prefix}.${payload}.${signature?.slice(1)}A`, pem)).toBeNull();
    expect(verifyTicketCode('not a ticket', pem)).toBeNull();
  });

  it('signed with another install’s key is refused', () =>
    expect(verifyTicketCode(new TicketSigner('another secret').sign(claims), pem)).toBeNull());

  it('is the same code for the same ticket, so a screenshot and a reload agree', () =>
    expect(signer.sign(claims)).toBe(signer.sign(claims)));
});

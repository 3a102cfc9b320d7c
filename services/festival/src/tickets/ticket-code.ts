import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { z } from 'zod';

// A ticket's QR code: `WF1.<payload>.<signature>`, both base64url. The payload names the ticket,
// festival, holder and ticket type; the signature is Ed25519 over `WF1.<payload>`. A door scanner
// holding only the public key (GET /api/festivals/ticket-key) checks it with no network.

const PREFIX = 'WF1';
const PKCS8_ED25519_SEED = Buffer.from('302e020100300506032b657004220420', 'hex');

export const TicketClaims = z.object({
  t: z.uuid(), // ticket id
  f: z.string(), // festival id
  u: z.uuid(), // holder's user id
  k: z.string(), // ticket type id
});
export type TicketClaims = z.infer<typeof TicketClaims>;

/** Signs ticket codes with a key made from a secret of any length (config: FESTIVAL_TICKET_KEY). */
export class TicketSigner {
  private readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;

  constructor(secret: string) {
    const seed = createHash('sha256').update(`festival-ticket:${secret}`).digest();
    this.privateKey = createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519_SEED, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    this.publicKey = createPublicKey(this.privateKey);
  }

  sign(claims: TicketClaims): string {
    const body = `${PREFIX}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${body}.${sign(null, Buffer.from(body), this.privateKey).toString('base64url')}`;
  }

  publicKeyPem(): string {
    return this.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }
}

/** What a door scanner runs: the ticket's claims when the signature is the festival's, else null. */
export function verifyTicketCode(code: string, publicKeyPem: string): TicketClaims | null {
  const [prefix, payload, signature, ...rest] = code.split('.');
  if (prefix !== PREFIX || !payload || !signature || rest.length > 0) return null;
  const key = createPublicKey(publicKeyPem);
  if (!verify(null, Buffer.from(`${prefix}.${payload}`), key, Buffer.from(signature, 'base64url')))
    return null;
  try {
    const claims = TicketClaims.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}

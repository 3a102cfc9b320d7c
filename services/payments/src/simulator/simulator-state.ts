import { randomBytes } from 'node:crypto';

/** A Stripe API object as JSON: the simulator keeps and answers with these. */
export type StripeObject = Record<string, unknown> & { id: string };

/**
 * The simulator's memory: Stripe's objects by id, and the answers given per idempotency key.
 * In memory on purpose: it stands in for a remote service during development and tests, and a
 * restart is like a fresh Stripe test account.
 */
export class SimulatorState {
  readonly objects = new Map<string, StripeObject>();
  /** Card numbers stay here, never in an object a client can read. */
  readonly cardNumbers = new Map<string, string>();
  readonly answers = new Map<string, { status: number; body: unknown; fingerprint: string }>();

  newId(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString('base64url').replaceAll(/[-_]/g, 'x')}`;
  }

  secret(): string {
    return randomBytes(18).toString('base64url').replaceAll(/[-_]/g, 'x');
  }

  get<T extends StripeObject>(id: string, object: string): T | undefined {
    const found = this.objects.get(id);
    return found && found.object === object ? (found as T) : undefined;
  }

  save<T extends StripeObject>(value: T): T {
    this.objects.set(value.id, value);
    return value;
  }
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

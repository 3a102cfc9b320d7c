import { DomainError } from '@wine/platform/errors/domain-error';

/** The checkout's key, from the `Idempotency-Key` header or the body; both may be sent if they agree. */
export function idempotencyKeyOf(header: string | undefined, body: string | undefined): string {
  if (header !== undefined && body !== undefined && header !== body) {
    throw new DomainError('VALIDATION_ERROR', 'The Idempotency-Key header and idempotencyKey differ', 400);
  }
  const key = header ?? body;
  if (key === undefined) {
    throw new DomainError('VALIDATION_ERROR', 'An Idempotency-Key header or idempotencyKey is required', 400);
  }
  return key;
}

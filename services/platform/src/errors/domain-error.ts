// Errors a command or query may raise on purpose. The HTTP kit maps each to its status and the
// error envelope of contracts/errors; anything else is a bug and becomes a 500 with no detail.
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string, details?: unknown) {
    super('NOT_FOUND', message, 404, details);
  }
}

/** A command that the current state forbids (e.g. an illegal status transition). */
export class IllegalStateError extends DomainError {
  constructor(message: string, details?: unknown) {
    super('ILLEGAL_STATE', message, 409, details);
  }
}

/** Optimistic concurrency: the stream moved on since it was read. Safe to retry the command. */
export class ConcurrencyError extends DomainError {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number,
  ) {
    super(
      'CONCURRENCY_CONFLICT',
      `Stream ${streamId} is at version ${actualVersion}, expected ${expectedVersion}`,
      409,
      { streamId, expectedVersion, actualVersion },
    );
  }
}

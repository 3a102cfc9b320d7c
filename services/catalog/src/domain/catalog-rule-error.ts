import { DomainError } from '@wine/platform/errors/domain-error';

/** A command whose values break a catalog rule (a negative stock, a member price above the public one). */
export class CatalogRuleError extends DomainError {
  constructor(message: string, details?: unknown) {
    super('VALIDATION_ERROR', message, 400, details);
  }
}

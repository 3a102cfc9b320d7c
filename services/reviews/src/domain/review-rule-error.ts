import { DomainError } from '@wine/platform/errors/domain-error';

/** A review the rules refuse (the edge checks the same first; this guards every other path). */
export class ReviewRuleError extends DomainError {
  constructor(path: string, message: string) {
    super('VALIDATION_ERROR', 'Validation failed', 400, [{ path: [path], message }]);
  }
}

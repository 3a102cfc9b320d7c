import type { StoredEvent } from '../event-store/stored-event.ts';

/**
 * Something outside the system that an event must cause once: an e-mail to a customer, a
 * parcel booked with a courier. Like a workflow it follows contexts' events in order with a
 * checkpoint; unlike one, its work cannot share a transaction with that checkpoint, so the
 * runtime records a batch's events as done as soon as their `perform` calls returned. Only a
 * crash in between repeats them; a redelivered event, a second process or a retry after a
 * failure does not.
 */
export interface Effect {
  /** kebab-case, unique: names the consumer group, the checkpoints and the done log. */
  name: string;
  /** Contexts whose `<context>.events` it follows. */
  contexts: string[];
  handles: readonly string[];
  /**
   * How many events it may perform at once (default 1: one after the other, in order). More only
   * where their order does not matter, e.g. mails to different people.
   */
  concurrency?: number;
  /**
   * Does the work. Throwing a transient error (the other side is down, or says "try later")
   * retries the event, in order, until it goes through; a PermanentEffectFailure, a
   * DomainError or an event it cannot read goes to the dead letters and the rest goes on.
   */
  perform(event: StoredEvent): Promise<void>;
}

/** The other side refused for good (an address that does not exist): retrying cannot help. */
export class PermanentEffectFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentEffectFailure';
  }
}

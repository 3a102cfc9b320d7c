export interface WatchLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * What a process knows of one dependency (kafka, redis, postgres) or worker (a projection), from
 * the outcomes of the work that uses it. It logs each outage once however many retries report it,
 * and its end once; /health/ready names the dependency while it is down.
 */
export class DependencyWatch {
  /** Down until something proves otherwise: a dependency not reached yet is not ready. */
  private failure: string | undefined = 'not connected yet';
  private outageLogged = false;

  constructor(
    readonly name: string,
    private readonly logger: WatchLogger,
  ) {}

  up(): void {
    this.failure = undefined;
    // Reaching it the first time is the normal start, not news.
    if (!this.outageLogged) return;
    this.outageLogged = false;
    this.logger.info({ dependency: this.name }, `${this.name} is up again`);
  }

  down(err: unknown): void {
    this.failure = err instanceof Error ? err.message : String(err);
    if (this.outageLogged) return;
    this.outageLogged = true;
    this.logger.warn(
      { dependency: this.name, reason: this.failure },
      `${this.name} is down (${this.failure}); retrying, serving what does not need it`,
    );
  }

  /** A health check: rejects with the reason while the dependency is down. */
  readonly check = async (): Promise<void> => {
    if (this.failure !== undefined) throw new Error(this.failure);
  };
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after an answer has gone (the account calls answer before they look at the
 * address, docs/rules/accounts.md). A failure is logged, never thrown at anyone; `idle()` waits
 * for what is under way, so the app closes only once it is done (and tests read its effects).
 */
export class Background {
  private readonly running = new Set<Promise<void>>();
  private closed = false;
  constructor(
    private readonly log: FastifyBaseLogger,
    /** What of an error may be logged (a failed query's parameters may not). */
    private readonly loggable: (error: unknown) => unknown,
  ) {}

  get isClosed() {
    return this.closed;
  }

  run(what: string, task: () => Promise<void>) {
    if (this.closed) return;
    // Started on the next turn of the event loop: the answer is written first.
    const done: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) =>
        this.log.error({ err: this.loggable(error), task: what }, 'background task failed'),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async idle() {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  /** Takes no new work and waits for what is under way (the app is closing). */
  async close() {
    this.closed = true;
    await this.idle();
  }
}

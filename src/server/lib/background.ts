import type { FastifyBaseLogger } from 'fastify';

/** The account calls answer before they look at the address (docs/rules/accounts.md). */
export class Background {
  private readonly running = new Set<Promise<void>>();
  private closed = false;
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly loggable: (error: unknown) => unknown,
  ) {}

  get isClosed() {
    return this.closed;
  }

  run(what: string, task: () => Promise<void>) {
    if (this.closed) return;
    // The answer is written first.
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

  async close() {
    this.closed = true;
    await this.idle();
  }
}

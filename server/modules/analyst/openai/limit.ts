/**
 * At most `max` model calls in flight in this process (AI_MAX_CONCURRENCY): the evidence jobs,
 * the statement jobs and the routes share one provider quota, so they share one limit.
 */
export class Limiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next caller, so a newcomer cannot jump the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

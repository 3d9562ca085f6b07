/**
 * At most `limit` of the hub's reads run at once; the rest wait their turn. The hub shares the
 * server's connection pool with the HTTP calls, and one bell event for every connected account
 * must not take all of it (a request waits only so long for a connection).
 */
export class Limiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

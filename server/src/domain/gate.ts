/**
 * How many holders one key (an agent, an organization, a credential) has at once in this server
 * instance: at most `limit`, the next ones waiting in order, at most `maxWaiting` of them. Held in
 * memory, so each instance counts its own: the bound is per instance, and the database's own
 * limits (the pool, the row locks) stay the backstop across instances. A key with no holder is
 * forgotten, so the map holds only the keys in use.
 */
export class KeyedGate {
  private readonly keys = new Map<string, { running: number; waiting: (() => void)[] }>();

  constructor(
    readonly limit: number,
    private readonly maxWaiting: number,
  ) {}

  /** Enters at once, or returns undefined when the key holds `limit` already; the function leaves (once). */
  tryEnter(key: string): (() => void) | undefined {
    const state = this.keys.get(key) ?? { running: 0, waiting: [] };
    if (state.running >= this.limit) return undefined;
    state.running += 1;
    this.keys.set(key, state);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.leave(key);
    };
  }

  /**
   * Runs `work` holding a place of `key`, after those ahead of it; `refuse()` is thrown, without
   * running it, when `maxWaiting` are waiting already.
   */
  async run<T>(key: string, work: () => Promise<T>, refuse: () => Error): Promise<T> {
    const state = this.keys.get(key) ?? { running: 0, waiting: [] };
    this.keys.set(key, state);
    if (state.running < this.limit) state.running += 1;
    else if (state.waiting.length >= this.maxWaiting) throw refuse();
    // The one leaving hands its place over: `running` stays as it is.
    else await new Promise<void>((resolve) => state.waiting.push(resolve));
    try {
      return await work();
    } finally {
      this.leave(key);
    }
  }

  private leave(key: string): void {
    const state = this.keys.get(key)!;
    const next = state.waiting.shift();
    if (next) return next();
    state.running -= 1;
    if (state.running === 0) this.keys.delete(key);
  }
}

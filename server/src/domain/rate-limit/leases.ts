/**
 * A window's counter, shared by every server instance through the `rate_limits` table, which an
 * instance draws on in leases: one statement takes several of a window's requests at once when
 * its requests for one key come in together, and hands them out from memory.
 *
 * Why: every request of one credential counts on the same row. Counting each with its own upsert
 * put one statement, and a wait on that row's lock, on every request's path (the busiest
 * credential is exactly the one that waits most). Limits are not money, but they are still kept:
 *
 * - The limit is never exceeded, by any number of instances: a lease takes only what the shared
 *   row has left (the row counts every point leased, and what a lease asked beyond the limit is
 *   refused, not granted).
 * - One instance counts exactly: its own unspent lease is counted as not yet used, so the
 *   RateLimit-Remaining it reports is the limit less what it has admitted and what others had
 *   leased when it last asked.
 * - Requests that come one after another lease one point each, as a counter per request would;
 *   only requests waiting together lease more, at most twice as many as were waiting and
 *   `maxLease(limit)` in all. With several instances that is the bound of what a lease costs:
 *   another instance may be refused up to `maxLease` requests before the window is really spent,
 *   for what an instance leased and did not use before its window ended.
 */

/** What a window's counter answers for one request: allowed or not, and the window after it. */
export interface LeaseDecision {
  allowed: boolean;
  remaining: number;
  resetMs: number;
}

/**
 * The shared counter: adds `points` to the key's window (a new one when it ended), whether or not
 * they fit, and answers the window's total with them and when it ends.
 */
export type LeaseStatement = (key: string, points: number) => Promise<{ points: number; expireMs: number }>;

/** The most one lease takes: a twentieth of the window's limit, at most 64, at least 1. */
export function maxLease(limit: number): number {
  return Math.max(1, Math.min(64, Math.floor(limit / 20)));
}

interface Waiter {
  resolve: (decision: LeaseDecision) => void;
  reject: (error: unknown) => void;
}

/** One key's window as this instance knows it. */
interface Window {
  expireMs: number;
  /** Requests of the window used or leased by any instance, as of this instance's last lease, and what it admitted since. */
  used: number;
  /** Leased by this instance and not yet handed out. */
  held: number;
  /** The shared row had nothing left: every request is refused until the window ends. */
  spent: boolean;
  waiting: Waiter[];
  leasing: boolean;
}

export class LeasedCounter {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly lease: LeaseStatement,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request against `key`. */
  consume(key: string): Promise<LeaseDecision> {
    const now = this.now();
    let window = this.#windows.get(key);
    if (window && window.expireMs <= now && !window.leasing) {
      this.#windows.delete(key);
      window = undefined;
    }
    if (window && window.expireMs > now) {
      if (window.held > 0) return Promise.resolve(this.#admit(window, now));
      if (window.spent) return Promise.resolve({ allowed: false, remaining: 0, resetMs: window.expireMs - now });
    }
    if (!window) {
      window = { expireMs: 0, used: 0, held: 0, spent: false, waiting: [], leasing: false };
      this.#windows.set(key, window);
    }
    const current = window;
    const decided = new Promise<LeaseDecision>((resolve, reject) => current.waiting.push({ resolve, reject }));
    if (!current.leasing) void this.#takeLease(key, current);
    return decided;
  }

  /** Forgets the windows that ended with nothing waiting (their rows stay until housekeeping removes them). */
  sweep(): void {
    const now = this.now();
    for (const [key, window] of this.#windows) {
      if (window.expireMs <= now && !window.leasing) this.#windows.delete(key);
    }
  }

  #admit(window: Window, now: number): LeaseDecision {
    window.held -= 1;
    return { allowed: true, remaining: Math.max(0, this.limit - (window.used - window.held)), resetMs: window.expireMs - now };
  }

  async #takeLease(key: string, window: Window): Promise<void> {
    window.leasing = true;
    // Leases follow the demand: as many as wait now, twice over when several wait together (more
    // are likely to come while this lease is under way), one for a request that came alone.
    const waiting = window.waiting.length;
    const asked = Math.min(maxLease(this.limit), waiting > 1 ? waiting * 2 : 1);
    let answer: { points: number; expireMs: number };
    try {
      answer = await this.lease(key, asked);
    } catch (error) {
      window.leasing = false;
      for (const waiter of window.waiting.splice(0)) waiter.reject(error);
      this.#windows.delete(key);
      return;
    }
    // The total counts this lease's points whether or not they fitted: what was there before it
    // is the total less them (0 in a window this lease opened).
    const before = answer.points - asked;
    const granted = Math.max(0, Math.min(asked, this.limit - before));
    const now = this.now();
    if (window.expireMs <= now) {
      // The first lease of a window this instance sees: anything held belonged to the last one.
      window.held = 0;
      window.spent = false;
      window.expireMs = answer.expireMs;
    }
    window.used = before + granted;
    window.held += granted;
    if (granted < asked) window.spent = true;
    window.leasing = false;

    while (window.waiting.length > 0 && window.held > 0) window.waiting.shift()!.resolve(this.#admit(window, now));
    if (window.waiting.length === 0) return;
    if (window.spent) {
      const refused: LeaseDecision = { allowed: false, remaining: 0, resetMs: Math.max(0, window.expireMs - now) };
      for (const waiter of window.waiting.splice(0)) waiter.resolve(refused);
      return;
    }
    void this.#takeLease(key, window);
  }
}

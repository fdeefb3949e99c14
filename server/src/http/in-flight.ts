import { setMaxListeners } from 'node:events';

/**
 * The handlers still running. A handler goes on after its client hangs up, so a clean stop waits
 * for these, not only for connections, before it closes the database under them. A stream would
 * hold its connection open until the client left: `closeStreams()`, first in a clean stop, ends
 * each one with a `reconnect` event (http/sse.ts).
 */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>();
  private readonly closing = new AbortController();

  constructor() {
    // Every open stream listens here, as many as the stream limits allow (config.ts): no leak past 10.
    setMaxListeners(0, this.closing.signal);
  }

  /** Aborted when the server stops: every open stream ends. */
  get streamsClosing(): AbortSignal {
    return this.closing.signal;
  }

  closeStreams(): void {
    this.closing.abort();
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.finally(() => this.running.delete(work)).catch(() => {});
    return work;
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

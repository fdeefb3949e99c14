import type { Logger } from '../logger.js';

/**
 * A kind of background work. Its tick claims what is due now (each kind's own conditional
 * update, FOR UPDATE SKIP LOCKED or a lease in database time, so that of several instances one
 * takes each piece) and starts or does it.
 */
export interface TaskKind {
  /** The name producers nudge it by (nudge.ts) and the logs give it. */
  name: string;
  /** How long after a tick the next one runs when nothing nudges it: the fallback. */
  pollMs: number;
  tick(): Promise<unknown>;
  /**
   * In how many milliseconds (database time) its next piece of work falls due (a delay's end, a
   * lease passing), or null when nothing is timed: the runner ticks then rather than at its next poll.
   */
  nextDueMs?(): Promise<number | null>;
  /** Waits for the work its ticks started and still under way. */
  stop?(): Promise<void>;
}

interface Runner {
  /** Ticks the kind now, or once more right after the tick under way: a burst of nudges costs one tick. */
  wake(name: string): void;
  wakeAll(): void;
  /** Stops ticking, then waits for the ticks and the work under way. */
  stop(): Promise<void>;
}

/** The shortest timer for work due now that the tick did not take (claimed meanwhile by another instance, or no free slot): no busy loop. */
const MIN_DUE_MS = 5;

interface KindState {
  kind: TaskKind;
  ticking: Promise<void> | null;
  again: boolean;
  failing: boolean;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Runs each kind's tick at start, when woken, when its next work falls due, and `pollMs` after
 * its last tick otherwise; a kind's ticks never overlap. A failed tick (the database away) is
 * logged once per streak and retried at the next.
 */
export function createRunner(kinds: TaskKind[], logger: Logger): Runner {
  let stopped = false;
  const states = new Map<string, KindState>(kinds.map((kind) => [kind.name, { kind, ticking: null, again: false, failing: false, timer: undefined }]));

  const turn = async (state: KindState): Promise<void> => {
    const { kind } = state;
    let nextMs = kind.pollMs;
    try {
      const result = await kind.tick();
      const due = (await kind.nextDueMs?.()) ?? null;
      if (due !== null) nextMs = Math.min(nextMs, Math.max(MIN_DUE_MS, Math.ceil(due)));
      if (state.failing) logger.info({ task: kind.name }, 'background task recovered');
      state.failing = false;
      logger.debug({ task: kind.name, result }, 'background task');
    } catch (error) {
      if (!state.failing) logger.warn({ err: error, task: kind.name }, 'background task failed; retrying');
      state.failing = true;
    }
    if (stopped) return;
    state.timer = setTimeout(() => schedule(state), nextMs);
    state.timer.unref();
  };

  const schedule = (state: KindState): void => {
    if (stopped) return;
    if (state.ticking) {
      state.again = true;
      return;
    }
    clearTimeout(state.timer);
    state.ticking = turn(state).finally(() => {
      state.ticking = null;
      if (state.again) {
        state.again = false;
        schedule(state);
      }
    });
  };

  for (const state of states.values()) schedule(state);
  return {
    wake(name) {
      const state = states.get(name);
      if (state) schedule(state);
    },
    wakeAll() {
      for (const state of states.values()) schedule(state);
    },
    async stop() {
      stopped = true;
      for (const state of states.values()) clearTimeout(state.timer);
      await Promise.all([...states.values()].map((state) => state.ticking));
      await Promise.all(kinds.map((kind) => kind.stop?.()));
    },
  };
}

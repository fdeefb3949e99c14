import type { Config } from '../../config.js';
import { connectionOptions, databaseTimeouts } from '../../db/timeouts.js';
import type { Logger } from '../../logger.js';
import { listenOn } from '../../worker/listener.js';
import type { AgentCaller, KnownAgentKeys } from './caller.js';

/** The channel the agent_keys and agents triggers notify, with the agent's id (migration agent_key_invalidation). */
export const AGENT_KEY_CHANNEL = 'proctor_agent_keys';
/** The application_name of each instance's LISTEN connection for it, which pg_stat_activity shows. */
export const AGENT_KEY_LISTENER_NAME = 'proctor_agent_key_listener';

/**
 * The longest an entry is served, whatever the notifications say: the bound of a notification
 * lost in a way the listener cannot see. A lost connection is seen (nothing is served until it
 * listens again), so this is a second line, not the first.
 */
export const AGENT_KEY_TTL_MS = 30_000;
/** The most keys one instance keeps; past it the oldest go first. */
export const AGENT_KEY_CACHE_ENTRIES = 10_000;

/**
 * The agent keys this instance has seen, by the key's hash: an agent's request then needs no
 * statement to say who is calling. Entries are dropped when PostgreSQL notifies that the agent or
 * one of its keys changed (rotation, deletion, the agent's deletion or move: the triggers of the
 * agent_key_invalidation migration, so that no code path that changes them can forget to), within
 * the time a notification takes to arrive (the instance whose route rotated or deleted them
 * forgets them before it answers); everything is forgotten when the listener connects,
 * and nothing is served while it is not connected. Wrong keys are never kept, so guessing costs
 * the database a read as before and no memory.
 *
 * What money depends on is not taken from here: the admission statement finds the agent still
 * active under a row lock (domain/dispatch/budgets.ts), so an entry a notification has not yet
 * reached can admit nothing a deleted or paused agent could not.
 */
export class AgentKeyCache implements KnownAgentKeys {
  readonly #entries = new Map<string, { caller: AgentCaller; until: number }>();
  #listening = false;
  /** Counts the notifications and reconnections: a read that saw it change may be stale. */
  #generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(keyHash: string): AgentCaller | undefined {
    if (!this.#listening) return undefined;
    const entry = this.#entries.get(keyHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.#entries.delete(keyHash);
      return undefined;
    }
    return entry.caller;
  }

  /** Keeps a key found in the database by a read begun at `generation`. */
  set(keyHash: string, caller: AgentCaller, generation: number): void {
    // A notification or reconnection during the read may concern what was read: not kept then.
    if (!this.#listening || generation !== this.#generation) return;
    if (this.#entries.size >= AGENT_KEY_CACHE_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(keyHash, { caller, until: this.now() + AGENT_KEY_TTL_MS });
  }

  /** Taken before a read whose result may be kept (set): any change seen meanwhile makes it stale. */
  get generation(): number {
    return this.#generation;
  }

  /** A notification: every key of the agent is read again. */
  dropAgent(agentId: string): void {
    this.#generation += 1;
    for (const [hash, { caller }] of this.#entries) if (caller.agentId === agentId) this.#entries.delete(hash);
  }

  /** The listener connected (again): what was missed meanwhile is unknown, so everything goes. */
  listening(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#listening = true;
  }

  /** The listener lost its connection: nothing is served until it listens again. */
  deaf(): void {
    this.#generation += 1;
    this.#listening = false;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * This instance's cache of agent keys, with its LISTEN connection: `close` ends it. Until the
 * listener first connects, and whenever it is not connected, the cache serves nothing.
 */
export function startAgentKeyCache(databaseUrl: string, config: Config, logger: Logger): { cache: AgentKeyCache; close(): Promise<void> } {
  const cache = new AgentKeyCache();
  const listener = listenOn({ connectionString: databaseUrl, ...connectionOptions(databaseTimeouts(config)) }, logger, {
    channel: AGENT_KEY_CHANNEL,
    name: AGENT_KEY_LISTENER_NAME,
    purpose: 'agent key cache (keys are read from the database meanwhile)',
    onNotify: (agentId) => cache.dropAgent(agentId),
    onListening: () => cache.listening(),
    onLost: () => cache.deaf(),
  });
  return {
    cache,
    async close() {
      cache.deaf();
      await listener.close();
    },
  };
}

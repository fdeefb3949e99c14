import type { Config } from '../../config.js';
import { connectionOptions, databaseTimeouts } from '../../db/timeouts.js';
import type { Logger } from '../../logger.js';
import { listenOn } from '../../worker/listener.js';
import type { AgentCaller, KnownAgentKeys } from './caller.js';

/** The channel the agent_keys, agents and event_sources triggers notify, with the agent's id (migrations agent_key_invalidation, trigger_invalidation). */
export const AGENT_KEY_CHANNEL = 'proctor_agent_keys';
/** The application_name of each instance's LISTEN connection for it, which pg_stat_activity shows. */
export const AGENT_KEY_LISTENER_NAME = 'proctor_agent_key_listener';

/**
 * The longest an entry is served, whatever the notifications say: the bound of a notification
 * lost in a way the listener cannot see. A lost connection is seen (nothing is served until it
 * listens again), so this is a second line, not the first.
 */
export const AGENT_KEY_TTL_MS = 30_000;
/** The most entries one cache keeps; past it the oldest go first. */
export const AGENT_KEY_CACHE_ENTRIES = 10_000;

/** What a notification drives: every cache of what an agent acts by, on one listener. */
export interface AgentInvalidated {
  dropAgent(agentId: string): void;
  listening(): void;
  deaf(): void;
}

/**
 * What this instance keeps of what an agent acts by, by a key of its own (a key's hash, a
 * trigger's id), each entry its agent's. Entries are dropped when PostgreSQL notifies that the
 * agent or what is kept of it changed (the triggers of the agent_key_invalidation and
 * trigger_invalidation migrations, so that no code path that changes them can forget to), within
 * the time a notification takes to arrive (the instance whose route made the change forgets them
 * before it answers); everything is forgotten when the listener connects, and nothing is served
 * while it is not connected.
 */
export class AgentCache<V extends { agentId: string }> implements AgentInvalidated {
  readonly #entries = new Map<string, { value: V; until: number }>();
  #listening = false;
  /** Counts the notifications and reconnections: a read that saw it change may be stale. */
  #generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): V | undefined {
    if (!this.#listening) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps what was found in the database by a read begun at `generation`. */
  set(key: string, value: V, generation: number): void {
    // A notification or reconnection during the read may concern what was read: not kept then.
    if (!this.#listening || generation !== this.#generation) return;
    if (this.#entries.size >= AGENT_KEY_CACHE_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, until: this.now() + AGENT_KEY_TTL_MS });
  }

  /** Taken before a read whose result may be kept (set): any change seen meanwhile makes it stale. */
  get generation(): number {
    return this.#generation;
  }

  /** A notification: everything kept of the agent is read again. */
  dropAgent(agentId: string): void {
    this.#generation += 1;
    for (const [key, { value }] of this.#entries) if (value.agentId === agentId) this.#entries.delete(key);
  }

  /** One entry changed on this instance: read again (as a notification would, for that entry alone). */
  forget(key: string): void {
    this.#generation += 1;
    this.#entries.delete(key);
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
 * The agent keys this instance has seen, by the key's hash: an agent's request then needs no
 * statement to say who is calling (a key rotated, moved or deleted, its agent deleted, moved,
 * paused or resumed, notifies). Wrong keys are never kept, so guessing costs the database a read
 * as before and no memory.
 *
 * What money depends on is not taken from here: the admission statement finds the agent still
 * active under a row lock (domain/dispatch/budgets.ts), so an entry a notification has not yet
 * reached can admit nothing a deleted or paused agent could not.
 */
export class AgentKeyCache extends AgentCache<AgentCaller> implements KnownAgentKeys {}

/**
 * This instance's LISTEN connection for the caches of what agents act by (`caches`: its agent
 * keys, its webhook triggers): `close` ends it. Until the listener first connects, and whenever it
 * is not connected, the caches serve nothing.
 */
export function startAgentCacheListener(databaseUrl: string, config: Config, logger: Logger, caches: AgentInvalidated[]): { close(): Promise<void> } {
  const listener = listenOn({ connectionString: databaseUrl, ...connectionOptions(databaseTimeouts(config)) }, logger, {
    channel: AGENT_KEY_CHANNEL,
    name: AGENT_KEY_LISTENER_NAME,
    purpose: 'agent key and trigger caches (they are read from the database meanwhile)',
    onNotify: (agentId) => caches.forEach((cache) => cache.dropAgent(agentId)),
    onListening: () => caches.forEach((cache) => cache.listening()),
    onLost: () => caches.forEach((cache) => cache.deaf()),
  });
  return {
    async close() {
      caches.forEach((cache) => cache.deaf());
      await listener.close();
    },
  };
}

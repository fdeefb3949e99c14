import type { PrismaClient } from '../../generated/prisma/client.js';
import type { KeyMode } from '../../generated/prisma/enums.js';
import type { ServiceRequestWithApproval } from '../service-requests/requests.js';
import { isFinal } from './outcomes.js';
import type { DispatchPolicy } from './policy.js';

/** The longest a policy is served, however often it is used: it bounds the memory of agents gone quiet, not correctness. */
export const POLICY_TTL_MS = 30_000;
/** The most policies one instance keeps, and the most Idempotency-Keys it remembers; past it the oldest go first. */
export const POLICY_CACHE_ENTRIES = 10_000;

/**
 * The most the kept answers of replayed keys may hold, as the size of their payloads and results
 * in JSON, and the most one may: a request past it is read each time its key is replayed.
 */
export const REPLAY_MEMORY_BYTES = 32 * 1024 * 1024;
export const REPLAY_ANSWER_MAX_BYTES = 64 * 1024;

/** A policy as the cache keeps it: without the request that held an Idempotency-Key when it was read. */
export type CachedPolicy = Omit<DispatchPolicy, 'earlier'>;

/**
 * The policies this instance has read, by agent, operation, mode and delegated task, so that a
 * dispatch that finds one costs no statement to read it (admit.ts). Nothing here has to be told
 * of a change: the admission statement compares the policy it was decided on with its rows as they
 * stand (`policyCurrentSql`) and refuses as `policy_changed` when they differ, and the statement
 * that records a request the cached policy refuses writes nothing when they differ, and the
 * request is decided again on a fresh read; either way the entry is replaced.
 * So an entry can make a dispatch cost one statement more, never admit what the rows no longer
 * allow.
 *
 * It also remembers the Idempotency-Keys this instance was sent lately: a key sent again is most
 * likely a replay, which the fresh read answers as a read (admit.ts), where the admission
 * statement would have to try its insert to find the key taken. A key that was replayed keeps the
 * request it answered once that request is final (executed, failed, blocked): a final request is
 * never written again (settlement claims only admitted and running ones), so every later replay of
 * the key is answered from here, without a statement, with what the database would give.
 */
export class PolicyCache {
  readonly #entries = new Map<string, { policy: CachedPolicy; until: number }>();
  /** Keys sent lately, each with the final request a replay of it was answered with, if any, and its size. */
  readonly #keys = new Map<string, { request: ServiceRequestWithApproval; bytes: number } | null>();
  #answerBytes = 0;
  #hits = 0;
  #misses = 0;
  #stale = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** What the cache has served and not: for the operator, and for the tests that it is used. */
  get counts(): { hits: number; misses: number; stale: number } {
    return { hits: this.#hits, misses: this.#misses, stale: this.#stale };
  }

  get(key: string): CachedPolicy | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.until > this.now()) {
      this.#hits += 1;
      return entry.policy;
    }
    if (entry) this.#entries.delete(key);
    this.#misses += 1;
    return undefined;
  }

  set(key: string, policy: DispatchPolicy): void {
    const { earlier: _earlier, ...kept } = policy;
    this.#entries.delete(key);
    if (this.#entries.size >= POLICY_CACHE_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { policy: kept, until: this.now() + POLICY_TTL_MS });
  }

  /** Whether this instance was sent the agent's Idempotency-Key in `mode` lately; remembers it from now on. */
  sentBefore(agentId: string, mode: KeyMode, idempotencyKey: string): boolean {
    const key = sentKey(agentId, mode, idempotencyKey);
    if (this.#keys.has(key)) return true;
    this.#remember(key, null);
    return false;
  }

  /** The final request a replay of this key was answered with here (sentBefore first: a key not sent lately has none). */
  answerOf(agentId: string, mode: KeyMode, idempotencyKey: string): ServiceRequestWithApproval | undefined {
    return this.#keys.get(sentKey(agentId, mode, idempotencyKey))?.request;
  }

  /** A replay's answer, kept for the key's next replays when the request is final (it changes no more) and not too large to keep. */
  answered(request: ServiceRequestWithApproval): void {
    if (!isFinal(request.status)) return;
    const bytes = JSON.stringify(request.payload).length + JSON.stringify(request.result).length;
    if (bytes <= REPLAY_ANSWER_MAX_BYTES) this.#remember(sentKey(request.agentId, request.mode, request.idempotencyKey), { request, bytes });
  }

  #remember(key: string, answer: { request: ServiceRequestWithApproval; bytes: number } | null): void {
    this.#drop(key);
    const bytes = answer?.bytes ?? 0;
    while (this.#keys.size >= POLICY_CACHE_ENTRIES || (this.#keys.size > 0 && this.#answerBytes + bytes > REPLAY_MEMORY_BYTES)) this.#drop(this.#keys.keys().next().value!);
    this.#keys.set(key, answer);
    this.#answerBytes += bytes;
  }

  #drop(key: string): void {
    this.#answerBytes -= this.#keys.get(key)?.bytes ?? 0;
    this.#keys.delete(key);
  }

  /** An entry that could not decide a request: the rows no longer give it (counted as stale). */
  forget(key: string): void {
    this.#stale += 1;
    this.#entries.delete(key);
  }
}

/** An Idempotency-Key as the cache remembers it: the agent's, in its mode. */
const sentKey = (agentId: string, mode: KeyMode, idempotencyKey: string): string => `${agentId}\n${mode}\n${idempotencyKey}`;

/** The key of the policy an agent's request meets: its operation, the key's mode and the task it is made for. */
export function policyKey(agentId: string, operation: string, mode: KeyMode, delegatedTaskId: string | null): string {
  return `${agentId}\n${operation}\n${mode}\n${delegatedTaskId ?? ''}`;
}

/** One cache per database client, that is per server instance (tests run several in one process). */
const caches = new WeakMap<PrismaClient, PolicyCache>();

export function policyCacheOf(db: PrismaClient): PolicyCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PolicyCache();
    caches.set(db, cache);
  }
  return cache;
}

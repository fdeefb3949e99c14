import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import { sqlQuery } from '../../db/client.js';
import { Prisma, type EventFire, type EventSource, type PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { newEntry, pendingEntrySql, type AuditContext } from '../audit/record.js';
import { dispatch } from '../dispatch/dispatch.js';
import type { SERVER_KEY_PREFIXES } from '../dispatch/server-keys.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import type { ServiceRequestWithApproval } from '../service-requests/requests.js';

export interface FireDeps {
  db: PrismaClient;
  logger: Logger;
  config: Config;
}

/** The fires' keys are the server's (dispatch/server-keys.ts). */
const FIRE_KEY_PREFIX: keyof typeof SERVER_KEY_PREFIXES = 'fire:';

/**
 * The Idempotency-Key of a fire's dispatch: the same for every attempt at one fire, so that a fire
 * dispatched again (its instance died before recording it) is admitted and charged once. A
 * scheduled fire's derives from its source and time, a webhook fire's from its source and the
 * caller's Idempotency-Key (hashed: any length fits), or else from the fire itself.
 */
export function fireKey(fire: Pick<EventFire, 'id' | 'sourceId' | 'scheduledFor' | 'clientKey'>): string {
  if (fire.scheduledFor) return `${FIRE_KEY_PREFIX}${fire.sourceId}:${fire.scheduledFor.toISOString()}`;
  if (fire.clientKey !== null) return `${FIRE_KEY_PREFIX}${fire.sourceId}:key:${createHash('sha256').update(fire.clientKey).digest('base64url')}`;
  return `${FIRE_KEY_PREFIX}${fire.id}`;
}

/** A fire's dispatch acts as the source's agent; the audit entry names the source. */
export const fireAudit = (source: Pick<EventSource, 'agentId'>, requestId: string | null = null): AuditContext => ({ actor: { type: 'agent', id: source.agentId }, requestId });

/** Why a fire was not dispatched (EventFire.reason), with what each means. */
export const SKIP_REASONS = {
  missed: 'The server was not running at that time; only the latest time missed is fired when it runs again',
  agent_paused: 'The agent was paused: its sources fire nothing until it is active again',
  agent_disabled: 'The agent was disabled: its sources fire nothing',
  agent_deleted: 'The agent was deleted',
  source_paused: 'The task or trigger was paused before the fire was dispatched',
  source_deleted: 'The task or trigger was deleted before the fire was dispatched',
  invalid_request: 'The dispatch was refused before a request existed (the payload no longer parses, the operation left the catalog)',
} as const;

export type SkipReason = keyof typeof SKIP_REASONS;

/** What a fire needs of its agent: whether it may act. */
export type FiringAgent = { status: 'active' | 'paused' | 'disabled'; deletedAt: Date | null };

/** The agents of these sources, read at once for a batch of fires. */
export async function firingAgents(db: PrismaClient, sources: Pick<EventSource, 'agentId'>[]): Promise<Map<string, FiringAgent>> {
  const agents = await db.agent.findMany({ where: { id: { in: [...new Set(sources.map((source) => source.agentId))] } }, select: { id: true, status: true, deletedAt: true } });
  return new Map(agents.map(({ id, ...agent }) => [id, agent]));
}

/** Why a fire of this source, by this agent, is skipped now; null when it may be dispatched. */
export function skipReason(source: Pick<EventSource, 'status' | 'deletedAt'>, agent: FiringAgent | null): SkipReason | null {
  if (source.deletedAt) return 'source_deleted';
  if (source.status === 'paused') return 'source_paused';
  if (!agent || agent.deletedAt) return 'agent_deleted';
  if (agent.status !== 'active') return `agent_${agent.status}`;
  return null;
}

/**
 * A fire about to be dispatched: a scheduled one is stored pending first (the scheduler's claim);
 * a webhook fire is stored once dispatched, with its outcome, so that the fire costs one write
 * beside the pipeline's (a caller whose fire got no answer fires again, with its Idempotency-Key
 * to be answered the same request).
 */
export type FireToDispatch = Pick<EventFire, 'id' | 'sourceId' | 'scheduledFor' | 'clientKey' | 'payload'> & { stored: boolean };

interface Outcome {
  status: 'fired' | 'skipped';
  reason: string | null;
  detail: string | null;
  serviceRequestId: string | null;
}

/**
 * The fire's record with its audit entry (`<owner>.fired`, or `.fire_skipped`), as two CTEs
 * (`fire_recorded`, `fire_audited`): the fire and its trace commit together. Written only when
 * `onlyIf` (a CTE's name) has a row: the dispatch's admission statement carries them, conditional
 * on its request (dispatchFire), or they are a statement of their own (recordFire).
 */
function fireRecordSql(source: EventSource, fire: FireToDispatch, outcome: Outcome, audit: AuditContext, onlyIf?: Prisma.Sql): Prisma.Sql {
  const entry = newEntry(source.orgId, audit, {
    action: outcome.status === 'fired' ? `${source.owner}.fired` : `${source.owner}.fire_skipped`,
    target: { type: source.owner, id: source.id },
    agentId: source.agentId,
    mode: source.mode,
    ...(outcome.reason ? { outcome: 'skipped', reasonCode: outcome.reason } : {}),
    details: { fire_id: fire.id, ...(outcome.serviceRequestId ? { service_request_id: outcome.serviceRequestId } : {}) },
  });
  const status = Prisma.sql`${outcome.status}::"EventFireStatus"`;
  const write = fire.stored
    ? Prisma.sql`
      UPDATE event_fires SET status = ${status}, reason = ${outcome.reason}, detail = ${outcome.detail},
             service_request_id = ${outcome.serviceRequestId}, fired_at = now(), lease_until = NULL
      WHERE id = ${fire.id} AND status = 'pending'${onlyIf ? Prisma.sql` AND EXISTS (SELECT 1 FROM ${onlyIf})` : Prisma.empty}
      RETURNING id`
    : Prisma.sql`
      INSERT INTO event_fires (id, org_id, source_id, client_key, status, reason, detail, service_request_id, payload, attempts, fired_at)
      SELECT ${fire.id}, ${source.orgId}, ${source.id}, ${fire.clientKey}, ${status}, ${outcome.reason}, ${outcome.detail},
             ${outcome.serviceRequestId}, ${JSON.stringify(fire.payload)}::jsonb, 1, now()${onlyIf ? Prisma.sql` FROM ${onlyIf}` : Prisma.empty}
      ON CONFLICT DO NOTHING
      RETURNING id`;
  return Prisma.sql`fire_recorded AS (${write}), fire_audited AS (${pendingEntrySql(entry, Prisma.sql`fire_recorded`)})`;
}

/** A fire dispatched, with its request. */
const fired = (serviceRequestId: string): Outcome => ({ status: 'fired', reason: null, detail: null, serviceRequestId });

/**
 * Records the fire with its audit entry in one statement of its own. Whether it was written: not
 * when another attempt recorded the fire first, or (a webhook fire) when its Idempotency-Key has a
 * fire already.
 */
async function recordFire(db: PrismaClient, source: EventSource, fire: FireToDispatch, outcome: Outcome, audit: AuditContext): Promise<boolean> {
  // Straight on the pool (sqlQuery): a fire's statement beside the pipeline's, without Prisma's per-query work.
  const rows = await sqlQuery<{ id: string }>(db, Prisma.sql`
    WITH ${fireRecordSql(source, fire, outcome, audit)}
    SELECT id FROM fire_recorded, (SELECT count(*) FROM fire_audited) AS written`);
  return rows.length > 0;
}

/**
 * Dispatches a pending fire through the pipeline (policy, budgets, approvals, audit) as its
 * source's agent, in its mode, with the fire's payload and key (fireKey), unless it is to be
 * skipped (skipReason); then records what came of it. A request blocked or waiting for approval
 * is recorded as fired with that request: the schedule goes on. A scheduled fire's dispatch refused
 * before a request existed (400) is recorded as skipped with the error (a webhook fire's is the
 * caller's 400, and records nothing). Anything else (the database away) is thrown: a scheduled
 * fire stays pending, and is taken up again once its lease has passed.
 */
export async function dispatchFire(
  deps: FireDeps,
  source: EventSource,
  fire: FireToDispatch,
  audit: AuditContext,
  agent?: FiringAgent | null,
): Promise<{ request: ServiceRequestWithApproval | null; skipped: SkipReason | null }> {
  const firing = agent !== undefined ? agent : ((await firingAgents(deps.db, [source])).get(source.agentId) ?? null);
  const skipped = skipReason(source, firing);
  if (skipped) {
    await recordFire(deps.db, source, fire, { status: 'skipped', reason: skipped, detail: SKIP_REASONS[skipped], serviceRequestId: null }, audit);
    return { request: null, skipped };
  }
  let request: ServiceRequestWithApproval;
  let recorded: boolean;
  try {
    ({ request, alongside: recorded } = await dispatch(deps.db, deps.logger, deps.config, {
      orgId: source.orgId,
      agentId: source.agentId,
      mode: source.mode,
      operation: source.operation,
      payload: fire.payload as Record<string, unknown>,
      idempotencyKey: fireKey(fire),
      // Recorded by the statement that writes its request, when one does: a fire costs no statement of its own.
      alongside: (serviceRequestId) => Prisma.sql`, ${fireRecordSql(source, fire, fired(serviceRequestId), audit, Prisma.sql`request`)}`,
      audit,
    }));
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'invalid_request') throw error;
    if (!fire.stored) throw error;
    await recordFire(deps.db, source, fire, { status: 'skipped', reason: 'invalid_request', detail: error.message, serviceRequestId: null }, audit);
    return { request: null, skipped: 'invalid_request' };
  }
  // A replayed Idempotency-Key writes nothing: its fire was recorded by the first call.
  if (!recorded) await recordFire(deps.db, source, fire, fired(request.id), audit);
  return { request, skipped: null };
}

/** A fire made now rather than by the schedule (a webhook's, a test run's), not stored yet (FireToDispatch), with the caller's Idempotency-Key when it gave one. */
export function fireNow(source: Pick<EventSource, 'id'>, payload: Record<string, unknown>, clientKey: string | null): FireToDispatch {
  return { id: newId('fir'), sourceId: source.id, scheduledFor: null, clientKey, payload: payload as Prisma.JsonValue, stored: false };
}

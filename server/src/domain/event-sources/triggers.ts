import { canonicalize } from 'json-canonicalize';
import type { Config } from '../../config.js';
import { sqlQuery } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { AuditContext } from '../audit/record.js';
import { AgentCache } from '../auth/agent-key-cache.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { serviceRequestById, type ServiceRequestWithApproval } from '../service-requests/requests.js';
import { DEFAULT_TIMEZONE } from './cron.js';
import { dispatchFire, fireAudit, fireNow, SKIP_REASONS, type FireDeps, type FiringAgent, type SkipReason } from './fire.js';
import { mergeFired } from './merge.js';
import { newSigningSecret, openSigningSecret, verifySignature } from './signature.js';
import { createSource, firedPayload, type EventSource, type NewSource } from './sources.js';

/**
 * Triggers (docs/triggers.md): event sources the Triggers API owns, fired on a schedule (kind
 * cron, by the scheduler as scheduled tasks are) or by a signed POST to their fire URL (kind
 * webhook, here).
 */

/** The largest fire body taken, in bytes (413 past it): a fire carries an event, not a file. */
export const TRIGGER_FIRE_MAX_BYTES = 64 * 1024;

export type NewTrigger = Omit<NewSource, 'owner' | 'schedule' | 'signingSecret'> & { cronExpr?: string | undefined; timezone?: string | undefined };

/**
 * Saves a trigger with a new signing secret, sealed (501 without an encryption key, as connected
 * apps), and answers the secret in the clear this once. A cron trigger needs `cron_expr` (its
 * zone defaults to UTC); a webhook takes neither field (400 naming it).
 */
export async function createTrigger(db: FireDeps['db'], config: Config, caller: UserCaller, input: NewTrigger, audit: AuditContext): Promise<{ trigger: EventSource; signingSecret: string }> {
  const { cronExpr, timezone, ...fields } = input;
  if (fields.kind === 'cron' && cronExpr === undefined) {
    throw new DomainError('invalid_request', 'cron_expr: required for a trigger of kind cron', [{ path: 'cron_expr', message: 'required for kind cron' }]);
  }
  if (fields.kind === 'webhook') {
    const given = cronExpr !== undefined ? 'cron_expr' : timezone !== undefined ? 'timezone' : null;
    if (given) throw new DomainError('invalid_request', `${given}: only for a trigger of kind cron; a webhook fires when its fire_url is called`, [{ path: given, message: 'only for kind cron' }]);
  }
  const { secret, sealed } = newSigningSecret(config);
  const schedule = fields.kind === 'cron' ? { cronExpr: cronExpr!, timezone: timezone ?? DEFAULT_TIMEZONE } : undefined;
  const trigger = await createSource(db, caller, { ...fields, owner: 'trigger', schedule, signingSecret: sealed }, audit);
  return { trigger, signingSecret: secret };
}

/** A webhook trigger with its agent's state, read together (fire.ts dispatchFire takes the state). */
export type SignedTrigger = EventSource & { agent: FiringAgent | null };

/**
 * The webhook trigger a fire is for, with its agent's state, in one statement: a fire's path costs
 * it in place of the agent key's lookup of a dispatch (docs/performance.md).
 */
async function webhookTrigger(db: FireDeps['db'], id: string): Promise<SignedTrigger | null> {
  const [row] = await sqlQuery<EventSource & { agentStatus: FiringAgent['status'] | null; agentDeletedAt: Date | null; agentFound: boolean }>(db, Prisma.sql`
    SELECT s.id, s.org_id AS "orgId", s.owner::text AS owner, s.kind::text AS kind, s.agent_id AS "agentId", s.name, s.operation, s.payload,
           s.mode::text AS mode, s.allow_draft AS "allowDraft", s.cron_expr AS "cronExpr", s.timezone, s.status::text AS status,
           s.next_run_at AS "nextRunAt", s.signing_secret AS "signingSecret", s.created_by AS "createdBy", s.created_at AS "createdAt",
           s.updated_at AS "updatedAt", s.deleted_at AS "deletedAt",
           a.id IS NOT NULL AS "agentFound", a.status::text AS "agentStatus", a.deleted_at AS "agentDeletedAt"
    FROM event_sources s LEFT JOIN agents a ON a.id = s.agent_id
    WHERE s.id = ${id} AND s.owner = 'trigger' AND s.kind = 'webhook' AND s.deleted_at IS NULL`);
  if (!row) return null;
  const { agentStatus, agentDeletedAt, agentFound, ...trigger } = row;
  return { ...trigger, agent: agentFound ? { status: agentStatus!, deletedAt: agentDeletedAt } : null };
}

/**
 * The webhook triggers this instance has taken a signed fire for, by id, each with its agent's
 * state as read with it: a fire of one of them then costs no statement to find what it fires and
 * with what secret. What changes a webhook trigger or its agent notifies (the trigger_invalidation
 * and agent_key_invalidation migrations) and every instance forgets the agent's triggers, as it
 * forgets its keys (../auth/agent-key-cache.ts, the same listener, bound and time to live): a
 * trigger's signing secret is a credential its agent acts by, as a key is. What money depends on
 * is still checked by the admission statement (the agent found active under a row lock), so a
 * trigger a notification has not yet reached can admit nothing its agent could not.
 */
export class TriggerCache extends AgentCache<SignedTrigger> {}

const badSignature = () =>
  new DomainError('unauthorized', 'X-Service-Signature is missing or is not sha256=<hex> of the HMAC-SHA256 of the exact body under the trigger\'s signing secret');

/** Whether the fire's bytes are signed under the trigger's secret. */
const signs = (config: Config, trigger: SignedTrigger, rawBody: Buffer, signature: string | undefined) =>
  trigger.signingSecret !== null && verifySignature(openSigningSecret(config, trigger.signingSecret), rawBody, signature);

/**
 * The webhook trigger a fire is for, once its signature holds over the raw body: 404 for an id that
 * is no live webhook trigger (unknown, deleted, or of kind cron, which has no fire URL), then 401
 * for a missing or wrong X-Service-Signature. Nothing is recorded before both pass. A trigger this
 * instance keeps (`triggers`) is taken from there when the signature holds under the secret kept
 * with it; any other fire reads the trigger (a secret replaced since is then the one checked), and
 * a trigger whose fire was signed is kept for the next.
 */
export async function signedTrigger(db: FireDeps['db'], config: Config, triggers: TriggerCache, id: string, rawBody: Buffer, signature: string | undefined): Promise<SignedTrigger> {
  const kept = triggers.get(id);
  if (kept && signs(config, kept, rawBody, signature)) return kept;
  const generation = triggers.generation;
  const trigger = await webhookTrigger(db, id);
  if (!trigger?.signingSecret) throw notFound('Trigger');
  if (!signs(config, trigger, rawBody, signature)) throw badSignature();
  triggers.set(id, trigger, generation);
  return trigger;
}

const refusedFire = (reason: SkipReason) =>
  new DomainError('conflict', `The fire was not dispatched (${reason}): ${SKIP_REASONS[reason]}`, [{ path: '', message: SKIP_REASONS[reason], code: reason }]);

/**
 * Fires a signed webhook trigger: the JSON object of the body merged into its payload (merge.ts),
 * dispatched through the pipeline as its agent in its mode (fire.ts), and recorded with its audit
 * entry. A paused trigger is 409 and records nothing. A fire its agent's state skips (paused,
 * disabled, deleted) is recorded skipped and answered 409 with the reason. With an Idempotency-Key,
 * the same key answers the same outcome again (the request as it stands now, or the same 409),
 * without a second dispatch; another body under it is 409 `idempotency_conflict`.
 */
export async function fireTrigger(deps: FireDeps, signed: SignedTrigger, fired: unknown, clientKey: string | null, requestId: string | null): Promise<ServiceRequestWithApproval> {
  const { agent, ...trigger } = signed;
  if (trigger.status === 'paused') throw new DomainError('conflict', 'The trigger is paused: it takes no fires until it is set active (PATCH /api/v1/triggers/{id})');
  const payload = mergeFired(firedPayload(trigger), fired);
  if (clientKey !== null) {
    const earlier = await deps.db.eventFire.findUnique({ where: { sourceId_clientKey: { sourceId: trigger.id, clientKey } } });
    if (earlier) {
      if (canonicalize(earlier.payload) !== canonicalize(payload)) {
        throw new DomainError('idempotency_conflict', 'This Idempotency-Key was used for a fire with another body: use a new key for a new fire');
      }
      if (earlier.serviceRequestId) return serviceRequestById(deps.db, earlier.serviceRequestId);
      throw refusedFire(earlier.reason as SkipReason);
    }
  }
  const { request, skipped } = await dispatchFire(deps, trigger, fireNow(trigger, payload, clientKey), fireAudit(trigger, requestId), agent);
  if (skipped) throw refusedFire(skipped);
  return request!;
}

import type { EventSource, EventSourceKind, EventSourceOwner, EventSourceStatus, KeyMode, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { nudge } from '../../worker/nudge.js';
import { getAgent } from '../agents/agents.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { isCreatorOrAdmin, type UserCaller } from '../auth/caller.js';
import { parsePayload } from '../dispatch/admit.js';
import { getOperation, resolveOperation } from '../catalog/registry.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { agentLaunch } from '../workflows/launch.js';
import { getWorkflow } from '../workflows/workflows.js';
import { checkSchedule, nextFire, type Schedule } from './cron.js';

export type { EventSource, EventSourceOwner };

/**
 * Scheduled tasks and triggers, one table (event_sources): what fires, as which agent, with which
 * operation and payload. The Scheduler's API owns the tasks, the Triggers' API the triggers; each
 * sees only its own (the other's id is not found).
 */

/** The id prefix of each owner's sources (newId). */
export const SOURCE_ID_PREFIX = { scheduled_task: 'sch', trigger: 'trg' } as const satisfies Record<EventSourceOwner, string>;

/** The audit target type and the words of each owner. */
const NOUN: Record<EventSourceOwner, string> = { scheduled_task: 'Scheduled task', trigger: 'Trigger' };

/** The operation whose payload names a workflow: its draft rule is checked when the source is saved. */
const WORKFLOW_RUN = 'workflow.run';

export interface NewSource {
  owner: EventSourceOwner;
  kind: EventSourceKind;
  agentId: string;
  name: string;
  operation: string;
  payload: Record<string, unknown>;
  mode: KeyMode;
  allowDraft: boolean;
  /** Cron kind only. */
  schedule?: Schedule | undefined;
  /** A trigger's signing secret, sealed. */
  signingSecret?: string | undefined;
}

export interface SourceChanges {
  name?: string | undefined;
  status?: EventSourceStatus | undefined;
  payload?: Record<string, unknown> | undefined;
  allowDraft?: boolean | undefined;
  cronExpr?: string | undefined;
  timezone?: string | undefined;
}

/** The live source of this owner in the caller's organization, or 404 (another owner's id, another organization's, deleted). */
export async function getSource(db: PrismaClient | Prisma.TransactionClient, orgId: string, owner: EventSourceOwner, id: string): Promise<EventSource> {
  const source = await db.eventSource.findFirst({ where: { id, orgId, owner, deletedAt: null } });
  if (!source) throw notFound(NOUN[owner]);
  return source;
}

async function getEditableSource(tx: Prisma.TransactionClient, caller: UserCaller, owner: EventSourceOwner, id: string): Promise<EventSource> {
  const source = await getSource(tx, caller.orgId, owner, id);
  if (!isCreatorOrAdmin(caller, source)) throw new DomainError('forbidden', `Only its creator, admins and owners may change a ${NOUN[owner].toLowerCase()}`);
  return source;
}

/**
 * What a fire dispatches when nothing is merged into it: the payload, with `allow_draft` for a
 * workflow.run whose source allows drafts (the catalog's workflow.run reads it), and `version:
 * "newest"` for a test run, which runs the newest version whether published or not.
 */
export function firedPayload(source: Pick<EventSource, 'operation' | 'payload' | 'allowDraft'>, testRun = false): Record<string, unknown> {
  const payload = source.payload as Record<string, unknown>;
  if (source.operation !== WORKFLOW_RUN) return payload;
  return { ...payload, ...(source.allowDraft ? { allow_draft: true } : {}), ...(testRun ? { version: 'newest' } : {}) };
}

/**
 * Checks what a source will dispatch, as far as it can be known when it is saved: the operation is
 * in the catalog (400 naming `operation`), the payload parses (400 naming `payload.…`; not for a
 * webhook, whose fires complete it), and a workflow.run names a workflow the caller sees (404),
 * granted to the agent (403), with a published version unless drafts are allowed (409). The rest
 * (bindings, budgets, approvals) is the pipeline's, at each fire.
 */
async function checkWhatFires(
  tx: Prisma.TransactionClient,
  caller: UserCaller,
  source: Pick<EventSource, 'kind' | 'agentId' | 'operation' | 'payload' | 'allowDraft' | 'mode'>,
): Promise<void> {
  const operation = resolveOperation(source.operation);
  if (source.kind === 'webhook') return;
  const payload = parsePayload(getOperation(operation), firedPayload(source)) as Record<string, unknown>;
  if (operation !== WORKFLOW_RUN) return;
  const named = String(payload.workflow_id);
  const launch = await agentLaunch(tx, { orgId: caller.orgId, agentId: source.agentId, mode: source.mode }, named, source.allowDraft ? 'published_else_newest' : 'published');
  if (launch.kind === 'unknown') throw notFound('Workflow');
  await getWorkflow(tx, caller, launch.workflow.id);
  if (launch.kind === 'not_granted') throw new DomainError('forbidden', 'The workflow is not granted to the agent: an admin grants it with POST /api/v1/workflows/{id}/agents');
  if (launch.kind === 'unpublished') {
    throw new DomainError('conflict', `The workflow "${launch.workflow.name}" has no published version: publish one, or set allow_draft: true to run the newest draft`);
  }
}

/** The first time the source fires after `now`, when it is active and on a schedule. */
function nextRunOf(source: Pick<EventSource, 'kind' | 'status' | 'cronExpr' | 'timezone'>, now: Date): Date | null {
  if (source.kind !== 'cron' || source.status !== 'active' || !source.cronExpr || !source.timezone) return null;
  return nextFire({ cronExpr: source.cronExpr, timezone: source.timezone }, now);
}

/**
 * Saves a source, checked (checkWhatFires, the agent in the organization: 404), with its audit
 * entry `<owner>.created`; a scheduled one wakes every instance's scheduler, so that its first
 * time is not missed waiting for a poll.
 */
export async function createSource(db: PrismaClient, caller: UserCaller, input: NewSource, audit: AuditContext): Promise<EventSource> {
  const now = new Date();
  const schedule = input.kind === 'cron' ? checkSchedule(input.schedule!, now) : null;
  return db.$transaction(async (tx) => {
    await getAgent(tx, caller.orgId, input.agentId);
    const fields = {
      kind: input.kind,
      agentId: input.agentId,
      operation: input.operation,
      payload: input.payload as Prisma.JsonObject,
      allowDraft: input.allowDraft,
      mode: input.mode,
      cronExpr: schedule?.cronExpr ?? null,
      timezone: schedule?.timezone ?? null,
      status: 'active' as const,
    };
    await checkWhatFires(tx, caller, fields);
    const source = await tx.eventSource.create({
      data: {
        ...fields,
        id: newId(SOURCE_ID_PREFIX[input.owner]),
        orgId: caller.orgId,
        owner: input.owner,
        name: input.name,
        nextRunAt: nextRunOf(fields, now),
        signingSecret: input.signingSecret ?? null,
        createdBy: caller.userId,
      },
    });
    await appendAudit(tx, caller.orgId, audit, {
      action: `${input.owner}.created`,
      target: { type: input.owner, id: source.id },
      agentId: source.agentId,
      mode: source.mode,
      details: { name: source.name, kind: source.kind, operation: source.operation, cron_expr: source.cronExpr, timezone: source.timezone },
    });
    if (source.nextRunAt) await nudge(tx, 'schedules');
    return source;
  });
}

/**
 * Changes a source the caller may edit. A new schedule, or a source set active again, fires next
 * at its first time after now: times passed while it was paused are not fired later. Audited as
 * `<owner>.updated` with the fields changed.
 */
export async function updateSource(
  db: PrismaClient,
  caller: UserCaller,
  owner: EventSourceOwner,
  id: string,
  changes: SourceChanges,
  audit: AuditContext,
): Promise<EventSource> {
  const now = new Date();
  return db.$transaction(async (tx) => {
    const source = await getEditableSource(tx, caller, owner, id);
    const cronExpr = changes.cronExpr ?? source.cronExpr;
    const timezone = changes.timezone ?? source.timezone;
    const rescheduled = changes.cronExpr !== undefined || changes.timezone !== undefined;
    if (rescheduled) {
      if (source.kind !== 'cron') throw new DomainError('invalid_request', 'A webhook trigger has no schedule', [{ path: 'cron_expr', message: 'only for kind cron' }]);
      checkSchedule({ cronExpr: cronExpr!, timezone: timezone! }, now);
    }
    const next = {
      ...source,
      name: changes.name ?? source.name,
      status: changes.status ?? source.status,
      payload: (changes.payload ?? source.payload) as Prisma.JsonValue,
      allowDraft: changes.allowDraft ?? source.allowDraft,
      cronExpr,
      timezone,
    };
    if (changes.payload !== undefined || changes.allowDraft !== undefined) await checkWhatFires(tx, caller, next);
    const resumed = changes.status !== undefined && changes.status !== source.status;
    const nextRunAt = rescheduled || resumed ? nextRunOf(next, now) : next.status === 'active' ? source.nextRunAt : null;
    const updated = await tx.eventSource.update({
      where: { id },
      data: {
        name: next.name,
        status: next.status,
        payload: next.payload as Prisma.InputJsonValue,
        allowDraft: next.allowDraft,
        cronExpr: next.cronExpr,
        timezone: next.timezone,
        nextRunAt,
      },
    });
    const changed = Object.fromEntries(Object.entries(changes).filter(([field, value]) => value !== undefined && field !== 'payload'));
    await appendAudit(tx, caller.orgId, audit, {
      action: `${owner}.updated`,
      target: { type: owner, id },
      agentId: source.agentId,
      details: { ...changed, ...(changes.payload !== undefined ? { payload_changed: true } : {}) },
    });
    if (nextRunAt) await nudge(tx, 'schedules');
    return updated;
  });
}

/**
 * Deletes a source the caller may edit (soft: its fires stay listed); a fire of it not yet
 * dispatched is skipped, and a trigger's sealed secret is wiped (nothing can fire it again).
 * Audited as `<owner>.deleted`.
 */
export async function deleteSource(db: PrismaClient, caller: UserCaller, owner: EventSourceOwner, id: string, audit: AuditContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const source = await getEditableSource(tx, caller, owner, id);
    await tx.eventSource.update({ where: { id }, data: { deletedAt: new Date(), nextRunAt: null, signingSecret: null } });
    await appendAudit(tx, caller.orgId, audit, { action: `${owner}.deleted`, target: { type: owner, id }, agentId: source.agentId, details: { name: source.name } });
  });
}

export interface SourceFilter {
  agentId?: string | undefined;
  status?: EventSourceStatus | undefined;
}

/** The organization's live sources of this owner, a page at a time, by id. */
export async function listSources(db: PrismaClient, orgId: string, owner: EventSourceOwner, page: PageRequest, filter: SourceFilter = {}): Promise<Page<EventSource>> {
  const { where, ...rest } = pageArgs(page);
  const rows = await db.eventSource.findMany({
    where: { orgId, owner, deletedAt: null, ...(filter.agentId ? { agentId: filter.agentId } : {}), ...(filter.status ? { status: filter.status } : {}), ...where },
    ...rest,
  });
  return toPage(rows, page);
}

import { sqlQuery } from '../../db/client.js';
import { Prisma, type AuditEntry, type PrismaClient } from '../../generated/prisma/client.js';
import { agentOfPath } from './agent-of-path.js';
import { sealPending } from '../audit/sealer.js';
import type { Caller } from '../auth/caller.js';
import { toPage, type Page } from '../pagination.js';

/** What an entry of an agent's activity is, by the action it records. */
export const ACTIVITY_TYPES = ['service_call', 'delegation', 'memory', 'audit'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The type of an audit entry in the ledger: every change is audited in its transaction, so the trail is the one ledger. */
export function activityType(action: string): ActivityType {
  if (action.startsWith('service_request.')) return 'service_call';
  if (action.startsWith('delegated_task.')) return 'delegation';
  if (action.startsWith('memory.')) return 'memory';
  return 'audit';
}

export type ActivityItem = AuditEntry & { type: ActivityType };

const COLUMNS = Prisma.sql`
  id, org_id AS "orgId", seq, occurred_at AS "occurredAt", actor_type AS "actorType", actor_id AS "actorId", action,
  target_type AS "targetType", target_id AS "targetId", agent_id AS "agentId", outcome, reason_code AS "reasonCode",
  cost_cents AS "costCents", mode, request_id AS "requestId", details, prev_hash AS "prevHash", hash`;

/**
 * One agent's ledger, newest first: the audit entries about it (its service calls, the memories it
 * wrote, the tasks it delegated, what people did to it) and those of the tasks delegated to it,
 * which are recorded under the agent that delegated them. Sealed entries only, as the trail is
 * read (the organization's pending ones are sealed first); the cursor is a seq, as the trail's.
 * Two ordered, limited reads merged, so that a page costs two index range scans however long the
 * ledger is.
 */
export async function listActivity(
  db: PrismaClient,
  caller: Caller,
  agentId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<ActivityItem>> {
  await agentOfPath(db, caller, agentId);
  await sealPending(db, caller.orgId);
  const received = (await db.delegatedTask.findMany({ where: { childAgentId: agentId, orgId: caller.orgId }, select: { id: true } })).map((task) => task.id);
  const before = page.cursor === undefined ? Prisma.sql`seq IS NOT NULL` : Prisma.sql`seq < ${BigInt(page.cursor)}`;
  const take = page.limit + 1;
  // An agent key reads the entries of its own mode and those no key wrote (a person's changes, mode
  // NULL): a test key never sees what a live request did, as getServiceRequest.
  const mode = caller.kind === 'agent' ? Prisma.sql` AND (mode IS NULL OR mode = ${caller.mode})` : Prisma.empty;
  const own = Prisma.sql`(SELECT ${COLUMNS} FROM audit_entries WHERE org_id = ${caller.orgId} AND agent_id = ${agentId} AND ${before}${mode} ORDER BY seq DESC LIMIT ${take})`;
  const tasks =
    received.length === 0
      ? Prisma.empty
      : Prisma.sql` UNION ALL (SELECT ${COLUMNS} FROM audit_entries
          WHERE org_id = ${caller.orgId} AND target_id IN (${Prisma.join(received)}) AND agent_id IS DISTINCT FROM ${agentId} AND ${before}${mode}
          ORDER BY seq DESC LIMIT ${take})`;
  const rows = await sqlQuery<AuditEntry>(db, Prisma.sql`SELECT * FROM (${own}${tasks}) ledger ORDER BY seq DESC LIMIT ${take}`);
  const items = rows.map((row) => ({ ...row, seq: BigInt(row.seq!), costCents: row.costCents === null ? null : BigInt(row.costCents), type: activityType(row.action) }));
  return toPage(items, { limit: page.limit, cursor: page.cursor, order: 'desc' }, (entry) => String(entry.seq));
}

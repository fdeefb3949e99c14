import { sqlQuery } from '../../db/client.js';
import { Prisma, type DelegatedTask, type PrismaClient } from '../../generated/prisma/client.js';
import type { DelegatedTaskStatus, KeyMode } from '../../generated/prisma/enums.js';
import { agentOfPath } from './agent-of-path.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { AgentCaller, Caller } from '../auth/caller.js';
import { COUNTERS, readCounters } from '../dispatch/budgets.js';
import { OPEN_TASK_STATES } from '../dispatch/policy.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { keysetSql, toPage, type Page, type PageRequest } from '../pagination.js';

export type { DelegatedTask };

export const DELEGATED_TASK_ID_PREFIX = 'tsk';

/** A task with what its dispatches hold or have spent of its budget (its counter, in its mode). */
export type DelegatedTaskWithSpend = DelegatedTask & { spentCents: bigint };

export interface NewDelegatedTask {
  childAgentId: string;
  title: string;
  input?: Record<string, unknown> | undefined;
  budgetCents: number;
  operations: string[];
}

const target = (id: string) => ({ type: 'delegated_task', id });

async function withSpend(db: PrismaClient | Prisma.TransactionClient, tasks: DelegatedTask[]): Promise<DelegatedTaskWithSpend[]> {
  const spent = new Map<string, bigint>();
  for (const mode of ['live', 'test'] as const satisfies readonly KeyMode[]) {
    const ofMode = tasks.filter((task) => task.mode === mode);
    const values = await readCounters(db, mode, ofMode.map((task) => COUNTERS.taskCents(task.id)));
    ofMode.forEach((task, index) => spent.set(task.id, values[index]!));
  }
  return tasks.map((task) => ({ ...task, spentCents: spent.get(task.id) ?? 0n }));
}

/**
 * The parent agent (the caller, by its key) hands work to one of the agents it spawned: a hard cap
 * in cents and the operations it may use, each an enabled service of the child (else 403). A
 * child that is not the caller's own (another agent's, another organization's, deleted) is not
 * found. The task is of the mode of the key that delegated it. Audited in its transaction.
 */
export async function delegateTask(
  db: PrismaClient,
  caller: AgentCaller,
  parentId: string,
  input: NewDelegatedTask,
  audit: AuditContext,
  /** A write that must commit with the task or not at all (a workflow step's outcome). */
  alongside?: (tx: Prisma.TransactionClient, task: DelegatedTask) => Promise<unknown>,
): Promise<DelegatedTaskWithSpend> {
  return db.$transaction(async (tx) => {
    const parent = await agentOfPath(tx, caller, parentId);
    const child = await tx.agent.findFirst({ where: { id: input.childAgentId, orgId: caller.orgId, parentAgentId: parent.id, deletedAt: null } });
    if (!child) throw notFound('Child agent');
    const enabled = new Set(
      (await tx.serviceBinding.findMany({ where: { agentId: child.id, enabled: true }, select: { operation: true } })).map((binding) => binding.operation),
    );
    const outside = input.operations.map((operation, index) => ({ operation, index })).filter(({ operation }) => !enabled.has(operation));
    if (outside.length > 0) {
      throw new DomainError(
        'forbidden',
        `A task narrows the child's own services: ${outside.map(({ operation }) => operation).join(', ')} is not an enabled service of ${child.id}`,
        outside.map(({ operation, index }) => ({ path: `operations.${index}`, message: `${operation} is not an enabled service of the child` })),
      );
    }
    const task = await tx.delegatedTask.create({
      data: {
        id: newId(DELEGATED_TASK_ID_PREFIX),
        orgId: caller.orgId,
        parentAgentId: parent.id,
        childAgentId: child.id,
        mode: caller.mode,
        title: input.title,
        input: (input.input ?? Prisma.DbNull) as Prisma.InputJsonValue,
        budgetCents: BigInt(input.budgetCents),
        operations: input.operations,
      },
    });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'delegated_task.created',
      target: target(task.id),
      agentId: parent.id,
      mode: caller.mode,
      details: { child_agent_id: child.id, budget_cents: input.budgetCents, operations: input.operations },
    });
    await alongside?.(tx, task);
    return { ...task, spentCents: 0n };
  });
}

/** A task the agent at `agentId` delegated or received; any other is not found. */
export async function getTask(db: PrismaClient, caller: Caller, agentId: string, id: string): Promise<DelegatedTaskWithSpend> {
  await agentOfPath(db, caller, agentId);
  const task = await db.delegatedTask.findFirst({ where: { id, orgId: caller.orgId, OR: [{ parentAgentId: agentId }, { childAgentId: agentId }] } });
  if (!task) throw notFound('Delegated task');
  const [withSpent] = await withSpend(db, [task]);
  return withSpent!;
}

export interface TaskFilter {
  status?: DelegatedTaskStatus | undefined;
  /** delegated: the tasks the agent handed out; received: those handed to it; both when absent. */
  side?: 'delegated' | 'received' | undefined;
}

/** The tasks the agent delegated and received, by id (oldest first, or newest with order=desc). */
export async function listTasks(db: PrismaClient, caller: Caller, agentId: string, filter: TaskFilter, page: PageRequest): Promise<Page<DelegatedTaskWithSpend>> {
  await agentOfPath(db, caller, agentId);
  const keyset = keysetSql(Prisma.sql`id`, page);
  const side =
    filter.side === 'delegated'
      ? Prisma.sql`parent_agent_id = ${agentId}`
      : filter.side === 'received'
        ? Prisma.sql`child_agent_id = ${agentId}`
        : Prisma.sql`(parent_agent_id = ${agentId} OR child_agent_id = ${agentId})`;
  const rows = await sqlQuery<DelegatedTask>(db, Prisma.sql`
    SELECT id, org_id AS "orgId", parent_agent_id AS "parentAgentId", child_agent_id AS "childAgentId", mode::text AS mode, title, input,
           budget_cents AS "budgetCents", operations, status::text AS status, result,
           created_at AS "createdAt", updated_at AS "updatedAt", completed_at AS "completedAt"
    FROM delegated_tasks
    WHERE ${Prisma.join(
      [side, Prisma.sql`org_id = ${caller.orgId}`, ...(filter.status ? [Prisma.sql`status = ${filter.status}::"DelegatedTaskStatus"`] : []), ...keyset.after],
      ' AND ',
    )}
    ORDER BY ${keyset.orderBy}
    LIMIT ${page.limit + 1}`);
  const result = toPage(rows.map((row) => ({ ...row, budgetCents: BigInt(row.budgetCents) })), page);
  return { ...result, data: await withSpend(db, result.data) };
}

/** Who moves a task where, from which states (the spec's table); any other move is 409. */
const TRANSITIONS: Record<'child' | 'parent', Partial<Record<DelegatedTaskStatus, readonly DelegatedTaskStatus[]>>> = {
  child: { in_progress: ['accepted'], completed: ['in_progress'], failed: ['in_progress'] },
  parent: { cancelled: OPEN_TASK_STATES },
};

const FINAL: readonly DelegatedTaskStatus[] = ['completed', 'failed', 'cancelled'];

/**
 * A task's next state, by the party the caller is: the child starts it (accepted → in_progress)
 * and finishes it (in_progress → completed or failed, with its result); the parent, or an admin
 * of the organization, cancels it while it is open. One conditional write, so that of two racing
 * moves one wins and the other is 409; a task over takes no more dispatches (the admission
 * statement reads its state under a row lock).
 */
export async function moveTask(
  db: PrismaClient,
  caller: Caller,
  agentId: string,
  id: string,
  change: { status: DelegatedTaskStatus; result?: unknown },
  audit: AuditContext,
): Promise<DelegatedTaskWithSpend> {
  const task = await getTask(db, caller, agentId, id);
  const party = caller.kind !== 'agent' || task.parentAgentId === agentId ? 'parent' : 'child';
  const from = TRANSITIONS[party][change.status];
  if (change.result !== undefined && change.status !== 'completed' && change.status !== 'failed') {
    throw new DomainError('invalid_request', 'result goes with completed or failed', [{ path: 'result', message: 'only with status completed or failed' }]);
  }
  const who = caller.kind === 'agent' ? `the ${party} agent` : 'a person';
  const refuse = (status: string) => new DomainError('conflict', `The task is ${status}: ${who} cannot move it to ${change.status}`);
  if (!from) throw refuse(task.status);
  return db.$transaction(async (tx) => {
    const final = FINAL.includes(change.status);
    const [moved] = await tx.$queryRaw<{ old: string }[]>`
      UPDATE delegated_tasks d
      SET status = ${change.status}::"DelegatedTaskStatus", updated_at = now(),
          result = ${change.result === undefined ? null : JSON.stringify(change.result)}::jsonb,
          completed_at = ${final ? Prisma.sql`now()` : Prisma.sql`NULL`}
      FROM (SELECT id, status::text AS old FROM delegated_tasks WHERE id = ${id} FOR UPDATE) o
      WHERE d.id = o.id AND o.old IN (${Prisma.join(from)})
      RETURNING o.old`;
    if (!moved) throw refuse((await tx.delegatedTask.findUniqueOrThrow({ where: { id } })).status);
    await appendAudit(tx, caller.orgId, audit, {
      action: 'delegated_task.updated',
      target: target(id),
      agentId,
      mode: task.mode,
      details: { from: moved.old, to: change.status },
    });
    const [updated] = await withSpend(tx, [await tx.delegatedTask.findUniqueOrThrow({ where: { id } })]);
    return updated!;
  });
}

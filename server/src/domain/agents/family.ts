import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { KeyMode } from '../../generated/prisma/enums.js';
import { DomainError } from '../errors.js';

/**
 * A spawned agent's family: the agents above it on its spawn chain (its ancestors) and those
 * below (its descendants). The parent was handed each child's key at spawn, so whatever stops or
 * limits an agent must reach the agents it spawned, or the parent keeps acting through them:
 * - a paused, disabled or deleted agent stops its descendants (their dispatches, in the policy
 *   statement and the admission statement, dispatch/policy.ts and budgets.ts; their spawns);
 * - a family shares its parent's binding limits: a request counts on the binding for its
 *   operation of every agent up the chain, as on its own, so spawning does not multiply them;
 * - rotating an agent's key revokes that mode's keys of its descendants.
 * An agent with live children is not deleted (agents.ts): its carve and its limits stay theirs.
 */

/** How deep a spawn chain goes: the organization's agents are depth 0, their spawned agents 1 to 3. */
export const MAX_SPAWN_DEPTH = 3;

/** The alias of the ancestor `level` steps up (1: the parent) in `ancestorJoins`, and of its binding. */
const ancestorAlias = (level: number) => ({ agent: Prisma.raw(`anc${level}`), binding: Prisma.raw(`anc${level}_b`) });

const LEVELS = Array.from({ length: MAX_SPAWN_DEPTH }, (_, index) => index + 1);

/**
 * LEFT JOINs of the agent `a`'s ancestors (aliases from `ancestorAlias`), one per level up to
 * MAX_SPAWN_DEPTH, each with its binding for `operation` when one is given: an operation's name,
 * or a column of the statement's own (one row per operation). An organization's own agent has no
 * parent: each join then probes its index with a null key and finds nothing.
 */
export function ancestorJoins(operation: string | Prisma.Sql | null): Prisma.Sql {
  return Prisma.join(
    LEVELS.map((level) => {
      const { agent, binding } = ancestorAlias(level);
      const below = level === 1 ? Prisma.raw('a') : ancestorAlias(level - 1).agent;
      const joinAgent = Prisma.sql`LEFT JOIN agents ${agent} ON ${agent}.id = ${below}.parent_agent_id`;
      return operation === null
        ? joinAgent
        : Prisma.sql`${joinAgent} LEFT JOIN service_bindings ${binding} ON ${binding}.agent_id = ${agent}.id AND ${binding}.operation = ${operation}`;
    }),
    ' ',
  );
}

/** One ancestor as `ancestorsColumn` gives it, parent first. */
export interface AncestorRow {
  id: string;
  status: string;
  deleted: boolean;
  binding_id: string | null;
  enabled: boolean | null;
  daily_limit: number | null;
  monthly_cents: string | null;
}

/**
 * The ancestors joined by `ancestorJoins`, as one json column of `AncestorRow`s, parent first; null
 * for an agent that has no parent (so an organization's own agent builds nothing).
 */
export function ancestorsColumn(): Prisma.Sql {
  const objects = LEVELS.map((level) => {
    const { agent, binding } = ancestorAlias(level);
    return Prisma.sql`CASE WHEN ${agent}.id IS NULL THEN NULL ELSE json_build_object(
      'id', ${agent}.id, 'status', ${agent}.status::text, 'deleted', ${agent}.deleted_at IS NOT NULL,
      'binding_id', ${binding}.id, 'enabled', ${binding}.enabled, 'daily_limit', ${binding}.daily_limit,
      'monthly_cents', ${binding}.monthly_budget_cents::text) END`;
  });
  return Prisma.sql`CASE WHEN a.parent_agent_id IS NULL THEN NULL ELSE json_build_array(${Prisma.join(objects)}) END`;
}

/** An agent above another on its spawn chain: its state and its binding for the operation, which a descendant's request meets too. */
export interface Ancestor {
  id: string;
  status: string;
  deleted: boolean;
  binding: { id: string; enabled: boolean; dailyLimit: number | null; monthlyBudgetCents: bigint | null } | null;
}

/** The ancestors of `ancestorsColumn`, parent first, without the levels above the root. */
export function ancestorsOf(column: (AncestorRow | null)[] | null): Ancestor[] {
  return (column ?? [])
    .filter((row): row is AncestorRow => row !== null)
    .map((row) => ({
      id: row.id,
      status: row.status,
      deleted: row.deleted,
      binding:
        row.binding_id === null
          ? null
          : {
              id: row.binding_id,
              enabled: row.enabled === true,
              dailyLimit: row.daily_limit,
              monthlyBudgetCents: row.monthly_cents === null ? null : BigInt(row.monthly_cents),
            },
    }));
}

/** The first of `ancestors` (parent first) that is not active or is deleted, and the state it is in: what stops its descendants. */
export function stoppedAncestor(ancestors: Ancestor[]): { id: string; state: 'paused' | 'disabled' | 'deleted' } | null {
  const stopped = ancestors.find((ancestor) => ancestor.deleted || ancestor.status !== 'active');
  if (!stopped) return null;
  return { id: stopped.id, state: stopped.deleted ? 'deleted' : (stopped.status as 'paused' | 'disabled') };
}

/**
 * A spawned agent's ancestors, parent first, each with its binding for every operation the agent
 * is bound to (by operation), read with the joins of the policy statement (dispatch/policy.ts) so
 * that a view of what is left (usage/headroom.ts) meets the same bindings admission holds.
 */
export async function loadAncestorBindings(
  db: PrismaClient | Prisma.TransactionClient,
  agentId: string,
): Promise<{ ancestors: Ancestor[]; byOperation: Map<string, Ancestor[]> }> {
  // One row per binding of the agent (one row with a null operation when it has none), each with
  // its ancestors' bindings for that operation.
  const rows = await db.$queryRaw<{ operation: string | null; ancestors: (AncestorRow | null)[] | null }[]>`
    SELECT own.operation, ${ancestorsColumn()} AS ancestors
    FROM agents a
    LEFT JOIN service_bindings own ON own.agent_id = a.id
    ${ancestorJoins(Prisma.sql`own.operation`)}
    WHERE a.id = ${agentId}`;
  const byOperation = new Map<string, Ancestor[]>();
  for (const row of rows) if (row.operation !== null) byOperation.set(row.operation, ancestorsOf(row.ancestors));
  return { ancestors: rows[0] ? ancestorsOf(rows[0].ancestors) : [], byOperation };
}

/**
 * The agent and each of its ancestors locked FOR KEY SHARE until the transaction ends, each
 * required active and not deleted: what an agent's own act (a spawn) needs of its whole chain.
 * A pause or delete of any of them (FOR UPDATE, `lockAgent` in agents.ts) waits for this
 * transaction, and this lock, once a pause has committed, reads the row as the pause left it. 409
 * naming the first stopped agent.
 */
export async function holdActiveChain(tx: Prisma.TransactionClient, agentId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string; depth: number; status: string; deleted: boolean }[]>`
    SELECT id, depth, status::text AS status, deleted_at IS NOT NULL AS deleted FROM agents
    WHERE id IN (
      SELECT unnest(ARRAY[a.id, ${Prisma.join(LEVELS.map((level) => Prisma.sql`${ancestorAlias(level).agent}.id`))}])
      FROM agents a ${ancestorJoins(null)} WHERE a.id = ${agentId})
    ORDER BY depth DESC
    FOR KEY SHARE`;
  const stopped = rows.find((row) => row.deleted || row.status !== 'active');
  if (!stopped) return;
  const state = stopped.deleted ? 'deleted' : stopped.status;
  throw new DomainError(
    'conflict',
    stopped.id === agentId
      ? `The agent is ${state}: only an active agent spawns`
      : `Agent ${stopped.id}, which this agent was spawned from, is ${state}: only an agent whose spawn chain is all active spawns`,
  );
}

/**
 * Revokes the key of `mode` of every agent below `agentId` on its spawn tree, in the caller's
 * transaction; the ids of the agents whose key it deleted. Rotating an agent's key is what a
 * person does when the key may be in the wrong hands; whoever holds it was also handed the keys
 * of the agents it spawned (POST /agents/spawn answers the child's key to its parent), so those go
 * with it. A person issues each child a new key by rotating it in turn.
 */
export async function revokeDescendantKeys(tx: Prisma.TransactionClient, agentId: string, mode: KeyMode): Promise<string[]> {
  const rows = await tx.$queryRaw<{ agent_id: string }[]>`
    WITH RECURSIVE below AS (
      SELECT id, 1 AS level FROM agents WHERE parent_agent_id = ${agentId}
      UNION ALL
      SELECT child.id, below.level + 1 FROM agents child JOIN below ON child.parent_agent_id = below.id WHERE below.level < ${MAX_SPAWN_DEPTH}
    )
    DELETE FROM agent_keys WHERE agent_id IN (SELECT id FROM below) AND mode = ${mode}::"KeyMode"
    RETURNING agent_id`;
  return rows.map((row) => row.agent_id).sort();
}

import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { KeyMode } from '../../generated/prisma/enums.js';
import { sqlQuery } from '../../db/client.js';
import { CATALOG, type Operation } from '../catalog/index.js';
import { missingApp, type InstalledApp } from '../connected-apps/requirement.js';
import { APP_FAMILIES } from '../../providers/oauth/contract.js';
import { ancestorJoins, ancestorsColumn, ancestorsOf, stoppedAncestor, type Ancestor, type AncestorRow } from '../agents/family.js';
import { workspaceWalletSql } from '../usage/ledger.js';
import { capInModeSql, planReservation, teamTotalLimit, type Limits, type RefusedLimit, type Reservation, type TeamLimits } from './budgets.js';
import type { StatementRefusal } from './budget-levels.js';
import { limitDetail, type StoredLimit } from './refusal-detail.js';
import { REASONS, statusOf, type ReasonCode } from './reasons.js';
import { fromJson, SERVICE_REQUEST_COLUMNS, type ServiceRequestJson, type ServiceRequestWithApproval } from '../service-requests/requests.js';

/** What decides a request of one agent for one operation: the agent, its binding and the wallet it draws on. */
export interface Policy {
  agentId: string;
  operation: string;
  orgId: string;
  mode: KeyMode;
  agentStatus: string;
  agentDeleted: boolean;
  agentMonthlyCents: bigint | null;
  /** Null when the agent has no binding for the operation. */
  binding: {
    id: string;
    enabled: boolean;
    dailyLimit: number | null;
    monthlyBudgetCents: bigint | null;
    approvalThresholdCents: bigint | null;
  } | null;
  /** The agents it was spawned from, parent first (none for an organization's own agent), each with its binding for the operation. */
  ancestors: Ancestor[];
  /** The wallet a live request holds from, and whose balance a test request is checked against. */
  walletId: string | null;
  /** The agent's team and its limits, when it has one (the budget hierarchy). */
  team: TeamLimits | null;
  /** The agent's owner, when they are a worker of its team: their allocation from the team pool. */
  worker: { userId: string; allocationCents: bigint } | null;
  /** The delegated task the request is made for, when it names one delegated to this agent. */
  task: TaskLimits | null;
  /** Live mode, for an operation that needs a connected app: the workspace's apps of its family. Empty otherwise. */
  apps: InstalledApp[];
  /** The delegated task the request named, found or not (`task` is null when it is not this agent's). */
  taskAsked: string | null;
}

/**
 * The policy as a dispatch reads it: with the request that already holds its Idempotency-Key,
 * when one does, and the digest of the policy's row as PostgreSQL gave it, which the admission
 * statement compares with the row as it stands then (policyCurrentSql) when the policy is served
 * from the instance's cache (policy-cache.ts).
 */
export type DispatchPolicy = Policy & { earlier: ServiceRequestWithApproval | null; digest: string };

/** A delegated task as it limits a dispatch made for it: its state, mode, cap and operations. */
export interface TaskLimits {
  id: string;
  status: string;
  mode: KeyMode;
  budgetCents: bigint;
  operations: string[];
}

/** The states of a delegated task in which its child may still dispatch for it. */
export const OPEN_TASK_STATES = ['accepted', 'in_progress'] as const;

/** bigint columns arrive as decimal strings (node-postgres). */
interface PolicyRow {
  org_id: string;
  status: string;
  deleted: boolean;
  agent_monthly_cents: string | null;
  binding_id: string | null;
  enabled: boolean | null;
  daily_limit: number | null;
  binding_monthly_cents: string | null;
  approval_threshold_cents: string | null;
  wallet_id: string | null;
  team_id: string | null;
  team_daily_cents: string | null;
  team_monthly_cents: string | null;
  team_pool_cents: string | null;
  team_hard_cap_cents: string | null;
  worker_id: string | null;
  worker_allocation_cents: string | null;
  task_id: string | null;
  task_status: string | null;
  task_mode: string | null;
  task_budget_cents: string | null;
  task_operations: string[] | null;
  ancestors: (AncestorRow | null)[] | null;
  apps: InstalledApp[] | null;
  earlier: ServiceRequestJson | null;
  digest: string;
}

const bigintOrNull = (value: string | null) => (value === null ? null : BigInt(value));

/**
 * The row a policy is made of, one SELECT: the agent, its binding for the operation, its
 * ancestors' with theirs, its wallet, team, worker allocation, the delegated task and the apps
 * that may serve the operation. The one definition of what a policy reads, for loadPolicy and for
 * the admission statement's check that a cached policy is still the row's (policyCurrentSql).
 */
function policyRowSql(agentId: string, operation: Operation | string, mode: KeyMode, delegatedTaskId: string | null): Prisma.Sql {
  // Test mode never needs the organization's app (its sandbox adapters call no provider). The apps
  // that may serve a family are its providers' (APP_FAMILIES), whichever family an app was listed under at install.
  const family = mode === 'live' ? (CATALOG[operation as Operation]?.requiresConnectedApp ?? null) : null;
  const providers: string[] | null = family ? [...APP_FAMILIES[family]] : null;
  return Prisma.sql`
    SELECT a.org_id, a.status::text AS status, a.deleted_at IS NOT NULL AS deleted, ${capInModeSql('a.', mode)}::text AS agent_monthly_cents,
           b.id AS binding_id, b.enabled, b.daily_limit, b.monthly_budget_cents::text AS binding_monthly_cents,
           b.approval_threshold_cents::text AS approval_threshold_cents,
           ${workspaceWalletSql(Prisma.sql`a.workspace_id`)} AS wallet_id,
           t.id AS team_id, t.daily_limit_cents::text AS team_daily_cents, t.monthly_limit_cents::text AS team_monthly_cents,
           t.pool_cents::text AS team_pool_cents, t.hard_cap_cents::text AS team_hard_cap_cents,
           tm.user_id AS worker_id, tm.allocation_cents::text AS worker_allocation_cents,
           dt.id AS task_id, dt.status::text AS task_status, dt.mode::text AS task_mode,
           dt.budget_cents::text AS task_budget_cents, dt.operations AS task_operations,
           ${ancestorsColumn()} AS ancestors,
           (SELECT json_agg(json_build_object('provider', ca.provider, 'status', ca.status) ORDER BY ca.provider, ca.status)
              FROM connected_apps ca
             WHERE ${providers}::text[] IS NOT NULL AND ca.workspace_id = a.workspace_id AND ca.provider = ANY(${providers}::text[])) AS apps
    FROM agents a
    LEFT JOIN service_bindings b ON b.agent_id = a.id AND b.operation = ${operation}
    ${ancestorJoins(operation)}
    LEFT JOIN teams t ON t.id = a.team_id
    LEFT JOIN team_members tm ON tm.team_id = a.team_id AND tm.user_id = a.owner_user_id AND tm.role = 'worker'
    LEFT JOIN delegated_tasks dt ON dt.id = ${delegatedTaskId}::text AND dt.child_agent_id = a.id
    WHERE a.id = ${agentId}`;
}

/** The digest of a policy row (md5 of its JSON): loadPolicy gives it, and policyCurrentSql compares it. */
const digestOf = (alias: string) => Prisma.raw(`md5(row_to_json(${alias})::text)`);

/**
 * A SELECT of one row when the policy of `policy`'s agent, operation, mode and task reads now as
 * it read when `policy` was loaded: for the admission statement of a policy served from the cache,
 * which refuses the request as `policy_changed` otherwise (the caller reads the policy afresh and
 * decides again). Everything the policy holds is compared, money and permission alike, so a stale
 * entry never admits what the rows no longer allow.
 */
export function policyCurrentSql(policy: Policy & { digest: string }): Prisma.Sql {
  const row = policyRowSql(policy.agentId, policy.operation, policy.mode, policy.taskAsked);
  return Prisma.sql`SELECT 1 FROM (${row}) p WHERE ${digestOf('p')} = ${policy.digest}`;
}

/** The request of `agentId` in `mode` that holds `idempotencyKey`, as JSON with its approval's id: a replay's answer. */
export function earlierRequestSql(agentId: string, mode: KeyMode, idempotencyKey: string | null): Prisma.Sql {
  return Prisma.sql`(SELECT row_to_json(e)
      FROM (SELECT ${SERVICE_REQUEST_COLUMNS}, (SELECT ap.id FROM approvals ap WHERE ap.service_request_id = sr.id) AS approval_id
              FROM service_requests sr
             WHERE sr.agent_id = ${agentId} AND sr.mode = ${mode}::"KeyMode" AND sr.idempotency_key = ${idempotencyKey}::text) e)`;
}

/**
 * The policy a request meets, in one statement: admission and approval both decide from this
 * and nothing else. Null when the agent does not exist. `delegatedTaskId` names the task the
 * request is made for; a task not delegated to this agent leaves `task` null. With an
 * `idempotencyKey`, the same statement reads the agent's request of this mode that already holds
 * it (`earlier`), so that a replay costs no round trip beyond this one.
 */
export async function loadPolicy(
  db: PrismaClient | Prisma.TransactionClient,
  agentId: string,
  operation: Operation | string,
  mode: KeyMode,
  delegatedTaskId: string | null = null,
  idempotencyKey: string | null = null,
): Promise<DispatchPolicy | null> {
  const statement = Prisma.sql`
    SELECT p.*, ${digestOf('p')} AS digest, ${earlierRequestSql(agentId, mode, idempotencyKey)} AS earlier
    FROM (${policyRowSql(agentId, operation, mode, delegatedTaskId)}) p`;
  const [row] = await sqlQuery<PolicyRow>(db, statement);
  if (!row) return null;
  return {
    agentId,
    operation,
    orgId: row.org_id,
    mode,
    agentStatus: row.status,
    agentDeleted: row.deleted,
    agentMonthlyCents: bigintOrNull(row.agent_monthly_cents),
    binding:
      row.binding_id === null
        ? null
        : {
            id: row.binding_id,
            enabled: row.enabled === true,
            dailyLimit: row.daily_limit,
            monthlyBudgetCents: bigintOrNull(row.binding_monthly_cents),
            approvalThresholdCents: bigintOrNull(row.approval_threshold_cents),
          },
    ancestors: ancestorsOf(row.ancestors),
    walletId: row.wallet_id,
    team:
      row.team_id === null
        ? null
        : {
            id: row.team_id,
            dailyCents: bigintOrNull(row.team_daily_cents),
            monthlyCents: bigintOrNull(row.team_monthly_cents),
            totalCents: teamTotalLimit(BigInt(row.team_pool_cents!), bigintOrNull(row.team_hard_cap_cents)),
          },
    worker: row.worker_id === null ? null : { userId: row.worker_id, allocationCents: BigInt(row.worker_allocation_cents!) },
    task:
      row.task_id === null
        ? null
        : {
            id: row.task_id,
            status: row.task_status!,
            mode: row.task_mode as KeyMode,
            budgetCents: BigInt(row.task_budget_cents!),
            operations: row.task_operations ?? [],
          },
    apps: row.apps ?? [],
    taskAsked: delegatedTaskId,
    earlier: row.earlier === null ? null : fromJson(row.earlier),
    digest: row.digest,
  };
}

/** An answer given without calling the provider. */
export interface Refusal {
  status: ReturnType<typeof statusOf>;
  reasonCode: ReasonCode;
  detail: string;
  /** The budget limit it met, when a budget level refused it (the admission statement). */
  limit?: RefusedLimit | null;
}

/** What a refusal stores as the request's result: its detail, and the limit it met (the response's `refusal`, service-request.types.ts, reads it). */
export function refusalResult(refusal: Refusal): { detail: string; limit?: StoredLimit } {
  const { limit } = refusal;
  if (!limit) return { detail: refusal.detail };
  const stored: StoredLimit = {
    level: limit.level,
    agent_id: limit.agentId,
    value: limit.value === null ? null : Number(limit.value),
    amount: Number(limit.amount),
    used: limit.used === null ? null : Number(limit.used),
  };
  // The limit's own sentence stands for the reason's meaning: it says the same, with the numbers and what to do.
  return { detail: limitDetail(refusal.reasonCode, stored, new Date()), limit: stored };
}

/** A refusal for `reasonCode`, in the status that reason is given (`statusOf`). */
export function refusal(reasonCode: ReasonCode, detail: string): Refusal {
  return { status: statusOf(reasonCode), reasonCode, detail };
}

/** What a request's price came to before admission: its parsed payload and worst case, or why there is none. */
export type Price = { failure: string } | { payload: unknown; estimate: bigint };

export type Gate =
  | { kind: 'refused'; refusal: Refusal }
  /** Hold these, then call the provider; with `approval`, check them only and ask a person first. */
  | { kind: 'hold'; limits: Limits; plan: Reservation; payload: unknown; estimate: bigint; approval: { thresholdCents: bigint; forced: boolean } | null };

/** A request the gate lets through, with the budgets to hold. */
export type Admissible = Extract<Gate, { kind: 'hold' }>;

/**
 * The one admission decision, pure: the agent may dispatch (active, not deleted, and so is every
 * agent it was spawned from), it has an enabled binding and so has each of those agents (a child's
 * services stay a subset of its parent's, the spec's spawn limit), the payload is priced; then the
 * budgets to hold, the ancestors' bindings' limits among them (a family shares its parent's
 * limits, agents/family.ts), and whether a person must approve first (over the binding's
 * threshold, or always with `forceApproval`). A request already approved
 * (`approved`) skips the gate. Both modes meet every limit at the live price, so that test mode
 * gives the same outcomes: the approval gate, the binding's and the agent's caps (test mode on
 * counters of its own) and the wallet, which test mode only checks and never holds
 * (`planReservation`).
 */
export function gate(policy: Policy | null, price: Price, options: { approved?: boolean; forceApproval?: boolean; now?: Date } = {}): Gate {
  const refuse = (reasonCode: ReasonCode, detail: string): Gate => ({ kind: 'refused', refusal: refusal(reasonCode, detail) });
  if (!policy || policy.agentDeleted) return refuse('agent_disabled', 'The agent is deleted');
  if (policy.agentStatus !== 'active') return refuse('agent_disabled', `The agent is ${policy.agentStatus}`);
  const stopped = stoppedAncestor(policy.ancestors);
  if (stopped) return refuse('agent_disabled', `Agent ${stopped.id}, which this agent was spawned from, is ${stopped.state}`);
  const { binding } = policy;
  if (!binding?.enabled) {
    return refuse('policy_violation', binding ? `The agent's binding for ${policy.operation} is disabled` : `The agent has no binding for ${policy.operation}`);
  }
  const unbound = policy.ancestors.find((ancestor) => !ancestor.binding?.enabled);
  if (unbound) {
    return refuse('policy_violation', `Agent ${unbound.id}, which this agent was spawned from, has no enabled binding for ${policy.operation}`);
  }
  const { task } = policy;
  if (task) {
    if (!(OPEN_TASK_STATES as readonly string[]).includes(task.status)) return refuse('task_closed', `The delegated task ${task.id} is ${task.status}`);
    if (task.mode !== policy.mode) {
      return refuse('policy_violation', `The delegated task ${task.id} was delegated in ${task.mode} mode; dispatch for it with the agent's ${task.mode} key`);
    }
    if (!task.operations.includes(policy.operation)) {
      return refuse('policy_violation', `The delegated task ${task.id} allows ${task.operations.join(', ')}, not ${policy.operation}`);
    }
  }
  if (policy.mode === 'live') {
    const definition = CATALOG[policy.operation as Operation];
    const missing = definition ? missingApp(definition, 'payload' in price ? price.payload : undefined, policy.apps) : null;
    if (missing) return refuse('requires_connected_app', missing);
  }
  if ('failure' in price) return refuse('adapter_error', price.failure);

  const limits: Limits = {
    orgId: policy.orgId,
    mode: policy.mode,
    bindingId: binding.id,
    dailyLimit: binding.dailyLimit,
    bindingMonthlyCents: binding.monthlyBudgetCents,
    ancestors: policy.ancestors.map((ancestor) => ({
      agentId: ancestor.id,
      bindingId: ancestor.binding!.id,
      dailyLimit: ancestor.binding!.dailyLimit,
      bindingMonthlyCents: ancestor.binding!.monthlyBudgetCents,
    })),
    agentId: policy.agentId,
    agentMonthlyCents: policy.agentMonthlyCents,
    walletId: policy.walletId,
    team: policy.team,
    worker: policy.team && policy.worker ? { teamId: policy.team.id, ...policy.worker } : null,
    task: task ? { id: task.id, budgetCents: task.budgetCents } : null,
  };
  const threshold = binding.approvalThresholdCents;
  const overThreshold = threshold !== null && price.estimate > threshold;
  // A forced approval (a chat session's force_approval) records the binding's threshold, or 0 where it has none.
  const approval = options.approved || !(overThreshold || options.forceApproval) ? null : { thresholdCents: threshold ?? 0n, forced: !overThreshold };
  return { kind: 'hold', limits, plan: planReservation(limits, price.estimate, options.now), payload: price.payload, estimate: price.estimate, approval };
}

/** What the admission statement's refusal tells the caller. */
export function statementRefusal(reason: StatementRefusal, limit: RefusedLimit | null = null): Refusal {
  return { ...refusal(reason, REASONS[reason]), limit };
}

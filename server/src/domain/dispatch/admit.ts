import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import type { Config } from '../../config.js';
import { Prisma, type PrismaClient, type ServiceRequest } from '../../generated/prisma/client.js';
import type { KeyMode } from '../../generated/prisma/enums.js';
import type { Logger } from '../../logger.js';
import type { AuditContext } from '../audit/record.js';
import { getOperation, resolveOperation, type Operation } from '../catalog/index.js';
import type { OperationDefinition } from '../catalog/operation.js';
import { sqlQuery } from '../../db/client.js';
import { DomainError, issuesToDetails, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { newEntry, pendingEntrySql } from '../audit/record.js';
import { admissionStatement, admittedColumns, exceededAlone, isCheckedOnly, isPolicyChanged, refusalOf, refusedLimit, type AdmittedRow, type SettledRow } from './budgets.js';
import { callProvider, failureOf } from './execute.js';
import type { AdapterOutcome } from '../../providers/contract.js';
import { storable } from './storable.js';
import { outcomeEvent, POLICY_STALE, recordDecided, recordRefusal, type NewRequest } from './outcomes.js';
import { earlierRequestSql, gate, loadPolicy, policyCurrentSql, refusal, statementRefusal, type Admissible, type Gate, type Policy, type Price, type Refusal } from './policy.js';
import { policyCacheOf, policyKey, type CachedPolicy } from './policy-cache.js';
import { fromJson, type ServiceRequestJson, type ServiceRequestWithApproval } from '../service-requests/requests.js';
import type { Progress } from '../../providers/contract.js';

export interface DispatchRequest {
  orgId: string;
  agentId: string;
  mode: KeyMode;
  operation: string;
  service?: string | undefined;
  payload: Record<string, unknown>;
  idempotencyKey: string;
  /** The delegated task the request is made for (header X-Delegated-Task): its cap and operations apply too. */
  delegatedTaskId?: string | undefined;
  /** The workflow step attempt making the request (a run's dispatch): a workflow.run it makes starts a sub-run of that step. */
  workflowStepRunId?: string | undefined;
  /** A person must approve it whatever the binding's threshold (a chat session's force_approval). */
  forceApproval?: boolean | undefined;
  /** A caller that watches the call as it happens (a chat turn): the provider's partial output, and its own abort. */
  progress?: Progress | undefined;
  /**
   * A write that commits with the new request when the admission statement writes it (admitted, or
   * settled there): more CTEs of that statement, given the request's id, conditional on its
   * `request` CTE and named apart from the statement's own (a fire's record, event-sources/fire.ts).
   * The answer says whether they were written (`alongside`); a request refused, waiting for a
   * person or replayed writes them not, and the caller writes what it must itself.
   */
  alongside?: ((requestId: string) => Prisma.Sql) | undefined;
  audit: AuditContext;
}

export type Admission =
  /** Admitted and held: call the provider (unless its outcome is `known`, asked before admission: a sandbox's or an in-process adapter's), then settle. The input's `alongside` was written with it. */
  | { kind: 'admitted'; request: ServiceRequest; definition: OperationDefinition; payload: unknown; known?: AdapterOutcome<unknown> }
  /** Decided without the provider (blocked, failed, approval_required), or a replay of an earlier request; `alongside`: settled by the admission statement, which wrote the input's `alongside` too. */
  | { kind: 'decided'; request: ServiceRequestWithApproval; replayed: boolean; alongside?: true };

/** SHA-256 of the canonical operation, payload and delegated task: what an Idempotency-Key is bound to. */
export function requestFingerprint(operation: Operation, payload: unknown, delegatedTaskId: string | null = null): string {
  return createHash('sha256')
    .update(canonicalize(delegatedTaskId === null ? { operation, payload } : { operation, payload, delegated_task_id: delegatedTaskId }))
    .digest('hex');
}

/**
 * The payload as the operation's schema parses it. One that fails is a malformed request (400
 * invalid_request naming each bad field by its path from the body, `payload.…`), refused before
 * anything is written: it takes no Idempotency-Key and leaves no record.
 */
export function parsePayload(definition: OperationDefinition, payload: unknown): unknown {
  const parsed = definition.payload.safeParse(payload);
  if (parsed.success) return parsed.data;
  const details = issuesToDetails(parsed.error.issues, 'payload');
  const first = details[0]!;
  throw new DomainError('invalid_request', `Invalid payload for ${definition.operation}: ${first.path}: ${first.message}`, details);
}

/** How long a price estimate may take to ask its provider (a model's price), apart from the provider call itself. */
const ESTIMATE_TIMEOUT_MS = 10_000;

/** The payload's worst-case price, before any write: it may come from the provider, and no statement waits on the network. */
async function priceOf(definition: OperationDefinition, payload: unknown, mode: KeyMode, config: Config, logger: Logger): Promise<Price> {
  const signal = AbortSignal.timeout(ESTIMATE_TIMEOUT_MS);
  try {
    const cents = await definition.pricing.estimateCents(payload, { mode, config, signal });
    return { payload, estimate: BigInt(cents) };
  } catch (error) {
    return { failure: failureOf(error, signal, ESTIMATE_TIMEOUT_MS, logger, { operation: definition.operation }).detail };
  }
}

/**
 * The answer for an Idempotency-Key that an earlier request holds: that request as it stands
 * (still in flight, it answers running, so that the client polls it rather than paying twice
 * under a new key), or a conflict when it was another request.
 */
function answerEarlier(db: PrismaClient, earlier: ServiceRequestWithApproval, request: NewRequest): Admission {
  if (earlier.fingerprint !== request.fingerprint) {
    throw new DomainError('idempotency_conflict', 'This Idempotency-Key was already used for a different request; use a new key');
  }
  policyCacheOf(db).answered(earlier);
  return { kind: 'decided', request: earlier, replayed: true };
}

/** The key was taken while this request was decided (a racing duplicate lost the insert): the request that took it answers. */
async function replay(db: PrismaClient, request: NewRequest): Promise<Admission> {
  const earlier = await db.serviceRequest.findUniqueOrThrow({
    where: { agentId_mode_idempotencyKey: { agentId: request.agentId, mode: request.mode, idempotencyKey: request.idempotencyKey } },
    include: { approval: { select: { id: true } } },
  });
  return answerEarlier(db, earlier, request);
}

/** An outcome known before admission that the admission statement settles: executed, at the cost it debits (0 in test mode). */
interface SettledAtAdmission {
  result: unknown;
  costCents: bigint;
}

/**
 * The new request, admitted: its insert is the `request` CTE of the admission statement. With
 * `settled`, it is admitted executed, settled in the same statement (`decide`), which leaves what
 * settle.ts would: the counters keep what the hold counted, a live request's cost is debited from
 * the wallet instead of held (it is the whole hold), and a test-mode request's touches no wallet.
 */
function insertAdmitted(request: NewRequest, hold: Admissible, settled?: SettledAtAdmission): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO service_requests (id, org_id, agent_id, binding_id, mode, operation, payload, idempotency_key, fingerprint,
                                  status, hold_cents, cost_cents, reservation, updated_at, delegated_task_id, workflow_step_run_id,
                                  result, completed_at)
    VALUES (${request.id}, ${request.orgId}, ${request.agentId}, ${hold.limits.bindingId}, ${request.mode}::"KeyMode", ${request.operation},
            ${JSON.stringify(request.payload)}::jsonb, ${request.idempotencyKey}, ${request.fingerprint},
            ${settled ? 'executed' : 'admitted'}::"ServiceRequestStatus", ${settled ? 0n : BigInt(hold.plan.cents)}::bigint,
            ${settled?.costCents ?? 0n}::bigint, ${JSON.stringify(hold.plan)}::jsonb, now(), ${request.delegatedTaskId}, ${request.workflowStepRunId},
            ${settled ? JSON.stringify(storable(settled.result)) : null}::jsonb, ${settled ? Prisma.sql`now()` : Prisma.sql`NULL`})
    ON CONFLICT (agent_id, mode, idempotency_key) DO NOTHING
    RETURNING created_at, updated_at, completed_at, result`;
}

/**
 * The outcome the admission statement may settle: an executed one, at no cost in test mode, and
 * in live mode only at the cost held (a fixed price: the debit is then the whole hold, and no
 * counter has a rest to release). Any other goes through admission and settle.ts.
 */
function settledAtAdmission(known: AdapterOutcome<unknown> | undefined, mode: KeyMode, held: bigint): SettledAtAdmission | undefined {
  if (known?.status !== 'executed') return undefined;
  if (mode === 'test') return { result: known.result, costCents: 0n };
  return BigInt(known.costCents) === held ? { result: known.result, costCents: held } : undefined;
}

/**
 * What a request names, read before the policy: its operation (400 when unknown), the operation's
 * definition, the payload as its schema parses it, and its price, asked now (null: the payload
 * does not parse). For a dispatch and a dry run alike (dry-run.ts).
 */
export function readRequest(input: Pick<DispatchRequest, 'operation' | 'service' | 'payload' | 'mode'>, config: Config, logger: Logger) {
  const operation = resolveOperation(input.operation, input.service);
  const definition = getOperation(operation);
  const parsed = definition.payload.safeParse(input.payload);
  const pricing = parsed.success ? priceOf(definition, parsed.data, input.mode, config, logger) : null;
  return { operation, definition, parsed, pricing };
}

/** The price of a payload that did not parse: the gate gets as far as the policy and stops there. */
const UNREAD = { failure: 'The payload does not parse' } as const;

/**
 * The gate's decision on a new request, for a dispatch and a dry run alike (dry-run.ts). The
 * spec's pipeline decides the policy first: a paused agent, a missing binding or app is answered
 * as such, and only a request the policy lets through is refused for its payload (`price` null:
 * it did not parse), 400 invalid_request.
 */
export function gateNew(definition: OperationDefinition, payload: unknown, policy: Policy | null, price: Price | null, forceApproval?: boolean): Gate {
  const decision = gate(policy, price ?? UNREAD, { forceApproval });
  if (!price && (decision.kind !== 'refused' || decision.refusal.detail === UNREAD.failure)) parsePayload(definition, payload);
  return decision;
}

/**
 * Phase one of a dispatch. The policy is read (or found in the instance's cache) and `gate`
 * decides; then one statement writes the answer: the request admitted with every budget held (the
 * admission statement; settled in it too when an outcome asked first executed: a sandbox's, or an
 * in-process live adapter's at its fixed price), or refused by
 * the first budget that would not hold, or decided at once (blocked, failed), each recorded and
 * audited in that statement. The approval gate checks the budgets (a check-only admission
 * statement) before the request waits for a person; no transaction is taken. A taken
 * Idempotency-Key answers with the earlier request: read with a fresh policy, it is answered there
 * and then; with a cached one, the admission statement's insert finds the key taken and the same
 * statement returns the earlier request (a replay is one statement either way, and none once its
 * key was replayed here and its request is final: policy-cache.ts).
 */
export async function admit(db: PrismaClient, input: DispatchRequest, config: Config, logger: Logger): Promise<Admission> {
  const policies = policyCacheOf(db);
  const sentBefore = policies.sentBefore(input.agentId, input.mode, input.idempotencyKey);
  // A key replayed here before, whose request is final, is answered as it was, with no statement
  // (policy-cache.ts); only the same request is (another one meets the conflict below, as ever).
  const answered = sentBefore ? policies.answerOf(input.agentId, input.mode, input.idempotencyKey) : undefined;
  if (answered?.fingerprint === requestFingerprint(resolveOperation(input.operation, input.service), input.payload, input.delegatedTaskId ?? null)) {
    return { kind: 'decided', request: answered, replayed: true };
  }
  // The price is asked while the policy is read, as a new request needs both; a replay leaves it
  // unread (priceOf never rejects).
  const { operation, definition, parsed, pricing } = readRequest(input, config, logger);
  const request: NewRequest = {
    id: newId('sr'),
    orgId: input.orgId,
    agentId: input.agentId,
    mode: input.mode,
    operation,
    payload: input.payload,
    idempotencyKey: input.idempotencyKey,
    fingerprint: requestFingerprint(operation, input.payload, input.delegatedTaskId ?? null),
    delegatedTaskId: input.delegatedTaskId ?? null,
    workflowStepRunId: input.workflowStepRunId ?? null,
  };
  const attempt: Attempt = { db, input, config, logger, definition, request, pricing };
  const key = policyKey(input.agentId, operation, input.mode, request.delegatedTaskId);
  // A key this instance was sent before is read with the policy, so that a replay stays a read.
  const cached = sentBefore ? undefined : policies.get(key);
  if (cached) {
    // Decided on the cached policy, unless the statement that writes the answer finds the rows
    // changed: then the policy is read afresh and decides, as if never cached.
    const admission = await decide(attempt, cached, true);
    if (admission) return admission;
    policies.forget(key);
  }
  const policy = await loadPolicy(db, input.agentId, operation, input.mode, request.delegatedTaskId, request.idempotencyKey);
  // A task that is not this agent's (another agent's, another organization's, none) is not
  // found, before anything is written: the request names something the agent cannot reach.
  if (request.delegatedTaskId !== null && policy && !policy.task) throw notFound('Delegated task');
  if (policy) policies.set(key, policy);
  // A replay is answered before the policy decides: the earlier request answers whatever the
  // agent's state now (paused since, its binding disabled or deleted, its budgets spent), as the
  // insert's conflict answered it after any refusal, so that a client retrying a lost answer
  // learns what became of its request instead of being told it is refused now. The caller's key
  // was authenticated before this (a revoked key or a deleted agent never gets here). A payload
  // that does not parse takes the path below, where it is refused (400) or the policy's refusal
  // meets the conflict, as it always was.
  if (policy?.earlier && parsed.success) return answerEarlier(db, policy.earlier, request);
  return (await decide(attempt, policy, false))!;
}

/** What deciding a new request needs besides its policy. */
interface Attempt {
  db: PrismaClient;
  input: DispatchRequest;
  config: Config;
  logger: Logger;
  definition: OperationDefinition;
  request: NewRequest;
  pricing: Promise<Price> | null;
}

/**
 * The gate's decision on `policy` and the statement that writes it. With a policy from the cache
 * (`cached`), null instead of any answer the cached policy alone would give wrongly: a payload
 * that does not parse (a refused policy is answered before it), and a statement that found the
 * rows changed (policy_changed in the admission statement, POLICY_STALE in the one that records a
 * refusal: the rows may allow the request by now).
 */
async function decide(attempt: Attempt, policy: CachedPolicy | null, cached: boolean): Promise<Admission | null> {
  const { db, input, config, logger, definition, request } = attempt;
  const price = await attempt.pricing;
  if (cached && !price) return null;
  const decision = gateNew(definition, input.payload, policy, price, input.forceApproval);
  const decided = async (recorded: ServiceRequestWithApproval | null): Promise<Admission> =>
    recorded ? { kind: 'decided', request: recorded, replayed: false } : replay(db, request);
  // Checked first in the statement when the policy came from the cache; the request holding the
  // key is returned by it when its insert finds the key taken.
  const current = cached && policy ? policyCurrentSql(policy) : undefined;
  // A refusal by the gate, or by a limit the request alone passes (which the admission statement
  // would give whatever is used), is recorded by one statement, which checks a cached policy
  // first: one the rows no longer give writes nothing, and the request is decided on a fresh read.
  const record = async (refused: Refusal, used?: Prisma.Sql): Promise<Admission | null> => {
    const recorded = await recordDecided(db, request, input.audit, refused, { current, used });
    return recorded === POLICY_STALE ? null : decided(recorded);
  };
  if (decision.kind === 'refused') return record(decision.refusal);
  const alone = exceededAlone(decision.limits, decision.plan);
  if (alone) return record(statementRefusal(alone.reason, { ...alone.limit, used: null }), alone.used);
  if (decision.approval) {
    const waiting = await awaitApproval(db, request, decision, config, input.audit, current);
    return waiting === STALE ? null : decided(waiting);
  }
  // A sandbox, and an in-process live adapter, runs here, reaches nothing outside and leaves
  // nothing behind (catalog/operation.ts), so its outcome is asked first: an executed one is
  // admitted and settled in one statement, any other goes through admission with its outcome
  // known. A refused request discards it, so the answers stay what the spec's order gives. A
  // watched call (a chat turn) is made after admission.
  const asksFirst = (input.mode === 'test' || definition.inProcess) && !definition.internal && !input.progress;
  const known = asksFirst ? await callProvider(definition, input.mode, decision.payload, request.id, config, logger) : undefined;
  const settled = settledAtAdmission(known, input.mode, BigInt(decision.plan.cents));
  try {
    // The settled request's audit entry first, so that the sealer chains it before what rides along.
    const also = Prisma.join([settled ? settledAudit(request, input, settled.costCents) : Prisma.empty, input.alongside?.(request.id) ?? Prisma.empty], '');
    const earlier = earlierRequestSql(request.agentId, request.mode, request.idempotencyKey);
    const [row] = await sqlQuery<AdmissionRow>(
      db,
      admissionStatement(insertAdmitted(request, decision, settled), decision.limits, decision.plan, { also, current, earlier, debit: settled !== undefined }),
    );
    if (!row?.created_at) return row?.earlier ? answerEarlier(db, fromJson(row.earlier), request) : replay(db, request);
    const admitted: ServiceRequest = {
      ...request,
      ...admittedColumns(decision.limits, decision.plan, row as AdmittedRow),
      payload: JSON.parse(JSON.stringify(input.payload)) as Prisma.JsonValue,
      result: null,
      costCents: 0n,
      provider: null,
      externalId: null,
      createdAt: row.created_at,
      completedAt: null,
    };
    if (settled) {
      // As stored (jsonb orders keys its own way), so that a replay answers the same bytes.
      const executed = {
        ...admitted,
        status: 'executed',
        holdCents: 0n,
        costCents: settled.costCents,
        result: row.result ?? null,
        completedAt: row.completed_at ?? null,
      } as const;
      return { kind: 'decided', request: { ...executed, approval: null }, replayed: false, ...(input.alongside ? { alongside: true as const } : {}) };
    }
    return { kind: 'admitted', request: admitted, definition, payload: decision.payload, known };
  } catch (error) {
    if (isPolicyChanged(error)) return null;
    const reason = refusalOf(error);
    if (!reason) throw error;
    return decided(await recordRefusal(db, request, input.audit, statementRefusal(reason, refusedLimit(error, decision.limits, decision.plan))));
  }
}

/** A row of the admission statement of a new request: the request's columns, null with `earlier` when its key was taken. */
type AdmissionRow = Partial<AdmittedRow & SettledRow> & { earlier?: ServiceRequestJson | null };

/** The audit entry of a request settled at admission (executed, at `costCents`), a CTE written only with the request. */
function settledAudit(request: NewRequest, input: DispatchRequest, costCents: bigint): Prisma.Sql {
  const entry = newEntry(request.orgId, input.audit, outcomeEvent(request, { status: 'executed', costCents }));
  return Prisma.sql`, audit AS (${pendingEntrySql(entry, Prisma.sql`request`)})`;
}

/** What awaitApproval answers when the admission statement found a cached policy changed. */
const STALE = Symbol('stale');

/**
 * The approval gate: a request over its binding's threshold waits for a person, unless a budget
 * already refuses it (then it is blocked now, as it would be once approved). The budgets are
 * checked by the admission statement itself, made check-only, so that the check is the very rule
 * that will hold them at approval; nothing stays held while the request waits. Null when the key
 * is taken; STALE when the statement found a cached policy changed.
 */
async function awaitApproval(
  db: PrismaClient,
  request: NewRequest,
  decision: Admissible,
  config: Config,
  audit: AuditContext,
  current: Prisma.Sql | undefined,
): Promise<ServiceRequestWithApproval | null | typeof STALE> {
  // No row and no error: the key is taken (recordRefusal finds it).
  const refused = await checkBudgets(db, insertAdmitted(request, decision), decision, current);
  if (refused === STALE) return STALE;
  if (refused) return recordRefusal(db, request, audit, refused);
  const approvalId = newId('apr');
  return recordRefusal(
    db,
    request,
    audit,
    refusal('approval_threshold', `${approvalWhy(decision)} (approval ${approvalId})`),
    {
      id: approvalId,
      bindingId: decision.limits.bindingId,
      costCents: decision.estimate,
      thresholdCents: decision.approval!.thresholdCents,
      expiresAt: new Date(Date.now() + config.PROCTOR_APPROVAL_TTL_SECONDS * 1000),
    },
  );
}

/**
 * Whether `decision`'s budgets would hold now: the admission statement itself, made check-only
 * (`write` its `request` CTE), so that the check is the very rule that holds them. The statement
 * always ends refused: nothing of it stays, and no lock outlives its round trip. Null: every
 * budget would hold (or `write` wrote nothing); STALE: `current` found a cached policy changed.
 */
export async function checkBudgets(db: PrismaClient, write: Prisma.Sql, decision: Admissible, current?: Prisma.Sql): Promise<Refusal | null | typeof STALE> {
  return sqlQuery(db, admissionStatement(write, decision.limits, decision.plan, { checkOnly: true, current })).then(
    () => null,
    (error: unknown) => {
      if (isCheckedOnly(error)) return null;
      if (isPolicyChanged(error)) return STALE;
      const reason = refusalOf(error);
      if (!reason) throw error;
      return statementRefusal(reason, refusedLimit(error, decision.limits, decision.plan));
    },
  );
}

/** Why a request waits for a person: the detail of its approval_threshold answer, before the approval's id. */
export function approvalWhy(decision: Admissible): string {
  return decision.approval?.forced
    ? `Every call of this chat session waits for a person's approval (force_approval); estimated cost ${decision.estimate} cents`
    : `Estimated cost ${decision.estimate} cents exceeds the approval threshold of ${decision.approval?.thresholdCents ?? 0n} cents`;
}

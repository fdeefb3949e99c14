import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import type { Config } from '../../config.js';
import { Prisma, type PrismaClient, type ServiceRequest } from '../../generated/prisma/client.js';
import type { KeyMode } from '../../generated/prisma/enums.js';
import type { Logger } from '../../logger.js';
import type { AuditContext } from '../audit.js';
import { getOperation, resolveOperation, type Operation } from '../catalog/index.js';
import type { OperationDefinition } from '../catalog/operation.js';
import { sqlQuery } from '../../db/client.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { holdStatements, limitsFor, planReservation, reserve, type Limits } from './budgets.js';
import { failureOf } from './execute.js';
import { recordOutcome } from './outcomes.js';

export interface DispatchRequest {
  orgId: string;
  agentId: string;
  mode: KeyMode;
  operation: string;
  service?: string | undefined;
  payload: Record<string, unknown>;
  idempotencyKey: string;
  audit: AuditContext;
}

export type Admission =
  /** Admitted and held: call the provider, then settle. */
  | { kind: 'admitted'; request: ServiceRequest; definition: OperationDefinition; payload: unknown }
  /** Decided without the provider (blocked, failed, approval_required), or a replay of an earlier request. */
  | { kind: 'decided'; request: ServiceRequest; replayed: boolean };

/** SHA-256 of the canonical operation and payload: what an Idempotency-Key is bound to. */
export function requestFingerprint(operation: Operation, payload: unknown): string {
  return createHash('sha256').update(canonicalize({ operation, payload })).digest('hex');
}

function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  const path = issue.path.map(String).join('.');
  return path ? `payload.${path}: ${issue.message}` : `payload: ${issue.message}`;
}

/**
 * Claims the Idempotency-Key by inserting the request; when it is taken, the earlier request
 * answers instead (or a conflict, when it was another request or is still in flight).
 */
async function claim(
  tx: Prisma.TransactionClient,
  input: DispatchRequest,
  operation: Operation,
  fingerprint: string,
): Promise<{ request: ServiceRequest; fresh: boolean }> {
  const id = newId('sr');
  const inserted = await tx.$executeRaw`
    INSERT INTO service_requests (id, org_id, agent_id, mode, operation, payload, idempotency_key, fingerprint, status, updated_at)
    VALUES (${id}, ${input.orgId}, ${input.agentId}, ${input.mode}::"KeyMode", ${operation}, ${JSON.stringify(input.payload)}::jsonb,
            ${input.idempotencyKey}, ${fingerprint}, 'admitted', now())
    ON CONFLICT (agent_id, idempotency_key) DO NOTHING`;
  const request = await tx.serviceRequest.findUniqueOrThrow({
    where: inserted === 1 ? { id } : { agentId_idempotencyKey: { agentId: input.agentId, idempotencyKey: input.idempotencyKey } },
  });
  if (inserted === 1) return { request, fresh: true };
  if (request.fingerprint !== fingerprint) {
    throw new DomainError('idempotency_conflict', 'This Idempotency-Key was already used for a different request; use a new key');
  }
  if (request.status === 'admitted') {
    throw new DomainError(
      'idempotency_conflict',
      'The request with this Idempotency-Key is still in flight; retry after it finishes to get its outcome',
    );
  }
  return { request, fresh: false };
}

/** How long a price estimate may take to ask its provider (a model's price), apart from the provider call itself. */
const ESTIMATE_TIMEOUT_MS = 10_000;

/**
 * The payload as its schema parses it and its worst-case price: both before the transaction,
 * because the price may come from the provider and no transaction waits on the network.
 */
async function priceOf(
  definition: OperationDefinition,
  input: DispatchRequest,
  config: Config,
  logger: Logger,
): Promise<{ invalid: string } | { failure: string } | { payload: unknown; estimate: bigint }> {
  const parsed = definition.payload.safeParse(input.payload);
  if (!parsed.success) return { invalid: describeIssue(parsed.error.issues[0]!) };
  const signal = AbortSignal.timeout(ESTIMATE_TIMEOUT_MS);
  try {
    const cents = await definition.pricing.estimateCents(parsed.data, { mode: input.mode, config, signal });
    return { payload: parsed.data, estimate: BigInt(cents) };
  } catch (error) {
    return { failure: failureOf(error, signal, ESTIMATE_TIMEOUT_MS, logger, { operation: definition.operation }).detail };
  }
}

/** bigint columns arrive as decimal strings (node-postgres). */
interface PolicyRow {
  status: string;
  agent_monthly_cents: string | null;
  binding_id: string | null;
  enabled: boolean | null;
  daily_limit: number | null;
  binding_monthly_cents: string | null;
  approval_threshold_cents: string | null;
  wallet_id: string | null;
}

const bigintOrNull = (value: string | null) => (value === null ? null : BigInt(value));

/** PostgreSQL's division_by_zero: how the admission statement refuses (see admitAtOnce). */
const REFUSED = '22012';

/**
 * The common case in two round trips: a request the agent may make, with a valid payload and a
 * price under any approval threshold, admitted and held in ONE statement (so one transaction):
 * the request is inserted (claiming its Idempotency-Key), then every counter and the wallet are
 * held, each by its atomic conditional write. When any of them refuses, the statement fails as a
 * whole (a division by zero on the count of rows the refusing write changed) and nothing of it
 * stays. Returns null whenever the answer is anything but "admitted" (a replay, a conflict, a
 * refusal, a block or an approval): admit's transaction then decides, records and audits it.
 */
async function admitAtOnce(
  db: PrismaClient,
  input: DispatchRequest,
  operation: Operation,
  definition: OperationDefinition,
  fingerprint: string,
  price: Awaited<ReturnType<typeof priceOf>>,
): Promise<Admission | null> {
  if (!('estimate' in price)) return null;
  const [policy] = await sqlQuery<PolicyRow>(db, Prisma.sql`
    SELECT a.status::text AS status, a.monthly_budget_cents AS agent_monthly_cents, b.id AS binding_id, b.enabled, b.daily_limit,
           b.monthly_budget_cents AS binding_monthly_cents, b.approval_threshold_cents,
           ${input.mode === 'live'
             ? Prisma.sql`(SELECT w.id FROM wallets w JOIN workspaces ws ON ws.id = w.workspace_id WHERE w.org_id = a.org_id AND ws.is_default LIMIT 1)`
             : Prisma.sql`NULL::text`} AS wallet_id
    FROM agents a LEFT JOIN service_bindings b ON b.agent_id = a.id AND b.operation = ${operation}
    WHERE a.id = ${input.agentId}`);
  if (!policy || policy.status !== 'active' || !policy.binding_id || !policy.enabled) return null;
  const { estimate } = price;
  const threshold = bigintOrNull(policy.approval_threshold_cents);
  if (threshold !== null && estimate > threshold) return null;

  const hold = input.mode === 'live' ? estimate : 0n;
  const limits: Limits = {
    orgId: input.orgId,
    mode: input.mode,
    bindingId: policy.binding_id,
    dailyLimit: policy.daily_limit,
    bindingMonthlyCents: bigintOrNull(policy.binding_monthly_cents),
    agentId: input.agentId,
    agentMonthlyCents: bigintOrNull(policy.agent_monthly_cents),
    walletId: policy.wallet_id,
  };
  const plan = planReservation(limits, hold);
  const holds = holdStatements(limits, plan, Prisma.sql`request`);
  const id = newId('sr');
  const refusals = holds.map(({ name }) => Prisma.sql`, 1 / (SELECT count(*) FROM ${Prisma.raw(name)})::int AS ${Prisma.raw(`${name}_held`)}`);
  try {
    const rows = await sqlQuery<{ created_at: Date; updated_at: Date }>(db, Prisma.sql`
      WITH request AS (
        INSERT INTO service_requests (id, org_id, agent_id, binding_id, mode, operation, payload, idempotency_key, fingerprint,
                                      status, hold_cents, reservation, updated_at)
        VALUES (${id}, ${input.orgId}, ${input.agentId}, ${policy.binding_id}, ${input.mode}::"KeyMode", ${operation},
                ${JSON.stringify(input.payload)}::jsonb, ${input.idempotencyKey}, ${fingerprint}, 'admitted', ${hold}::bigint,
                ${JSON.stringify(plan)}::jsonb, now())
        ON CONFLICT (agent_id, idempotency_key) DO NOTHING
        RETURNING created_at, updated_at
      )${joinAll(holds.map(({ name, sql }) => Prisma.sql`, ${Prisma.raw(name)} AS (${sql})`))}
      SELECT created_at, updated_at${joinAll(refusals)} FROM request`);
    const row = rows[0];
    // Taken already: admit's transaction answers with the earlier request or a conflict.
    if (!row) return null;
    const request: ServiceRequest = {
      id,
      orgId: input.orgId,
      agentId: input.agentId,
      bindingId: policy.binding_id,
      mode: input.mode,
      operation,
      payload: JSON.parse(JSON.stringify(input.payload)) as Prisma.JsonValue,
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      status: 'admitted',
      reasonCode: null,
      result: null,
      costCents: 0n,
      holdCents: hold,
      reservation: plan as unknown as Prisma.JsonValue,
      provider: null,
      externalId: null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      completedAt: null,
    };
    return { kind: 'admitted', request, definition, payload: price.payload };
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}

const joinAll = (parts: Prisma.Sql[]) => (parts.length === 0 ? Prisma.empty : Prisma.join(parts, ''));

function isRefusal(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (code === REFUSED || (typeof message === 'string' && message.includes('division by zero'))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Phase one of a dispatch: idempotency, agent status, policy, payload, price, budgets and wallet
 * (each an atomic conditional write), approval gate; then the worst-case cost is held. The common
 * case is one statement (admitAtOnce); every other answer is decided in one transaction, and
 * every decision taken here is audited in the same transaction.
 */
export async function admit(db: PrismaClient, input: DispatchRequest, config: Config, logger: Logger): Promise<Admission> {
  const operation = resolveOperation(input.operation, input.service);
  const definition = getOperation(operation);
  const fingerprint = requestFingerprint(operation, input.payload);
  const price = await priceOf(definition, input, config, logger);
  const admitted = await admitAtOnce(db, input, operation, definition, fingerprint, price);
  if (admitted) return admitted;

  return db.$transaction(async (tx) => {
    const { request, fresh } = await claim(tx, input, operation, fingerprint);
    if (!fresh) return { kind: 'decided', request, replayed: true };
    const decide = async (outcome: Parameters<typeof recordOutcome>[3]) =>
      ({ kind: 'decided', request: await recordOutcome(tx, request, input.audit, outcome), replayed: false }) as const;

    const agent = await tx.agent.findUniqueOrThrow({ where: { id: input.agentId } });
    if (agent.status !== 'active') {
      return decide({ status: 'failed', reasonCode: 'agent_disabled', result: { detail: `The agent is ${agent.status}` } });
    }
    const binding = await tx.serviceBinding.findUnique({ where: { agentId_operation: { agentId: agent.id, operation } } });
    if (!binding?.enabled) {
      const detail = binding ? `The agent's binding for ${operation} is disabled` : `The agent has no binding for ${operation}`;
      return decide({ status: 'blocked', reasonCode: 'policy_violation', result: { detail } });
    }
    if ('invalid' in price) return decide({ status: 'failed', reasonCode: 'invalid_payload', result: { detail: price.invalid } });
    if ('failure' in price) return decide({ status: 'failed', reasonCode: 'adapter_error', result: { detail: price.failure } });

    const { estimate } = price;
    const hold = input.mode === 'live' ? estimate : 0n;
    const limits = await limitsFor(tx, input.orgId, input.mode, binding, agent);

    // The request is written before the budgets are held, so that the wallet is the last row
    // locked before commit; a refusal rolls both back to the savepoint.
    const plan = planReservation(limits, hold);
    await tx.$executeRaw`SAVEPOINT budgets`;
    const admitted = await tx.serviceRequest.update({
      where: { id: request.id },
      data: { bindingId: binding.id, holdCents: hold, reservation: plan as unknown as Prisma.InputJsonValue },
    });
    const blocked = await reserve(tx, limits, plan);
    if (blocked) {
      await tx.$executeRaw`ROLLBACK TO SAVEPOINT budgets`;
      return decide({ status: 'blocked', reasonCode: blocked, result: { detail: blockDetail(blocked) } });
    }
    // The gate compares the live price in both modes, so that test mode sees the same outcomes.
    const threshold = binding.approvalThresholdCents;
    if (threshold !== null && estimate > threshold) {
      await tx.$executeRaw`ROLLBACK TO SAVEPOINT budgets`;
      const approval = await tx.approval.create({
        data: {
          id: newId('apr'),
          orgId: input.orgId,
          serviceRequestId: request.id,
          costCents: estimate,
          thresholdCents: threshold,
          expiresAt: new Date(Date.now() + config.PROCTOR_APPROVAL_TTL_SECONDS * 1000),
        },
      });
      return decide({
        status: 'approval_required',
        reasonCode: 'approval_threshold',
        result: { detail: `Estimated cost ${estimate} cents exceeds the approval threshold of ${threshold} cents (approval ${approval.id})` },
        extra: { bindingId: binding.id },
      });
    }
    return { kind: 'admitted', request: admitted, definition, payload: price.payload };
  });
}

export function blockDetail(reason: string): string {
  switch (reason) {
    case 'daily_limit_exceeded':
      return "The binding's daily request limit is reached";
    case 'monthly_budget_exceeded':
      return "The binding's monthly budget would be exceeded";
    case 'agent_budget_exceeded':
      return "The agent's monthly budget would be exceeded";
    case 'insufficient_balance':
      return "The organization's wallet cannot cover the worst-case cost";
    default:
      return reason;
  }
}

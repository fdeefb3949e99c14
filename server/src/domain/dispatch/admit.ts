import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import type { Config } from '../../config.js';
import type { Prisma, PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { KeyMode } from '../../generated/prisma/enums.js';
import type { Logger } from '../../logger.js';
import type { AuditContext } from '../audit.js';
import { getOperation, resolveOperation, type Operation } from '../catalog/index.js';
import type { OperationDefinition } from '../catalog/operation.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { limitsFor, planReservation, reserve } from './budgets.js';
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

/**
 * Phase one of a dispatch, in one transaction: idempotency, agent status, policy, payload,
 * price, budgets and wallet (each an atomic conditional write), approval gate; then the
 * worst-case cost is held. Every decision taken here is audited in the same transaction.
 */
export async function admit(db: PrismaClient, input: DispatchRequest, config: Config, logger: Logger): Promise<Admission> {
  const operation = resolveOperation(input.operation, input.service);
  const definition = getOperation(operation);
  const fingerprint = requestFingerprint(operation, input.payload);
  const price = await priceOf(definition, input, config, logger);

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

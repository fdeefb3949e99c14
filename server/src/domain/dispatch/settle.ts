import type { Prisma, PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { AuditContext } from '../audit.js';
import type { AdapterOutcome } from '../catalog/operation.js';
import { settleCounters, settleWallet, type Reservation } from './budgets.js';
import { recordOutcome } from './outcomes.js';

/** A provider's final word on a request. */
export type FinalOutcome =
  | { status: 'executed'; result: unknown; costCents: number }
  | { status: 'failed' | 'blocked'; detail: string; reasonCode?: string };

/**
 * Phase three, in one transaction: the hold becomes a debit of the actual cost (never more than
 * was held) and the rest is released, or all of it is released when the request did not execute;
 * the outcome is recorded and audited. Only a request still admitted or running is settled, so
 * settling, polling, reconcile webhooks and the sweeper never settle one twice.
 */
export async function settle(db: PrismaClient, request: ServiceRequest, outcome: FinalOutcome, audit: AuditContext): Promise<ServiceRequest> {
  return db.$transaction(async (tx) => {
    const claimed = await tx.serviceRequest.updateMany({
      where: { id: request.id, status: { in: ['admitted', 'running'] } },
      data: { holdCents: 0n },
    });
    if (claimed.count === 0) return tx.serviceRequest.findUniqueOrThrow({ where: { id: request.id } });
    const executed = outcome.status === 'executed';
    const spent = executed ? minBigInt(BigInt(outcome.costCents), request.holdCents) : 0n;
    const reservation = request.reservation as unknown as Reservation | null;
    if (reservation) await settleCounters(tx, reservation, spent, executed);
    const settled = await recordOutcome(tx, request, audit, {
      status: outcome.status,
      reasonCode: executed ? undefined : (outcome.reasonCode ?? 'adapter_error'),
      result: (executed ? outcome.result : { detail: outcome.detail }) as Prisma.InputJsonValue,
      costCents: spent,
    });
    // Last, so that the organization's wallet row stays locked only until the commit just after.
    if (reservation) await settleWallet(tx, reservation, spent);
    return settled;
  });
}

/** An admitted request the provider accepted but has not finished: it keeps its hold until settled. */
export async function markRunning(
  db: PrismaClient,
  request: ServiceRequest,
  provider: string,
  externalId: string,
  audit: AuditContext,
): Promise<ServiceRequest> {
  return db.$transaction(async (tx) => {
    const claimed = await tx.serviceRequest.updateMany({ where: { id: request.id, status: 'admitted' }, data: { provider, externalId } });
    if (claimed.count === 0) return tx.serviceRequest.findUniqueOrThrow({ where: { id: request.id } });
    return recordOutcome(tx, request, audit, { status: 'running' });
  });
}

/** Settles, or marks running, as the adapter answered. */
export function conclude(
  db: PrismaClient,
  request: ServiceRequest,
  provider: string,
  outcome: AdapterOutcome<unknown>,
  audit: AuditContext,
): Promise<ServiceRequest> {
  return outcome.status === 'running' ? markRunning(db, request, provider, outcome.externalId, audit) : settle(db, request, outcome, audit);
}

const minBigInt = (a: bigint, b: bigint) => (a < b ? a : b);

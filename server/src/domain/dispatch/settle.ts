import { Prisma, type PrismaClient, type ServiceRequest } from '../../generated/prisma/client.js';
import { sqlQuery } from '../../db/client.js';
import { newEntry, pendingEntrySql, type AuditContext } from '../audit/record.js';
import type { InternalOutcome } from '../catalog/internal.js';
import type { Reservation } from './budgets.js';
import { outcomeEvent, recordOutcome } from './outcomes.js';
import { storable } from './storable.js';
import { countDebit } from '../../observability/counters.js';

/** A provider's final word on a request. */
export type FinalOutcome =
  | { status: 'executed'; result: unknown; costCents: number }
  | { status: 'failed' | 'blocked'; detail: string; reasonCode?: string };

/**
 * Phase three, in one statement (so one transaction and one round trip): the hold becomes a debit
 * of the actual cost (never more than was held) and the rest is released, or all of it is released
 * when the request did not execute; the outcome is recorded and audited (a pending entry, sealed
 * into the chain within a second). Only a request still admitted or running is settled: every
 * other part of the statement depends on that claim, so settling, polling, reconcile webhooks
 * and the sweeper never settle one twice. In a transaction, when the end of an internal
 * operation's work commits with it (catalog/internal.ts).
 */
export async function settle(db: PrismaClient | Prisma.TransactionClient, request: ServiceRequest, outcome: FinalOutcome, audit: AuditContext): Promise<ServiceRequest> {
  const executed = outcome.status === 'executed';
  // Test mode never costs: whatever cost the outcome names (a reconcile webhook's, say), its debit is 0.
  const spent = executed && request.mode === 'live' ? minBigInt(BigInt(outcome.costCents), request.holdCents) : 0n;
  const reasonCode = executed ? null : (outcome.reasonCode ?? 'adapter_error');
  const result = storable(executed ? outcome.result : { detail: outcome.detail });
  const reservation = request.reservation as unknown as Reservation | null;

  // The audit entry, then the counters and the wallet, in the order admit takes them: the
  // wallet, the one row all of an organization's live requests share, is locked last, so that
  // it stays locked for as short a time as possible (until the commit that ends the statement).
  // Test mode's counters keep what the request would have cost live (its worst case), so that
  // caps trip at the same point in both modes; its debit stays 0.
  const counted = reservation?.mode === 'test' && executed ? BigInt(reservation.cents) : spent;
  const adjustments = reservation ? counterAdjustments(reservation, counted, executed) : [];
  const counters =
    adjustments.length > 0
      ? Prisma.sql`, counters AS (
          UPDATE usage_counters AS c SET value = c.value + a.delta
          FROM (VALUES ${Prisma.join(adjustments.map((a) => Prisma.sql`(${a.scope}, ${a.period}, ${a.delta}::bigint)`))}) AS a(scope, period, delta)
          WHERE c.scope = a.scope AND c.period = a.period AND c.mode = ${reservation!.mode}::"KeyMode" AND EXISTS (SELECT 1 FROM claimed)
          RETURNING 1)`
      : Prisma.empty;
  const wallet = reservation?.walletId
    ? Prisma.sql`, wallet AS (
        UPDATE wallets SET held_cents = held_cents - ${BigInt(reservation.cents)}, balance_cents = balance_cents - ${spent}
        WHERE id = ${reservation.walletId} AND EXISTS (SELECT 1 FROM claimed)
        RETURNING 1)`
    : Prisma.empty;
  const entry = newEntry(request.orgId, audit, outcomeEvent(request, { status: outcome.status, reasonCode: reasonCode ?? undefined, costCents: spent }));
  const rows = await sqlQuery<{ completed_at: Date; updated_at: Date; result: Prisma.JsonValue }>(db, Prisma.sql`
    WITH claimed AS (
      UPDATE service_requests
      SET status = ${outcome.status}::"ServiceRequestStatus", reason_code = ${reasonCode}, result = ${JSON.stringify(result)}::jsonb,
          cost_cents = ${spent}, hold_cents = 0, completed_at = now(), updated_at = now()
      WHERE id = ${request.id} AND status IN ('admitted', 'running')
      RETURNING completed_at, updated_at, result
    ), audit AS (${pendingEntrySql(entry, Prisma.sql`claimed`)})${counters}${wallet}
    SELECT completed_at, updated_at, result, (SELECT count(*) FROM audit) AS audited${
      adjustments.length > 0 ? Prisma.sql`, (SELECT count(*) FROM counters) AS counters` : Prisma.empty
    }${reservation?.walletId ? Prisma.sql`, (SELECT count(*) FROM wallet) AS wallet` : Prisma.empty}
    FROM claimed`);
  const settled = rows[0];
  if (!settled) return db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } });
  countDebit(request.mode, spent);
  return {
    ...request,
    status: outcome.status,
    reasonCode,
    // As stored (jsonb orders keys its own way), so that a replay answers the same bytes.
    result: settled.result,
    costCents: spent,
    holdCents: 0n,
    completedAt: settled.completed_at,
    updatedAt: settled.updated_at,
  };
}

/** What settling changes on the counters: spent cents stay, the rest of the hold is released, and a request that did not execute gives its daily count back. */
function counterAdjustments(reservation: Reservation, spentCents: bigint, executed: boolean): { scope: string; period: string; delta: bigint }[] {
  const release = spentCents - BigInt(reservation.cents);
  const adjustments: { scope: string; period: string; delta: bigint }[] = [];
  if (!executed) {
    for (const counter of [reservation.dailyRequests, ...(reservation.ancestorDailyRequests ?? [])]) if (counter) adjustments.push({ ...counter, delta: -1n });
  }
  if (release !== 0n) {
    const cents = [
      reservation.bindingCents,
      ...(reservation.ancestorBindingCents ?? []),
      reservation.agentCents,
      reservation.teamDayCents,
      reservation.teamMonthCents,
      reservation.teamTotalCents,
      reservation.workerCents,
      reservation.taskCents,
    ];
    for (const counter of cents) if (counter) adjustments.push({ ...counter, delta: release });
  }
  return adjustments;
}

/** An admitted request the provider accepted but has not finished: it keeps its hold until settled. */
export async function markRunning(
  db: PrismaClient,
  request: ServiceRequest,
  provider: string,
  externalId: string,
  audit: AuditContext,
): Promise<ServiceRequest> {
  return db.$transaction((tx) => markRunningIn(tx, request, provider, externalId, audit));
}

/** markRunning in the caller's transaction: an internal operation's stored work commits with it (catalog/internal.ts). */
export async function markRunningIn(
  tx: Prisma.TransactionClient,
  request: ServiceRequest,
  provider: string,
  externalId: string,
  audit: AuditContext,
): Promise<ServiceRequest> {
  const claimed = await tx.serviceRequest.updateMany({ where: { id: request.id, status: 'admitted' }, data: { provider, externalId } });
  if (claimed.count === 0) return tx.serviceRequest.findUniqueOrThrow({ where: { id: request.id } });
  return recordOutcome(tx, request, audit, { status: 'running' });
}

/** Settles, or marks running, as the adapter (or an internal operation) answered. */
export function conclude(
  db: PrismaClient,
  request: ServiceRequest,
  provider: string,
  outcome: InternalOutcome<unknown>,
  audit: AuditContext,
): Promise<ServiceRequest> {
  return outcome.status === 'running' ? markRunning(db, request, provider, outcome.externalId, audit) : settle(db, request, outcome, audit);
}

const minBigInt = (a: bigint, b: bigint) => (a < b ? a : b);

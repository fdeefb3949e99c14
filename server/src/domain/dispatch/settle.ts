import type { Prisma, PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { AuditContext } from '../audit.js';
import type { AdapterOutcome } from '../catalog/operation.js';
import { settleReservation, type Reservation } from './budgets.js';
import { recordOutcome } from './outcomes.js';

/**
 * Phase three, in one transaction: the hold becomes a debit of the actual cost (never more than
 * was held) and the rest is released, or all of it is released on failure; the outcome is
 * recorded and audited. Only a request still admitted is settled, so that the settler and the
 * sweeper can never both settle one.
 */
export async function settle(
  db: PrismaClient,
  request: ServiceRequest,
  outcome: AdapterOutcome<unknown>,
  audit: AuditContext,
  reasonCode = 'adapter_error',
): Promise<ServiceRequest> {
  return db.$transaction(async (tx) => {
    const claimed = await tx.serviceRequest.updateMany({ where: { id: request.id, status: 'admitted' }, data: { holdCents: 0n } });
    if (claimed.count === 0) return tx.serviceRequest.findUniqueOrThrow({ where: { id: request.id } });
    const executed = outcome.status === 'executed';
    const spent = executed ? minBigInt(BigInt(outcome.costCents), request.holdCents) : 0n;
    if (request.reservation) await settleReservation(tx, request.reservation as unknown as Reservation, spent, executed);
    return recordOutcome(tx, request, audit, {
      status: outcome.status,
      reasonCode: executed ? undefined : reasonCode,
      result: (executed ? outcome.result : { detail: outcome.detail }) as Prisma.InputJsonValue,
      costCents: spent,
    });
  });
}

const minBigInt = (a: bigint, b: bigint) => (a < b ? a : b);

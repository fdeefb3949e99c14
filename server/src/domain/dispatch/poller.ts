import type { Config } from '../../config.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { SYSTEM_AUDIT } from '../audit.js';
import { getOperation, type Operation } from '../catalog/index.js';
import { failureOf } from './execute.js';
import { settle } from './settle.js';

/**
 * Asks providers about running requests not heard of for `quietMs`, and settles those that have
 * finished. Settling is conditional on the request still running, so several instances (and the
 * reconcile webhook) may race safely; one that loses finds the request settled.
 */
export async function pollRunning(db: PrismaClient, logger: Logger, config: Config, quietMs: number): Promise<number> {
  const timeoutMs = config.PROCTOR_PROVIDER_TIMEOUT_MS;
  const due = await db.serviceRequest.findMany({
    where: { status: 'running', updatedAt: { lt: new Date(Date.now() - quietMs) } },
    orderBy: { updatedAt: 'asc' },
    take: 50,
  });
  let settled = 0;
  for (const request of due) {
    const definition = getOperation(request.operation as Operation);
    const checker = request.mode === 'test' ? definition.check?.sandbox : definition.check?.live;
    if (!checker || !request.externalId) continue;
    const payload = definition.payload.parse(request.payload);
    const signal = AbortSignal.timeout(timeoutMs);
    const context = { signal, serviceRequestId: request.id, config };
    const outcome = await checker({ externalId: request.externalId, payload }, context).catch((error: unknown) =>
      failureOf(error, signal, timeoutMs, logger, { service_request_id: request.id, operation: request.operation }),
    );
    if (outcome.status === 'running') {
      await db.serviceRequest.updateMany({ where: { id: request.id, status: 'running' }, data: { updatedAt: new Date() } });
      continue;
    }
    await settle(db, request, outcome, SYSTEM_AUDIT);
    settled += 1;
  }
  return settled;
}

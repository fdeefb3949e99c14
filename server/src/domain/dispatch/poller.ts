import type { Config } from '../../config.js';
import type { PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { SYSTEM_AUDIT } from '../audit/record.js';
import { CATALOG, getOperation, OPERATIONS, type Operation } from '../catalog/index.js';
import type { OperationDefinition } from '../catalog/operation.js';
import { failureOf } from './execute.js';
import { settle } from './settle.js';

/** How many checks one server instance runs at once (a live transcription holds a recording of up to 25 MB in memory). */
export const POLL_CONCURRENCY = 4;

/** How long past a check's deadline its claim lasts: time to settle what the check found. */
const LEASE_MARGIN_MS = 30_000;

const checkerOf = (definition: OperationDefinition, mode: 'live' | 'test') =>
  mode === 'test' ? definition.check?.sandbox : definition.check?.live;

const checkTimeoutMs = (definition: OperationDefinition, mode: 'live' | 'test', config: Config) =>
  (mode === 'live' ? definition.check?.timeoutMs?.(config) : undefined) ?? config.PROCTOR_PROVIDER_TIMEOUT_MS;

/** The operations the poller can ask about, per mode: other running requests wait for their webhook. */
const checkable = (mode: 'live' | 'test') => OPERATIONS.filter((operation) => checkerOf(CATALOG[operation], mode));

/**
 * Claims up to `limit` running requests last heard of before `dueBefore`. A claim is a conditional
 * update that moves `updated_at` past the check's deadline: it succeeds only if nobody changed the
 * request since it was read, so no other instance (nor this one's next tick) checks it meanwhile,
 * and a check lost with its process is taken up again once the lease has passed. Requests lost to
 * another claimant are no longer due, so reading again until `limit` is reached ends.
 */
export async function claimDue(db: PrismaClient, config: Config, dueBefore: Date, limit: number): Promise<ServiceRequest[]> {
  const claimed: ServiceRequest[] = [];
  while (claimed.length < limit) {
    const wanted = limit - claimed.length;
    const due = await db.serviceRequest.findMany({
      where: {
        status: 'running',
        externalId: { not: null },
        updatedAt: { lt: dueBefore },
        OR: [
          { mode: 'test', operation: { in: checkable('test') } },
          { mode: 'live', operation: { in: checkable('live') } },
        ],
      },
      orderBy: { updatedAt: 'asc' },
      take: wanted,
    });
    for (const request of due) {
      const leaseUntil = new Date(Date.now() + checkTimeoutMs(getOperation(request.operation as Operation), request.mode, config) + LEASE_MARGIN_MS);
      const won = await db.serviceRequest.updateMany({
        where: { id: request.id, status: 'running', updatedAt: request.updatedAt },
        data: { updatedAt: leaseUntil },
      });
      if (won.count === 1) claimed.push({ ...request, updatedAt: leaseUntil });
    }
    if (due.length < wanted) break;
  }
  return claimed;
}

/**
 * Asks the provider about one claimed request and settles it when it has finished. Any failure of
 * the check (the provider's, a timeout) settles it failed, releasing its hold: a check is never
 * retried. When `stopping` aborts (the server shuts down), the request is left running and its
 * claim released, for another instance to take up.
 */
export async function checkClaimed(
  db: PrismaClient,
  logger: Logger,
  config: Config,
  request: ServiceRequest,
  stopping?: AbortSignal,
): Promise<'settled' | 'running'> {
  const definition = getOperation(request.operation as Operation);
  const checker = checkerOf(definition, request.mode)!;
  const payload = definition.payload.parse(request.payload);
  const timeoutMs = checkTimeoutMs(definition, request.mode, config);
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = stopping ? AbortSignal.any([deadline, stopping]) : deadline;
  const outcome = await checker({ externalId: request.externalId!, payload }, { signal, serviceRequestId: request.id, config }).catch(
    (error: unknown) =>
      stopping?.aborted && !deadline.aborted
        ? null
        : failureOf(error, deadline, timeoutMs, logger, { service_request_id: request.id, operation: request.operation }),
  );
  if (outcome === null || outcome.status === 'running') {
    await db.serviceRequest.updateMany({ where: { id: request.id, status: 'running', updatedAt: request.updatedAt }, data: { updatedAt: new Date() } });
    return 'running';
  }
  await settle(db, request, outcome, SYSTEM_AUDIT);
  return 'settled';
}

/**
 * The poller of a running server: each tick claims as many due requests as it has free slots
 * (of `concurrency`) and starts their checks without waiting for them, so that a long check (a
 * transcription may take minutes) holds one slot, never the next tick nor the other checks.
 */
export function createPoller(db: PrismaClient, logger: Logger, config: Config, quietMs: number, concurrency = POLL_CONCURRENCY) {
  const inFlight = new Set<Promise<unknown>>();
  const stopping = new AbortController();
  return {
    /** Claims and starts checks; returns how many it started. */
    async tick(): Promise<number> {
      if (stopping.signal.aborted) return 0;
      const claimed = await claimDue(db, config, new Date(Date.now() - quietMs), concurrency - inFlight.size);
      for (const request of claimed) {
        const check = checkClaimed(db, logger, config, request, stopping.signal)
          .catch((error: unknown) => logger.warn({ err: error, service_request_id: request.id }, 'running request check failed'))
          .finally(() => inFlight.delete(check));
        inFlight.add(check);
      }
      return claimed.length;
    },
    /** Aborts the checks under way, which leave their requests running and unclaimed, and waits for them. */
    async stop(): Promise<void> {
      stopping.abort();
      await Promise.all(inFlight);
    },
  };
}

import type { PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { AuditContext } from '../audit/record.js';
import { notFound } from '../errors.js';
import { settle, type FinalOutcome } from './settle.js';

/**
 * A provider's webhook about a running job: settles its request. A request already settled is
 * answered as it is, so that providers' retries are harmless.
 */
export async function reconcile(
  db: PrismaClient,
  provider: string,
  externalId: string,
  outcome: FinalOutcome,
  audit: AuditContext,
): Promise<ServiceRequest> {
  const request = await db.serviceRequest.findUnique({ where: { provider_externalId: { provider, externalId } } });
  if (!request) throw notFound(`Running request ${externalId} of ${provider}`);
  return settle(db, request, outcome, audit);
}

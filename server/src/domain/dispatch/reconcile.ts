import type { PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { AuditContext } from '../audit/record.js';
import { notFound } from '../errors.js';
import { settle, type FinalOutcome } from './settle.js';

/** What a reconcile names: the provider's job, and the service request the adapter started it for. */
export interface ReconciledJob {
  provider: string;
  externalId: string;
  serviceRequestId: string;
  /** The only mode whose request it may settle, where a provider's own calls are live ones (voice-status.ts). */
  mode?: 'live' | 'test';
}

/**
 * A provider's webhook about a running job: settles its request. The provider's job id is looked
 * up across every organization, so the webhook must also name the service request the adapter
 * gave the provider with the job, and the two must agree, or nothing is found: one
 * organization's job never settles another's request. A request already settled is answered as
 * it is, so that providers' retries are harmless.
 */
export async function reconcile(db: PrismaClient, job: ReconciledJob, outcome: FinalOutcome, audit: AuditContext): Promise<ServiceRequest> {
  const { provider, externalId, serviceRequestId, mode } = job;
  const request = await db.serviceRequest.findUnique({ where: { provider_externalId: { provider, externalId } } });
  if (!request || request.id !== serviceRequestId || (mode && request.mode !== mode)) throw notFound(`Running request ${serviceRequestId} with job ${externalId} of ${provider}`);
  return settle(db, request, outcome, audit);
}

import type { Approval, PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { ServiceRequestStatus } from '../../generated/prisma/enums.js';
import type { Caller } from '../caller.js';
import { notFound } from '../errors.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';

export type ServiceRequestWithApproval = ServiceRequest & { approval: Pick<Approval, 'id'> | null };

/** A request with its approval's id, for the response. */
export async function serviceRequestById(db: PrismaClient, id: string): Promise<ServiceRequestWithApproval> {
  return db.serviceRequest.findUniqueOrThrow({ where: { id }, include: { approval: { select: { id: true } } } });
}

/** One request: an agent sees its own, people their organization's; anything else is not found. */
export async function getServiceRequest(db: PrismaClient, caller: Caller, id: string): Promise<ServiceRequestWithApproval> {
  const request = await db.serviceRequest.findFirst({
    where: { id, orgId: caller.orgId, ...(caller.kind === 'agent' ? { agentId: caller.agentId } : {}) },
    include: { approval: { select: { id: true } } },
  });
  if (!request) throw notFound('Service request');
  return request;
}

export async function listServiceRequests(
  db: PrismaClient,
  orgId: string,
  filters: { agentId?: string | undefined; statuses?: ServiceRequestStatus[] | undefined; operation?: string | undefined },
  page: PageRequest,
): Promise<Page<ServiceRequestWithApproval>> {
  const args = pageArgs(page);
  const rows = await db.serviceRequest.findMany({
    ...args,
    where: {
      ...args.where,
      orgId,
      ...(filters.agentId ? { agentId: filters.agentId } : {}),
      ...(filters.statuses ? { status: { in: filters.statuses } } : {}),
      ...(filters.operation ? { operation: filters.operation } : {}),
    },
    include: { approval: { select: { id: true } } },
  });
  return toPage(rows, page);
}

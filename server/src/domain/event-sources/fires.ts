import type { EventFire, EventSourceOwner, PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { getSource } from './sources.js';

/** A fire with what came of it now: its request as it stands (an approval decided since, a provider's job finished), and the workflow run a workflow.run started. */
export type FireWithOutcome = EventFire & {
  request: Pick<ServiceRequest, 'id' | 'status' | 'reasonCode' | 'costCents'> | null;
  workflowRunId: string | null;
};

/** The outcomes of fires, read in two statements for a page of them. */
export async function withOutcomes(db: PrismaClient, fires: EventFire[]): Promise<FireWithOutcome[]> {
  const ids = fires.flatMap((fire) => (fire.serviceRequestId ? [fire.serviceRequestId] : []));
  const [requests, runs] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.serviceRequest.findMany({ where: { id: { in: ids } }, select: { id: true, status: true, reasonCode: true, costCents: true } }),
          db.workflowRun.findMany({ where: { serviceRequestId: { in: ids } }, select: { id: true, serviceRequestId: true } }),
        ]);
  const requestOf = new Map(requests.map((request) => [request.id, request]));
  const runOf = new Map(runs.map((run) => [run.serviceRequestId, run.id]));
  return fires.map((fire) => ({
    ...fire,
    request: fire.serviceRequestId ? (requestOf.get(fire.serviceRequestId) ?? null) : null,
    workflowRunId: fire.serviceRequestId ? (runOf.get(fire.serviceRequestId) ?? null) : null,
  }));
}

/** A live source's fires, skipped ones too, a page at a time by id. */
export async function listFires(db: PrismaClient, orgId: string, owner: EventSourceOwner, sourceId: string, page: PageRequest): Promise<Page<FireWithOutcome>> {
  await getSource(db, orgId, owner, sourceId);
  const { where, ...rest } = pageArgs(page);
  const rows = await db.eventFire.findMany({ where: { sourceId, ...where }, ...rest });
  const { data, nextCursor } = toPage(rows, page);
  return { data: await withOutcomes(db, data), nextCursor };
}

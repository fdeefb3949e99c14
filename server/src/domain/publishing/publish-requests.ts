import { Prisma, type PrismaClient, type PublishRequest, type PublishScope } from '../../generated/prisma/client.js';
import { getAgent } from '../agents/agents.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { refuseRequesterDecision, requesterDecisionRefusal } from '../members/decisions.js';
import { holdsPermission } from '../members/permissions.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { getEditableWorkflow } from '../workflows/workflows.js';
import { publishIn, TARGET } from './publications.js';

export type PublishRequestWithTarget = Prisma.PublishRequestGetPayload<{ include: typeof TARGET }>;

type Target = { kind: 'workflow'; workflowId: string; versionId: string; scope: null } | { kind: 'agent'; agentId: string; scope: PublishScope };

/**
 * Files a publish request, under the row lock of what it publishes, refused (409) when that is
 * already published or already has a pending request. An owner's request is approved at once (the
 * spec: owners bypass the review), in the same transaction.
 */
async function fileRequest(tx: Prisma.TransactionClient, caller: UserCaller, target: Target, audit: AuditContext): Promise<PublishRequestWithTarget> {
  const pending = await tx.publishRequest.findFirst({
    where: target.kind === 'agent' ? { agentId: target.agentId, status: 'pending' } : { versionId: target.versionId, status: 'pending' },
  });
  if (pending) throw new DomainError('conflict', `A publish request for it is already pending (${pending.id}): a member with publish.manage decides it`);
  const request = await tx.publishRequest.create({ data: { id: newId('preq'), orgId: caller.orgId, requestedBy: caller.userId, ...target } });
  await appendAudit(tx, caller.orgId, audit, {
    action: 'publish.requested',
    target: { type: 'publish_request', id: request.id },
    ...(target.kind === 'agent' ? { agentId: target.agentId } : {}),
    details: target.kind === 'agent' ? { agent_id: target.agentId, scope: target.scope } : { workflow_id: target.workflowId, version_id: target.versionId },
  });
  if (caller.role === 'owner') await decideIn(tx, caller, request, 'approved', 'Published at once: requested by an owner', audit);
  return tx.publishRequest.findUniqueOrThrow({ where: { id: request.id }, include: TARGET });
}

/** Asks for a workflow version to be published; whoever may change the workflow may ask. */
export async function requestWorkflowPublication(db: PrismaClient, caller: UserCaller, workflowId: string, versionId: string, audit: AuditContext) {
  return db.$transaction(async (tx) => {
    await getEditableWorkflow(tx, caller, workflowId);
    await tx.$queryRaw(Prisma.sql`SELECT id FROM workflows WHERE id = ${workflowId} FOR UPDATE`);
    const version = await tx.workflowVersion.findFirst({ where: { id: versionId, workflowId } });
    if (!version) throw notFound('Workflow version');
    if (version.status === 'published') throw new DomainError('conflict', `Version ${version.number} is already published`);
    return fileRequest(tx, caller, { kind: 'workflow', workflowId, versionId, scope: null }, audit);
  });
}

/** Asks for an agent to be listed in the marketplace, to its team or to the whole organization. */
export async function requestAgentPublication(db: PrismaClient, caller: UserCaller, agentId: string, scope: PublishScope, audit: AuditContext) {
  return db.$transaction(async (tx) => {
    const agent = await getAgent(tx, caller.orgId, agentId);
    if (scope === 'team' && !agent.teamId) {
      throw new DomainError('conflict', 'The agent is in no team, so it cannot be published to one: place it in a team (PATCH /api/v1/agents/{id}) or publish it to the org');
    }
    await tx.$queryRaw(Prisma.sql`SELECT id FROM agents WHERE id = ${agentId} FOR UPDATE`);
    const live = await tx.publication.findFirst({ where: { agentId, revokedAt: null } });
    if (live) throw new DomainError('conflict', `The agent is already published (${live.id}): revoke that publication to publish it again`);
    return fileRequest(tx, caller, { kind: 'agent', agentId, scope }, audit);
  });
}

/** A decision on a pending request, in its transaction: only a pending one is decided (409 otherwise), so two deciders at once decide once. */
async function decideIn(
  tx: Prisma.TransactionClient,
  caller: UserCaller,
  request: PublishRequest,
  status: 'approved' | 'rejected',
  notes: string | null,
  audit: AuditContext,
): Promise<void> {
  const decided = await tx.publishRequest.updateMany({
    where: { id: request.id, status: 'pending' },
    data: { status, notes, decidedBy: caller.userId, decidedAt: new Date() },
  });
  if (decided.count === 0) {
    const now = await tx.publishRequest.findUniqueOrThrow({ where: { id: request.id } });
    throw new DomainError('conflict', `The publish request is already ${now.status}`);
  }
  await appendAudit(tx, caller.orgId, audit, {
    action: status === 'approved' ? 'publish.approved' : 'publish.rejected',
    target: { type: 'publish_request', id: request.id },
    ...(request.agentId ? { agentId: request.agentId } : {}),
    details: { notes },
  });
  if (status === 'approved') {
    const publication = await publishIn(tx, request, caller.userId, audit);
    await tx.publishRequest.update({ where: { id: request.id }, data: { publicationId: publication.id } });
  }
}

/**
 * Approves (publishing at once) or rejects a pending request of the organization: never by its
 * requester, unless an owner (whose own requests the spec lets bypass the review), so that what
 * agents run live has had a second pair of eyes.
 */
export async function decidePublishRequest(
  db: PrismaClient,
  caller: UserCaller,
  id: string,
  decision: { status: 'approved' | 'rejected'; notes?: string | undefined },
  audit: AuditContext,
): Promise<PublishRequestWithTarget> {
  return db.$transaction(async (tx) => {
    const request = await tx.publishRequest.findFirst({ where: { id, orgId: caller.orgId } });
    if (!request) throw notFound('Publish request');
    refuseRequesterDecision(caller, request.requestedBy, ...REQUESTER_RULE);
    await decideIn(tx, caller, request, decision.status, decision.notes ?? null, audit);
    return tx.publishRequest.findUniqueOrThrow({ where: { id }, include: TARGET });
  });
}

const REQUESTER_RULE = ['A publish request', { ownersBypass: true }] as const;

/**
 * Whether the caller may decide the request now (its `can_decide`): pending, the caller holds
 * publish.manage (what the decide route's meta.auth asks), and it is not their own unless they
 * are an owner (decidePublishRequest's rule).
 */
export function mayDecidePublishRequest(caller: UserCaller, request: Pick<PublishRequest, 'status' | 'requestedBy'>): boolean {
  return request.status === 'pending' && holdsPermission(caller, 'publish.manage') && !requesterDecisionRefusal(caller, request.requestedBy, ...REQUESTER_RULE);
}

/** The organization's publish requests: every one for publish.manage (the review queue), else the caller's own. */
export async function listPublishRequests(
  db: PrismaClient,
  caller: UserCaller,
  status: PublishRequest['status'] | undefined,
  page: PageRequest,
): Promise<Page<PublishRequestWithTarget>> {
  const { where, ...rest } = pageArgs(page);
  const mine = holdsPermission(caller, 'publish.manage') ? {} : { requestedBy: caller.userId };
  const rows = await db.publishRequest.findMany({ where: { orgId: caller.orgId, ...mine, ...(status ? { status } : {}), ...where }, ...rest, include: TARGET });
  return toPage(rows, page);
}

import { Prisma, type PrismaClient, type Publication, type PublishRequest } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { getWorkflow } from '../workflows/workflows.js';
import { visiblePublications } from './visibility.js';

export type { Publication };

/** What a publication or publish request is shown with: the name of what it publishes and the version's number. */
export const TARGET = {
  workflow: { select: { name: true, description: true } },
  version: { select: { number: true } },
  agent: { select: { name: true, description: true } },
} as const;

export type PublicationWithTarget = Prisma.PublicationGetPayload<{ include: typeof TARGET }>;

/**
 * Makes an approved request live, in its transaction. A workflow has one published version: the
 * one published before it, if any, is superseded (revoked, back to draft) under the workflow's row
 * lock, so two approvals at once still leave one. An agent has no live publication here: its
 * request was refused if it had one, and while a request is pending no other can be made for it.
 */
export async function publishIn(tx: Prisma.TransactionClient, request: PublishRequest, publishedBy: string, audit: AuditContext): Promise<Publication> {
  const publication = { id: newId('pub'), orgId: request.orgId, kind: request.kind, scope: request.scope, publishedBy };
  if (request.kind === 'agent') {
    const created = await tx.publication.create({ data: { ...publication, agentId: request.agentId } });
    await appendAudit(tx, request.orgId, audit, {
      action: 'publication.created',
      target: { type: 'agent', id: request.agentId! },
      agentId: request.agentId!,
      details: { publication_id: created.id, request_id: request.id, scope: request.scope },
    });
    return created;
  }
  await tx.$queryRaw(Prisma.sql`SELECT id FROM workflows WHERE id = ${request.workflowId} FOR UPDATE`);
  const version = await tx.workflowVersion.findUniqueOrThrow({ where: { id: request.versionId! } });
  for (const previous of await tx.publication.findMany({ where: { workflowId: request.workflowId, revokedAt: null } })) {
    await revokeIn(tx, previous, publishedBy, `Superseded by version ${version.number}`, audit);
  }
  const created = await tx.publication.create({ data: { ...publication, workflowId: request.workflowId, versionId: version.id } });
  await tx.workflowVersion.update({ where: { id: version.id }, data: { status: 'published', publishedAt: new Date() } });
  await appendAudit(tx, request.orgId, audit, {
    action: 'publication.created',
    target: { type: 'workflow', id: request.workflowId! },
    details: { publication_id: created.id, request_id: request.id, version_id: version.id, number: version.number },
  });
  return created;
}

/**
 * Ends a live publication, with the reason in the audit trail: a workflow's version goes back to
 * draft (runs without version_id then find no published version), an agent leaves the marketplace.
 * Only a live one is revoked, by a conditional update, so two revocations at once record one.
 */
export async function revokeIn(tx: Prisma.TransactionClient, publication: Publication, by: string, reason: string, audit: AuditContext): Promise<boolean> {
  const ended = await tx.publication.updateMany({ where: { id: publication.id, revokedAt: null }, data: { revokedAt: new Date(), revokedBy: by, revokeReason: reason } });
  if (ended.count === 0) return false;
  if (publication.versionId) await tx.workflowVersion.update({ where: { id: publication.versionId }, data: { status: 'draft', publishedAt: null } });
  const target = publication.kind === 'agent' ? { type: 'agent', id: publication.agentId! } : { type: 'workflow', id: publication.workflowId! };
  await appendAudit(tx, publication.orgId, audit, {
    action: 'publication.revoked',
    target,
    ...(publication.agentId ? { agentId: publication.agentId } : {}),
    details: { publication_id: publication.id, version_id: publication.versionId, reason },
  });
  return true;
}

export interface PublicationFilter {
  kind?: 'workflow' | 'agent' | undefined;
  status?: 'live' | 'revoked' | undefined;
}

const statusWhere = (status: PublicationFilter['status']): Prisma.PublicationWhereInput =>
  status === 'live' ? { revokedAt: null } : status === 'revoked' ? { revokedAt: { not: null } } : {};

/** The organization's publications, live and revoked: all of them for publish.manage, else those the caller sees. */
export async function listPublications(db: PrismaClient, caller: UserCaller, filter: PublicationFilter, page: PageRequest): Promise<Page<PublicationWithTarget>> {
  const { where, ...rest } = pageArgs(page);
  const visible = await visiblePublications(db, caller, true);
  const rows = await db.publication.findMany({
    where: { AND: [visible, statusWhere(filter.status), filter.kind ? { kind: filter.kind } : {}, where] },
    ...rest,
    include: TARGET,
  });
  return toPage(rows, page);
}

/** Revokes a live publication of the organization (404 otherwise; 409 once revoked). */
export async function revokePublication(db: PrismaClient, caller: UserCaller, id: string, reason: string, audit: AuditContext): Promise<PublicationWithTarget> {
  return db.$transaction(async (tx) => {
    const publication = await tx.publication.findFirst({ where: { id, orgId: caller.orgId } });
    if (!publication) throw notFound('Publication');
    if (!(await revokeIn(tx, publication, caller.userId, reason, audit))) throw new DomainError('conflict', 'The publication is already revoked');
    return tx.publication.findUniqueOrThrow({ where: { id }, include: TARGET });
  });
}

/** Reverts a workflow's published version to draft, with the reason audited (409 when it is not published). */
export async function unpublishVersion(db: PrismaClient, caller: UserCaller, workflowId: string, versionId: string, reason: string, audit: AuditContext) {
  return db.$transaction(async (tx) => {
    await getWorkflow(tx, caller, workflowId);
    const version = await tx.workflowVersion.findFirst({ where: { id: versionId, workflowId } });
    if (!version) throw notFound('Workflow version');
    const live = await tx.publication.findFirst({ where: { versionId, revokedAt: null } });
    if (!live || !(await revokeIn(tx, live, caller.userId, reason, audit))) {
      throw new DomainError('conflict', `Version ${version.number} is not published: it is a draft`);
    }
    return tx.workflowVersion.findUniqueOrThrow({ where: { id: versionId } });
  });
}

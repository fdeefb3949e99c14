import type { Prisma, PrismaClient, WorkflowGrant } from '../../generated/prisma/client.js';
import { getAgent } from '../agents/agents.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { notFound } from '../errors.js';
import { getWorkflow } from './workflows.js';

export type { WorkflowGrant };

const AGENT_NAME = { agent: { select: { name: true } } } as const;

export type GrantWithAgent = WorkflowGrant & { agent: { name: string } };

/** saveGrant in a transaction of its own. */
export async function grantWorkflow(db: PrismaClient, caller: UserCaller, workflowId: string, agentId: string, audit: AuditContext): Promise<GrantWithAgent> {
  return db.$transaction((tx) => saveGrant(tx, caller, workflowId, agentId, audit));
}

/**
 * Lets an agent of the organization run the workflow. Granting again changes nothing and answers
 * the grant there is (audited once, when made). In the caller's transaction.
 */
export async function saveGrant(tx: Prisma.TransactionClient, caller: UserCaller, workflowId: string, agentId: string, audit: AuditContext): Promise<GrantWithAgent> {
  await getWorkflow(tx, caller, workflowId);
  await getAgent(tx, caller.orgId, agentId);
  const existing = await tx.workflowGrant.findUnique({ where: { workflowId_agentId: { workflowId, agentId } }, include: AGENT_NAME });
  if (existing) return existing;
  const grant = await tx.workflowGrant.create({ data: { workflowId, agentId, orgId: caller.orgId, grantedBy: caller.userId }, include: AGENT_NAME });
  await appendAudit(tx, caller.orgId, audit, { action: 'workflow.granted', target: { type: 'workflow', id: workflowId }, agentId });
  return grant;
}


/** The live agents the workflow is granted to, in the order granted (one per agent, so a list without pages). */
export async function listGrants(db: PrismaClient, caller: UserCaller, workflowId: string): Promise<GrantWithAgent[]> {
  await getWorkflow(db, caller, workflowId);
  return db.workflowGrant.findMany({
    where: { workflowId, agent: { deletedAt: null } },
    orderBy: [{ createdAt: 'asc' }, { agentId: 'asc' }],
    include: AGENT_NAME,
  });
}

/** Takes the workflow from the agent; 404 when it was not granted. */
export async function revokeWorkflow(db: PrismaClient, caller: UserCaller, workflowId: string, agentId: string, audit: AuditContext): Promise<void> {
  await db.$transaction(async (tx) => {
    await getWorkflow(tx, caller, workflowId);
    const { count } = await tx.workflowGrant.deleteMany({ where: { workflowId, agentId, orgId: caller.orgId } });
    if (count === 0) throw notFound('Grant of the workflow to the agent');
    await appendAudit(tx, caller.orgId, audit, { action: 'workflow.revoked', target: { type: 'workflow', id: workflowId }, agentId });
  });
}

import type { Prisma, PrismaClient, WorkflowGrant } from '../../generated/prisma/client.js';
import type { AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { AGENT_NAME, grantToAgent, LIVE_GRANTS_IN_ORDER, listAgentGrants, revokeFromAgent, saveAgentGrant, type GrantKind } from '../grants/agent-grants.js';
import { getWorkflow } from './workflows.js';

export type { WorkflowGrant };

export type GrantWithAgent = WorkflowGrant & { agent: { name: string } };

/** A workflow an agent may run (workflow.run, run_workflow steps), granted as every agent grant is (grants/agent-grants.ts). */
const WORKFLOW_GRANTS: GrantKind<GrantWithAgent> = {
  reach: (db, caller, workflowId) => getWorkflow(db, caller, workflowId),
  find: (tx, workflowId, agentId) => tx.workflowGrant.findUnique({ where: { workflowId_agentId: { workflowId, agentId } }, include: AGENT_NAME }),
  create: (tx, { resourceId, ...grant }) => tx.workflowGrant.create({ data: { workflowId: resourceId, ...grant }, include: AGENT_NAME }),
  list: (db, workflowId) => db.workflowGrant.findMany({ ...LIVE_GRANTS_IN_ORDER, where: { workflowId, ...LIVE_GRANTS_IN_ORDER.where } }),
  remove: async (tx, workflowId, agentId, orgId) => (await tx.workflowGrant.deleteMany({ where: { workflowId, agentId, orgId } })).count,
  audit: { target: 'workflow', granted: 'workflow.granted', revoked: 'workflow.revoked' },
  noun: 'workflow',
};

export const grantWorkflow = (db: PrismaClient, caller: UserCaller, workflowId: string, agentId: string, audit: AuditContext) =>
  grantToAgent(db, WORKFLOW_GRANTS, caller, workflowId, agentId, audit);

/** Lets an agent of the organization run the workflow, in the caller's transaction (a skill proposal accepted grants it). */
export const saveGrant = (tx: Prisma.TransactionClient, caller: UserCaller, workflowId: string, agentId: string, audit: AuditContext) =>
  saveAgentGrant(tx, WORKFLOW_GRANTS, caller, workflowId, agentId, audit);

/** The live agents the workflow is granted to, in the order granted. */
export const listGrants = (db: PrismaClient, caller: UserCaller, workflowId: string) => listAgentGrants(db, WORKFLOW_GRANTS, caller, workflowId);

/** Takes the workflow from the agent; 404 when it was not granted. */
export const revokeWorkflow = (db: PrismaClient, caller: UserCaller, workflowId: string, agentId: string, audit: AuditContext) =>
  revokeFromAgent(db, WORKFLOW_GRANTS, caller, workflowId, agentId, audit);

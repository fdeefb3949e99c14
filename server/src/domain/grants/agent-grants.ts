import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { getAgent } from '../agents/agents.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { notFound } from '../errors.js';

/**
 * Grants of one resource to agents of its organization: a workflow an agent may run, a knowledge
 * collection it may search, a device it may command. The one flow each kind keeps (granting again
 * answers the grant there is, audited once; a listing of live agents in the order granted; a
 * revocation of a grant there is not being 404); each kind says only how its resource is reached,
 * how its table is read and written, and what its audit entries are called.
 */
export interface AgentGrantRow {
  agentId: string;
  grantedBy: string;
  createdAt: Date;
  agent: { name: string };
}

export interface GrantKind<G extends AgentGrantRow> {
  /** The resource as the caller reaches it: 404 (thrown) when it does not. */
  reach(db: Prisma.TransactionClient, caller: UserCaller, resourceId: string): Promise<unknown>;
  find(tx: Prisma.TransactionClient, resourceId: string, agentId: string): Promise<G | null>;
  create(tx: Prisma.TransactionClient, grant: { resourceId: string; agentId: string; orgId: string; grantedBy: string }): Promise<G>;
  /** The live agents' grants of the resource: `where` and `orderBy` as LIVE_GRANTS_IN_ORDER says. */
  list(db: PrismaClient, resourceId: string): Promise<G[]>;
  remove(tx: Prisma.TransactionClient, resourceId: string, agentId: string, orgId: string): Promise<number>;
  /** The audit target's type (the resource's) and the actions of a grant and a revocation. */
  audit: { target: string; granted: string; revoked: string };
  /** What a revocation of a grant there is not names in its 404. */
  noun: string;
}

/** What each grant answers with: its agent's name. */
export const AGENT_NAME = { agent: { select: { name: true } } } as const;

/** A listing's rows: grants to agents not deleted, in the order granted (one per agent, so no pages). */
export const LIVE_GRANTS_IN_ORDER = {
  where: { agent: { deletedAt: null } },
  orderBy: [{ createdAt: 'asc' as const }, { agentId: 'asc' as const }],
  include: AGENT_NAME,
};

/** Lets an agent of the organization use the resource, in the caller's transaction. Granting again changes nothing and answers the grant there is. */
export async function saveAgentGrant<G extends AgentGrantRow>(
  tx: Prisma.TransactionClient,
  kind: GrantKind<G>,
  caller: UserCaller,
  resourceId: string,
  agentId: string,
  audit: AuditContext,
): Promise<G> {
  await kind.reach(tx, caller, resourceId);
  await getAgent(tx, caller.orgId, agentId);
  const existing = await kind.find(tx, resourceId, agentId);
  if (existing) return existing;
  const grant = await kind.create(tx, { resourceId, agentId, orgId: caller.orgId, grantedBy: caller.userId });
  await appendAudit(tx, caller.orgId, audit, { action: kind.audit.granted, target: { type: kind.audit.target, id: resourceId }, agentId });
  return grant;
}

/** saveAgentGrant in a transaction of its own. */
export async function grantToAgent<G extends AgentGrantRow>(db: PrismaClient, kind: GrantKind<G>, caller: UserCaller, resourceId: string, agentId: string, audit: AuditContext): Promise<G> {
  return db.$transaction((tx) => saveAgentGrant(tx, kind, caller, resourceId, agentId, audit));
}

export async function listAgentGrants<G extends AgentGrantRow>(db: PrismaClient, kind: GrantKind<G>, caller: UserCaller, resourceId: string): Promise<G[]> {
  await kind.reach(db, caller, resourceId);
  return kind.list(db, resourceId);
}

/** Takes the resource from the agent; 404 when it was not granted. */
export async function revokeFromAgent<G extends AgentGrantRow>(db: PrismaClient, kind: GrantKind<G>, caller: UserCaller, resourceId: string, agentId: string, audit: AuditContext): Promise<void> {
  await db.$transaction(async (tx) => {
    await kind.reach(tx, caller, resourceId);
    const count = await kind.remove(tx, resourceId, agentId, caller.orgId);
    if (count === 0) throw notFound(`Grant of the ${kind.noun} to the agent`);
    await appendAudit(tx, caller.orgId, audit, { action: kind.audit.revoked, target: { type: kind.audit.target, id: resourceId }, agentId });
  });
}

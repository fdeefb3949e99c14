import type { KnowledgeCollection, KnowledgeGrant, PrismaClient } from '../../generated/prisma/client.js';
import type { AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { AGENT_NAME, grantToAgent, LIVE_GRANTS_IN_ORDER, listAgentGrants, revokeFromAgent, type GrantKind } from '../grants/agent-grants.js';
import { getCollection } from './collections.js';

export type KnowledgeGrantWithAgent = KnowledgeGrant & { agent: { name: string } };

/** A collection an agent may search (knowledge.query), granted as every agent grant is (grants/agent-grants.ts). */
const KNOWLEDGE_GRANTS: GrantKind<KnowledgeGrantWithAgent> = {
  reach: (db, caller, collectionId) => getCollection(db, caller, collectionId),
  find: (tx, collectionId, agentId) => tx.knowledgeGrant.findUnique({ where: { collectionId_agentId: { collectionId, agentId } }, include: AGENT_NAME }),
  create: (tx, { resourceId, ...grant }) => tx.knowledgeGrant.create({ data: { collectionId: resourceId, ...grant }, include: AGENT_NAME }),
  list: (db, collectionId) => db.knowledgeGrant.findMany({ ...LIVE_GRANTS_IN_ORDER, where: { collectionId, ...LIVE_GRANTS_IN_ORDER.where } }),
  remove: async (tx, collectionId, agentId, orgId) => (await tx.knowledgeGrant.deleteMany({ where: { collectionId, agentId, orgId } })).count,
  audit: { target: 'knowledge_collection', granted: 'knowledge_collection.granted', revoked: 'knowledge_collection.revoked' },
  noun: 'knowledge collection',
};

export const grantCollection = (db: PrismaClient, caller: UserCaller, collectionId: string, agentId: string, audit: AuditContext) =>
  grantToAgent(db, KNOWLEDGE_GRANTS, caller, collectionId, agentId, audit);

export const listCollectionGrants = (db: PrismaClient, caller: UserCaller, collectionId: string) => listAgentGrants(db, KNOWLEDGE_GRANTS, caller, collectionId);

export const revokeCollection = (db: PrismaClient, caller: UserCaller, collectionId: string, agentId: string, audit: AuditContext) =>
  revokeFromAgent(db, KNOWLEDGE_GRANTS, caller, collectionId, agentId, audit);

/** The collection of the agent's organization granted to the agent, or null (none, another organization's, or not granted). */
export async function grantedCollection(db: PrismaClient, orgId: string, agentId: string, collectionId: string): Promise<KnowledgeCollection | null> {
  const grant = await db.knowledgeGrant.findFirst({ where: { collectionId, agentId, orgId, collection: { orgId } }, include: { collection: true } });
  return grant?.collection ?? null;
}

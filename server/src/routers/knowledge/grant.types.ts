import { z } from 'zod';
import { ZIdSchema } from '../../domain/bounded.js';
import type { KnowledgeGrantWithAgent } from '../../domain/knowledge/grants.js';
import { ADMIN_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { AGENT_GRANT_EXAMPLE_FIELDS, AGENT_GRANT_FIELDS, toAgentGrantFields, ZGrantedAgentIdSchema } from '../agent-grant.types.js';
import { KNOWLEDGE_ACCESS, KNOWLEDGE_COLLECTION_EXAMPLE, ZKnowledgeCollectionIdSchema } from './knowledge.types.js';

export const ZKnowledgeGrantSchema = z.object({ collection_id: ZIdSchema, ...AGENT_GRANT_FIELDS }).meta({ id: 'KnowledgeGrant' });

export const toKnowledgeGrantResponse = (grant: KnowledgeGrantWithAgent) => ({ collection_id: grant.collectionId, ...toAgentGrantFields(grant) });

export const KNOWLEDGE_GRANT_EXAMPLE = { collection_id: KNOWLEDGE_COLLECTION_EXAMPLE.id, ...AGENT_GRANT_EXAMPLE_FIELDS };

export const ZGrantKnowledgeRequestSchema = z.strictObject({ id: ZKnowledgeCollectionIdSchema, agent_id: ZGrantedAgentIdSchema });

export const grantKnowledgeMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/knowledge/collections/{id}/grants',
    tags: ['Knowledge'],
    summary: 'Grant a knowledge collection to an agent',
    description: `Admins and owners. The agent may then search the collection by dispatching \`knowledge.query\` (POST /api/v1/service-requests), under its binding's limits; agents read no collection that is not granted to them. Granting again changes nothing and answers the grant there is. An agent not in the organization is 404. ${KNOWLEDGE_ACCESS} Audited as \`knowledge_collection.granted\`.`,
    errorResponses: { 404: 'No such collection, or no such agent' },
  },
  auth: ADMIN_SESSIONS,
  sdk: { resource: ['knowledge', 'collections', 'grants'], method: 'create' },
  successStatus: 201,
  examples: { request: { agent_id: KNOWLEDGE_GRANT_EXAMPLE.agent_id }, response: KNOWLEDGE_GRANT_EXAMPLE },
};

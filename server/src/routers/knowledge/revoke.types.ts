import { z } from 'zod';
import { ADMIN_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZGrantedAgentIdSchema } from '../agent-grant.types.js';
import { KNOWLEDGE_ACCESS, ZKnowledgeCollectionIdSchema } from './knowledge.types.js';

export const ZRevokeKnowledgeRequestSchema = z.strictObject({ id: ZKnowledgeCollectionIdSchema, agent_id: ZGrantedAgentIdSchema });

export const revokeKnowledgeMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/knowledge/collections/{id}/grants/{agent_id}',
    tags: ['Knowledge'],
    summary: 'Take a knowledge collection from an agent',
    description: `Admins and owners. The agent's next knowledge.query of the collection ends blocked \`resource_not_granted\`. A collection the agent was not granted is 404. ${KNOWLEDGE_ACCESS} Audited as \`knowledge_collection.revoked\`.`,
    errorResponses: { 404: 'No such collection, or the agent was not granted it' },
  },
  auth: ADMIN_SESSIONS,
  sdk: { resource: ['knowledge', 'collections', 'grants'], method: 'delete' },
  successStatus: 204,
};

import { z } from 'zod';
import { ZIdSchema } from '../../domain/bounded.js';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { KNOWLEDGE_ACCESS, KNOWLEDGE_COLLECTION_EXAMPLE, PROVIDER_REFUSALS, ZKnowledgeCollectionSchema } from './knowledge.types.js';

export const ZCreateKnowledgeCollectionRequestSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000).optional(),
    embedder: z.enum(['local', 'provider']).default('local').meta({
      description: "Who embeds its passages and queries, for good: `local` (default), the server's local model, free; `provider`, the server's OpenAI-compatible embeddings provider, dispatched as `agent_id`",
    }),
    agent_id: ZIdSchema.min(1).optional().meta({ description: 'With `provider` (required then, refused otherwise): an agent of this workspace, bound to embeddings.create, that its embeddings are dispatched as' }),
  })
  .superRefine((request, ctx) => {
    if (request.embedder === 'provider' && request.agent_id === undefined) ctx.addIssue({ code: 'custom', path: ['agent_id'], message: 'required with embedder provider' });
    if (request.embedder === 'local' && request.agent_id !== undefined) ctx.addIssue({ code: 'custom', path: ['agent_id'], message: 'only with embedder provider' });
  });
export { ZKnowledgeCollectionSchema as ZCreateKnowledgeCollectionResponseSchema };

export const createKnowledgeCollectionMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/knowledge/collections',
    tags: ['Knowledge'],
    summary: 'Create a knowledge collection',
    description: `A collection of documents searched by meaning, in the workspace you act in; any member may create one. Its embedder is chosen here for good: \`local\` (default), the server's local model; or \`provider\`, embeddings.create dispatched through the governed pipeline as \`agent_id\` (an agent of this workspace: another workspace's is 400; another organization's, a deleted one or none is 404) for every document added and every person's query, so that the agent's binding, budgets and approval threshold govern it and the workspace's wallet pays. ${PROVIDER_REFUSALS} An agent's knowledge.query embeds as the querying agent, live keys only. The collection keeps the server's embeddings model (PROCTOR_EMBEDDINGS_MODEL) and is never compared with another model's vectors. Without the provider configured (OPENAI_API_KEY), \`provider\` is 501 \`not_configured\`. ${KNOWLEDGE_ACCESS} Audited as \`knowledge_collection.created\`.`,
    errorResponses: { 501: 'A provider collection on a server without the embeddings provider configured (not_configured)' },
  },
  auth: MEMBER_SESSIONS,
  successStatus: 201,
  sdk: { resource: ['knowledge', 'collections'], method: 'create' },
  examples: { request: { name: KNOWLEDGE_COLLECTION_EXAMPLE.name, description: KNOWLEDGE_COLLECTION_EXAMPLE.description! }, response: KNOWLEDGE_COLLECTION_EXAMPLE },
};

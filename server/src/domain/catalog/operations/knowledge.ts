import { z } from 'zod';
import { defineInternalOperation, perRequest } from '../define.js';
import { ZIdSchema } from '../../bounded.js';
import { KNOWLEDGE_QUERY_FIELDS, ZKnowledgeQueryOperationResultSchema } from '../../knowledge/hits.js';

export const ZKnowledgeQueryPayloadSchema = z.strictObject({
  collection_id: ZIdSchema.min(1).meta({ description: 'The collection’s id (kcol_…), granted to the agent' }),
  ...KNOWLEDGE_QUERY_FIELDS,
});

export type KnowledgeQueryPayload = z.infer<typeof ZKnowledgeQueryPayloadSchema>;
export type KnowledgeQueryResult = z.infer<typeof ZKnowledgeQueryOperationResultSchema>;

export const knowledgeQuery = defineInternalOperation({
  operation: 'knowledge.query',
  service: 'knowledge',
  name: 'Search a knowledge collection',
  description:
    'The `k` passages of a knowledge collection nearest the query in meaning, best first, as POST /api/v1/knowledge/collections/{id}/query answers a person (the same search, the same shape). Only a collection granted to the agent (POST /api/v1/knowledge/collections/{id}/grants): one not granted, its grant revoked, deleted, or another organization’s ends blocked resource_not_granted, nothing debited. Reads the same collection with a test key as with a live one; a test key’s request is free.',
  payload: ZKnowledgeQueryPayloadSchema,
  result: ZKnowledgeQueryOperationResultSchema,
  pricing: perRequest(1),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'Proctor itself: searches a granted knowledge collection with the server’s embedder (an internal operation)',
  liveSettings: [],
  examples: [{ description: 'The refund rule in the support handbook', payload: { collection_id: 'kcol_01jh0xb7d9f1h3k5m7p9r1t3v5', query: 'how long do customers have to ask for a refund?', k: 3 } }],
  sandboxFailures: [{ description: 'A collection not granted to the agent ends blocked (resource_not_granted)', payload: { collection_id: 'kcol_unknown', query: 'anything', k: 5 } }],
  // Its handler, queryGrantedCollection (knowledge/query-operation.ts), is registered at start-up (catalog/internal.ts).
  internal: true,
});

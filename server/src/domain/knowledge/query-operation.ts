import type { InternalHandler } from '../catalog/internal.js';
import type { KnowledgeQueryPayload, KnowledgeQueryResult } from '../catalog/operations/knowledge.js';
import { DomainError } from '../errors.js';
import { queryCollection } from './collections.js';
import { collectionEmbedder, KnowledgeEmbeddingFailed } from './embedding.js';
import { grantedCollection } from './grants.js';
import { toKnowledgeHitResponse } from './hits.js';

/**
 * knowledge.query, the internal operation (catalog/internal.ts): the collection granted to the
 * dispatching agent in its organization (else blocked resource_not_granted, debiting nothing),
 * searched by the one function a person's query calls, from the collection's own workspace. A
 * provider collection's query is embedded by embeddings.create dispatched as the dispatching agent
 * itself (internal operations' further dispatches are the same agent's, catalog/internal.ts):
 * its own binding and budgets pay for it. Test mode calls no provider, and the sandbox's vectors
 * are not the collection's model: such a query fails, saying so.
 */
export const queryGrantedCollection: InternalHandler<KnowledgeQueryPayload, KnowledgeQueryResult> = async (payload, { db, request, embedder, config, logger, audit }) => {
  const collection = await grantedCollection(db, request.orgId, request.agentId, payload.collection_id);
  if (!collection) {
    return {
      status: 'blocked',
      reasonCode: 'resource_not_granted',
      detail: `The knowledge collection ${payload.collection_id} is not granted to this agent: a person grants it with POST /api/v1/knowledge/collections/{id}/grants`,
    };
  }
  if (collection.embedder === 'provider' && request.mode === 'test') {
    return { status: 'failed', detail: `The knowledge collection ${collection.id} embeds with the provider, which test mode does not call: query it with a live key` };
  }
  const use = { agentId: request.agentId, mode: request.mode, key: `query:${request.id}`, audit };
  let hits;
  try {
    hits = await queryCollection(db, (found) => collectionEmbedder({ db, config, logger, embedder }, found, use), collection, collection.id, payload.query, payload.k);
  } catch (error) {
    // A server without an embedding model (not_configured), the collection deleted meanwhile, its embedding request refused or failed: the detail a person's query would be told.
    if (error instanceof DomainError || error instanceof KnowledgeEmbeddingFailed) return { status: 'failed', detail: error.message };
    throw error;
  }
  return { status: 'executed', result: { data: hits.map(toKnowledgeHitResponse) }, costCents: Number(request.holdCents) };
};

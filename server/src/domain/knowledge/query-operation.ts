import type { InternalHandler } from '../catalog/internal.js';
import type { KnowledgeQueryPayload, KnowledgeQueryResult } from '../catalog/operations/knowledge.js';
import { DomainError } from '../errors.js';
import { queryCollection } from './collections.js';
import { grantedCollection } from './grants.js';
import { toKnowledgeHitResponse } from './hits.js';

/**
 * knowledge.query, the internal operation (catalog/internal.ts): the collection granted to the
 * dispatching agent in its organization (else blocked resource_not_granted, debiting nothing),
 * searched by the one function a person's query calls, from the collection's own workspace.
 */
export const queryGrantedCollection: InternalHandler<KnowledgeQueryPayload, KnowledgeQueryResult> = async (payload, { db, request, embedder }) => {
  const collection = await grantedCollection(db, request.orgId, request.agentId, payload.collection_id);
  if (!collection) {
    return {
      status: 'blocked',
      reasonCode: 'resource_not_granted',
      detail: `The knowledge collection ${payload.collection_id} is not granted to this agent: a person grants it with POST /v1/knowledge/collections/{id}/grants`,
    };
  }
  let hits;
  try {
    hits = await queryCollection(db, embedder, collection, collection.id, payload.query, payload.k);
  } catch (error) {
    // A server without an embedding model (not_configured), or the collection deleted meanwhile: the detail a person's query would be told.
    if (error instanceof DomainError) return { status: 'failed', detail: error.message };
    throw error;
  }
  return { status: 'executed', result: { data: hits.map(toKnowledgeHitResponse) }, costCents: request.mode === 'test' ? 0 : Number(request.holdCents) };
};

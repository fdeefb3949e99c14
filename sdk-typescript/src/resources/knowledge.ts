// GENERATED FILE, DO NOT EDIT. The `knowledge` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type KnowledgeCollectionDocumentListParams = T.QueryParams<'knowledge-listDocuments'>;
export type KnowledgeCollectionDocumentCreateParams = T.RequestBody<'knowledge-addDocument'>;
export type KnowledgeCollectionGrantListResponse = T.ResponseBody<'knowledge-listGrants'>;
export type KnowledgeCollectionGrantCreateParams = T.RequestBody<'knowledge-grant'>;
export type KnowledgeCollectionListParams = T.QueryParams<'knowledge-list'>;
export type KnowledgeCollectionCreateParams = T.RequestBody<'knowledge-create'>;
export type KnowledgeCollectionQueryParams = T.RequestBody<'knowledge-query'>;

/**
 * `client.knowledge.collections.documents`
 */
export class KnowledgeCollectionsDocuments extends APIResource {
  /**
   * Add a document to a collection
   *
   * The document is sent inline (`content` with its `content_type`) or read from a stored object of your workspace (`object_id`, its content type picking the reader unless `content_type` names one; another organization's or workspace's object is 404, one not uploaded yet or deleted 409, purged 410). Text and Markdown are searched as sent (UTF-8); HTML is read as a browser's reader view reads it (Mozilla's Readability): the article, without navigation, scripts or styles. A PDF (inline in base64) is read page by page (pdf-parse); one that is not base64 is 400. Documents are cut into passages of at most 800 characters at paragraph, sentence or word boundaries, each overlapping the previous by about 200, and embedded by the collection's embedder: the server's local model (the one memories use), or, for a `provider` collection, embeddings.create dispatched as its agent (its binding, budgets and approval threshold apply; the organization's wallet pays). A document of at most PROCTOR_KNOWLEDGE_ASYNC_BYTES (100,000 by default: its UTF-8 text, its decoded PDF, or its stored object's size) is read in the request and answers 201 `ready`, searchable at once; one not a readable PDF, with no text or more than 1,000,000 characters of text is 400, nothing stored; with no embedder configured, 501 `not_configured`. A provider collection's embeddings.create request that ends blocked (the agent has no binding for it: `policy_violation`; a budget or the wallet would be passed; the agent disabled) is 403; one that meets the binding's approval threshold is 409, its approval closed at once (`approval_expired`: nothing waits for a decision, so a later approval cannot charge for vectors never stored); one that failed at the provider 502; each names the service request and its reason code in `details`, and nothing is stored. A bigger one answers 202 `pending` and is read in the background (`processing`, then `ready`, or `failed` with `error` saying why: the same reasons, a provider collection's request refused or failed among them); watch its `status` in GET /api/v1/knowledge/collections/{id}/documents. Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404). Audited as `knowledge_document.created`.
   *
   * `POST /api/v1/knowledge/collections/{id}/documents`
   */
  create(id: string, body: KnowledgeCollectionDocumentCreateParams = {}, options?: RequestOptions): APIPromise<T.KnowledgeDocument> {
    return this._client.request({ method: 'POST', path: `/v1/knowledge/collections/${seg(id)}/documents`, body, security: ['sessionCookie'] }, options);
  }

  /**
   * A collection's documents
   *
   * The collection's documents with their status and passage counts (not their text), oldest first (`order=desc`: newest first), a page at a time (the SDKs iterate every page). Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404).
   *
   * `GET /api/v1/knowledge/collections/{id}/documents`
   */
  list(id: string, query: KnowledgeCollectionDocumentListParams = {}, options?: RequestOptions): PagePromise<T.KnowledgeDocument> {
    return this._client.getList(`/v1/knowledge/collections/${seg(id)}/documents`, query, ['sessionCookie'], options);
  }
}

/**
 * `client.knowledge.collections.grants`
 */
export class KnowledgeCollectionsGrants extends APIResource {
  /**
   * Grant a knowledge collection to an agent
   *
   * Admins and owners. The agent may then search the collection by dispatching `knowledge.query` (POST /api/v1/service-requests), under its binding's limits; agents read no collection that is not granted to them. Granting again changes nothing and answers the grant there is. An agent not in the organization is 404. Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404). Audited as `knowledge_collection.granted`.
   *
   * `POST /api/v1/knowledge/collections/{id}/grants`
   */
  create(id: string, body: KnowledgeCollectionGrantCreateParams, options?: RequestOptions): APIPromise<T.KnowledgeGrant> {
    return this._client.request({ method: 'POST', path: `/v1/knowledge/collections/${seg(id)}/grants`, body, security: ['sessionCookie'] }, options);
  }

  /**
   * Take a knowledge collection from an agent
   *
   * Admins and owners. The agent's next knowledge.query of the collection ends blocked `resource_not_granted`. A collection the agent was not granted is 404. Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404). Audited as `knowledge_collection.revoked`.
   *
   * `DELETE /api/v1/knowledge/collections/{id}/grants/{agent_id}`
   */
  delete(id: string, agentId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/knowledge/collections/${seg(id)}/grants/${seg(agentId)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * The agents a knowledge collection is granted to
   *
   * Every live agent that may search the collection (knowledge.query), in the order granted (one row per agent: no pages). Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404).
   *
   * `GET /api/v1/knowledge/collections/{id}/grants`
   */
  list(id: string, options?: RequestOptions): APIPromise<KnowledgeCollectionGrantListResponse> {
    return this._client.request({ method: 'GET', path: `/v1/knowledge/collections/${seg(id)}/grants`, security: ['sessionCookie'] }, options);
  }
}

/**
 * `client.knowledge.collections`
 */
export class KnowledgeCollections extends APIResource {
  readonly documents: KnowledgeCollectionsDocuments = new KnowledgeCollectionsDocuments(this._client);
  readonly grants: KnowledgeCollectionsGrants = new KnowledgeCollectionsGrants(this._client);

  /**
   * Create a knowledge collection
   *
   * A collection of documents searched by meaning, in the workspace you act in; any member may create one. Its embedder is chosen here for good: `local` (default), the server's local model; or `provider`, embeddings.create dispatched through the governed pipeline as `agent_id` (an agent of this workspace: another workspace's is 400; another organization's, a deleted one or none is 404) for every document added and every person's query, so that the agent's binding, budgets and approval threshold govern it and the workspace's wallet pays. A provider collection's embeddings.create request that ends blocked (the agent has no binding for it: `policy_violation`; a budget or the wallet would be passed; the agent disabled) is 403; one that meets the binding's approval threshold is 409, its approval closed at once (`approval_expired`: nothing waits for a decision, so a later approval cannot charge for vectors never stored); one that failed at the provider 502; each names the service request and its reason code in `details`, and nothing is stored. An agent's knowledge.query embeds as the querying agent, live keys only. The collection keeps the server's embeddings model (PROCTOR_EMBEDDINGS_MODEL) and is never compared with another model's vectors. Without the provider configured (OPENAI_API_KEY), `provider` is 501 `not_configured`. Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404). Audited as `knowledge_collection.created`.
   *
   * `POST /api/v1/knowledge/collections`
   */
  create(body: KnowledgeCollectionCreateParams, options?: RequestOptions): APIPromise<T.KnowledgeCollection> {
    return this._client.request({ method: 'POST', path: '/v1/knowledge/collections', body, security: ['sessionCookie'] }, options);
  }

  /**
   * Delete a knowledge collection
   *
   * Deletes the collection with its documents, passages and vectors, at once and for good. Only its creator, admins and owners may (403). Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404). Audited as `knowledge_collection.deleted`.
   *
   * `DELETE /api/v1/knowledge/collections/{id}`
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/knowledge/collections/${seg(id)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * The workspace's knowledge collections
   *
   * The knowledge collections of the workspace you act in, oldest first (`order=desc`: newest first), a page at a time (the SDKs iterate every page). Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404).
   *
   * `GET /api/v1/knowledge/collections`
   */
  list(query: KnowledgeCollectionListParams = {}, options?: RequestOptions): PagePromise<T.KnowledgeCollection> {
    return this._client.getList('/v1/knowledge/collections', query, ['sessionCookie'], options);
  }

  /**
   * Search a collection by meaning
   *
   * The `k` passages of the collection nearest the query in meaning, best first, each with its cosine similarity, its document and its offsets in the document's extracted text. Documents are cut into passages of at most 800 characters at paragraph, sentence or word boundaries, each overlapping the previous by about 200, and embedded by the collection's embedder: the server's local model (the one memories use), or, for a `provider` collection, embeddings.create dispatched as its agent (its binding, budgets and approval threshold apply; the organization's wallet pays). Searched through pgvector's HNSW index where the database has pgvector, else by an exact scan. A provider collection's query is embedded by one embeddings.create request of its agent. A provider collection's embeddings.create request that ends blocked (the agent has no binding for it: `policy_violation`; a budget or the wallet would be passed; the agent disabled) is 403; one that meets the binding's approval threshold is 409, its approval closed at once (`approval_expired`: nothing waits for a decision, so a later approval cannot charge for vectors never stored); one that failed at the provider 502; each names the service request and its reason code in `details`, and nothing is stored. Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404).
   *
   * `POST /api/v1/knowledge/collections/{id}/query`
   */
  query(id: string, body: KnowledgeCollectionQueryParams, options?: RequestOptions): APIPromise<T.KnowledgeSearchResult> {
    return this._client.request({ method: 'POST', path: `/v1/knowledge/collections/${seg(id)}/query`, body, security: ['sessionCookie'] }, options);
  }

  /**
   * One knowledge collection
   *
   * A collection of the workspace. Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404).
   *
   * `GET /api/v1/knowledge/collections/{id}`
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.KnowledgeCollection> {
    return this._client.request({ method: 'GET', path: `/v1/knowledge/collections/${seg(id)}`, security: ['sessionCookie'] }, options);
  }
}

/**
 * `client.knowledge`
 */
export class Knowledge extends APIResource {
  readonly collections: KnowledgeCollections = new KnowledgeCollections(this._client);
}

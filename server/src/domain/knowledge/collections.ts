import type { KnowledgeChunk, KnowledgeCollection, KnowledgeDocument, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Config } from '../../config.js';
import { getAgent } from '../agents/agents.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { isCreatorOrAdmin, type UserCaller } from '../auth/caller.js';
import type { Embedder } from '../embeddings/embedder.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { deleteScope, nearest } from '../vectors/store.js';

export type { KnowledgeChunk, KnowledgeCollection, KnowledgeDocument };

/** The most passages a query answers: a model reads the top few. */
export const MAX_QUERY_RESULTS = 50;

/** Where a collection's passages are searched: the memories' vector store (vectors/store.ts), one scope per collection. */
export const knowledgeScope = (collectionId: string) => `knowledge:${collectionId}`;
const target = (id: string) => ({ type: 'knowledge_collection', id });

/** Who embeds a new collection: the server's local model (the default), or the provider as an agent of the organization. */
export type NewCollectionEmbedder = { embedder: 'local' } | { embedder: 'provider'; agentId: string };

/**
 * The agent a provider collection dispatches as: one of the organization (404 otherwise) and of the
 * collection's workspace, whose wallet pays for its documents (400 naming agent_id otherwise).
 */
async function workspaceAgent(tx: Prisma.TransactionClient, caller: UserCaller, agentId: string): Promise<string> {
  const agent = await getAgent(tx, caller.orgId, agentId);
  if (agent.workspaceId !== caller.workspaceId) {
    throw new DomainError('invalid_request', `The agent ${agent.id} is in another workspace: a collection embeds as an agent of its own workspace, whose wallet pays`, [
      { path: 'agent_id', message: 'must be an agent of this workspace' },
    ]);
  }
  return agent.id;
}

/**
 * Creates a collection in the caller's workspace. A `provider` one names an agent of the
 * organization (another organization's, a deleted one, or none: 404) and of the caller's workspace
 * (400) that its embeddings.create requests are dispatched as, and keeps the server's embeddings model (PROCTOR_EMBEDDINGS_MODEL)
 * for good; without the provider configured (OPENAI_API_KEY), 501 not_configured.
 */
export async function createCollection(
  db: PrismaClient,
  config: Pick<Config, 'OPENAI_API_KEY' | 'PROCTOR_EMBEDDINGS_MODEL'>,
  caller: UserCaller,
  input: { name: string; description?: string | undefined } & NewCollectionEmbedder,
  audit: AuditContext,
): Promise<KnowledgeCollection> {
  if (input.embedder === 'provider' && config.OPENAI_API_KEY === undefined) {
    throw new DomainError('not_configured', 'The embeddings provider is not configured: set OPENAI_API_KEY (and PROCTOR_EMBEDDINGS_MODEL, PROCTOR_EMBEDDINGS_CENTS_PER_1M_TOKENS) on the server, or create a local collection');
  }
  return db.$transaction(async (tx) => {
    const provider = input.embedder === 'provider' ? { agentId: await workspaceAgent(tx, caller, input.agentId), embeddingModel: config.PROCTOR_EMBEDDINGS_MODEL } : {};
    const collection = await tx.knowledgeCollection.create({
      data: {
        id: newId('kcol'),
        orgId: caller.orgId,
        workspaceId: caller.workspaceId,
        name: input.name,
        description: input.description ?? null,
        createdBy: caller.userId,
        embedder: input.embedder,
        ...provider,
      },
    });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'knowledge_collection.created',
      target: target(collection.id),
      details: { name: collection.name, embedder: collection.embedder, ...(input.embedder === 'provider' ? { model: collection.embeddingModel } : {}) },
      ...(collection.agentId ? { agentId: collection.agentId } : {}),
    });
    return collection;
  });
}

/** The collections of the workspace the caller acts in, a page at a time by id. */
export async function listCollections(db: PrismaClient, caller: UserCaller, page: PageRequest): Promise<Page<KnowledgeCollection>> {
  const args = pageArgs(page);
  const rows = await db.knowledgeCollection.findMany({ ...args, where: { ...args.where, workspaceId: caller.workspaceId } });
  return toPage(rows, page);
}

/** Where a collection is reached from: a person's workspace, or (knowledge.query) the workspace of a collection granted to the agent. */
export type CollectionReach = Pick<UserCaller, 'orgId' | 'workspaceId'>;

/** A collection of the caller's workspace; another workspace's or organization's, or none, is 404. */
export async function getCollection(db: PrismaClient | Prisma.TransactionClient, caller: CollectionReach, id: string): Promise<KnowledgeCollection> {
  const collection = await db.knowledgeCollection.findFirst({ where: { id, orgId: caller.orgId, workspaceId: caller.workspaceId } });
  if (!collection) throw notFound('Knowledge collection');
  return collection;
}

/** Deletes a collection with its documents, passages and vectors: its creator, admins and owners only (isCreatorOrAdmin, its `can_delete`; 403). */
export async function deleteCollection(db: PrismaClient, caller: UserCaller, id: string, audit: AuditContext): Promise<void> {
  const collection = await getCollection(db, caller, id);
  if (!isCreatorOrAdmin(caller, collection)) {
    throw new DomainError('forbidden', 'Only its creator, admins and owners may delete a knowledge collection');
  }
  await db.$transaction(async (tx) => {
    const { count } = await tx.knowledgeCollection.deleteMany({ where: { id: collection.id } });
    if (count === 0) throw notFound('Knowledge collection');
    await deleteScope(tx, caller.orgId, knowledgeScope(collection.id));
    await appendAudit(tx, caller.orgId, audit, { action: 'knowledge_collection.deleted', target: target(collection.id), details: { name: collection.name } });
  });
}

/** A document as listed: without its text, nor the bytes a pending one keeps. */
export type ListedDocument = Omit<KnowledgeDocument, 'text' | 'source'>;

/** The collection's documents, a page at a time by id. */
export async function listDocuments(db: PrismaClient, caller: UserCaller, collectionId: string, page: PageRequest): Promise<Page<ListedDocument & { chunkCount: number }>> {
  const collection = await getCollection(db, caller, collectionId);
  const args = pageArgs(page);
  const rows = await db.knowledgeDocument.findMany({
    ...args,
    where: { ...args.where, collectionId: collection.id },
    omit: { text: true, source: true },
    include: { _count: { select: { chunks: true } } },
  });
  return toPage(
    rows.map(({ _count, ...document }) => ({ ...document, chunkCount: _count.chunks })),
    page,
  );
}

export interface QueryHit {
  chunk: KnowledgeChunk;
  document: Pick<KnowledgeDocument, 'id' | 'title'>;
  score: number;
}

/** The embedder a collection is searched with: its own (knowledge/embedding.ts), chosen by the caller once the collection is reached. */
export type EmbedderOf = (collection: KnowledgeCollection) => Embedder;

/**
 * The `k` passages of the collection nearest the query in meaning, best first, through the vector
 * store's index: for a person, and for an agent (knowledge.query). The query is embedded by the
 * collection's embedder and compared only with vectors of its model.
 */
export async function queryCollection(db: PrismaClient, embedderOf: EmbedderOf, caller: CollectionReach, collectionId: string, query: string, k: number): Promise<QueryHit[]> {
  const collection = await getCollection(db, caller, collectionId);
  const embedder = embedderOf(collection);
  const [vector] = await embedder.embed([query]);
  const found = await nearest(db, { orgId: caller.orgId, scopes: [knowledgeScope(collection.id)], model: embedder.model, vector: vector!, k });
  const chunks = await db.knowledgeChunk.findMany({
    where: { id: { in: found.map((hit) => hit.id) }, collectionId: collection.id },
    include: { document: { select: { id: true, title: true } } },
  });
  const byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
  return found.flatMap((hit) => {
    const row = byId.get(hit.id);
    if (!row) return [];
    const { document, ...chunk } = row;
    return [{ chunk, document, score: hit.score }];
  });
}

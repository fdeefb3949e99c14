import type { KnowledgeChunk, KnowledgeCollection, KnowledgeDocument, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { hasRole, type UserCaller } from '../auth/caller.js';
import type { Embedder } from '../embeddings/embedder.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { deleteScope, nearest, putVector } from '../vectors/store.js';
import { chunkText } from './chunks.js';
import { extractText, type KnowledgeContentType } from './extract.js';

export type { KnowledgeChunk, KnowledgeCollection, KnowledgeDocument };

/** A document's content, in characters: a long report, not a library (split bigger ones). */
export const MAX_DOCUMENT_CHARS = 200_000;
/** The most passages a query answers: a model reads the top few. */
export const MAX_QUERY_RESULTS = 50;

/** Where a collection's passages are searched: the memories' vector store (vectors/store.ts), one scope per collection. */
const scopeOf = (collectionId: string) => `knowledge:${collectionId}`;
const target = (id: string) => ({ type: 'knowledge_collection', id });

export async function createCollection(
  db: PrismaClient,
  caller: UserCaller,
  input: { name: string; description?: string | undefined },
  audit: AuditContext,
): Promise<KnowledgeCollection> {
  return db.$transaction(async (tx) => {
    const collection = await tx.knowledgeCollection.create({
      data: { id: newId('kcol'), orgId: caller.orgId, workspaceId: caller.workspaceId, name: input.name, description: input.description ?? null, createdBy: caller.userId },
    });
    await appendAudit(tx, caller.orgId, audit, { action: 'knowledge_collection.created', target: target(collection.id), details: { name: collection.name } });
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

/** Deletes a collection with its documents, passages and vectors: its creator, admins and owners only (403). */
export async function deleteCollection(db: PrismaClient, caller: UserCaller, id: string, audit: AuditContext): Promise<void> {
  const collection = await getCollection(db, caller, id);
  if (collection.createdBy !== caller.userId && !hasRole(caller.role, 'admin')) {
    throw new DomainError('forbidden', 'Only its creator, admins and owners may delete a knowledge collection');
  }
  await db.$transaction(async (tx) => {
    const { count } = await tx.knowledgeCollection.deleteMany({ where: { id: collection.id } });
    if (count === 0) throw notFound('Knowledge collection');
    await deleteScope(tx, caller.orgId, scopeOf(collection.id));
    await appendAudit(tx, caller.orgId, audit, { action: 'knowledge_collection.deleted', target: target(collection.id), details: { name: collection.name } });
  });
}

export interface NewDocument {
  title?: string | undefined;
  contentType: KnowledgeContentType;
  content: string;
}

/**
 * Adds a document: its text extracted (extract.ts), cut into passages (chunks.ts) and embedded by
 * the server's embedder, the one memories use, before any write (a failing model changes nothing);
 * then the document, its passages and their vectors written together, `ready`.
 */
export async function addDocument(
  db: PrismaClient,
  embedder: Embedder,
  caller: UserCaller,
  collectionId: string,
  input: NewDocument,
  audit: AuditContext,
): Promise<KnowledgeDocument> {
  const collection = await getCollection(db, caller, collectionId);
  const { text, title } = await extractText(input.contentType, input.content);
  const chunks = chunkText(text);
  if (chunks.length === 0) throw new DomainError('invalid_request', 'The document has no text to search', [{ path: 'content', message: 'no text' }]);
  const vectors = await embedder.embed(chunks.map((chunk) => chunk.text));
  return db.$transaction(
    async (tx) => {
      const document = await tx.knowledgeDocument.create({
        data: {
          id: newId('kdoc'),
          collectionId: collection.id,
          orgId: caller.orgId,
          title: input.title ?? title ?? text.slice(0, 80).split('\n')[0]!,
          contentType: input.contentType,
          text,
          chars: text.length,
          status: 'ready',
          createdBy: caller.userId,
        },
      });
      const rows = chunks.map((chunk, position) => ({
        id: newId('kchk'),
        documentId: document.id,
        collectionId: collection.id,
        position,
        text: chunk.text,
        startOffset: chunk.start,
        endOffset: chunk.end,
      }));
      await tx.knowledgeChunk.createMany({ data: rows });
      for (const [index, row] of rows.entries()) {
        await putVector(db, tx, { id: row.id, orgId: caller.orgId, scope: scopeOf(collection.id), model: embedder.model, vector: vectors[index]! });
      }
      await appendAudit(tx, caller.orgId, audit, {
        action: 'knowledge_document.created',
        target: { type: 'knowledge_document', id: document.id },
        details: { collection_id: collection.id, title: document.title, content_type: document.contentType, chars: document.chars, chunks: rows.length },
      });
      return document;
    },
    { timeout: 60_000 },
  );
}

/** The collection's documents (without their text), a page at a time by id. */
export async function listDocuments(db: PrismaClient, caller: UserCaller, collectionId: string, page: PageRequest): Promise<Page<KnowledgeDocument & { chunkCount: number }>> {
  const collection = await getCollection(db, caller, collectionId);
  const args = pageArgs(page);
  const rows = await db.knowledgeDocument.findMany({ ...args, where: { ...args.where, collectionId: collection.id }, include: { _count: { select: { chunks: true } } } });
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

/** The `k` passages of the collection nearest the query in meaning, best first, through the vector store's index: for a person, and for an agent (knowledge.query). */
export async function queryCollection(db: PrismaClient, embedder: Embedder, caller: CollectionReach, collectionId: string, query: string, k: number): Promise<QueryHit[]> {
  const collection = await getCollection(db, caller, collectionId);
  const [vector] = await embedder.embed([query]);
  const found = await nearest(db, { orgId: caller.orgId, scopes: [scopeOf(collection.id)], model: embedder.model, vector: vector!, k });
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

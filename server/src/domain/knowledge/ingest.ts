import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { sqlQuery } from '../../db/client.js';
import { Prisma, type KnowledgeDocument, type PrismaClient, type StorageObject } from '../../generated/prisma/client.js';
import { nudge } from '../../worker/nudge.js';
import { appendAudit, SYSTEM_AUDIT, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import type { Embedder } from '../embeddings/embedder.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { objectStoreOf } from '../storage/object-store.js';
import { assertDownloadable, getObject } from '../storage/objects.js';
import { putVectors } from '../vectors/store.js';
import { chunkText, type Chunk } from './chunks.js';
import { getCollection, knowledgeScope } from './collections.js';
import { collectionEmbedder, type EmbeddingServices } from './embedding.js';
import { decodePdf, extractText, knowledgeContentType, KNOWLEDGE_CONTENT_TYPES, type KnowledgeContentType, type SourceField } from './extract.js';

/** A document sent inline, in characters: a long report, not a library (split bigger ones, or store them and send object_id). */
export const MAX_DOCUMENT_CHARS = 200_000;
/** The biggest stored object read as a document: its bytes are held whole while read (a PDF's parser needs them all). */
export const MAX_OBJECT_BYTES = 20 * 1024 * 1024;
/** The longest extracted text kept: about 1,700 passages. */
export const MAX_TEXT_CHARS = 1_000_000;

/** How long an instance holds a document it reads; renewed between embedding batches, so only a dead instance lets it pass. */
const INGEST_LEASE_SECONDS = 120;
/** Claims of one document before it is failed: one that kills its instance each time is not taken up for ever. */
export const MAX_INGEST_ATTEMPTS = 3;
/** Passages embedded at once; the lease is renewed after each batch. */
const EMBED_BATCH = 64;
/** Documents one instance reads at once: embedding is CPU-bound in this process, and requests share it. */
const CONCURRENCY = 1;

export interface NewDocument {
  title?: string | undefined;
  /** With `content`, how to read it; with `objectId`, instead of the object's own content type. */
  contentType?: KnowledgeContentType | undefined;
  /** The document inline: text, or a PDF in base64. */
  content?: string | undefined;
  /** A stored object of the caller's workspace to read the document from. */
  objectId?: string | undefined;
}

/** The last segment of a stored object's key: a document's title when no better one is known. */
const fileName = (key: string) => (key.split('/').at(-1) || key).slice(0, 200);

/** A title from a text: its first non-blank line without a Markdown heading's `#` marks, at most 80 characters. */
const firstLine = (text: string) =>
  text
    .trim()
    .split('\n')[0]!
    .replace(/^#{1,6}\s+/, '')
    .slice(0, 80)
    .trim() || 'Untitled';

/** The default title: an HTML page's own, else the stored object's file name, else the text's first line. */
const defaultTitle = (extracted: string | null, object: StorageObject | null, text: string) => extracted ?? (object ? fileName(object.key) : firstLine(text));

interface Source {
  contentType: KnowledgeContentType;
  field: SourceField;
  /** Inline content's bytes (UTF-8, a PDF decoded). */
  bytes: Buffer | null;
  object: StorageObject | null;
  size: number;
}

/**
 * What a document is read from: the request's content, or a stored object of the caller's
 * workspace that is available (another organization's or workspace's, or none, 404; pending or
 * deleted 409, purged 410: the storage rule of assertDownloadable), its content type picking the
 * extractor unless the request names one.
 */
async function sourceOf(db: PrismaClient, config: Config, caller: UserCaller, input: NewDocument): Promise<Source> {
  if (input.objectId === undefined) {
    const contentType = input.contentType!;
    const bytes = contentType === 'application/pdf' ? decodePdf(input.content!) : Buffer.from(input.content!, 'utf8');
    return { contentType, field: 'content', bytes, object: null, size: bytes.length };
  }
  const object = await getObject(db, config, caller.orgId, input.objectId);
  if (object.workspaceId !== caller.workspaceId) throw notFound('Stored object');
  assertDownloadable(object);
  const contentType = input.contentType ?? knowledgeContentType(object.contentType);
  if (!contentType) {
    throw new DomainError('invalid_request', `The stored object's content type ${object.contentType} is not one knowledge reads (${KNOWLEDGE_CONTENT_TYPES.join(', ')}): name one in content_type`, [
      { path: 'object_id', message: 'unreadable content type' },
    ]);
  }
  const size = Number(object.size);
  if (size > MAX_OBJECT_BYTES) {
    throw new DomainError('invalid_request', `The stored object has ${size} bytes; a knowledge document is read from at most ${MAX_OBJECT_BYTES}: split it`, [
      { path: 'object_id', message: 'too large' },
    ]);
  }
  return { contentType, field: 'object_id', bytes: null, object, size };
}

/** A stored object's bytes, read through the server's store (local files or S3). */
async function readObjectBytes(config: Config, object: StorageObject): Promise<Buffer> {
  const stream: Readable = await objectStoreOf(config).read(object);
  const parts: Buffer[] = [];
  let total = 0;
  for await (const part of stream) {
    total += (part as Buffer).length;
    if (total > MAX_OBJECT_BYTES) {
      stream.destroy();
      throw new DomainError('invalid_request', `The stored object has more than ${MAX_OBJECT_BYTES} bytes: split it`, [{ path: 'object_id', message: 'too large' }]);
    }
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

interface Read {
  text: string;
  title: string | null;
  chunks: Chunk[];
  vectors: Float32Array[];
}

/**
 * Reads a document: its text extracted (extract.ts), cut into passages (chunks.ts) and embedded
 * by its collection's embedder (embedding.ts: the server's local one, the one memories use, or the
 * provider dispatched as an agent), EMBED_BATCH passages at a time, at most what one
 * embeddings.create request takes (`between` runs after each: the background renews its lease
 * there). Nothing is written: a failure changes nothing.
 */
async function readDocument(embedder: Embedder, contentType: KnowledgeContentType, bytes: Buffer, field: SourceField, between: () => Promise<void> = async () => {}): Promise<Read> {
  const { text, title } = await extractText(contentType, bytes, field);
  if (text.length > MAX_TEXT_CHARS) {
    throw new DomainError('invalid_request', `The document's text has ${text.length} characters, more than ${MAX_TEXT_CHARS}: split it`, [{ path: field, message: 'too long' }]);
  }
  const chunks = chunkText(text);
  if (chunks.length === 0) throw new DomainError('invalid_request', 'The document has no text to search', [{ path: field, message: 'no text' }]);
  const vectors: Float32Array[] = [];
  for (let start = 0; start < chunks.length; start += EMBED_BATCH) {
    vectors.push(...(await embedder.embed(chunks.slice(start, start + EMBED_BATCH).map((chunk) => chunk.text))));
    await between();
  }
  return { text, title, chunks, vectors };
}

/** Writes a read document's passages and their vectors (putVectors: one statement per 500), in the caller's transaction. */
async function writePassages(db: PrismaClient, tx: Prisma.TransactionClient, model: string, document: KnowledgeDocument, read: Read): Promise<number> {
  const rows = read.chunks.map((chunk, position) => ({
    id: newId('kchk'),
    documentId: document.id,
    collectionId: document.collectionId,
    position,
    text: chunk.text,
    startOffset: chunk.start,
    endOffset: chunk.end,
  }));
  await tx.knowledgeChunk.createMany({ data: rows });
  const scope = knowledgeScope(document.collectionId);
  await putVectors(db, tx, rows.map((row, index) => ({ id: row.id, orgId: document.orgId, scope, model, vector: read.vectors[index]! })));
  return rows.length;
}

/**
 * Adds a document, from inline content or a stored object (sourceOf). One of at most
 * PROCTOR_KNOWLEDGE_ASYNC_BYTES is read here (readDocument) before any write and answers `ready`
 * with its passages. A bigger one is kept `pending` (inline bytes in the row, an object by its
 * id), the background nudged in the same transaction (createKnowledgeIngester reads it); it
 * answers at once. Audited as `knowledge_document.created` either way. A provider collection's
 * requests are dispatched as its agent, keyed by the document's id (embedding.ts).
 */
export async function addDocument(
  services: EmbeddingServices,
  caller: UserCaller,
  collectionId: string,
  input: NewDocument,
  audit: AuditContext,
): Promise<{ document: KnowledgeDocument; chunks: number }> {
  const { db, config } = services;
  const collection = await getCollection(db, caller, collectionId);
  const source = await sourceOf(db, config, caller, input);
  const later = source.size > config.PROCTOR_KNOWLEDGE_ASYNC_BYTES;
  const documentId = newId('kdoc');
  const embedder = later ? null : collectionEmbedder(services, collection, { mode: 'live', key: documentId, audit });
  const read = embedder ? await readDocument(embedder, source.contentType, source.bytes ?? (await readObjectBytes(config, source.object!)), source.field) : null;
  return db.$transaction(
    async (tx) => {
      const stand = source.object ? fileName(source.object.key) : source.contentType.startsWith('text/') && source.contentType !== 'text/html' ? firstLine(source.bytes!.toString('utf8')) : 'Untitled';
      const document = await tx.knowledgeDocument.create({
        data: {
          id: documentId,
          collectionId: collection.id,
          orgId: caller.orgId,
          title: input.title ?? (read ? defaultTitle(read.title, source.object, read.text) : stand),
          autoTitle: input.title === undefined && !read,
          contentType: source.contentType,
          text: read?.text ?? '',
          chars: read?.text.length ?? 0,
          status: read ? 'ready' : 'pending',
          source: read || !source.bytes ? null : new Uint8Array(source.bytes),
          objectId: source.object?.id ?? null,
          createdBy: caller.userId,
        },
      });
      const chunks = read ? await writePassages(db, tx, embedder!.model, document, read) : 0;
      await appendAudit(tx, caller.orgId, audit, {
        action: 'knowledge_document.created',
        target: { type: 'knowledge_document', id: document.id },
        details: {
          collection_id: collection.id,
          title: document.title,
          content_type: document.contentType,
          ...(source.object ? { object_id: source.object.id } : {}),
          ...(read ? { chars: document.chars, chunks } : { bytes: source.size, status: 'pending' }),
        },
      });
      if (!read) await nudge(tx, 'knowledge');
      return { document, chunks };
    },
    { timeout: 60_000 },
  );
}

/** A claim lost: the lease passed and another instance took the document, or it was deleted. */
class ClaimLost extends Error {
  override name = 'ClaimLost';
}

/** The document as long as this claim (its attempt number: a fencing token) still holds it. */
const held = (document: KnowledgeDocument) => ({ id: document.id, status: 'processing' as const, attempts: document.attempts });

/**
 * Claims up to `limit` documents to read, oldest first: pending ones, and those `processing` whose
 * lease passed (their instance died). One conditional update, FOR UPDATE SKIP LOCKED, so that of
 * several instances one takes each; database time decides the lease.
 */
async function claimDocuments(db: PrismaClient, limit: number): Promise<string[]> {
  const rows = await sqlQuery<{ id: string }>(db, Prisma.sql`
    UPDATE knowledge_documents SET status = 'processing', lease_until = now() + make_interval(secs => ${INGEST_LEASE_SECONDS}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM knowledge_documents
      WHERE status = 'pending' OR (status = 'processing' AND lease_until < now())
      ORDER BY created_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  return rows.map((row) => row.id);
}

/** Ends a claimed document `failed`, saying why; nothing when the claim was lost meanwhile. */
async function failDocument(db: PrismaClient, document: KnowledgeDocument, error: string): Promise<void> {
  await db.knowledgeDocument.updateMany({ where: held(document), data: { status: 'failed', error: error.slice(0, 2000), source: null, leaseUntil: null } });
}

/**
 * Reads one claimed document: its bytes (kept in the row, or the stored object's, read again
 * through the store), then readDocument, renewing the lease after each embedding batch. Then, in
 * one transaction fenced by the claim, `ready` with its text, passages and vectors; or `failed`
 * with the reason a person can act on (not a readable PDF, no text, the object deleted meanwhile,
 * the embedder's failure, a provider collection's request blocked, waiting for approval or
 * failed). An error writing the result leaves it to be claimed again once its lease passes, up to
 * MAX_INGEST_ATTEMPTS claims. A provider collection's requests are keyed by the document's id and
 * batch, not the claim: a reading taken up again replays the batches already paid for.
 */
async function ingestDocument(services: EmbeddingServices, id: string): Promise<void> {
  const { db, config } = services;
  const document = await db.knowledgeDocument.findUnique({ where: { id }, include: { collection: true } });
  if (!document || document.status !== 'processing') return;
  if (document.attempts > MAX_INGEST_ATTEMPTS) {
    await failDocument(db, document, `Reading the document was interrupted ${MAX_INGEST_ATTEMPTS} times (its server instance stopped or crashed); add it again`);
    return;
  }
  const renew = async () => {
    const renewed = await db.$executeRaw`
      UPDATE knowledge_documents SET lease_until = now() + make_interval(secs => ${INGEST_LEASE_SECONDS})
      WHERE id = ${document.id} AND status = 'processing' AND attempts = ${document.attempts}`;
    if (renewed === 0) throw new ClaimLost();
  };
  let read: Read;
  let embedder: Embedder;
  try {
    // The person who added it, as a synchronous addition's requests are audited; the system once they are gone.
    const audit: AuditContext = document.createdBy ? { actor: { type: 'user', id: document.createdBy }, requestId: null } : SYSTEM_AUDIT;
    embedder = collectionEmbedder(services, document.collection, { mode: 'live', key: document.id, audit });
    const bytes = document.source ? Buffer.from(document.source) : await objectBytes(db, config, document);
    read = await readDocument(embedder, document.contentType as KnowledgeContentType, bytes, document.source ? 'content' : 'object_id', renew);
  } catch (error) {
    if (error instanceof ClaimLost) return;
    await failDocument(db, document, error instanceof DomainError ? error.message : `The embedder or the store failed: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const object = document.autoTitle && document.objectId ? await db.storageObject.findUnique({ where: { id: document.objectId } }) : null;
  await db.$transaction(
    async (tx) => {
      const done = await tx.knowledgeDocument.updateMany({
        where: held(document),
        data: {
          status: 'ready',
          text: read.text,
          chars: read.text.length,
          error: null,
          source: null,
          leaseUntil: null,
          ...(document.autoTitle ? { title: defaultTitle(read.title, object, read.text), autoTitle: false } : {}),
        },
      });
      if (done.count === 0) return;
      await writePassages(db, tx, embedder.model, document, read);
    },
    { timeout: 60_000 },
  );
}

/** The bytes of the stored object a pending document names: 409 when it was deleted meanwhile, 404 when it is gone. */
async function objectBytes(db: PrismaClient, config: Config, document: KnowledgeDocument): Promise<Buffer> {
  const object = await db.storageObject.findFirst({ where: { id: document.objectId!, orgId: document.orgId } });
  if (!object) throw notFound('Stored object');
  assertDownloadable(object);
  return readObjectBytes(config, object);
}

/** In how many milliseconds (database time) the lease of a document being read passes, or null when none is. */
async function nextLeaseMs(db: PrismaClient): Promise<number | null> {
  const [row] = await sqlQuery<{ ms: number | null }>(db, Prisma.sql`
    SELECT (extract(epoch FROM min(lease_until) - now()) * 1000)::float8 AS ms FROM knowledge_documents WHERE status = 'processing'`);
  return row?.ms ?? null;
}

/**
 * The background work's kind for knowledge documents (background.ts): each tick claims documents
 * for its free slots and reads them (ingestDocument); one that ends calls `freed`, so that the
 * runner ticks again for the documents that waited. Its next due time is the earliest lease to
 * pass, so that a document whose instance died is taken up then.
 */
export function createKnowledgeIngester(deps: EmbeddingServices, freed: () => void = () => {}) {
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  return {
    async tick(): Promise<{ started: number }> {
      const free = CONCURRENCY - inFlight.size;
      const ids = stopping || free <= 0 ? [] : await claimDocuments(deps.db, free);
      for (const id of ids) {
        const work: Promise<void> = ingestDocument(deps, id)
          .catch((error: unknown) => deps.logger.warn({ err: error, knowledge_document_id: id }, 'a knowledge document could not be saved; it is taken up again once its lease passes'))
          .finally(() => {
            inFlight.delete(work);
            if (!stopping) freed();
          });
        inFlight.add(work);
      }
      return { started: ids.length };
    },
    nextDueMs: () => (inFlight.size >= CONCURRENCY ? Promise.resolve(null) : nextLeaseMs(deps.db)),
    async stop(): Promise<void> {
      stopping = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}

import { sqlQuery } from '../../db/client.js';
import { Prisma, type Memory, type PrismaClient } from '../../generated/prisma/client.js';
import { agentOfPath } from './agent-of-path.js';
import { lockAgentForCount } from './agents.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { Caller } from '../auth/caller.js';
import type { Embedder } from '../embeddings/embedder.js';
import { DomainError, notFound, type ErrorDetail } from '../errors.js';
import { KeyedGate } from '../gate.js';
import { newId } from '../ids.js';
import { keysetSql, toPage, type Page, type PageRequest } from '../pagination.js';
import { deleteVector, nearest, putVector } from '../vectors/store.js';

export type { Memory };

/** The memories one agent may keep: a governed store, counted like its open requests (lockAgentForCount). */
export const MEMORIES_PER_AGENT = 10_000;
/** A memory's content, in characters: a paragraph or a page of notes, not a document (knowledge holds those). */
export const MAX_MEMORY_CHARS = 8_000;
/** The most a search answers: a model reads the top few. */
export const MAX_SEARCH_RESULTS = 50;
/** The most nodes the graph answers, the newest memories: a picture, not an export. */
export const GRAPH_NODES = 500;

/**
 * Memory writes in a transaction at once, per agent and per organization (in this server
 * instance), the rest waiting their turn without a database connection, a bounded number of
 * them; past that 429. One agent's writes take its row lock one after another anyway
 * (lockAgentForCount), so a second one in a transaction would only hold a pooled connection while
 * it waits; and one organization holds at most a fifth of the pool (db/client.ts,
 * DEFAULT_POOL_SIZE), so that a burst of writes never takes the pool from the others.
 */
export const MEMORY_WRITES = { perOrg: 4, waitingPerAgent: 32, waitingPerOrg: 64 } as const;
const agentWriters = new KeyedGate(1, MEMORY_WRITES.waitingPerAgent);
const orgWriters = new KeyedGate(MEMORY_WRITES.perOrg, MEMORY_WRITES.waitingPerOrg);
const tooManyWrites = (of: string) => () =>
  new DomainError('rate_limited', `Too many memory writes of this ${of} at once; retry in 1 s`, undefined, 1);

/** Runs a memory write's transaction under the agent's and the organization's gates. */
function gated<T>(caller: Caller, agentId: string, work: () => Promise<T>): Promise<T> {
  return agentWriters.run(agentId, () => orgWriters.run(caller.orgId, work, tooManyWrites('organization')), tooManyWrites('agent'));
}

/** A memory with its similarity to a search's query (search results only). */
export type ScoredMemory = Memory & { relevanceScore?: number };

export interface MemoryFields {
  content: string;
  kind?: string | undefined;
  tags?: string[] | undefined;
  links?: string[] | undefined;
}

/** Where a memory's vector is searched: one agent's memories. */
const scopeOf = (agentId: string) => `memories:${agentId}`;
const target = (id: string) => ({ type: 'memory', id });
const modeOf = (caller: Caller) => (caller.kind === 'agent' ? { mode: caller.mode } : {});

/** The links of a memory: each another memory of the same agent, once; else 400 naming each. */
async function checkLinks(tx: Prisma.TransactionClient, agentId: string, links: string[], self: string | null): Promise<void> {
  const problems: ErrorDetail[] = [];
  const found = new Set((await tx.memory.findMany({ where: { agentId, id: { in: links } }, select: { id: true } })).map((memory) => memory.id));
  links.forEach((link, index) => {
    if (link === self) problems.push({ path: `links.${index}`, message: 'a memory does not link to itself' });
    else if (links.indexOf(link) !== index) problems.push({ path: `links.${index}`, message: 'linked twice' });
    else if (!found.has(link)) problems.push({ path: `links.${index}`, message: `${link} is not a memory of this agent` });
  });
  if (problems.length > 0) throw new DomainError('invalid_request', `Invalid links: ${problems[0]!.path}: ${problems[0]!.message}`, problems);
}

/**
 * A new memory of the agent at `agentId`: its own with an agent key, or one it spawned (directly or
 * further down); people write any agent's. Embedded before the transaction (the model's work holds
 * no lock), which waits its turn at the gates (`gated`); in it, the agent's count checked under
 * its row lock, the memory, its vector and its audit entry written together.
 */
export async function createMemory(
  db: PrismaClient,
  embedder: Embedder,
  caller: Caller,
  agentId: string,
  fields: MemoryFields,
  audit: AuditContext,
  /** A write that must commit with the memory or not at all (a workflow step's outcome). */
  alongside?: (tx: Prisma.TransactionClient, memory: Memory) => Promise<unknown>,
): Promise<Memory> {
  await agentOfPath(db, caller, agentId, { descendants: true });
  const [vector] = await embedder.embed([fields.content]);
  return gated(caller, agentId, () => db.$transaction(async (tx) => {
    await lockAgentForCount(tx, caller.orgId, agentId);
    if ((await tx.memory.count({ where: { agentId } })) >= MEMORIES_PER_AGENT) {
      throw new DomainError('conflict', `The agent keeps ${MEMORIES_PER_AGENT} memories, the most it may: delete some first`);
    }
    const links = fields.links ?? [];
    await checkLinks(tx, agentId, links, null);
    const memory = await tx.memory.create({
      data: { id: newId('memo'), orgId: caller.orgId, agentId, content: fields.content, kind: fields.kind ?? 'note', tags: fields.tags ?? [], links },
    });
    await putVector(db, tx, { id: memory.id, orgId: caller.orgId, scope: scopeOf(agentId), model: embedder.model, vector: vector! });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'memory.created',
      target: target(memory.id),
      agentId,
      ...modeOf(caller),
      details: { kind: memory.kind, tags: memory.tags, links: links.length, chars: fields.content.length },
    });
    await alongside?.(tx, memory);
    return memory;
  }));
}

async function findMemory(db: PrismaClient | Prisma.TransactionClient, caller: Caller, agentId: string, id: string): Promise<Memory> {
  const memory = await db.memory.findFirst({ where: { id, agentId, orgId: caller.orgId } });
  if (!memory) throw notFound('Memory');
  return memory;
}

/** Changes a memory's fields; new content is embedded again (before the transaction). */
export async function updateMemory(
  db: PrismaClient,
  embedder: Embedder,
  caller: Caller,
  agentId: string,
  id: string,
  patch: Partial<MemoryFields>,
  audit: AuditContext,
): Promise<Memory> {
  await agentOfPath(db, caller, agentId, { descendants: true });
  await findMemory(db, caller, agentId, id);
  const vector = patch.content === undefined ? undefined : (await embedder.embed([patch.content]))[0];
  return db.$transaction(async (tx) => {
    if (patch.links !== undefined) await checkLinks(tx, agentId, patch.links, id);
    const changed = await tx.memory.updateMany({
      where: { id, agentId, orgId: caller.orgId },
      data: {
        ...(patch.content !== undefined ? { content: patch.content } : {}),
        ...(patch.kind !== undefined ? { kind: patch.kind } : {}),
        ...(patch.tags !== undefined ? { tags: patch.tags } : {}),
        ...(patch.links !== undefined ? { links: patch.links } : {}),
      },
    });
    if (changed.count === 0) throw notFound('Memory');
    if (vector) await putVector(db, tx, { id, orgId: caller.orgId, scope: scopeOf(agentId), model: embedder.model, vector });
    const fields = Object.keys(patch).filter((field) => patch[field as keyof MemoryFields] !== undefined);
    await appendAudit(tx, caller.orgId, audit, { action: 'memory.updated', target: target(id), agentId, ...modeOf(caller), details: { fields } });
    return findMemory(tx, caller, agentId, id);
  });
}

/** Deletes a memory, its vector, and the links other memories of the agent had to it. */
export async function deleteMemory(db: PrismaClient, caller: Caller, agentId: string, id: string, audit: AuditContext): Promise<void> {
  await agentOfPath(db, caller, agentId, { descendants: true });
  await db.$transaction(async (tx) => {
    const removed = await tx.memory.deleteMany({ where: { id, agentId, orgId: caller.orgId } });
    if (removed.count === 0) throw notFound('Memory');
    await deleteVector(tx, id);
    await tx.$executeRaw`UPDATE memories SET links = array_remove(links, ${id}), updated_at = now() WHERE agent_id = ${agentId} AND ${id} = ANY (links)`;
    await appendAudit(tx, caller.orgId, audit, { action: 'memory.deleted', target: target(id), agentId, ...modeOf(caller) });
  });
}

/** Each read memory's access_count grows by one, in one statement; the memories as they now are, in the order given. */
async function recordAccess(db: PrismaClient, ids: string[]): Promise<Map<string, Memory>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlQuery<Memory>(db, Prisma.sql`
    UPDATE memories SET access_count = access_count + 1, last_accessed_at = now() WHERE id IN (${Prisma.join(ids)})
    RETURNING id, org_id AS "orgId", agent_id AS "agentId", content, kind, tags, links, access_count AS "accessCount",
              last_accessed_at AS "lastAccessedAt", created_at AS "createdAt", updated_at AS "updatedAt"`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The agent's memories by id, newest first unless `order: 'asc'`; each read counted. */
export async function listMemories(db: PrismaClient, caller: Caller, agentId: string, page: PageRequest): Promise<Page<Memory>> {
  await agentOfPath(db, caller, agentId, { descendants: true });
  const keyset = keysetSql(Prisma.sql`id`, page);
  const rows = await sqlQuery<{ id: string }>(db, Prisma.sql`
    SELECT id FROM memories WHERE ${Prisma.join([Prisma.sql`agent_id = ${agentId}`, Prisma.sql`org_id = ${caller.orgId}`, ...keyset.after], ' AND ')}
    ORDER BY ${keyset.orderBy} LIMIT ${page.limit + 1}`);
  const result = toPage(rows, page);
  const read = await recordAccess(db, result.data.map((row) => row.id));
  return { ...result, data: result.data.flatMap((row) => read.get(row.id) ?? []) };
}

/**
 * The agent's memories nearest in meaning to `query`, best first, each with its relevance (the
 * cosine similarity of the two vectors, −1 to 1) and each read counted. Only vectors of the
 * server's embedder's model are compared: memories written under another model are not found
 * until written again.
 */
export async function searchMemories(db: PrismaClient, embedder: Embedder, caller: Caller, agentId: string, query: string, limit: number): Promise<ScoredMemory[]> {
  await agentOfPath(db, caller, agentId, { descendants: true });
  const [vector] = await embedder.embed([query]);
  const hits = await nearest(db, { orgId: caller.orgId, scopes: [scopeOf(agentId)], model: embedder.model, vector: vector!, k: limit });
  const read = await recordAccess(db, hits.map((hit) => hit.id));
  return hits.flatMap((hit) => {
    const memory = read.get(hit.id);
    return memory ? [{ ...memory, relevanceScore: hit.score }] : [];
  });
}

export interface MemoryGraph {
  nodes: Memory[];
  edges: { source: string; target: string }[];
  truncated: boolean;
}

/** The agent's newest GRAPH_NODES memories and the links among them (a link to one left out is left out too). Reads are not counted: a picture of the store. */
export async function memoryGraph(db: PrismaClient, caller: Caller, agentId: string): Promise<MemoryGraph> {
  await agentOfPath(db, caller, agentId, { descendants: true });
  const rows = await db.memory.findMany({ where: { agentId, orgId: caller.orgId }, orderBy: { id: 'desc' }, take: GRAPH_NODES + 1 });
  const nodes = rows.slice(0, GRAPH_NODES);
  const ids = new Set(nodes.map((memory) => memory.id));
  const edges = nodes.flatMap((memory) => memory.links.filter((link) => ids.has(link)).map((link) => ({ source: memory.id, target: link })));
  return { nodes, edges, truncated: rows.length > GRAPH_NODES };
}

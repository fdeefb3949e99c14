import { z } from 'zod';
import { KNOWLEDGE_QUERY_FIELDS, ZKnowledgeQueryResultSchema } from '../../domain/knowledge/hits.js';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CHUNKING, KNOWLEDGE_ACCESS, PROVIDER_REFUSALS, KNOWLEDGE_DOCUMENT_EXAMPLE, ZKnowledgeCollectionIdSchema } from './knowledge.types.js';

export const ZQueryKnowledgeRequestSchema = z.strictObject({ id: ZKnowledgeCollectionIdSchema, ...KNOWLEDGE_QUERY_FIELDS });
export const ZQueryKnowledgeResponseSchema = ZKnowledgeQueryResultSchema;

export const queryKnowledgeMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/knowledge/collections/{id}/query',
    tags: ['Knowledge'],
    summary: 'Search a collection by meaning',
    description: `The \`k\` passages of the collection nearest the query in meaning, best first, each with its cosine similarity, its document and its offsets in the document's extracted text. ${CHUNKING} Searched through pgvector's HNSW index where the database has pgvector, else by an exact scan. A provider collection's query is embedded by one embeddings.create request of its agent. ${PROVIDER_REFUSALS} ${KNOWLEDGE_ACCESS}`,
  },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['knowledge', 'collections'], method: 'query' },
  examples: {
    request: { query: 'how long do customers have to ask for a refund?', k: 1 },
    response: {
      data: [
        {
          chunk_id: 'kchk_01jh0xb9f1h3k5m7p9r1t3v5x7',
          document_id: KNOWLEDGE_DOCUMENT_EXAMPLE.id,
          document_title: KNOWLEDGE_DOCUMENT_EXAMPLE.title,
          text: 'Customers may ask for a refund within 30 days of purchase…',
          start_offset: 11,
          end_offset: 70,
          score: 0.71,
        },
      ],
    },
  },
};

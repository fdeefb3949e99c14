import { z } from 'zod';
import { ZIdSchema, ZLabelSchema } from '../bounded.js';
import { CHUNK_CHARS } from './chunks.js';
import { MAX_QUERY_RESULTS, type QueryHit } from './collections.js';

/** A passage found, as POST /api/v1/knowledge/collections/{id}/query answers it and knowledge.query's result holds it: one shape. */
const HIT = z.object({
  chunk_id: ZIdSchema,
  document_id: ZIdSchema,
  document_title: ZLabelSchema,
  text: z.string().max(CHUNK_CHARS).meta({ description: 'The passage' }),
  start_offset: z.number().int().min(0).meta({ description: "Where the passage starts in its document's extracted text" }),
  end_offset: z.number().int().min(0).meta({ description: 'Where it ends (exclusive)' }),
  score: z.number().meta({ description: 'Cosine similarity to the query, -1 to 1; higher is nearer' }),
});

/**
 * The API's component. The catalog's result (knowledge.query) holds HIT itself: an operation's
 * result is written out whole, and a component id inside it would leave a reference nothing resolves.
 */
// A new object of the same fields: \`HIT.meta(…)\` shares HIT's definition, and the document then
// wrote the component inline and left it unused.
export const ZKnowledgeHitSchema = z.object(HIT.shape).meta({ id: 'KnowledgeHit' });

export const toKnowledgeHitResponse = (hit: QueryHit) => ({
  chunk_id: hit.chunk.id,
  document_id: hit.document.id,
  document_title: hit.document.title,
  text: hit.chunk.text,
  start_offset: hit.chunk.startOffset,
  end_offset: hit.chunk.endOffset,
  score: hit.score,
});

/** What a query asks, as the person's route and knowledge.query take it. */
export const KNOWLEDGE_QUERY_FIELDS = {
  query: z.string().trim().min(1).max(2000).meta({ description: 'What to look for, in words: matched by meaning, not by keyword' }),
  k: z.number().int().min(1).max(MAX_QUERY_RESULTS).default(5).meta({ description: `How many passages, 1 to ${MAX_QUERY_RESULTS}; default 5` }),
};

/** What a query answers: to a person (a component of the API, not named KnowledgeQueryResult: that is knowledge.query's result in the dispatch schemas), and as knowledge.query's result (the catalog's, without ids). */
export const ZKnowledgeQueryResultSchema = z.object({ data: z.array(ZKnowledgeHitSchema).max(MAX_QUERY_RESULTS) }).meta({ id: 'KnowledgeSearchResult' });
export const ZKnowledgeQueryOperationResultSchema = z.object({ data: z.array(HIT).max(MAX_QUERY_RESULTS) });

import { z } from 'zod';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';
import { CHUNK_CHARS, CHUNK_OVERLAP } from '../../domain/knowledge/chunks.js';
import { isCreatorOrAdmin, type UserCaller } from '../../domain/auth/caller.js';
import type { KnowledgeCollection, ListedDocument } from '../../domain/knowledge/collections.js';
import { KnowledgeEmbeddingFailed, type EmbeddingServices } from '../../domain/knowledge/embedding.js';
import type { Context } from '../../trpc/context.js';
import { ApiError } from '../../trpc/errors.js';
import { CREATED_AT, USER_ID } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';

/** Who reaches knowledge, said once in every operation's description. */
export const KNOWLEDGE_ACCESS =
  "Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404).";

/** How documents are cut, said in the ingest and query descriptions. */
export const CHUNKING = `Documents are cut into passages of at most ${CHUNK_CHARS} characters at paragraph, sentence or word boundaries, each overlapping the previous by about ${CHUNK_OVERLAP}, and embedded by the collection's embedder: the server's local model (the one memories use), or, for a \`provider\` collection, embeddings.create dispatched as its agent (its binding, budgets and approval threshold apply; the organization's wallet pays).`;

/** What a provider collection's refused or failed embedding request answers, said in the ingest and query descriptions. */
export const PROVIDER_REFUSALS =
  "A provider collection's embeddings.create request that ends blocked (the agent has no binding for it: `policy_violation`; a budget or the wallet would be passed; the agent disabled) is 403; one that meets the binding's approval threshold is 409, its approval closed at once (`approval_expired`: nothing waits for a decision, so a later approval cannot charge for vectors never stored); one that failed at the provider 502; each names the service request and its reason code in `details`, and nothing is stored.";

/** The knowledge routes' view of the server: what a collection's embedder is made from (domain/knowledge/embedding.ts). */
export const embeddingServices = (ctx: Pick<Context, 'db' | 'config' | 'logger' | 'embedder'>): EmbeddingServices => ({
  db: ctx.db.prisma,
  config: ctx.config,
  logger: ctx.logger,
  embedder: ctx.embedder,
});

/** `work`, with a provider collection's failed embedding request as a 502 (the provider's failure, as POST /api/v1/tts answers one). */
export async function embeddingFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof KnowledgeEmbeddingFailed) throw new ApiError('service_unavailable', error.message, { status: 502 });
    throw error;
  }
}

export const ZKnowledgeCollectionIdSchema = ZIdSchema.min(1).meta({ description: 'Knowledge collection id (kcol_…)' });

export const ZKnowledgeCollectionSchema = z
  .object({
    id: ZIdSchema,
    name: ZLabelSchema,
    description: z.string().max(2000).nullable(),
    workspace_id: ZIdSchema,
    created_by: ZLabelSchema.nullable().meta({ description: 'The user id of its creator' }),
    created_at: ZTimestampSchema,
    embedder: z.enum(['local', 'provider']).meta({
      description: "local: the server's local model embeds its passages and queries, free; provider: embeddings.create, dispatched as `agent_id`, priced and governed",
    }),
    agent_id: ZIdSchema.nullable().meta({ description: "A provider collection's agent, whose binding of embeddings.create, budgets and approval threshold govern its embeddings; null for a local one" }),
    embedding_model: ZLabelSchema.nullable().meta({ description: "A provider collection's model, kept for good (vectors of different models are never compared); null for a local one" }),
    can_delete: z.boolean().meta({
      description:
        'Whether you may delete it: its creator, admins and owners. Granting it to agents is for admins and owners (the session\'s `capabilities.grant_knowledge`); any member adds documents and searches it',
    }),
  })
  .meta({ id: 'KnowledgeCollection' });

export const ZKnowledgeDocumentSchema = z
  .object({
    id: ZIdSchema,
    collection_id: ZIdSchema,
    title: ZLabelSchema,
    content_type: ZLabelSchema.meta({ description: 'The media type it was sent as' }),
    chars: z.number().int().min(0).meta({ description: 'The length of its extracted text, which chunk offsets index' }),
    chunks: z.number().int().min(0).meta({ description: 'How many passages it was cut into' }),
    status: z.enum(['pending', 'processing', 'ready', 'failed']).meta({ description: 'ready: searchable; failed: see error' }),
    error: z.string().max(2000).nullable(),
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'KnowledgeDocument' });

export type KnowledgeCollectionResponse = z.infer<typeof ZKnowledgeCollectionSchema>;
export type KnowledgeDocumentResponse = z.infer<typeof ZKnowledgeDocumentSchema>;

export const toKnowledgeCollectionResponse = (collection: KnowledgeCollection, viewer: UserCaller): KnowledgeCollectionResponse => ({
  id: collection.id,
  name: collection.name,
  description: collection.description,
  workspace_id: collection.workspaceId,
  created_by: collection.createdBy,
  created_at: collection.createdAt.toISOString(),
  embedder: collection.embedder,
  agent_id: collection.agentId,
  embedding_model: collection.embeddingModel,
  can_delete: isCreatorOrAdmin(viewer, collection),
});

export const toKnowledgeDocumentResponse = (document: ListedDocument, chunks: number): KnowledgeDocumentResponse => ({
  id: document.id,
  collection_id: document.collectionId,
  title: document.title,
  content_type: document.contentType,
  chars: document.chars,
  chunks,
  status: document.status,
  error: document.error,
  created_at: document.createdAt.toISOString(),
});

export const KNOWLEDGE_COLLECTION_EXAMPLE: KnowledgeCollectionResponse = {
  id: 'kcol_01jh0xb7d9f1h3k5m7p9r1t3v5',
  name: 'Support handbook',
  description: 'How we answer customers',
  workspace_id: 'wsp_01jh0x9z8y7x6w5v4t3s2r1q0p',
  created_by: USER_ID,
  created_at: CREATED_AT,
  embedder: 'local',
  agent_id: null,
  embedding_model: null,
  can_delete: true,
};

export const KNOWLEDGE_DOCUMENT_EXAMPLE: KnowledgeDocumentResponse = {
  id: 'kdoc_01jh0xb8e0g2j4m6p8s0u2w4y6',
  collection_id: KNOWLEDGE_COLLECTION_EXAMPLE.id,
  title: 'Refunds',
  content_type: 'text/markdown',
  chars: 1840,
  chunks: 3,
  status: 'ready',
  error: null,
  created_at: CREATED_AT,
};

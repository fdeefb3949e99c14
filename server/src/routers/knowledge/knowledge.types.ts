import { z } from 'zod';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';
import { CHUNK_CHARS, CHUNK_OVERLAP } from '../../domain/knowledge/chunks.js';
import { isCreatorOrAdmin, type UserCaller } from '../../domain/auth/caller.js';
import type { KnowledgeCollection, ListedDocument } from '../../domain/knowledge/collections.js';
import { CREATED_AT, USER_ID } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';

/** Who reaches knowledge, said once in every operation's description. */
export const KNOWLEDGE_ACCESS =
  "Browser session only, as the spec says (a personal token is 403); the collections are those of the workspace you act in (another workspace's or organization's is 404).";

/** How documents are cut, said in the ingest and query descriptions. */
export const CHUNKING = `Documents are cut into passages of at most ${CHUNK_CHARS} characters at paragraph, sentence or word boundaries, each overlapping the previous by about ${CHUNK_OVERLAP}, and embedded by the server's embedder (the one memories use).`;

export const ZKnowledgeCollectionIdSchema = ZIdSchema.min(1).meta({ description: 'Knowledge collection id (kcol_…)' });

export const ZKnowledgeCollectionSchema = z
  .object({
    id: ZIdSchema,
    name: ZLabelSchema,
    description: z.string().max(2000).nullable(),
    workspace_id: ZIdSchema,
    created_by: ZLabelSchema.nullable().meta({ description: 'The user id of its creator' }),
    created_at: ZTimestampSchema,
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

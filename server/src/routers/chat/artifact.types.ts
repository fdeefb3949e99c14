import { z } from 'zod';
import { ARTIFACT_CONTENT_TYPES, ARTIFACT_MAX_BYTES } from '../../domain/chat/artifacts.js';
import { ZIdSchema } from '../../domain/bounded.js';
import { MEMBERS } from '../../trpc/access.js';
import type { FileMeta } from '../../trpc/file.js';
import type { ProcedureMeta } from '../../trpc/init.js';

export const ZGetChatArtifactRequestSchema = z.strictObject({ id: ZIdSchema.min(1).meta({ description: 'Chat artifact id (cart_…), from a tool_done event' }) });

export const artifactFile: FileMeta = { contentTypes: ARTIFACT_CONTENT_TYPES, maxBytes: ARTIFACT_MAX_BYTES };

export const getChatArtifactMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/chat/artifacts/{id}',
    tags: ['Chat'],
    summary: 'Download a file a chat turn produced',
    description:
      'The artifact\'s bytes with its content type and `Content-Disposition: attachment` under its name: a tool result too large to hand the model whole (`application/json`, the `tool_done` event\'s artifact_id), kept whole. ' +
      `At most ${ARTIFACT_MAX_BYTES / 1024 / 1024} MiB. Only the person whose session made it downloads it; anyone else, in the organization or not, gets 404.`,
  },
  auth: MEMBERS,
  file: artifactFile,
  examples: { response: '{"status":"executed","reason_code":null,"detail":null,"cost_cents":0,"service_request_id":"sr_…","result":{"row_count":800,…}}' },
  sdk: { resource: ['chat', 'artifacts'], method: 'download' },
};

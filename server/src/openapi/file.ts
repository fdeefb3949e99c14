import type { FileMeta } from '../trpc/file.js';

/**
 * The documented form of a file procedure (`meta.file`, trpc/file.ts): its 200 response is each
 * content type it may answer, a `string` of `format: binary` (OpenAPI 3.1 also reads
 * `contentMediaType`; generators of both versions read `format`), with Content-Disposition. Both
 * SDKs read this, with `x-sdk.file`, to give the method bytes rather than parsed JSON.
 */
export function fileResponseContent(file: FileMeta) {
  return Object.fromEntries(file.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary', contentMediaType: type, maxLength: file.maxBytes } }]));
}

export const FILE_RESPONSE_HEADERS = {
  'Content-Disposition': {
    description: '`attachment` with the file name, when the file has one',
    schema: { type: 'string', maxLength: 1024 },
  },
} as const;

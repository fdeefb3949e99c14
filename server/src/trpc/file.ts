import { z } from 'zod';
import { LABEL_MAX_LENGTH } from '../domain/bounded.js';

/**
 * A procedure that answers a file (`meta.file`): served by the REST bridge as the file's bytes
 * with its own Content-Type (http/file-response.ts), documented as that content type with
 * `format: binary` (openapi/file.ts), and bytes in both SDKs. Its resolver returns a `FileAnswer`;
 * the bridge checks its content type against `contentTypes`, as tRPC checks a JSON response
 * against `.output()`. See "A file endpoint" in routers/README.md.
 */
export interface FileMeta {
  /** The content types the procedure may answer, e.g. `['audio/wav']`; the first is the document's. */
  contentTypes: readonly [string, ...string[]];
  /** The largest file it answers, in bytes: the document's bound (the OWASP lint asks every string for one). */
  maxBytes: number;
}

/** What a file procedure's resolver returns: the bytes, their content type and, for a download, a file name. */
export interface FileAnswer {
  /** One of the procedure's `meta.file.contentTypes`. */
  contentType: string;
  body: Uint8Array;
  /** Sent as `Content-Disposition: attachment`: a browser saves the file under this name. */
  filename?: string | undefined;
}

/** The `.output()` of a file procedure: a `FileAnswer` (its content type checked by the bridge). */
export function fileOutput(file: FileMeta) {
  return z
    .custom<FileAnswer>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as FileAnswer).contentType === 'string' &&
        (value as FileAnswer).body instanceof Uint8Array &&
        (value as FileAnswer).body.byteLength <= file.maxBytes &&
        ((value as FileAnswer).filename === undefined || (typeof (value as FileAnswer).filename === 'string' && (value as FileAnswer).filename!.length <= LABEL_MAX_LENGTH)),
      { error: `a file procedure must return { contentType, body: Uint8Array of at most ${file.maxBytes} bytes, filename? }` },
    )
    // Replaced in the document by the file's content type (openapi/file.ts).
    .meta({ description: 'A file' });
}

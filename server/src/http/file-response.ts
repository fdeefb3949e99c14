import type { Response } from 'express';
import { contentDisposition } from '../domain/content-disposition.js';
import type { FileAnswer, FileMeta } from '../trpc/file.js';

/**
 * Writes a file procedure's answer (`meta.file`, trpc/file.ts), its checks already passed (any
 * error before here left as the JSON envelope): the bytes with their Content-Type and
 * Content-Length, `Content-Disposition: attachment` when it names a file, and `no-store`, since a
 * file answered to a credential is that caller's alone.
 */
export function writeFile(res: Response, answer: FileAnswer, file: FileMeta, status: number): void {
  if (!file.contentTypes.includes(answer.contentType)) {
    // As a JSON answer that fails its .output() schema: a bug of the procedure, answered 500.
    throw new Error(`the file procedure answered ${answer.contentType}, which its meta.file does not declare (${file.contentTypes.join(', ')})`);
  }
  res.status(status);
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('Content-Length', String(answer.body.byteLength));
  res.setHeader('Cache-Control', 'no-store');
  if (answer.filename !== undefined) res.setHeader('Content-Disposition', contentDisposition(answer.filename));
  res.end(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
}

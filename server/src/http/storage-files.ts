import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import { DomainError, notFound } from '../domain/errors.js';
import { receiveObject, readObject, removeObjectFile, UploadMismatch } from '../domain/storage/local-files.js';
import { assertDownloadable, markUploaded, objectState } from '../domain/storage/objects.js';
import { FILES_PATH, urlRefusal, type SignedMethod } from '../domain/storage/signed-urls.js';
import type { AppDeps } from '../trpc/context.js';
import { ApiError } from '../trpc/errors.js';
import { contentDisposition } from '../domain/content-disposition.js';

/** Refuses a request whose URL this server did not sign for this method and object, or signed and expired: 403. */
function assertSigned(deps: AppDeps, req: Request, method: SignedMethod): string {
  const id = String(req.params.id);
  const refusal = urlRefusal(deps.config, method, id, req.query.expires, req.query.signature);
  if (refusal) throw new ApiError('forbidden', refusal);
  return id;
}

/**
 * Stored objects' bytes (domain/storage/), reached only through the URLs the API signs (POST
 * /v1/storage/objects, GET /api/v1/storage/objects/{id}/download): no cookie or token is read here,
 * the signature is the credential. PUT receives an upload, streamed to disk, never buffered whole;
 * GET streams a download. Errors leave in the one envelope (errors.ts).
 */
export function storageFilesRouter(deps: AppDeps): Router {
  const files = Router();
  const { db, config } = deps;

  files.put(`${FILES_PATH}/:id`, async (req, res) => {
    const id = assertSigned(deps, req, 'PUT');
    const object = await db.prisma.storageObject.findUnique({ where: { id } });
    if (!object) throw notFound('Stored object');
    const state = objectState(object);
    if (state !== 'pending') throw new DomainError('conflict', state === 'available' ? 'The object was uploaded already; its bytes never change' : 'The object is deleted');
    const size = Number(object.size);
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > size) {
      throw new ApiError('invalid_request', `Content-Length ${declared} is over the object's declared size of ${size}`, { status: 413 });
    }
    let sha256: string;
    try {
      sha256 = await receiveObject(config, id, req, size, object.sha256);
    } catch (error) {
      if (error instanceof UploadMismatch) throw new ApiError('invalid_request', `${error.message}; the object stays pending`, { status: error.tooLarge ? 413 : 400 });
      throw error;
    }
    if (!(await markUploaded(db.prisma, id, sha256))) {
      await removeObjectFile(config, id);
      throw new DomainError('conflict', 'The object was deleted while its bytes arrived');
    }
    res.set('ETag', `"${sha256}"`).status(204).end();
  });

  files.get(`${FILES_PATH}/:id`, async (req, res) => {
    const id = assertSigned(deps, req, 'GET');
    const object = await db.prisma.storageObject.findUnique({ where: { id } });
    if (!object) throw notFound('Stored object');
    assertDownloadable(object);
    const stream = readObject(config, id);
    // setHeader, not Express's set, which would add a charset to the declared content type.
    const headers: Record<string, string> = {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      // Bytes anyone uploaded, served from the API's origin: a download, never a page that runs.
      'Content-Disposition': contentDisposition(path.posix.basename(object.key) || object.id),
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      ETag: `"${object.sha256}"`,
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    await pipeline(stream, res);
  });
  return files;
}

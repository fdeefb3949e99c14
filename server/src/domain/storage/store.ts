import type { Readable } from 'node:stream';
import type { StorageObject } from '../../generated/prisma/client.js';
import type { SignedUrl } from './signed-urls.js';

/**
 * Where stored objects' bytes live, and the URLs their holders reach them by: files under the data
 * directory behind URLs this server signs (the default), or an S3-compatible bucket and its own
 * presigned URLs (S3_BUCKET).
 */
export interface ObjectStore {
  /** Refuses (501) before anything is written when no URL can be signed. */
  assertReady(): void;
  uploadUrl(object: StorageObject, publicUrl: (path: string) => string): Promise<SignedUrl>;
  downloadUrl(object: StorageObject, publicUrl: (path: string) => string): Promise<SignedUrl>;
  /**
   * For a store the upload does not pass through (S3): whether a pending object's bytes arrived
   * as declared, answering their SHA-256, or null. The local store marks an object as its PUT ends.
   */
  settle?(object: StorageObject): Promise<string | null>;
  /**
   * Writes a pending object's bytes held in memory (an agent's storage.put_object, at most a few
   * hundred KiB), checked against its declared size and SHA-256 as an upload is; answers their SHA-256.
   */
  write(object: StorageObject, bytes: Buffer): Promise<string>;
  /** A stream of an available object's bytes, read by this server (a knowledge document's source). */
  read(object: StorageObject): Promise<Readable>;
  remove(id: string): Promise<void>;
}

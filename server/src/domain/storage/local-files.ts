import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { link, mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.js';
import { DomainError } from '../errors.js';
import { idPattern } from '../ids.js';

/** A stored object's id: `obj_` and a ULID. The only name its bytes ever have on disk. */
export const OBJECT_ID = idPattern('obj');

/**
 * The file of an object's bytes: its id under PROCTOR_DATA_DIR/storage/objects. A key never
 * becomes a path, and an id is checked against its pattern here, so no name can leave the folder.
 */
function objectFile(config: Config, id: string): string {
  if (!OBJECT_ID.test(id)) throw new Error(`not an object id: ${id}`);
  return path.join(config.dataDir, 'storage', 'objects', id);
}

/** Bytes that arrived not as the object was declared: more or fewer than its size, or another hash. */
export class UploadMismatch extends Error {
  override name = 'UploadMismatch';
  constructor(
    message: string,
    /** More bytes than declared: refused as they arrived, 413. */
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/**
 * Receives an object's bytes from `body`: streamed to a temporary file while counted and hashed,
 * never held whole in memory; refused as soon as they pass `size`, or at the end when they fall
 * short or their SHA-256 is not `sha256` (when declared). Then moved to the object's file, unless
 * one is there already (409: an upload already completed, of which there is one). Answers the
 * hex SHA-256 of the bytes.
 */
export async function receiveObject(config: Config, id: string, body: Readable, size: number, sha256: string | null): Promise<string> {
  const final = objectFile(config, id);
  const temp = path.join(config.dataDir, 'storage', 'incoming', `${id}.${randomBytes(8).toString('hex')}`);
  await mkdir(path.dirname(temp), { recursive: true, mode: 0o700 });
  await mkdir(path.dirname(final), { recursive: true, mode: 0o700 });
  const hash = createHash('sha256');
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > size) {
        done(new UploadMismatch(`More bytes arrived than the object's declared size of ${size}`, true));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
    if (received !== size) throw new UploadMismatch(`${received} bytes arrived; the object was declared with size ${size}`);
    const digest = hash.digest('hex');
    if (sha256 !== null && digest !== sha256) throw new UploadMismatch(`The bytes' SHA-256 is ${digest}; the object was declared with ${sha256}`);
    try {
      // link, not rename: it never replaces a file there already, so of two uploads one completes.
      await link(temp, final);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new DomainError('conflict', 'The object was uploaded already; its bytes never change');
      throw error;
    }
    return digest;
  } finally {
    await removeFile(temp);
  }
}

/** A stream of an object's bytes. */
export function readObject(config: Config, id: string): ReadStream {
  return createReadStream(objectFile(config, id));
}

/** Removes an object's bytes; none there is no error (a purge run twice, an object never uploaded). */
export async function removeObjectFile(config: Config, id: string): Promise<void> {
  await removeFile(objectFile(config, id));
}

async function removeFile(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

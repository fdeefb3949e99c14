import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreatedStorageObject } from '../../src/routers/storage/create.types.js';
import type { TestApp } from './app.js';
import { call, type CallResult } from './identity.js';

/** Settings of a test app whose stored objects' bytes go to a folder of its own. */
export function storageEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PROCTOR_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'proctor-storage-')), ...extra };
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** POST /v1/storage/objects as `cookie`'s person. */
export function createObject(app: TestApp, cookie: string, body: Record<string, unknown>): Promise<CallResult<CreatedStorageObject>> {
  return call<CreatedStorageObject>(app, 'POST', '/api/v1/storage/objects', { as: { cookie }, body });
}

/** A stored object with `bytes` uploaded through its signed URL: available. */
export async function storedObject(app: TestApp, cookie: string, bytes: Buffer, key = 'notes/a.txt', contentType = 'text/plain'): Promise<CreatedStorageObject> {
  const made = await createObject(app, cookie, { key, content_type: contentType, size: bytes.length, sha256: sha256Of(bytes) });
  if (made.status !== 201) throw new Error(`create failed: ${made.raw}`);
  const put = await fetch(made.body.upload_url, { method: 'PUT', body: bytes });
  if (put.status !== 204) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  return made.body;
}

/** The download's signed URL: the Location of GET /v1/storage/objects/{id}/download. */
export async function downloadUrl(app: TestApp, cookie: string, id: string): Promise<string> {
  const answer = await app.request(`/api/v1/storage/objects/${id}/download`, { headers: { cookie }, redirect: 'manual' });
  if (answer.status !== 302) throw new Error(`download failed: ${answer.status} ${await answer.text()}`);
  return answer.headers.get('location')!;
}

import { describe, expect, it } from 'vitest';
import type { StorageObjectResponse } from '../../../src/routers/storage/storage-object.types.js';
import { useTestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';
import { createObject, sha256Of, storageEnv, storedObject } from '../../support/storage.js';

const app = useTestApp({ env: storageEnv({ PROCTOR_STORAGE_QUOTA_BYTES: '100', PROCTOR_STORAGE_QUOTA_OBJECTS: '3' }) });

const state = async (cookie: string, id: string) =>
  (await call<StorageObjectResponse>(app, 'GET', `/api/v1/storage/objects/${id}`, { as: { cookie } })).body.status;

/** A body sent in chunks without Content-Length, so that the server learns its size only as it arrives. */
function chunked(total: number, chunk = 16): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
}

describe('storage objects: what is refused', () => {
  it('refuses a malformed creation (400 naming the field) and writes nothing', async () => {
    const owner = await signup(app);
    for (const [body, field] of [
      [{ key: '', content_type: 'text/plain', size: 1 }, 'key'],
      [{ key: 'a', content_type: 'not a type', size: 1 }, 'content_type'],
      [{ key: 'a', content_type: 'text/plain', size: -1 }, 'size'],
      [{ key: 'a', content_type: 'text/plain', size: 1, sha256: 'ABC' }, 'sha256'],
      [{ key: 'a', content_type: 'text/plain', size: 1, extra: true }, ''],
    ] as const) {
      const made = await createObject(app, owner.cookie, body);
      expect(made.status, made.raw).toBe(400);
      expect(made.body as unknown).toMatchObject({ error: { code: 'invalid_request' } });
      if (field) expect(made.raw).toContain(field);
    }
    expect(await app.db.prisma.storageObject.count({ where: { orgId: owner.session.organization.id } })).toBe(0);
  });

  it('keeps the object pending when fewer bytes, another hash or more bytes arrive (413 as they arrive); the URL can be tried again', async () => {
    const owner = await signup(app);
    const bytes = Buffer.from('exactly twenty bytes');
    const made = await createObject(app, owner.cookie, { key: 'a', content_type: 'text/plain', size: 20, sha256: sha256Of(bytes) });
    const url = made.body.upload_url;
    const short = await fetch(url, { method: 'PUT', body: 'too short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { code: 'invalid_request', message: expect.stringContaining('9 bytes arrived; the object was declared with size 20') } });
    const other = await fetch(url, { method: 'PUT', body: 'exactly twenty bytez' });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { message: string } }).error.message).toContain('SHA-256');
    const declaredTooLong = await fetch(url, { method: 'PUT', body: 'x'.repeat(21) });
    expect(declaredTooLong.status).toBe(413);
    const streamedTooLong = await fetch(url, { method: 'PUT', body: chunked(64), duplex: 'half' } as RequestInit);
    expect(streamedTooLong.status).toBe(413);
    expect(((await streamedTooLong.json()) as { error: { message: string } }).error.message).toContain('declared size of 20');
    expect(await state(owner.cookie, made.body.object.id)).toBe('pending');
    const good = await fetch(url, { method: 'PUT', body: bytes });
    expect(good.status).toBe(204);
    expect(await state(owner.cookie, made.body.object.id)).toBe('available');
    // Once available its bytes never change.
    const again = await fetch(url, { method: 'PUT', body: bytes });
    expect(again.status).toBe(409);
  });

  it('refuses to download an object not uploaded or deleted (409), and to delete twice or restore a live one (409)', async () => {
    const owner = await signup(app);
    const pending = await createObject(app, owner.cookie, { key: 'p', content_type: 'text/plain', size: 1 });
    const download = await call(app, 'GET', `/api/v1/storage/objects/${pending.body.object.id}/download`, { as: { cookie: owner.cookie } });
    expect(download.status).toBe(409);
    expect(download.raw).toContain('upload_url');
    const restore = await call(app, 'POST', `/api/v1/storage/objects/${pending.body.object.id}/restore`, { as: { cookie: owner.cookie } });
    expect(restore.status).toBe(409);
    expect(restore.raw).toContain('not deleted');
    await call(app, 'DELETE', `/api/v1/storage/objects/${pending.body.object.id}`, { as: { cookie: owner.cookie } });
    const twice = await call(app, 'DELETE', `/api/v1/storage/objects/${pending.body.object.id}`, { as: { cookie: owner.cookie } });
    expect(twice.status).toBe(409);
    const deletedDownload = await call(app, 'GET', `/api/v1/storage/objects/${pending.body.object.id}/download`, { as: { cookie: owner.cookie } });
    expect(deletedDownload.status).toBe(409);
    expect(deletedDownload.raw).toContain('restore it');
    // A deleted object's upload URL no longer takes bytes.
    const put = await fetch(pending.body.upload_url, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(409);
  });

  it('answers 404 for an unknown object, and 400 for a cursor of another list', async () => {
    const owner = await signup(app);
    const unknown = await call(app, 'GET', '/api/v1/storage/objects/obj_01jh0xv4b6d8f0h2k4m6p8r0t2', { as: { cookie: owner.cookie } });
    expect(unknown.status).toBe(404);
    const cursor = await call(app, 'GET', '/api/v1/storage/objects?cursor=trg_01jh0xv4b6d8f0h2k4m6p8r0t2', { as: { cookie: owner.cookie } });
    expect(cursor.status).toBe(400);
  });

  it('holds the quotas per workspace: 413 past the bytes, 409 past the objects, with the numbers; deleted objects free their place', async () => {
    const owner = await signup(app);
    const big = await createObject(app, owner.cookie, { key: 'big', content_type: 'text/plain', size: 101 });
    expect(big.status).toBe(413);
    expect(big.body as unknown).toMatchObject({ error: { code: 'quota_exceeded', message: expect.stringContaining('0 bytes of its quota of 100') } });
    const { object } = await storedObject(app, owner.cookie, Buffer.alloc(60, 1));
    const over = await createObject(app, owner.cookie, { key: 'b', content_type: 'text/plain', size: 41 });
    expect(over.status).toBe(413);
    expect(over.raw).toContain('take 60 bytes of its quota of 100');
    await createObject(app, owner.cookie, { key: 'c', content_type: 'text/plain', size: 1 });
    await createObject(app, owner.cookie, { key: 'd', content_type: 'text/plain', size: 1 });
    const fourth = await createObject(app, owner.cookie, { key: 'e', content_type: 'text/plain', size: 1 });
    expect(fourth.status).toBe(409);
    expect(fourth.raw).toContain('holds 3 stored objects of its quota of 3');
    // Another organization's workspace has its own quota.
    const other = await signup(app);
    expect((await createObject(app, other.cookie, { key: 'x', content_type: 'text/plain', size: 100 })).status).toBe(201);
    // Deleting frees the place; restoring counts it again, and is refused when it no longer fits.
    await call(app, 'DELETE', `/api/v1/storage/objects/${object.id}`, { as: { cookie: owner.cookie } });
    expect((await createObject(app, owner.cookie, { key: 'f', content_type: 'text/plain', size: 98 })).status).toBe(201);
    const restore = await call(app, 'POST', `/api/v1/storage/objects/${object.id}/restore`, { as: { cookie: owner.cookie } });
    expect(restore.status, restore.raw).toBe(409);
  });

  it('counts concurrent creations one after another: never past the quota', async () => {
    const owner = await signup(app);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => createObject(app, owner.cookie, { key: `k${i}`, content_type: 'text/plain', size: 30 })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(await app.db.prisma.storageObject.count({ where: { orgId: owner.session.organization.id } })).toBe(3);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StorageObjectResponse } from '../../../src/routers/storage/storage-object.types.js';
import { useTestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';
import { createObject, downloadUrl, sha256Of, storageEnv, storedObject } from '../../support/storage.js';

const app = useTestApp({ env: storageEnv() });

interface Page {
  data: StorageObjectResponse[];
  next_cursor: string | null;
}

describe('storage objects: create, upload, read, download, delete, restore', () => {
  it('creates a pending object with a signed upload URL; the PUT makes it available with its hash; audited', async () => {
    const owner = await signup(app);
    const bytes = Buffer.from('hello, storage\n');
    const made = await createObject(app, owner.cookie, { key: ' reports/q1.txt ', content_type: 'text/plain', size: bytes.length });
    expect(made.status, made.raw).toBe(201);
    const { object, upload_url, upload_expires_at } = made.body;
    expect(object).toMatchObject({ key: 'reports/q1.txt', content_type: 'text/plain', size: bytes.length, sha256: null, status: 'pending', uploaded_at: null, deleted_at: null, created_by: owner.session.user.id });
    expect(object.id).toMatch(/^obj_/);
    expect(upload_url.startsWith(`${app.baseUrl}/storage/files/${object.id}?expires=`)).toBe(true);
    const lifetime = new Date(upload_expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(890_000);
    expect(lifetime).toBeLessThanOrEqual(900_000);

    const put = await fetch(upload_url, { method: 'PUT', body: bytes });
    expect(put.status, await put.text()).toBe(204);
    expect(put.headers.get('etag')).toBe(`"${sha256Of(bytes)}"`);

    const read = await call<StorageObjectResponse>(app, 'GET', `/api/v1/storage/objects/${object.id}`, { as: { cookie: owner.cookie } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: 'available', sha256: sha256Of(bytes), size: bytes.length });
    expect(read.body.uploaded_at).not.toBeNull();
    // The file on disk is named by the id, never the key.
    const file = path.join(app.config.dataDir, 'storage', 'objects', object.id);
    expect(readFileSync(file)).toEqual(bytes);
    expect(readdirSync(path.join(app.config.dataDir, 'storage', 'incoming'))).toEqual([]);
    const audit = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: object.id, action: 'storage_object.created' } });
    expect(audit.details).toMatchObject({ key: 'reports/q1.txt', size: bytes.length });
  });

  it('downloads by a 302 to a signed URL that streams the bytes as an attachment with the content type', async () => {
    const owner = await signup(app);
    const bytes = Buffer.from('{"a":1}');
    const object = (await storedObject(app, owner.cookie, bytes, 'data/export.json', 'application/json')).object;
    const location = await downloadUrl(app, owner.cookie, object.id);
    expect(location.startsWith(`${app.baseUrl}/storage/files/${object.id}?expires=`)).toBe(true);
    const answer = await fetch(location);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('content-length')).toBe(String(bytes.length));
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="export.json"; filename*=UTF-8''export.json`);
    expect(answer.headers.get('content-security-policy')).toContain('sandbox');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // Followed, as curl -L does: the bytes.
    const followed = await app.request(`/api/v1/storage/objects/${object.id}/download`, { headers: { cookie: owner.cookie } });
    expect(await followed.text()).toBe('{"a":1}');
  });

  it('lists the workspace\'s objects by prefix (literally), a page at a time, and not another organization\'s', async () => {
    const owner = await signup(app);
    const other = await signup(app);
    for (const key of ['logs/1', 'logs/2', 'logs/3', 'img/a', 'log_x']) await createObject(app, owner.cookie, { key, content_type: 'text/plain', size: 1 });
    await createObject(app, other.cookie, { key: 'logs/9', content_type: 'text/plain', size: 1 });
    const first = await call<Page>(app, 'GET', '/api/v1/storage/objects?prefix=logs/&limit=2', { as: { cookie: owner.cookie } });
    expect(first.status, first.raw).toBe(200);
    expect(first.body.data.map((object) => object.key)).toEqual(['logs/1', 'logs/2']);
    const second = await call<Page>(app, 'GET', `/api/v1/storage/objects?prefix=logs/&limit=2&cursor=${first.body.next_cursor}`, { as: { cookie: owner.cookie } });
    expect(second.body.data.map((object) => object.key)).toEqual(['logs/3']);
    expect(second.body.next_cursor).toBeNull();
    // `_` and `%` are not wildcards.
    const literal = await call<Page>(app, 'GET', '/api/v1/storage/objects?prefix=log_', { as: { cookie: owner.cookie } });
    expect(literal.body.data.map((object) => object.key)).toEqual(['log_x']);
    const all = await call<Page>(app, 'GET', '/api/v1/storage/objects?order=desc', { as: { cookie: owner.cookie } });
    expect(all.body.data.map((object) => object.key)).toEqual(['log_x', 'img/a', 'logs/3', 'logs/2', 'logs/1']);
  });

  it('deletes softly (the list of deleted ones shows it, with its 7 days) and restores it; both audited', async () => {
    const owner = await signup(app);
    const bytes = Buffer.from('keep me');
    const { object } = await storedObject(app, owner.cookie, bytes);
    const removed = await call(app, 'DELETE', `/api/v1/storage/objects/${object.id}`, { as: { cookie: owner.cookie } });
    expect(removed.status, removed.raw).toBe(204);
    const live = await call<Page>(app, 'GET', '/api/v1/storage/objects', { as: { cookie: owner.cookie } });
    expect(live.body.data).toEqual([]);
    const deleted = await call<Page>(app, 'GET', '/api/v1/storage/objects?deleted=true', { as: { cookie: owner.cookie } });
    expect(deleted.body.data.map((row) => row.id)).toEqual([object.id]);
    const row = deleted.body.data[0]!;
    expect(row.status).toBe('deleted');
    expect(new Date(row.restorable_until!).getTime() - new Date(row.deleted_at!).getTime()).toBe(7 * 24 * 3600 * 1000);
    // The bytes stay until the purge.
    expect(existsSync(path.join(app.config.dataDir, 'storage', 'objects', object.id))).toBe(true);

    const restored = await call<StorageObjectResponse>(app, 'POST', `/api/v1/storage/objects/${object.id}/restore`, { as: { cookie: owner.cookie } });
    expect(restored.status, restored.raw).toBe(200);
    expect(restored.body).toMatchObject({ id: object.id, status: 'available', deleted_at: null, restorable_until: null });
    expect(await (await fetch(await downloadUrl(app, owner.cookie, object.id))).text()).toBe('keep me');
    const actions = (await app.db.prisma.auditEntry.findMany({ where: { targetId: object.id }, orderBy: { id: 'asc' } })).map((entry) => entry.action);
    expect(actions).toEqual(['storage_object.created', 'storage_object.deleted', 'storage_object.restored']);
  });
});

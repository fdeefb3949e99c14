import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBackgroundWork } from '../../../src/background.js';
import { createLogger } from '../../../src/logger.js';
import { purgeStorage } from '../../../src/domain/storage/purge.js';
import type { StorageObjectResponse } from '../../../src/routers/storage/storage-object.types.js';
import { useTestApp } from '../../support/app.js';
import { hashingEmbedder } from '../../support/hashing-embedder.js';
import { call, signup } from '../../support/identity.js';
import { createObject, storageEnv, storedObject } from '../../support/storage.js';

const app = useTestApp({ env: storageEnv() });

const DAY = 24 * 3600 * 1000;
const fileOf = (id: string) => path.join(app.config.dataDir, 'storage', 'objects', id);

/** Moves an object's deletion back in time, as the clock would. */
const deletedAgo = (id: string, ms: number) => app.db.prisma.storageObject.update({ where: { id }, data: { deletedAt: new Date(Date.now() - ms) } });

describe('storage objects: the 7 days of restore and the purge', () => {
  it('restores an object deleted 6 days and 23 hours ago, which the purge leaves alone', async () => {
    const owner = await signup(app);
    const { object } = await storedObject(app, owner.cookie, Buffer.from('six days'));
    await call(app, 'DELETE', `/api/v1/storage/objects/${object.id}`, { as: { cookie: owner.cookie } });
    await deletedAgo(object.id, 7 * DAY - 3600 * 1000);
    await purgeStorage(app.db.prisma, app.config);
    expect(existsSync(fileOf(object.id))).toBe(true);
    const restored = await call<StorageObjectResponse>(app, 'POST', `/api/v1/storage/objects/${object.id}/restore`, { as: { cookie: owner.cookie } });
    expect(restored.status, restored.raw).toBe(200);
    expect(restored.body.status).toBe('available');
  });

  it('answers 410 past 7 days, before the purge and after it; the purge removes the bytes once and is audited', async () => {
    const owner = await signup(app);
    const { object } = await storedObject(app, owner.cookie, Buffer.from('gone soon'));
    await call(app, 'DELETE', `/api/v1/storage/objects/${object.id}`, { as: { cookie: owner.cookie } });
    await deletedAgo(object.id, 7 * DAY + 60_000);
    const early = await call(app, 'POST', `/api/v1/storage/objects/${object.id}/restore`, { as: { cookie: owner.cookie } });
    expect(early.status, early.raw).toBe(410);
    expect(early.body).toMatchObject({ error: { code: 'gone' } });

    // Two instances' ticks at once: one purges it.
    const ticks = await Promise.all([purgeStorage(app.db.prisma, app.config), purgeStorage(app.db.prisma, app.config), purgeStorage(app.db.prisma, app.config)]);
    expect(ticks.reduce((sum, tick) => sum + tick.purged, 0)).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOf(object.id))).toBe(false);
    const purges = await app.db.prisma.auditEntry.findMany({ where: { targetId: object.id, action: 'storage_object.purged' } });
    expect(purges).toHaveLength(1);
    expect(purges[0]!.actorType).toBe('system');

    const late = await call(app, 'POST', `/api/v1/storage/objects/${object.id}/restore`, { as: { cookie: owner.cookie } });
    expect(late.status).toBe(410);
    const read = await call<StorageObjectResponse>(app, 'GET', `/api/v1/storage/objects/${object.id}`, { as: { cookie: owner.cookie } });
    expect(read.body.status).toBe('purged');
    expect((await call(app, 'GET', `/api/v1/storage/objects/${object.id}/download`, { as: { cookie: owner.cookie } })).status).toBe(410);
    expect((await call(app, 'DELETE', `/api/v1/storage/objects/${object.id}`, { as: { cookie: owner.cookie } })).status).toBe(410);
    // Purged objects are not listed as restorable.
    const deleted = await call<{ data: unknown[] }>(app, 'GET', '/api/v1/storage/objects?deleted=true', { as: { cookie: owner.cookie } });
    expect(deleted.body.data).toEqual([]);
  });

  it('sweeps a pending object whose upload URL expired long ago, and keeps a fresh one', async () => {
    const owner = await signup(app);
    const stale = await createObject(app, owner.cookie, { key: 'stale', content_type: 'text/plain', size: 3 });
    const fresh = await createObject(app, owner.cookie, { key: 'fresh', content_type: 'text/plain', size: 3 });
    await app.db.prisma.storageObject.update({
      where: { id: stale.body.object.id },
      data: { createdAt: new Date(Date.now() - 2 * app.config.PROCTOR_STORAGE_URL_SECONDS * 1000 - 1000) },
    });
    const tick = await purgeStorage(app.db.prisma, app.config);
    expect(tick.expired).toBeGreaterThanOrEqual(1);
    expect(await app.db.prisma.storageObject.findUnique({ where: { id: stale.body.object.id } })).toBeNull();
    expect(await app.db.prisma.storageObject.findUnique({ where: { id: fresh.body.object.id } })).not.toBeNull();
    expect(await app.db.prisma.auditEntry.count({ where: { targetId: stale.body.object.id, action: 'storage_object.expired' } })).toBe(1);
  });

  it("is the server's background work: the storage task purges on its own", async () => {
    const owner = await signup(app);
    const { object } = await storedObject(app, owner.cookie, Buffer.from('background'));
    await call(app, 'DELETE', `/api/v1/storage/objects/${object.id}`, { as: { cookie: owner.cookie } });
    await deletedAgo(object.id, 8 * DAY);
    const stop = startBackgroundWork(app.db, app.config, createLogger('silent'), { storageMs: 20, embedder: hashingEmbedder() });
    try {
      await expect.poll(async () => (await app.db.prisma.storageObject.findUniqueOrThrow({ where: { id: object.id } })).purgedAt, { timeout: 5000 }).not.toBeNull();
    } finally {
      await stop();
    }
    expect(existsSync(fileOf(object.id))).toBe(false);
  });
});

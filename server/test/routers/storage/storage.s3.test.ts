import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { purgeStorage } from '../../../src/domain/storage/purge.js';
import type { StorageObjectResponse } from '../../../src/routers/storage/storage-object.types.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { runBackgroundWork } from '../../support/background.js';
import { agentWithBindings, dispatchAs } from '../../support/dispatch.js';
import { call, signup } from '../../support/identity.js';
import { createBucket, startMoto, type MotoServer } from '../../support/s3.js';
import { createObject, downloadUrl, sha256Of, storageEnv } from '../../support/storage.js';

const BUCKET = 'proctor-test-objects';
let moto: MotoServer;
let app: TestApp;

beforeAll(async () => {
  moto = await startMoto();
  await createBucket(moto, BUCKET);
  app = await startTestApp({ env: storageEnv(moto.env(BUCKET)) });
}, 240_000);

afterAll(async () => {
  await app?.close();
  await moto?.stop();
});

const read = (cookie: string, id: string) => call<StorageObjectResponse>(app, 'GET', `/api/v1/storage/objects/${id}`, { as: { cookie } });
const exists = async (id: string) =>
  moto.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `objects/${id}` })).then(
    () => true,
    () => false,
  );

describe('storage objects in an S3-compatible store (moto in server mode)', () => {
  it("uploads to the store's presigned URL, settles on the next read with the hash computed, and downloads by the store's URL", async () => {
    const owner = await signup(app);
    const bytes = Buffer.from('bytes kept in S3\n');
    const made = await createObject(app, owner.cookie, { key: 'docs/s3.txt', content_type: 'text/plain', size: bytes.length });
    expect(made.status, made.raw).toBe(201);
    const upload = new URL(made.body.upload_url);
    expect(`${upload.origin}`).toBe(moto.endpoint);
    expect(upload.pathname).toBe(`/${BUCKET}/objects/${made.body.object.id}`);
    expect(upload.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(upload.searchParams.get('X-Amz-Expires')).toBe(String(app.config.PROCTOR_STORAGE_URL_SECONDS));
    expect(made.body.upload_url).not.toContain('docs/s3.txt');

    const put = await fetch(made.body.upload_url, { method: 'PUT', body: bytes, headers: { 'content-type': 'text/plain' } });
    expect(put.status, await put.text()).toBe(200);
    const stored = await moto.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `objects/${made.body.object.id}` }));
    expect(await stored.Body!.transformToString()).toBe(bytes.toString());

    const settled = await read(owner.cookie, made.body.object.id);
    expect(settled.body).toMatchObject({ status: 'available', sha256: sha256Of(bytes), size: bytes.length });
    const location = await downloadUrl(app, owner.cookie, made.body.object.id);
    expect(location.startsWith(`${moto.endpoint}/${BUCKET}/objects/${made.body.object.id}?`)).toBe(true);
    const answer = await fetch(location);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(bytes.toString());
    expect(answer.headers.get('content-disposition')).toContain('filename="s3.txt"');
  });

  it('keeps an object pending when the bytes in the store are not the declared ones, and removes them', async () => {
    const owner = await signup(app);
    const declared = Buffer.from('the declared bytes');
    const made = await createObject(app, owner.cookie, { key: 'x', content_type: 'text/plain', size: declared.length, sha256: sha256Of(declared) });
    // moto checks neither the signature nor the signed length: other bytes of the same length arrive.
    await fetch(made.body.upload_url, { method: 'PUT', body: Buffer.from('the declared bytez'), headers: { 'content-type': 'text/plain' } });
    expect((await read(owner.cookie, made.body.object.id)).body.status).toBe('pending');
    expect(await exists(made.body.object.id)).toBe(false);
    expect((await call(app, 'GET', `/api/v1/storage/objects/${made.body.object.id}/download`, { as: { cookie: owner.cookie } })).status).toBe(409);
    // The same URL, with the right bytes.
    await fetch(made.body.upload_url, { method: 'PUT', body: declared, headers: { 'content-type': 'text/plain' } });
    expect((await read(owner.cookie, made.body.object.id)).body.status).toBe('available');
  });

  it('purges the bytes from the store 7 days after deletion, and the sweep keeps bytes that arrived unread', async () => {
    const owner = await signup(app);
    const bytes = Buffer.from('to purge');
    const made = await createObject(app, owner.cookie, { key: 'p', content_type: 'text/plain', size: bytes.length });
    await fetch(made.body.upload_url, { method: 'PUT', body: bytes, headers: { 'content-type': 'text/plain' } });
    await read(owner.cookie, made.body.object.id);
    await call(app, 'DELETE', `/api/v1/storage/objects/${made.body.object.id}`, { as: { cookie: owner.cookie } });
    await app.db.prisma.storageObject.update({ where: { id: made.body.object.id }, data: { deletedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) } });

    const unread = await createObject(app, owner.cookie, { key: 'u', content_type: 'text/plain', size: bytes.length });
    await fetch(unread.body.upload_url, { method: 'PUT', body: bytes, headers: { 'content-type': 'text/plain' } });
    const old = new Date(Date.now() - 2 * app.config.PROCTOR_STORAGE_URL_SECONDS * 1000 - 1000);
    await app.db.prisma.storageObject.update({ where: { id: unread.body.object.id }, data: { createdAt: old } });

    expect(await exists(made.body.object.id)).toBe(true);
    await purgeStorage(app.db.prisma, app.config);
    expect(await exists(made.body.object.id)).toBe(false);
    expect((await read(owner.cookie, made.body.object.id)).body.status).toBe('purged');
    expect((await read(owner.cookie, unread.body.object.id)).body).toMatchObject({ status: 'available', sha256: sha256Of(bytes) });
  });

  it('settles an object in the background once its bytes arrive: the list shows it available without a read, with its hash', async () => {
    // Two instances' background work, each with its 60 s storage poll: the create nudges them, and they look every second while the upload may arrive.
    const stops = [runBackgroundWork(app.db, app.config), runBackgroundWork(app.db, app.config)];
    try {
      const owner = await signup(app);
      const bytes = Buffer.from('settled without a read');
      const made = await createObject(app, owner.cookie, { key: 'bg/settled.txt', content_type: 'text/plain', size: bytes.length });
      const list = async () =>
        (await call<{ data: StorageObjectResponse[] }>(app, 'GET', '/api/v1/storage/objects?prefix=bg/', { as: { cookie: owner.cookie } })).body.data;
      expect((await list()).map((object) => object.status)).toEqual(['pending']);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await list()).map((object) => object.status)).toEqual(['pending']);

      const put = await fetch(made.body.upload_url, { method: 'PUT', body: bytes, headers: { 'content-type': 'text/plain' } });
      expect(put.status).toBe(200);
      await vi.waitFor(async () => expect((await list())[0]).toMatchObject({ status: 'available', sha256: sha256Of(bytes) }), { timeout: 5_000, interval: 100 });
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  });

  it("storage.put_object writes an agent's object to the bucket, available at once, and storage.get_object reads it back", async () => {
    const fixture = await agentWithBindings(app, { 'storage.put_object': {}, 'storage.get_object': {} });
    const stored = await dispatchAs(app, fixture.testKey, { operation: 'storage.put_object', payload: { key: 'agent/s3.txt', content_type: 'text/plain', text: 'from an agent' } });
    expect(stored.body, stored.raw).toMatchObject({ status: 'executed', result: { size: 13, sha256: sha256Of(Buffer.from('from an agent')) } });
    const objectId = (stored.body.result as { object_id: string }).object_id;
    expect(await exists(objectId)).toBe(true);
    expect((await read(fixture.owner.cookie, objectId)).body).toMatchObject({ status: 'available' });
    const got = await dispatchAs(app, fixture.testKey, { operation: 'storage.get_object', payload: { object_id: objectId, as: 'text' } });
    expect(got.body).toMatchObject({ status: 'executed', result: { text: 'from an agent' } });
  });
});

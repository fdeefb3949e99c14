/**
 * Storage downloads through the SDK against the real server's local storage backend
 * (global-setup.ts): `downloadUrl` answers the signed URL the 302 names, not followed, and
 * `download` fetches it with no credential and hands over the body as a stream (x-sdk.redirect).
 */
import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { Proctor } from '../../src/index.js';

const live = inject('live');
const session = { headers: { cookie: live.cookie, origin: live.baseURL } };

/** Every request the client sends, with the headers it sent. */
function recording() {
  const sent: { url: string; headers: Headers }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    sent.push({ url: String(input), headers: new Headers(init?.headers) });
    return fetch(input, init);
  };
  return { sent, client: new Proctor({ baseURL: live.baseURL, agentKey: null, token: null, fetch: fetchImpl, logLevel: 'off' }) };
}

async function stored(client: Proctor, bytes: Uint8Array<ArrayBuffer>, key: string) {
  const created = await client.storage.objects.create({ key, content_type: 'text/plain', size: bytes.length }, session);
  const put = await fetch(created.upload_url, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: bytes });
  expect(put.status).toBe(204);
  return created.object.id;
}

describe('storage downloads (x-sdk.redirect)', () => {
  it('downloadUrl answers the signed URL; download streams the bytes from it with no credential', async () => {
    const { sent, client } = recording();
    // More than one chunk of the stream: 2 MB.
    const bytes = new Uint8Array(2 * 1024 * 1024).map((_, i) => i % 251);
    const id = await stored(client, bytes, `sdk/${crypto.randomUUID()}/blob.txt`);

    const url = await client.storage.objects.downloadUrl(id, session);
    expect(url).toMatch(new RegExp(`^${live.baseURL}/storage/files/${id}\\?`));
    // Not followed: one request, to the API.
    expect(sent.at(-1)!.url).toBe(`${live.baseURL}/api/v1/storage/objects/${id}/download`);
    const before = sent.length;

    const response = await client.storage.objects.download(id, session);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('content-disposition')).toContain('blob.txt');
    expect(response.bodyUsed).toBe(false);
    const hash = createHash('sha256');
    let chunks = 0;
    let size = 0;
    for await (const chunk of response.body! as unknown as AsyncIterable<Uint8Array>) {
      hash.update(chunk);
      chunks += 1;
      size += chunk.length;
    }
    expect(size).toBe(bytes.length);
    expect(chunks).toBeGreaterThan(1);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    // The API call carried the cookie; the signed URL went out with neither the cookie nor a bearer.
    const [api, signed] = sent.slice(before);
    expect(api!.headers.get('cookie')).toBe(live.cookie);
    expect(signed!.url).toMatch(new RegExp(`^${live.baseURL}/storage/files/${id}\\?`));
    expect(signed!.headers.get('cookie')).toBeNull();
    expect(signed!.headers.get('authorization')).toBeNull();
  });

  it("an object without bytes is the API's 409 before any redirect; a deleted one too; no session is missing_credential", async () => {
    const { sent, client } = recording();
    const pending = await client.storage.objects.create({ key: `sdk/${crypto.randomUUID()}/never.txt`, content_type: 'text/plain', size: 3 }, session);
    await expect(client.storage.objects.downloadUrl(pending.object.id, session)).rejects.toMatchObject({ kind: 'conflict', status: 409, code: 'conflict' });
    const before = sent.length;
    await expect(client.storage.objects.download(pending.object.id, session)).rejects.toMatchObject({ kind: 'conflict', status: 409 });
    expect(sent.length - before).toBe(1);

    const id = await stored(client, new TextEncoder().encode('bye'), `sdk/${crypto.randomUUID()}/gone.txt`);
    await client.storage.objects.delete(id, session);
    await expect(client.storage.objects.download(id, session)).rejects.toMatchObject({ kind: 'conflict', status: 409 });
    await expect(client.storage.objects.downloadUrl(id)).rejects.toMatchObject({ code: 'missing_credential', attempts: 0 });
  });
});

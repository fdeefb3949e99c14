import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signObjectUrl } from '../../../src/domain/storage/signed-urls.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import { createObject, downloadUrl, storageEnv, storedObject } from '../../support/storage.js';

const app = useTestApp({ env: storageEnv() });

const refused = async (answer: Response) => {
  expect(answer.status).toBe(403);
  const body = (await answer.json()) as { error: { code: string; message: string; request_id: string } };
  expect(body.error.code).toBe('forbidden');
  expect(body.error.request_id).toBeTruthy();
  return body.error.message;
};

describe('storage objects: who and what gets through', () => {
  it('takes a browser session only: a personal token is 403; another organization\'s object is 404; a member may use it', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const listed = await call(app, 'GET', '/api/v1/storage/objects', { as: { bearer: token } });
    expect(listed.status).toBe(403);
    expect(listed.raw).toContain('browser session');
    const made = await call(app, 'POST', '/api/v1/storage/objects', { as: { bearer: token }, body: { key: 'a', content_type: 'text/plain', size: 1 } });
    expect(made.status).toBe(403);
    const { object } = await storedObject(app, owner.cookie, Buffer.from('mine'));
    const stranger = await signup(app);
    for (const [method, suffix] of [['GET', ''], ['GET', '/download'], ['DELETE', ''], ['POST', '/restore']] as const) {
      const answer = await call(app, method, `/api/v1/storage/objects/${object.id}${suffix}`, { as: { cookie: stranger.cookie } });
      expect(answer.status, `${method} ${suffix}`).toBe(404);
    }
    const member = await addMember(app, owner.session.organization.id, 'member');
    expect((await call(app, 'GET', `/api/v1/storage/objects/${object.id}`, { as: { cookie: member.cookie } })).status).toBe(200);
  });

  it('refuses a tampered, re-targeted, other-method or expired URL with 403 in the error envelope; the URL shows no key', async () => {
    const owner = await signup(app);
    const { object } = await storedObject(app, owner.cookie, Buffer.from('secret bytes'));
    const other = (await storedObject(app, owner.cookie, Buffer.from('other bytes'))).object;
    const url = new URL(await downloadUrl(app, owner.cookie, object.id));
    expect((await fetch(url)).status).toBe(200);

    const tampered = new URL(url);
    const signature = tampered.searchParams.get('signature')!;
    tampered.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    expect(await refused(await fetch(tampered))).toContain('signature does not match');

    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    await refused(await fetch(later));

    const retargeted = new URL(url.toString().replace(object.id, other.id));
    await refused(await fetch(retargeted));

    // A download URL does not upload.
    await refused(await fetch(url, { method: 'PUT', body: 'x' }));

    const bare = new URL(url);
    bare.search = '';
    expect(await refused(await fetch(bare))).toContain('expires and signature are required');

    const expired = signObjectUrl(app.config, (p) => `${app.baseUrl}${p}`, 'GET', object.id, Date.now() - app.config.PROCTOR_STORAGE_URL_SECONDS * 1000 - 1000);
    expect(await refused(await fetch(expired.url))).toContain('expired');

    // Neither the encryption key nor anything but an HMAC under a key derived from it travels.
    const key = (await import('../../../src/domain/connected-apps/token-box.js')).tokenBoxOf(app.config)!.key;
    for (const encoding of ['hex', 'base64', 'base64url'] as const) expect(url.toString()).not.toContain(key.toString(encoding));
  });

  it('never makes a key a path: a key with ../ is only a name, the file is the id', async () => {
    const owner = await signup(app);
    const { object } = await storedObject(app, owner.cookie, Buffer.from('x'), '../../../../etc/passwd');
    expect(readdirSync(path.join(app.config.dataDir, 'storage', 'objects'))).toContain(object.id);
    const answer = await fetch(await downloadUrl(app, owner.cookie, object.id));
    expect(answer.headers.get('content-disposition')).toContain('filename="passwd"');
    // An id that is not one never reaches the disk: the signature fails first, and ids are checked by their pattern.
    const traversal = await fetch(`${app.baseUrl}/storage/files/..%2F..%2Fencryption.key?expires=9999999999&signature=AAAA`);
    expect(traversal.status).toBe(403);
  });

  it('serves a stored HTML page as an inert attachment, never as a page of the origin', async () => {
    const owner = await signup(app);
    const { object } = await storedObject(app, owner.cookie, Buffer.from('<script>alert(1)</script>'), 'x.html', 'text/html');
    const answer = await fetch(await downloadUrl(app, owner.cookie, object.id));
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(answer.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });

  it('checks Origin on cookie changes as every cookie route does', async () => {
    const owner = await signup(app);
    const answer = await app.request('/api/v1/storage/objects', {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ key: 'a', content_type: 'text/plain', size: 1 }),
    });
    expect(answer.status).toBe(403);
    expect(await createObject(app, owner.cookie, { key: 'a', content_type: 'text/plain', size: 1 }).then((made) => made.status)).toBe(201);
  });
});

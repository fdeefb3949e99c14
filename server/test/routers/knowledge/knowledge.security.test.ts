import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import type { KnowledgeCollectionResponse } from '../../../src/routers/knowledge/knowledge.types.js';
import { addDocument, newCollection, query } from './fixtures.js';

const app = useTestApp();

describe('knowledge: who and what gets through', () => {
  it("takes a browser session only: a personal token is 403; another organization's collection is 404", async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const collection = await newCollection(app, { cookie: owner.cookie });
    await addDocument(app, { cookie: owner.cookie }, collection.id, { content_type: 'text/plain', content: 'The vault code is kept by the finance team.' });
    const routes = [
      ['GET', '/api/v1/knowledge/collections', undefined],
      ['POST', '/api/v1/knowledge/collections', { name: 'x' }],
      ['GET', `/api/v1/knowledge/collections/${collection.id}`, undefined],
      ['DELETE', `/api/v1/knowledge/collections/${collection.id}`, undefined],
      ['GET', `/api/v1/knowledge/collections/${collection.id}/documents`, undefined],
      ['POST', `/api/v1/knowledge/collections/${collection.id}/documents`, { content_type: 'text/plain', content: 'x' }],
      ['POST', `/api/v1/knowledge/collections/${collection.id}/query`, { query: 'vault code' }],
    ] as const;
    for (const [method, path, body] of routes) {
      const answer = await call(app, method, path, { as: { bearer: token }, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.raw).toContain('browser session');
    }
    const stranger = await signup(app);
    for (const [method, path, body] of routes.slice(2)) {
      expect((await call(app, method, path, { as: { cookie: stranger.cookie }, body })).status, `${method} ${path}`).toBe(404);
    }
    const strangers = await call<{ data: unknown[] }>(app, 'GET', '/api/v1/knowledge/collections', { as: { cookie: stranger.cookie } });
    expect(strangers.body.data).toEqual([]);
    // A stranger's own collection never answers with another organization's passages.
    const theirs = await newCollection(app, { cookie: stranger.cookie });
    expect(await query(app, { cookie: stranger.cookie }, theirs.id, 'vault code')).toEqual([]);
  });

  it('lets a member read, query and add, but only the creator, admins and owners delete', async () => {
    const owner = await signup(app);
    const collection = await newCollection(app, { cookie: owner.cookie });
    const member = await addMember(app, owner.session.organization.id, 'member');
    const as = { cookie: member.cookie };
    expect((await call(app, 'GET', `/api/v1/knowledge/collections/${collection.id}`, { as })).status).toBe(200);
    // can_delete answers the rule the delete below enforces, for each viewer.
    const canDelete = async (cookie: string, id: string) =>
      (await call<KnowledgeCollectionResponse>(app, 'GET', `/api/v1/knowledge/collections/${id}`, { as: { cookie } })).body.can_delete;
    expect(collection.can_delete).toBe(true);
    expect(await canDelete(owner.cookie, collection.id)).toBe(true);
    expect(await canDelete(member.cookie, collection.id)).toBe(false);
    const listed = await call<{ data: KnowledgeCollectionResponse[] }>(app, 'GET', '/api/v1/knowledge/collections', { as });
    expect(listed.body.data.find((row) => row.id === collection.id)?.can_delete).toBe(false);
    await addDocument(app, as, collection.id, { content_type: 'text/markdown', content: '# Parking\n\nVisitors park on level two.' });
    expect((await query(app, as, collection.id, 'where do visitors park'))[0]!.text).toContain('level two');
    const refused = await call(app, 'DELETE', `/api/v1/knowledge/collections/${collection.id}`, { as });
    expect(refused.status).toBe(403);
    expect(refused.raw).toContain('creator, admins and owners');
    expect((await call(app, 'GET', `/api/v1/knowledge/collections/${collection.id}`, { as })).status).toBe(200);
    const own = await newCollection(app, as, 'Mine');
    expect(own.can_delete).toBe(true);
    expect((await call(app, 'DELETE', `/api/v1/knowledge/collections/${own.id}`, { as })).status).toBe(204);
    const admin = await addMember(app, owner.session.organization.id, 'admin');
    expect(await canDelete(admin.cookie, collection.id)).toBe(true);
    // Granting to agents is the session's capability, not the collection's: admins and owners.
    expect([member.session.capabilities.grant_knowledge, admin.session.capabilities.grant_knowledge]).toEqual([false, true]);
    expect([member.session.capabilities.grant_devices, admin.session.capabilities.grant_devices]).toEqual([false, true]);
    expect((await call(app, 'DELETE', `/api/v1/knowledge/collections/${collection.id}`, { as: { cookie: admin.cookie } })).status).toBe(204);
  });

  it('checks Origin on cookie changes as every cookie route does', async () => {
    const owner = await signup(app);
    const answer = await app.request('/api/v1/knowledge/collections', {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(answer.status).toBe(403);
  });
});

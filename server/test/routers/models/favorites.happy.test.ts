import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';

type Favorite = { model_id: string; created_at: string };
type Favorites = { data: Favorite[] };

const app = useTestApp();
const path = (modelId: string) => `/api/v1/models/favorites/${encodeURIComponent(modelId)}`;

describe('/api/v1/models/favorites', () => {
  it('adds a favorite, keeps one however often it is added (200 each time, as it first was), lists and removes it', async () => {
    const owner = await signup(app);
    const as = { bearer: await mintToken(app, owner) };
    const added = await call<Favorite>(app, 'POST', '/api/v1/models/favorites', { as, body: { model_id: 'openai/gpt-4o-mini' } });
    expect(added.status, added.raw).toBe(200);
    expect(added.body).toEqual({ model_id: 'openai/gpt-4o-mini', created_at: expect.any(String) });
    const again = await call<Favorite>(app, 'POST', '/api/v1/models/favorites', { as: { cookie: owner.cookie }, body: { model_id: 'openai/gpt-4o-mini' } });
    expect(again.status, again.raw).toBe(200);
    expect(again.body).toEqual(added.body);
    for (const model_id of ['llama3.2', 'meta-llama/llama-3.1-8b-instruct:free']) {
      expect((await call(app, 'POST', '/api/v1/models/favorites', { as, body: { model_id } })).status).toBe(200);
    }

    const listed = await call<Favorites>(app, 'GET', '/api/v1/models/favorites', { as });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((favorite) => favorite.model_id)).toEqual(['openai/gpt-4o-mini', 'llama3.2', 'meta-llama/llama-3.1-8b-instruct:free']);
    expect(listed.body.data[0]).toEqual(added.body);

    // The "/" of the id travels as %2F: the id is one path segment.
    const removed = await call(app, 'DELETE', path('meta-llama/llama-3.1-8b-instruct:free'), { as: { cookie: owner.cookie } });
    expect(removed.status, removed.raw).toBe(204);
    expect((await call(app, 'DELETE', path('llama3.2'), { as })).status).toBe(204);
    expect((await call<Favorites>(app, 'GET', '/api/v1/models/favorites', { as: { cookie: owner.cookie } })).body.data.map((favorite) => favorite.model_id)).toEqual([
      'openai/gpt-4o-mini',
    ]);
  });

  it('keeps each person\'s own: another member of the organization has theirs', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    await call(app, 'POST', '/api/v1/models/favorites', { as: { cookie: owner.cookie }, body: { model_id: 'openai/gpt-4o-mini' } });
    expect((await call<Favorites>(app, 'GET', '/api/v1/models/favorites', { as: { cookie: member.cookie } })).body).toEqual({ data: [] });
    const theirs = await call<Favorite>(app, 'POST', '/api/v1/models/favorites', { as: { cookie: member.cookie }, body: { model_id: 'openai/gpt-4o-mini' } });
    expect(theirs.status).toBe(200);
    expect((await call(app, 'DELETE', path('openai/gpt-4o-mini'), { as: { cookie: member.cookie } })).status).toBe(204);
    expect((await call<Favorites>(app, 'GET', '/api/v1/models/favorites', { as: { cookie: owner.cookie } })).body.data.map((favorite) => favorite.model_id)).toEqual([
      'openai/gpt-4o-mini',
    ]);
  });

  it('goes with the membership: a person who leaves the organization leaves their favorites', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    await call(app, 'POST', '/api/v1/models/favorites', { as: { cookie: member.cookie }, body: { model_id: 'openai/gpt-4o-mini' } });
    const where = { orgId: owner.session.organization.id, userId: member.session.user.id };
    expect(await app.db.prisma.modelFavorite.count({ where })).toBe(1);
    await app.db.prisma.membership.delete({ where: { orgId_userId: where } });
    expect(await app.db.prisma.modelFavorite.count({ where })).toBe(0);
  });
});

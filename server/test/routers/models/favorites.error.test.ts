import { describe, expect, it } from 'vitest';
import { FAVORITES_LIMIT } from '../../../src/domain/models/favorites.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, signup, type TestUser } from '../../support/identity.js';

type Favorites = { data: { model_id: string }[] };

const app = useTestApp();

const add = (owner: TestUser, model_id: unknown) => call<ErrorEnvelope>(app, 'POST', '/api/v1/models/favorites', { as: { cookie: owner.cookie }, body: { model_id } });
const favoritesOf = async (owner: TestUser) => (await call<Favorites>(app, 'GET', '/api/v1/models/favorites', { as: { cookie: owner.cookie } })).body.data.map((favorite) => favorite.model_id);

/** `count` favorites of the owner's, written straight to the table. */
async function fill(owner: TestUser, count: number): Promise<void> {
  const { organization, user } = owner.session;
  await app.db.prisma.modelFavorite.createMany({
    data: Array.from({ length: count }, (_, index) => ({ orgId: organization.id, userId: user.id, modelId: `filler/model-${index}` })),
  });
}

describe('POST /api/v1/models/favorites', () => {
  it('refuses a model id of the wrong shape with 400 naming model_id, text generation\'s rule, storing nothing', async () => {
    const owner = await signup(app);
    for (const model_id of ['openai gpt-4o', '/gpt-4o', 'openai/', 'x'.repeat(201), '', 42]) {
      const refused = await add(owner, model_id);
      expect(refused.status, `${String(model_id)}: ${refused.raw}`).toBe(400);
      expect(refused.body.error.code).toBe('invalid_request');
      expect(refused.body.error.details?.[0]?.path).toBe('model_id');
    }
    expect((await add(owner, 'openai gpt-4o')).body.error.details?.[0]?.message).toBe('must be a model id such as "openai/gpt-4o-mini"');
    const unknown = await call<ErrorEnvelope>(app, 'POST', '/api/v1/models/favorites', { as: { cookie: owner.cookie }, body: { model_id: 'openai/gpt-4o-mini', pinned: true } });
    expect(unknown.status).toBe(400);
    expect(await favoritesOf(owner)).toEqual([]);
  });

  it(`refuses a favorite past ${FAVORITES_LIMIT} with 409, while adding one already there still answers it`, async () => {
    const owner = await signup(app);
    await fill(owner, FAVORITES_LIMIT);
    const refused = await add(owner, 'openai/gpt-4o-mini');
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict', message: `You already have ${FAVORITES_LIMIT} favorite models, the most one person keeps: remove one first` });
    expect((await add(owner, 'filler/model-0')).status).toBe(200);
    expect(await favoritesOf(owner)).toHaveLength(FAVORITES_LIMIT);
  });

  it('holds the limit under concurrent adds, and keeps one favorite for concurrent adds of the same model', async () => {
    const owner = await signup(app);
    await fill(owner, FAVORITES_LIMIT - 5);
    const statuses = (await Promise.all(Array.from({ length: 12 }, (_, index) => add(owner, `race/model-${index}`)))).map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await favoritesOf(owner)).toHaveLength(FAVORITES_LIMIT);

    const other = await signup(app);
    const same = await Promise.all(Array.from({ length: 8 }, () => call<{ created_at: string }>(app, 'POST', '/api/v1/models/favorites', { as: { cookie: other.cookie }, body: { model_id: 'openai/gpt-4o-mini' } })));
    expect(same.map((result) => result.status)).toEqual(Array(8).fill(200));
    expect(new Set(same.map((result) => result.body.created_at)).size).toBe(1);
    expect(await favoritesOf(other)).toEqual(['openai/gpt-4o-mini']);
  });
});

describe('DELETE /api/v1/models/favorites/{model_id}', () => {
  it('answers 404 for a model that is not a favorite, and changes nothing', async () => {
    const owner = await signup(app);
    await add(owner, 'openai/gpt-4o-mini');
    const missing = await call<ErrorEnvelope>(app, 'DELETE', `/api/v1/models/favorites/${encodeURIComponent('anthropic/claude-3.5-sonnet')}`, { as: { cookie: owner.cookie } });
    expect(missing.status, missing.raw).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', message: 'Favorite model anthropic/claude-3.5-sonnet not found' });
    expect(await favoritesOf(owner)).toEqual(['openai/gpt-4o-mini']);
  });

  it('answers 404 to an id whose "/" is not encoded: it names no route', async () => {
    const owner = await signup(app);
    await add(owner, 'openai/gpt-4o-mini');
    const unencoded = await call<ErrorEnvelope>(app, 'DELETE', '/api/v1/models/favorites/openai/gpt-4o-mini', { as: { cookie: owner.cookie } });
    expect(unencoded.status, unencoded.raw).toBe(404);
    expect(unencoded.body.error.code).toBe('not_found');
    expect(await favoritesOf(owner)).toEqual(['openai/gpt-4o-mini']);
  });

  it('refuses an id of the wrong shape with 400', async () => {
    const owner = await signup(app);
    const refused = await call<ErrorEnvelope>(app, 'DELETE', `/api/v1/models/favorites/${encodeURIComponent('openai gpt')}`, { as: { cookie: owner.cookie } });
    expect(refused.status, refused.raw).toBe(400);
    expect(refused.body.error.details?.[0]?.path).toBe('model_id');
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup } from '../../support/identity.js';

const app = useTestApp();
const MODEL = 'openai/gpt-4o-mini';

describe('/api/v1/models/favorites', () => {
  it("never reaches another person's favorites: a colleague's is not found to remove, and stays", async () => {
    const owner = await signup(app);
    const colleague = await addMember(app, owner.session.organization.id, 'admin');
    await call(app, 'POST', '/api/v1/models/favorites', { as: { cookie: owner.cookie }, body: { model_id: MODEL } });
    const removed = await call(app, 'DELETE', `/api/v1/models/favorites/${encodeURIComponent(MODEL)}`, { as: { cookie: colleague.cookie } });
    expect(removed.status, removed.raw).toBe(404);
    expect((await call<{ data: unknown[] }>(app, 'GET', '/api/v1/models/favorites', { as: { cookie: colleague.cookie } })).body.data).toEqual([]);
    expect((await call<{ data: { model_id: string }[] }>(app, 'GET', '/api/v1/models/favorites', { as: { cookie: owner.cookie } })).body.data.map((favorite) => favorite.model_id)).toEqual([MODEL]);
  });

  it('refuses a cookie-authenticated change from another origin (403), storing nothing', async () => {
    const owner = await signup(app);
    const forged = await call(app, 'POST', '/api/v1/models/favorites', {
      as: { cookie: owner.cookie },
      body: { model_id: MODEL },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status, forged.raw).toBe(403);
    expect((await call<{ data: unknown[] }>(app, 'GET', '/api/v1/models/favorites', { as: { cookie: owner.cookie } })).body.data).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { CreatePersonalTokenResponse } from '../../../src/routers/personal-tokens/create.types.js';
import type { PersonalTokenResponse } from '../../../src/routers/personal-tokens/personal-token.types.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import { usePersonalTokensApp, type Page } from './fixtures.js';

const { app, owner, mintWithId } = usePersonalTokensApp();

describe('POST /api/v1/personal-tokens', () => {
  it('mints a service_pat_live_ token shown only in this response, stored only as a hash', async () => {
    const result = await call<CreatePersonalTokenResponse>(app, 'POST', '/api/v1/personal-tokens', {
      as: { cookie: owner.cookie },
      body: { name: 'ci' },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ id: expect.stringMatching(/^pat_/), name: 'ci', enabled: true });
    expect(result.body.token).toMatch(/^service_pat_live_[A-Za-z0-9_-]{43}$/);

    const listed = await call<Page>(app, 'GET', '/api/v1/personal-tokens', { as: { cookie: owner.cookie } });
    expect(listed.raw).not.toContain(result.body.token);
    expect(listed.body.data.find((token) => token.id === result.body.id)).toMatchObject({ name: 'ci', last_used_at: null });
    const stored = await app.db.prisma.personalToken.findUniqueOrThrow({ where: { id: result.body.id } });
    expect(JSON.stringify(stored)).not.toContain(result.body.token);
  });

  it('acts for its user, with their role, and records its last use', async () => {
    const token = await mintToken(app, owner, 'cli');
    expect((await call(app, 'GET', '/api/v1/agents', { as: { bearer: token } })).status).toBe(200);
    const listed = await call<Page>(app, 'GET', '/api/v1/personal-tokens', { as: { cookie: owner.cookie } });
    expect(listed.body.data.find((entry) => entry.name === 'cli')?.last_used_at).not.toBeNull();
  });
});

describe('PATCH and DELETE /api/v1/personal-tokens/{id}', () => {
  it('disabling stops the token at once; enabling restores it', async () => {
    const { id, token } = await mintWithId(owner);
    const disabled = await call<PersonalTokenResponse>(app, 'PATCH', `/api/v1/personal-tokens/${id}`, {
      as: { cookie: owner.cookie },
      body: { enabled: false },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.enabled).toBe(false);
    expect(disabled.raw).not.toContain(token);
    expect((await call(app, 'GET', '/api/v1/agents', { as: { bearer: token } })).status).toBe(401);
    await call(app, 'PATCH', `/api/v1/personal-tokens/${id}`, { as: { cookie: owner.cookie }, body: { enabled: true } });
    expect((await call(app, 'GET', '/api/v1/agents', { as: { bearer: token } })).status).toBe(200);
  });

  it('deleting stops the token at once and it is gone from the list', async () => {
    const { id, token } = await mintWithId(owner);
    expect((await call(app, 'DELETE', `/api/v1/personal-tokens/${id}`, { as: { cookie: owner.cookie } })).status).toBe(204);
    expect((await call(app, 'GET', '/api/v1/agents', { as: { bearer: token } })).status).toBe(401);
    const listed = await call<Page>(app, 'GET', '/api/v1/personal-tokens', { as: { cookie: owner.cookie } });
    expect(listed.body.data.map((entry) => entry.id)).not.toContain(id);
    expect((await call(app, 'DELETE', `/api/v1/personal-tokens/${id}`, { as: { cookie: owner.cookie } })).status).toBe(404);
  });
});

describe('GET /api/v1/personal-tokens', () => {
  it("pages through the caller's own tokens only", async () => {
    const user = await signup(app);
    for (const name of ['a', 'b', 'c']) await mintToken(app, user, name);
    const colleague = await addMember(app, user.session.organization.id, 'admin');
    await mintToken(app, colleague, 'theirs');
    const first = await call<Page>(app, 'GET', '/api/v1/personal-tokens?limit=2', { as: { cookie: user.cookie } });
    expect(first.body.data.map((token) => token.name)).toEqual(['a', 'b']);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await call<Page>(app, 'GET', `/api/v1/personal-tokens?limit=2&cursor=${first.body.next_cursor}`, {
      as: { cookie: user.cookie },
    });
    expect(second.body).toEqual({ data: [expect.objectContaining({ name: 'c' })], next_cursor: null });
  });
});

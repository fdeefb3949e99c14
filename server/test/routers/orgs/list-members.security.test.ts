import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { addMember, call, createAgent, mintToken, useOwner } from '../../support/identity.js';
import { orgIdOf, orgPath } from './fixtures.js';

const app = useTestApp();
const owner = useOwner(app);

describe('GET /api/v1/orgs/{id}/members', () => {
  it('is refused to agent keys, and never shows a password hash or a token', async () => {
    const token = await mintToken(app, owner);
    const agent = await createAgent(app, { bearer: token });
    expect((await call(app, 'GET', orgPath(owner, '/members'), { as: { bearer: agent.api_key } })).status).toBe(403);
    await addMember(app, orgIdOf(owner), 'member');
    const listed = await call(app, 'GET', orgPath(owner, '/members'), { as: { bearer: token } });
    expect(listed.status).toBe(200);
    expect(listed.raw).not.toMatch(/scrypt|password|token_hash/);
    expect(listed.raw).not.toContain(token);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { call, createAgent, mintToken, signup, type TestUser } from '../../support/identity.js';

let app: TestApp;
let owner: TestUser;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await signup(app);
  token = await mintToken(app, owner);
});
afterAll(() => app.close());

describe('PATCH /api/v1/agents/{id}', () => {
  it('accepts only the browser session: a personal token gets 403', async () => {
    const { agent } = await createAgent(app, { bearer: token });
    const result = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/agents/${agent.id}`, { as: { bearer: token }, body: { name: 'x' } });
    expect(result.status).toBe(403);
    expect(result.body.error.message).toMatch(/accepts a browser session, not a personal access token/);
  });
});

import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, createAgent } from '../../support/identity.js';
import { useAgentsApp } from './fixtures.js';

const { app, owner } = useAgentsApp();

describe('PATCH /api/v1/agents/{id}', () => {
  it('accepts only the browser session: a personal token gets 403', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    const result = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/agents/${agent.id}`, { as: { bearer: owner.token }, body: { name: 'x' } });
    expect(result.status).toBe(403);
    expect(result.body.error.message).toMatch(/accepts a browser session, not a personal access token/);
  });
});

import { describe, expect, it } from 'vitest';
import type { AgentResponse } from '../../../src/routers/agents/agent.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, createAgent } from '../../support/identity.js';
import { useAgentsApp, type Page } from './fixtures.js';

const { app, owner } = useAgentsApp();

/** DELETE answers 409 conflict with `message`; the agent is as it was, its key still works, nothing audited. */
async function expectProtected(agent: AgentResponse, key: string | undefined, message: string) {
  const result = await call<ErrorEnvelope>(app, 'DELETE', `/api/v1/agents/${agent.id}`, { as: { cookie: owner.cookie } });
  expect(result.status, result.raw).toBe(409);
  expect(result.body.error).toMatchObject({ code: 'conflict', message });
  expect((await call<AgentResponse>(app, 'GET', `/api/v1/agents/${agent.id}`, { as: { bearer: owner.token } })).body).toEqual(agent);
  expect(await app.db.prisma.agent.findUniqueOrThrow({ where: { id: agent.id } })).toMatchObject({ deletedAt: null });
  expect(await app.db.prisma.auditEntry.count({ where: { action: 'agent.deleted', agentId: agent.id } })).toBe(0);
  if (key) expect((await call(app, 'GET', '/api/v1/agents/me', { as: { bearer: key } })).status).toBe(200);
}

describe('DELETE /api/v1/agents/{id}', () => {
  it('refuses a chat agent with 409, changing nothing', async () => {
    const created = await createAgent(app, { bearer: owner.token }, { name: 'Chat helper' });
    await app.db.prisma.agent.update({ where: { id: created.agent.id }, data: { chatOwned: true } });
    const agent = (await call<AgentResponse>(app, 'GET', `/api/v1/agents/${created.agent.id}`, { as: { bearer: owner.token } })).body;
    await expectProtected(agent, created.api_key, 'A chat agent cannot be deleted: it belongs to its chat');
  });

  it('refuses the primary agent with 409, changing nothing', async () => {
    const primary = (await call<Page>(app, 'GET', '/api/v1/agents?limit=100', { as: { bearer: owner.token } })).body.data.find((agent) => agent.is_primary)!;
    await expectProtected(primary, undefined, 'The primary agent cannot be deleted');
  });
});

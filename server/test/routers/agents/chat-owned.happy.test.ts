import { describe, expect, it } from 'vitest';
import type { AgentResponse } from '../../../src/routers/agents/agent.types.js';
import { call, createAgent } from '../../support/identity.js';
import { useAgentsApp, type Page } from './fixtures.js';

const { app, owner } = useAgentsApp();

/** Chat is not built yet: a chat agent is an agent whose chat_owned flag is written directly. */
async function chatAgent(): Promise<AgentResponse> {
  const { agent } = await createAgent(app, { bearer: owner.token }, { name: 'Chat helper' });
  await app.db.prisma.agent.update({ where: { id: agent.id }, data: { chatOwned: true } });
  return { ...agent, chat_owned: true };
}

describe('an agent made by chat (chat_owned)', () => {
  it('is left out of GET /api/v1/agents, on every page, while the others are listed', async () => {
    const before = await createAgent(app, { bearer: owner.token }, { name: 'Listed before' });
    const chat = await chatAgent();
    const after = await createAgent(app, { bearer: owner.token }, { name: 'Listed after' });
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: Page } = await call<Page>(app, 'GET', `/api/v1/agents?limit=1${cursor ? `&cursor=${cursor}` : ''}`, { as: { bearer: owner.token } });
      ids.push(...page.body.data.map((agent) => agent.id));
      cursor = page.body.next_cursor;
    } while (cursor !== null);
    expect(ids).toContain(before.agent.id);
    expect(ids).toContain(after.agent.id);
    expect(ids).not.toContain(chat.id);
    for (const agent of (await call<Page>(app, 'GET', '/api/v1/agents?limit=100', { as: { cookie: owner.cookie } })).body.data) expect(agent.chat_owned).toBe(false);
  });

  it('is still read by id, with chat_owned true', async () => {
    const chat = await chatAgent();
    const result = await call<AgentResponse>(app, 'GET', `/api/v1/agents/${chat.id}`, { as: { bearer: owner.token } });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toMatchObject({ id: chat.id, chat_owned: true, is_primary: false });
  });

  it('is answered with chat_owned false when a person creates it', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    expect(agent.chat_owned).toBe(false);
  });
});

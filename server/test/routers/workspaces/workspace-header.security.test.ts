import { describe, expect, it } from 'vitest';
import type { AgentResponse } from '../../../src/routers/agents/agent.types.js';
import type { CreatePersonalTokenResponse } from '../../../src/routers/personal-tokens/create.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent, mintToken, signup, type Credential } from '../../support/identity.js';
import { createWorkspace, switchTo } from './fixtures.js';

const app = useTestApp();

const inWorkspace = (workspaceId: string) => ({ 'proctor-workspace': workspaceId });

/** The agents' names and the balance a credential sees, in the workspace `headers` name (else its own). */
async function seen(as: Credential, headers: Record<string, string> = {}) {
  const agents = await call<{ data: AgentResponse[] }>(app, 'GET', '/api/v1/agents', { as, headers });
  const balance = await call<{ balance_cents: number }>(app, 'GET', '/api/v1/balance', { as, headers });
  if (agents.status !== 200 || balance.status !== 200) throw new Error(`seen: ${agents.raw} ${balance.raw}`);
  return { agents: agents.body.data.map((agent) => agent.name), balance: balance.body.balance_cents };
}

/** An owner with a token minted in the default workspace, and a second, empty workspace: Research. */
async function ownerWithResearch() {
  const owner = await signup(app);
  const token = await mintToken(app, owner);
  const research = await createWorkspace(app, { cookie: owner.cookie }, 'Research');
  return { owner, token, research };
}

const HOME = { agents: ['Primary agent'], balance: 500 };

describe('a personal token and the workspace switch', () => {
  it('is unaffected by a switch in a browser: it acts where it was minted, which it shows', async () => {
    const { owner, token, research } = await ownerWithResearch();
    await switchTo(app, { cookie: owner.cookie }, research.id);
    expect(await seen({ cookie: owner.cookie })).toEqual({ agents: [], balance: 0 });
    expect(await seen({ bearer: token })).toEqual(HOME);

    // A token minted now acts in Research, the minting session's workspace, and says so.
    const minted = await call<CreatePersonalTokenResponse>(app, 'POST', '/api/v1/personal-tokens', { as: { cookie: owner.cookie }, body: { name: 'research' } });
    expect(minted.body.workspace_id).toBe(research.id);
    expect(await seen({ bearer: minted.body.token })).toEqual({ agents: [], balance: 0 });
    const listed = await call<{ data: { name: string; workspace_id: string }[] }>(app, 'GET', '/api/v1/personal-tokens', { as: { cookie: owner.cookie } });
    const home = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId: owner.session.organization.id, isDefault: true } });
    expect(listed.body.data.map((row) => [row.name, row.workspace_id])).toEqual([
      ['test token', home.id],
      ['research', research.id],
    ]);
  });
});

describe('the Proctor-Workspace header', () => {
  it('acts in the named workspace of the organization for that request only, with a token or a session', async () => {
    const { owner, token, research } = await ownerWithResearch();
    for (const as of [{ bearer: token }, { cookie: owner.cookie }]) {
      expect(await seen(as, inWorkspace(research.id))).toEqual({ agents: [], balance: 0 });
      expect(await seen(as)).toEqual(HOME);
    }
    // A change lands in the named workspace: an agent, and a token minted for it.
    const made = await createAgent(app, { bearer: token }, { name: 'Home bot' });
    expect(made.agent.workspace_id).not.toBe(research.id);
    const there = await call<{ agent: AgentResponse }>(app, 'POST', '/api/v1/agents', { as: { bearer: token }, body: { name: 'Research bot' }, headers: inWorkspace(research.id) });
    expect(there.status, there.raw).toBe(201);
    expect(there.body.agent.workspace_id).toBe(research.id);
    const minted = await call<CreatePersonalTokenResponse>(app, 'POST', '/api/v1/personal-tokens', {
      as: { cookie: owner.cookie },
      body: { name: 'for research' },
      headers: inWorkspace(research.id),
    });
    expect(minted.body.workspace_id).toBe(research.id);
    expect(await seen({ bearer: minted.body.token })).toEqual({ agents: ['Research bot'], balance: 0 });
  });

  it("answers 404 for another organization's workspace or none, 400 for an empty one, and changes nothing", async () => {
    const { owner, token } = await ownerWithResearch();
    const stranger = await signup(app);
    const foreign = await createWorkspace(app, { cookie: stranger.cookie }, 'Foreign');
    const foreignDefault = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId: stranger.session.organization.id, isDefault: true } });
    for (const as of [{ bearer: token }, { cookie: owner.cookie }]) {
      for (const workspaceId of [foreign.id, foreignDefault.id, 'wsp_01jh0x5q3x1e4p9n0t6w8y3b2c']) {
        for (const [method, path, body] of [
          ['GET', '/api/v1/agents', undefined],
          ['GET', '/api/v1/balance', undefined],
          ['POST', '/api/v1/agents', { name: 'Intruder' }],
        ] as const) {
          const result = await call<ErrorEnvelope>(app, method, path, { as, body, headers: inWorkspace(workspaceId) });
          expect(result.status, `${method} ${path} ${result.raw}`).toBe(404);
          expect(result.body.error.code).toBe('not_found');
          expect(result.raw).not.toContain('Foreign');
        }
      }
      const empty = await call<ErrorEnvelope>(app, 'GET', '/api/v1/agents', { as, headers: inWorkspace(' ') });
      expect(empty.status, empty.raw).toBe(400);
      expect(empty.body.error.code).toBe('invalid_request');
    }
    expect(await app.db.prisma.agent.count({ where: { name: 'Intruder' } })).toBe(0);
    expect(await seen({ cookie: stranger.cookie })).toEqual({ agents: ['Primary agent'], balance: 500 });
  });

  it('is refused with an agent key (400): an agent acts in its own workspace', async () => {
    const { owner, research } = await ownerWithResearch();
    const agent = await createAgent(app, { cookie: owner.cookie }, { name: 'Keyed' });
    for (const key of [agent.api_key, agent.test_api_key]) {
      const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/agents/${agent.agent.id}/skills`, { as: { bearer: key }, headers: inWorkspace(research.id) });
      expect(result.status, result.raw).toBe(400);
      expect(result.body.error.message).toContain('Proctor-Workspace');
      expect((await call(app, 'GET', `/api/v1/agents/${agent.agent.id}/skills`, { as: { bearer: key } })).status).toBe(200);
    }
  });
});

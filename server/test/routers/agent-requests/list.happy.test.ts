import { describe, expect, it } from 'vitest';
import type { AgentRequestResponse } from '../../../src/routers/agent-requests/agent-request.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, createAgent, type Credential } from '../../support/identity.js';
import { agentOrg, ask, DECISION } from './fixtures.js';

const app = useTestApp();

type Page = { data: AgentRequestResponse[]; next_cursor: string | null };

const list = async (as: Credential, query = '') => {
  const result = await call<Page>(app, 'GET', `/api/v1/agent-requests${query}`, { as });
  expect(result.status, result.raw).toBe(200);
  return result.body;
};
const ids = (page: Page) => page.data.map((request) => request.id);

describe('GET /api/v1/agent-requests', () => {
  it("lists the requests of the workspace's agents to members, by status and agent, in either order, a page at a time", async () => {
    const fixture = await agentOrg(app);
    const second = await createAgent(app, { bearer: fixture.token }, { name: 'Second' });
    const first = await ask(app, fixture.liveKey);
    const decision = await ask(app, second.api_key, DECISION);
    const third = await ask(app, fixture.testKey);
    const answered = await call(app, 'PATCH', `/api/v1/agent-requests/${first.id}`, { as: { bearer: fixture.token }, body: { status: 'resolved', response: 'Europe' } });
    expect(answered.status, answered.raw).toBe(200);
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    const as = { cookie: member.cookie };

    expect(ids(await list(as))).toEqual([first.id, decision.id, third.id]);
    expect((await list(as)).data[1]).toEqual(decision);
    expect(ids(await list({ bearer: fixture.token }, '?order=desc'))).toEqual([third.id, decision.id, first.id]);
    expect(ids(await list(as, '?status=open'))).toEqual([decision.id, third.id]);
    expect(ids(await list(as, '?status=resolved'))).toEqual([first.id]);
    expect(ids(await list(as, '?status=dismissed'))).toEqual([]);
    expect(ids(await list(as, `?agent_id=${second.agent.id}`))).toEqual([decision.id]);
    expect(ids(await list(as, `?agent_id=${fixture.agentId}&status=open`))).toEqual([third.id]);

    const page1 = await list(as, '?limit=2&order=desc');
    expect(ids(page1)).toEqual([third.id, decision.id]);
    const page2 = await list(as, `?limit=2&order=desc&cursor=${page1.next_cursor}`);
    expect(ids(page2)).toEqual([first.id]);
    expect(page2.next_cursor).toBeNull();
  });

  it("shows only the active workspace's agents, and never another organization's", async () => {
    const fixture = await agentOrg(app);
    const mine = await ask(app, fixture.liveKey);
    const stranger = await agentOrg(app);
    await ask(app, stranger.liveKey);
    const created = await call<{ id: string }>(app, 'POST', '/api/v1/workspaces', { as: { bearer: fixture.token }, body: { name: 'Lab' } });
    expect(created.status, created.raw).toBe(201);
    const switched = await call(app, 'POST', '/api/v1/workspaces/switch', { as: { cookie: fixture.owner.cookie }, body: { workspace_id: created.body.id } });
    expect(switched.status, switched.raw).toBe(200);
    const labAgent = await createAgent(app, { cookie: fixture.owner.cookie }, { name: 'Lab agent' });
    const lab = await ask(app, labAgent.api_key);

    expect(ids(await list({ cookie: fixture.owner.cookie }))).toEqual([lab.id]);
    // A request of another workspace of the organization is still read by id.
    expect((await call(app, 'GET', `/api/v1/agent-requests/${mine.id}`, { as: { cookie: fixture.owner.cookie } })).status).toBe(200);
    // An agent_id of another organization filters to nothing.
    expect(ids(await list({ cookie: fixture.owner.cookie }, `?agent_id=${stranger.agentId}`))).toEqual([]);
  });
});

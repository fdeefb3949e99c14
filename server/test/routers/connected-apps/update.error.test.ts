import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { connectApp } from '../../support/connected-apps.js';
import { agentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

describe('PATCH /v1/connected-apps/{id}', () => {
  it("refuses another organization's agent (404), an agent of another workspace and a non-Slack app (400), changing nothing", async () => {
    const fixture = await agentWithBindings(app, {});
    const stranger = await agentWithBindings(app, {});
    const orgId = fixture.owner.session.organization.id;
    const slack = await connectApp(app, orgId, { provider: 'slack', accessToken: 'xoxb-kept', details: { team_id: 'T0REFUSED01' } });
    const zendesk = await connectApp(app, orgId, { provider: 'zendesk', accessToken: 'zd', details: { subdomain: 'acme' } });
    const patch = (id: string, body: Record<string, unknown>) => call<ErrorEnvelope>(app, 'PATCH', `/api/v1/connected-apps/${id}`, { as: { bearer: fixture.token }, body });

    const foreign = await patch(slack, { chat_agent_id: stranger.agentId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');

    const elsewhere = await call<{ id: string }>(app, 'POST', '/api/v1/workspaces', { as: { bearer: fixture.token }, body: { name: 'Lab' } });
    const other = await agentWithBindings(app, {});
    await app.db.prisma.agent.update({ where: { id: other.agentId }, data: { orgId, workspaceId: elsewhere.body.id } });
    const otherWorkspace = await patch(slack, { chat_agent_id: other.agentId });
    expect(otherWorkspace.status).toBe(400);
    expect(otherWorkspace.body.error.details).toEqual([{ path: 'chat_agent_id', message: 'Of another workspace' }]);

    const notSlack = await patch(zendesk, { chat_agent_id: fixture.agentId });
    expect(notSlack.status).toBe(400);
    expect(notSlack.body.error.message).toMatch(/Only a Slack app/);

    expect((await patch(slack, {})).status).toBe(400);
    expect(await app.db.prisma.connectedApp.findMany({ where: { orgId }, select: { chatAgentId: true } })).toEqual([{ chatAgentId: null }, { chatAgentId: null }]);
  });
});

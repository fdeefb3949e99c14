import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { connectApp } from '../../support/connected-apps.js';
import { agentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

describe('PATCH /v1/connected-apps/{id}', () => {
  it("chooses the agent that answers the Slack app's messages, and clears it with null, audited each time", async () => {
    const fixture = await agentWithBindings(app, {});
    const orgId = fixture.owner.session.organization.id;
    const id = await connectApp(app, orgId, { provider: 'slack', accessToken: 'xoxb-chosen', details: { team_id: 'T0CHOSEN001' } });
    const chosen = await call<{ id: string; chat_agent_id: string | null }>(app, 'PATCH', `/api/v1/connected-apps/${id}`, { as: { bearer: fixture.token }, body: { chat_agent_id: fixture.agentId } });
    expect(chosen.status, chosen.raw).toBe(200);
    expect(chosen.body).toMatchObject({ id, chat_agent_id: fixture.agentId });
    const listed = await call<{ data: { id: string; chat_agent_id: string | null }[] }>(app, 'GET', '/api/v1/connected-apps', { as: { bearer: fixture.token } });
    expect(listed.body.data).toMatchObject([{ id, chat_agent_id: fixture.agentId }]);
    const cleared = await call<{ chat_agent_id: string | null }>(app, 'PATCH', `/api/v1/connected-apps/${id}`, { as: { bearer: fixture.token }, body: { chat_agent_id: null } });
    expect(cleared.body.chat_agent_id).toBeNull();
    const audited = await app.db.prisma.auditEntry.findMany({ where: { orgId, action: 'connected_app.updated' }, orderBy: { id: 'asc' } });
    expect(audited.map((entry) => entry.details)).toEqual([
      { provider: 'slack', chat_agent_id: fixture.agentId, previous_chat_agent_id: null },
      { provider: 'slack', chat_agent_id: null, previous_chat_agent_id: fixture.agentId },
    ]);
  });
});

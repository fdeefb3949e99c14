import { describe, expect, it } from 'vitest';
import type { AgentRequestResponse } from '../../../src/routers/agent-requests/agent-request.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { agentOrg, ask, DECISION } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agent-requests/{id}', () => {
  it('gives the agent its request, and the answer once a person has given one', async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey, DECISION);
    const path = `/api/v1/agent-requests/${request.id}`;
    const open = await call<AgentRequestResponse>(app, 'GET', path, { as: { bearer: fixture.liveKey } });
    expect(open.status, open.raw).toBe(200);
    expect(open.body).toEqual(request);

    const answered = await call<AgentRequestResponse>(app, 'PATCH', path, { as: { cookie: fixture.owner.cookie }, body: { status: 'resolved', response: 'Globex' } });
    expect(answered.status, answered.raw).toBe(200);
    const read = await call<AgentRequestResponse>(app, 'GET', path, { as: { bearer: fixture.testKey } });
    expect(read.body).toEqual({
      ...request,
      status: 'resolved',
      response: 'Globex',
      resolved_by: fixture.owner.session.user.id,
      resolved_at: expect.any(String),
    });
    expect(read.body).toEqual(answered.body);
  });

  it('gives any person of the organization the request, members included, by cookie or token', async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey);
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    for (const as of [{ cookie: member.cookie }, { bearer: fixture.token }]) {
      const result = await call<AgentRequestResponse>(app, 'GET', `/api/v1/agent-requests/${request.id}`, { as });
      expect(result.status, result.raw).toBe(200);
      expect(result.body).toEqual(request);
    }
  });
});

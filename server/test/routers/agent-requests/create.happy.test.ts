import { describe, expect, it } from 'vitest';
import type { AgentRequestResponse } from '../../../src/routers/agent-requests/agent-request.types.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { agentOrg, ask, DECISION, QUESTION } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/agent-requests', () => {
  it('makes an open request of the agent, and audits it with the agent as actor', async () => {
    const fixture = await agentOrg(app);
    const result = await call<AgentRequestResponse>(app, 'POST', '/api/v1/agent-requests', { as: { bearer: fixture.liveKey }, body: QUESTION });
    expect(result.status, result.raw).toBe(201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^areq_[0-9a-z]{26}$/),
      agent_id: fixture.agentId,
      ...QUESTION,
      options: null,
      status: 'open',
      response: null,
      resolved_by: null,
      resolved_at: null,
      created_at: expect.any(String),
    });
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agent_request.created', targetId: result.body.id } });
    expect(entry).toMatchObject({
      orgId: fixture.owner.session.organization.id,
      actorType: 'agent',
      actorId: fixture.agentId,
      agentId: fixture.agentId,
      mode: 'live',
      details: { kind: 'question', title: QUESTION.title },
    });
  });

  it('keeps the options of a decision, trims the text, and takes a test key too', async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.testKey, { ...DECISION, title: `  ${DECISION.title}  `, options: [' Acme', 'Globex '] });
    expect(request).toMatchObject({ kind: 'decision', title: DECISION.title, options: ['Acme', 'Globex'], status: 'open' });
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agent_request.created', targetId: request.id } });
    expect(entry.mode).toBe('test');
  });

  it.each(['help', 'notice'])('takes a %s without options', async (kind) => {
    const fixture = await agentOrg(app);
    expect(await ask(app, fixture.liveKey, { kind, title: 'Stuck', body: 'The site asks for a captcha.' })).toMatchObject({ kind, options: null });
  });
});

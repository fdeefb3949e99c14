import { describe, expect, it } from 'vitest';
import { OPEN_REQUESTS_PER_AGENT } from '../../../src/domain/agents/agent-requests.js';
import { newId } from '../../../src/domain/ids.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { agentOrg, ask, DECISION, QUESTION } from './fixtures.js';

const app = useTestApp();

const create = (key: string, body: unknown) => call<ErrorEnvelope>(app, 'POST', '/api/v1/agent-requests', { as: { bearer: key }, body });

/** `count` open requests of the agent, written straight to the table. */
async function fillOpen(orgId: string, agentId: string, count: number) {
  await app.db.prisma.agentRequest.createMany({
    data: Array.from({ length: count }, () => ({ id: newId('areq'), orgId, agentId, kind: 'question', title: 'Filler', body: 'Filler' })),
  });
}

describe('POST /api/v1/agent-requests', () => {
  it.each([
    ['kind', { ...QUESTION, kind: 'approval' }],
    ['kind', { title: 'x', body: 'y' }],
    ['title', { ...QUESTION, title: '' }],
    ['title', { ...QUESTION, title: '   ' }],
    ['title', { ...QUESTION, title: 'x'.repeat(201) }],
    ['body', { ...QUESTION, body: '' }],
    ['body', { ...QUESTION, body: 'x'.repeat(10_001) }],
    ['options', { ...DECISION, options: undefined }],
    ['options', { ...DECISION, options: ['Only one'] }],
    ['options', { ...DECISION, options: Array.from({ length: 11 }, (_, i) => `Option ${i}`) }],
    ['options', { ...DECISION, options: ['Acme', ' Acme '] }],
    ['options.1', { ...DECISION, options: ['Acme', ''] }],
    ['options.0', { ...DECISION, options: ['x'.repeat(101), 'Globex'] }],
    ['options', { ...QUESTION, options: ['Yes', 'No'] }],
    ['options', { ...QUESTION, kind: 'help', options: ['Yes', 'No'] }],
    ['extra', { ...QUESTION, extra: true }],
  ])('refuses a bad %s with 400 and makes nothing', async (field, body) => {
    const fixture = await agentOrg(app);
    const result = await create(fixture.liveKey, body);
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    // The field is named by a detail's path, or by its message for a field the schema does not know.
    expect(JSON.stringify(result.body.error.details)).toContain(field);
    expect(await app.db.prisma.agentRequest.count({ where: { agentId: fixture.agentId } })).toBe(0);
  });

  it('takes exactly the 200-character title and the 10,000-character body', async () => {
    const fixture = await agentOrg(app);
    await ask(app, fixture.liveKey, { ...QUESTION, title: 'x'.repeat(200), body: 'y'.repeat(10_000) });
  });

  it(`refuses a request beyond ${OPEN_REQUESTS_PER_AGENT} open ones with 409, until one is answered`, async () => {
    const fixture = await agentOrg(app);
    await fillOpen(fixture.owner.session.organization.id, fixture.agentId, OPEN_REQUESTS_PER_AGENT - 1);
    const last = await ask(app, fixture.liveKey);
    const refused = await create(fixture.liveKey, QUESTION);
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.error.code).toBe('conflict');
    expect(refused.body.error.message).toContain(`${OPEN_REQUESTS_PER_AGENT} open requests`);
    // Another agent of the organization has its own allowance.
    const sibling = await call<{ api_key: string }>(app, 'POST', '/api/v1/agents', { as: { bearer: fixture.token }, body: { name: 'Sibling' } });
    await ask(app, sibling.body.api_key);
    // Once a person answers one, the agent asks again.
    const dismissed = await call(app, 'PATCH', `/api/v1/agent-requests/${last.id}`, { as: { bearer: fixture.token }, body: { status: 'dismissed' } });
    expect(dismissed.status, dismissed.raw).toBe(200);
    await ask(app, fixture.liveKey);
    expect(await app.db.prisma.agentRequest.count({ where: { agentId: fixture.agentId, status: 'open' } })).toBe(OPEN_REQUESTS_PER_AGENT);
  });

  it('lets exactly as many concurrent requests through as the open cap has room for', async () => {
    const fixture = await agentOrg(app);
    const room = 3;
    await fillOpen(fixture.owner.session.organization.id, fixture.agentId, OPEN_REQUESTS_PER_AGENT - room);
    const results = await Promise.all(Array.from({ length: 20 }, () => create(fixture.liveKey, QUESTION)));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(room);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20 - room);
    expect(await app.db.prisma.agentRequest.count({ where: { agentId: fixture.agentId, status: 'open' } })).toBe(OPEN_REQUESTS_PER_AGENT);
    expect(await app.db.prisma.auditEntry.count({ where: { action: 'agent_request.created', agentId: fixture.agentId } })).toBe(room);
  });
});

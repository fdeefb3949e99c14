import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { agentOrg, ask, DECISION, QUESTION } from './fixtures.js';

const app = useTestApp();

const answer = (id: string, as: { cookie: string } | { bearer: string }, body: unknown) =>
  call<ErrorEnvelope>(app, 'PATCH', `/api/v1/agent-requests/${id}`, { as, body });

async function expectOpen(id: string) {
  expect(await app.db.prisma.agentRequest.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'open', response: null, resolvedBy: null, resolvedAt: null });
}

describe('PATCH /api/v1/agent-requests/{id}', () => {
  it.each([
    ['status', QUESTION, { status: 'open' }],
    ['status', QUESTION, { response: 'Yes' }],
    ['response', QUESTION, { status: 'resolved' }],
    ['response', QUESTION, { status: 'resolved', response: '' }],
    ['response', QUESTION, { status: 'resolved', response: '   ' }],
    ['response', QUESTION, { status: 'resolved', response: 'x'.repeat(10_001) }],
    ['response', QUESTION, { status: 'dismissed', response: 5 }],
    ['response', DECISION, { status: 'resolved', response: 'Initech' }],
    ['response', DECISION, { status: 'resolved', response: 'acme' }],
    ['response', DECISION, { status: 'dismissed', response: 'Neither' }],
  ])('refuses a bad %s with 400 and leaves the request open', async (field, asked, body) => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey, asked);
    const result = await answer(request.id, { cookie: fixture.owner.cookie }, body);
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(field);
    await expectOpen(request.id);
  });

  it('names the options when a decision is answered with something else', async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey, DECISION);
    const result = await answer(request.id, { cookie: fixture.owner.cookie }, { status: 'resolved', response: 'Initech' });
    expect(result.body.error.message).toBe('The response to a decision is one of its options: "Acme", "Globex"');
  });

  it('answers 409 conflict to a second answer, and the first stands', async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey);
    expect((await answer(request.id, { cookie: fixture.owner.cookie }, { status: 'resolved', response: 'Europe' })).status).toBe(200);
    for (const body of [{ status: 'resolved', response: 'Asia' }, { status: 'dismissed' }]) {
      const result = await answer(request.id, { bearer: fixture.token }, body);
      expect(result.status, result.raw).toBe(409);
      expect(result.body.error).toMatchObject({ code: 'conflict', message: 'The agent request was already resolved' });
    }
    expect(await app.db.prisma.agentRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({ status: 'resolved', response: 'Europe' });
    expect(await app.db.prisma.auditEntry.count({ where: { targetId: request.id, action: { not: 'agent_request.created' } } })).toBe(1);
  });

  it('answers 404 for a request that does not exist', async () => {
    const fixture = await agentOrg(app);
    const result = await answer('areq_01jh0xk4n6q8t0w2y4a6c8e0g2', { cookie: fixture.owner.cookie }, { status: 'dismissed' });
    expect(result.status, result.raw).toBe(404);
    expect(result.body.error.code).toBe('not_found');
  });
});

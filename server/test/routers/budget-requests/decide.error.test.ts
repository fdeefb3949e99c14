import { describe, expect, it } from 'vitest';
import type { BudgetRequestResponse } from '../../../src/routers/budget-requests/budget-request.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, teamSetup } from '../teams/budget-fixtures.js';
import { askBudget } from './fixtures.js';

const app = useTestApp();

const decide = (id: string, as_: { cookie: string }, body: unknown) => call<ErrorEnvelope>(app, 'PATCH', `/api/v1/budget-requests/${id}`, { as: as_, body });

describe('PATCH /api/v1/budget-requests/{id}', () => {
  it('answers 409 conflict to a second decision, and leaves the first', async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const request = await askBudget(app, setup.worker, setup.teamId, 100);
    expect((await decide(request.id, as(setup.manager), { status: 'rejected', notes: 'Not now' })).status).toBe(200);
    for (const status of ['approved', 'rejected']) {
      const result = await decide(request.id, as(setup.owner), { status });
      expect(result.status, result.raw).toBe(409);
      expect(result.body.error.code).toBe('conflict');
      expect(result.body.error.message).toBe('The budget request was already rejected');
    }
    const stored = await app.db.prisma.budgetRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(stored).toMatchObject({ status: 'rejected', notes: 'Not now', decidedBy: setup.manager.session.user.id });
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).allocatedCents).toBe(0n);
  });

  it('answers 409 insufficient_pool when the pool cannot cover the approval, and the request stays pending', async () => {
    const setup = await teamSetup(app, { poolCents: 99 });
    const request = await askBudget(app, setup.worker, setup.teamId, 100);
    const result = await decide(request.id, as(setup.manager), { status: 'approved', notes: 'ok' });
    expect(result.status, result.raw).toBe(409);
    expect(result.body.error.code).toBe('insufficient_pool');
    const stored = await app.db.prisma.budgetRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(stored).toMatchObject({ status: 'pending', notes: null, decidedBy: null, decidedAt: null });
    expect(await app.db.prisma.auditEntry.count({ where: { orgId: setup.orgId, action: 'budget_request.approved' } })).toBe(0);
    // Once the pool grows, the same request is approved.
    await app.db.prisma.team.update({ where: { id: setup.teamId }, data: { poolCents: 100n } });
    const retried = await call<BudgetRequestResponse>(app, 'PATCH', `/api/v1/budget-requests/${request.id}`, { as: as(setup.manager), body: { status: 'approved' } });
    expect(retried.status, retried.raw).toBe(200);
  });

  it('answers 409 conflict to approving the request of a worker made manager since: allocations go to workers', async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const request = await askBudget(app, setup.worker, setup.teamId, 100);
    await app.db.prisma.teamMember.updateMany({ where: { teamId: setup.teamId, userId: setup.worker.session.user.id }, data: { role: 'manager' } });
    const result = await decide(request.id, as(setup.owner), { status: 'approved' });
    expect(result.status, result.raw).toBe(409);
    expect(result.body.error.code).toBe('conflict');
    expect((await app.db.prisma.budgetRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('pending');
  });

  it.each([
    ['status', { status: 'pending' }],
    ['status', { status: 'maybe' }],
    ['status', {}],
    ['notes', { status: 'approved', notes: 5 }],
  ])('refuses a bad %s with 400, and decides nothing', async (field, body) => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const request = await askBudget(app, setup.worker, setup.teamId, 100);
    const result = await decide(request.id, as(setup.manager), body);
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(field);
    expect((await app.db.prisma.budgetRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('pending');
  });

  it("answers 404 for a request that does not exist and for another organization's", async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const foreign = await teamSetup(app, { poolCents: 500 });
    const theirs = await askBudget(app, foreign.worker, foreign.teamId, 100);
    for (const id of [theirs.id, 'bgr_01jh0xj3m5p7s9v1x3z5b7d9f1']) {
      const result = await decide(id, as(setup.owner), { status: 'approved' });
      expect(result.status, result.raw).toBe(404);
    }
    expect((await app.db.prisma.budgetRequest.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe('pending');
  });
});

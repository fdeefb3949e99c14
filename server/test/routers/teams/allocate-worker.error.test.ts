import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { as, teamSetup, type TeamSetup } from './budget-fixtures.js';

const app = useTestApp();

const path = (teamId: string, userId: string) => `/api/v1/teams/${teamId}/workers/${userId}/budget/allocate`;

/** Nothing of the pool was allocated, to anyone. */
async function expectUnchanged(setup: TeamSetup) {
  expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).allocatedCents).toBe(0n);
  const members = await app.db.prisma.teamMember.findMany({ where: { teamId: setup.teamId } });
  expect(members.map((member) => member.allocationCents)).toEqual(members.map(() => 0n));
  expect(await app.db.prisma.auditEntry.count({ where: { orgId: setup.orgId, action: 'team.worker_allocated' } })).toBe(0);
}

describe('POST /api/v1/teams/{id}/workers/{userId}/budget/allocate', () => {
  it.each([
    ['negative', -10],
    ['zero', 0],
    ['fractional', 0.5],
    ['a string', '10'],
    ['overflowing', 2 ** 60],
    ['missing', undefined],
  ])('refuses %s cents with 400 naming amount_cents', async (_name, amount) => {
    const setup = await teamSetup(app, { poolCents: 100 });
    const result = await call<ErrorEnvelope>(app, 'POST', path(setup.teamId, setup.worker.session.user.id), {
      as: as(setup.owner),
      body: amount === undefined ? {} : { amount_cents: amount },
    });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(new Set(result.body.error.details?.map((detail) => detail.path))).toEqual(new Set(['amount_cents']));
    await expectUnchanged(setup);
  });

  it('refuses more than the unallocated part of the pool with 409 insufficient_pool', async () => {
    const setup = await teamSetup(app, { poolCents: 100 });
    await app.db.prisma.team.update({ where: { id: setup.teamId }, data: { allocatedCents: 60n } });
    const result = await call<ErrorEnvelope>(app, 'POST', path(setup.teamId, setup.worker.session.user.id), {
      as: as(setup.owner),
      body: { amount_cents: 41 },
    });
    expect(result.status, result.raw).toBe(409);
    expect(result.body.error.code).toBe('insufficient_pool');
    expect(result.body.error.message).toBe('The team pool has 40 cents unallocated (pool 100, allocated 60); asked 41');
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).allocatedCents).toBe(60n);
  });

  it("answers 404 Worker not found for a member of the organization outside the team, and for a user of another organization", async () => {
    const setup = await teamSetup(app, { poolCents: 100 });
    const outsider = await addMember(app, setup.orgId, 'member');
    const foreign = await teamSetup(app, { poolCents: 100 });
    for (const userId of [outsider.session.user.id, foreign.worker.session.user.id]) {
      const result = await call<ErrorEnvelope>(app, 'POST', path(setup.teamId, userId), { as: as(setup.owner), body: { amount_cents: 10 } });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error.message).toBe('Worker not found');
    }
    await expectUnchanged(setup);
  });

  it("refuses the team's manager as the one allocated to, with 409 conflict", async () => {
    const setup = await teamSetup(app, { poolCents: 100 });
    const result = await call<ErrorEnvelope>(app, 'POST', path(setup.teamId, setup.manager.session.user.id), {
      as: as(setup.owner),
      body: { amount_cents: 10 },
    });
    expect(result.status, result.raw).toBe(409);
    expect(result.body.error.code).toBe('conflict');
    await expectUnchanged(setup);
  });
});

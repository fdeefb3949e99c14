import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, teamSetup } from '../teams/budget-fixtures.js';

const app = useTestApp();

describe('POST /api/v1/budget-requests', () => {
  it.each([
    ['amount_cents', { amount_cents: -5 }],
    ['amount_cents', { amount_cents: 0 }],
    ['amount_cents', { amount_cents: 2.5 }],
    ['amount_cents', { amount_cents: '5' }],
    ['amount_cents', { amount_cents: 1e300 }],
    ['reason', { reason: '   ' }],
    ['team_id', { team_id: '' }],
  ])('refuses a bad %s with 400 naming it, and records nothing', async (field, change) => {
    const setup = await teamSetup(app);
    const body = { team_id: setup.teamId, amount_cents: 10, reason: 'x', ...change };
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/budget-requests', { as: as(setup.worker), body });
    expect(result.status, result.raw).toBe(400);
    expect(new Set(result.body.error.details?.map((detail) => detail.path))).toEqual(new Set([field]));
    expect(await app.db.prisma.budgetRequest.count({ where: { orgId: setup.orgId } })).toBe(0);
  });

  it("answers 404 for a team that does not exist and for another organization's", async () => {
    const setup = await teamSetup(app);
    const foreign = await teamSetup(app);
    for (const teamId of [foreign.teamId, 'team_01jh0xg1j3m5p7s9v1x3z5b7d9']) {
      const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/budget-requests', {
        as: as(setup.worker),
        body: { team_id: teamId, amount_cents: 10, reason: 'x' },
      });
      expect(result.status, result.raw).toBe(404);
    }
    expect(await app.db.prisma.budgetRequest.count({ where: { teamId: foreign.teamId } })).toBe(0);
  });
});

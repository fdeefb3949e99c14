import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, teamSetup } from './budget-fixtures.js';

const app = useTestApp();

describe('POST /api/v1/teams/{id}/budget/allocate', () => {
  it.each([
    ['negative', -100],
    ['zero', 0],
    ['fractional', 10.5],
    ['a string', '100'],
    ['overflowing', Number.MAX_SAFE_INTEGER + 2],
    ['missing', undefined],
  ])('refuses %s cents with 400 naming amount_cents, and changes nothing', async (_name, amount) => {
    const setup = await teamSetup(app, { balanceCents: 1000 });
    const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${setup.teamId}/budget/allocate`, {
      as: as(setup.owner),
      body: amount === undefined ? {} : { amount_cents: amount },
    });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(new Set(result.body.error.details?.map((detail) => detail.path))).toEqual(new Set(['amount_cents']));
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).poolCents).toBe(0n);
  });

  it('refuses more than the workspace can give with 409 insufficient_pool giving the figures, and changes nothing', async () => {
    const setup = await teamSetup(app, { balanceCents: 1000 });
    await app.db.prisma.wallet.update({ where: { workspaceId: setup.workspaceId }, data: { heldCents: 100n } });
    const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${setup.teamId}/budget/allocate`, {
      as: as(setup.owner),
      body: { amount_cents: 901 },
    });
    expect(result.status, result.raw).toBe(409);
    expect(result.body.error.code).toBe('insufficient_pool');
    expect(result.body.error.message).toBe(
      'The workspace can give 900 cents: balance 1000, held by requests in flight 100, unspent in team pools 0; asked 901',
    );
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).poolCents).toBe(0n);
    expect(await app.db.prisma.auditEntry.count({ where: { orgId: setup.orgId, action: 'team.pool_allocated' } })).toBe(0);
  });

  it("refuses the team's manager (403): only org admins move rights into a pool", async () => {
    const setup = await teamSetup(app, { balanceCents: 1000 });
    const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${setup.teamId}/budget/allocate`, {
      as: as(setup.manager),
      body: { amount_cents: 100 },
    });
    expect(result.status, result.raw).toBe(403);
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).poolCents).toBe(0n);
  });

  it("answers 404 for another organization's team, and changes nothing", async () => {
    const home = await teamSetup(app, { balanceCents: 1000 });
    const foreign = await teamSetup(app, { balanceCents: 1000 });
    const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${foreign.teamId}/budget/allocate`, {
      as: as(home.owner),
      body: { amount_cents: 100 },
    });
    expect(result.status, result.raw).toBe(404);
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: foreign.teamId } })).poolCents).toBe(0n);
  });
});

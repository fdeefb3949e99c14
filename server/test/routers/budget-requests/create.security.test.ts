import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { as, teamSetup } from '../teams/budget-fixtures.js';

const app = useTestApp();

describe('POST /api/v1/budget-requests', () => {
  it('refuses anyone outside the team with 403, org admins and owners included', async () => {
    const setup = await teamSetup(app);
    const outsider = await addMember(app, setup.orgId, 'member');
    for (const caller of [outsider, setup.owner]) {
      const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/budget-requests', {
        as: as(caller),
        body: { team_id: setup.teamId, amount_cents: 10, reason: 'x' },
      });
      expect(result.status, result.raw).toBe(403);
      expect(result.body.error.code).toBe('forbidden');
    }
    expect(await app.db.prisma.budgetRequest.count({ where: { orgId: setup.orgId } })).toBe(0);
  });

  it("refuses the team's manager with 403: allocations go to workers, and managers allocate them", async () => {
    const setup = await teamSetup(app);
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/budget-requests', {
      as: as(setup.manager),
      body: { team_id: setup.teamId, amount_cents: 10, reason: 'x' },
    });
    expect(result.status, result.raw).toBe(403);
    expect(result.body.error.message).toMatch(/workers ask for budget/);
    expect(await app.db.prisma.budgetRequest.count({ where: { orgId: setup.orgId } })).toBe(0);
  });
});

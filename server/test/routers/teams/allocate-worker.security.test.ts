import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, teamPerson, teamSetup } from './budget-fixtures.js';

const app = useTestApp();

const path = (teamId: string, userId: string) => `/api/v1/teams/${teamId}/workers/${userId}/budget/allocate`;

describe('POST /api/v1/teams/{id}/workers/{userId}/budget/allocate', () => {
  it("refuses workers, their own allocation included, and another team's manager, with 403", async () => {
    const setup = await teamSetup(app, { poolCents: 100 });
    const workerId = setup.worker.session.user.id;
    const other = await app.db.prisma.team.create({ data: { id: newId('team'), orgId: setup.orgId, workspaceId: setup.workspaceId, name: 'Other' } });
    const otherManager = await teamPerson(app, { orgId: setup.orgId, teamId: other.id }, 'manager');
    const secondWorker = await teamPerson(app, setup, 'worker');
    for (const caller of [setup.worker, secondWorker, otherManager]) {
      const result = await call<ErrorEnvelope>(app, 'POST', path(setup.teamId, workerId), { as: as(caller), body: { amount_cents: 10 } });
      expect(result.status, result.raw).toBe(403);
      expect(result.body.error.code).toBe('forbidden');
      expect(result.body.error.message).toContain("team's manager role");
    }
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).allocatedCents).toBe(0n);
  });
});

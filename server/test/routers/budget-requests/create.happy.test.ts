import { describe, expect, it } from 'vitest';
import type { BudgetRequestResponse } from '../../../src/routers/budget-requests/budget-request.types.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, teamSetup } from '../teams/budget-fixtures.js';

const app = useTestApp();

describe('POST /api/v1/budget-requests', () => {
  it('records a pending request of the calling worker, and audits it; nothing is allocated yet', async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const result = await call<BudgetRequestResponse>(app, 'POST', '/api/v1/budget-requests', {
      as: as(setup.worker),
      body: { team_id: setup.teamId, amount_cents: 120, reason: '  Market research sprint  ' },
    });
    expect(result.status, result.raw).toBe(201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^bgr_/),
      team_id: setup.teamId,
      user_id: setup.worker.session.user.id,
      amount_cents: 120,
      reason: 'Market research sprint',
      status: 'pending',
      notes: null,
      decided_by: null,
      decided_at: null,
      created_at: expect.any(String),
      can_decide: false,
    });
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { orgId: setup.orgId, action: 'budget_request.created' } });
    expect(entry).toMatchObject({ targetId: result.body.id, actorId: setup.worker.session.user.id, details: { team_id: setup.teamId, amount_cents: 120 } });
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).allocatedCents).toBe(0n);
  });
});

import type { BudgetRequestResponse } from '../../../src/routers/budget-requests/budget-request.types.js';
import type { TestApp } from '../../support/app.js';
import { call, type TestUser } from '../../support/identity.js';
import { as } from '../teams/budget-fixtures.js';

/** A budget request `user` made through the API. */
export async function askBudget(app: TestApp, user: TestUser, teamId: string, amount_cents = 50, reason = 'More searches'): Promise<BudgetRequestResponse> {
  const result = await call<BudgetRequestResponse>(app, 'POST', '/api/v1/budget-requests', { as: as(user), body: { team_id: teamId, amount_cents, reason } });
  if (result.status !== 201) throw new Error(`budget request failed: ${result.status} ${result.raw}`);
  return result.body;
}

import { describe, expect, it } from 'vitest';
import { BUDGET_LEVELS } from '../../../src/domain/dispatch/budget-levels.js';
import type { ServiceRequestDryRunResponse } from '../../../src/routers/service-requests/dry-run.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs, setBalance } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { parentAgent } from '../../support/spawn.js';
import { placeInTeam } from '../../support/teams.js';

const app = useTestApp();

const dryRun = (key: string, headers: Record<string, string> = {}) =>
  call<ServiceRequestDryRunResponse>(app, 'POST', '/api/v1/service-requests/dry-run', { as: { bearer: key }, body: CSV, headers });

describe('POST /api/v1/service-requests/dry-run', () => {
  it("answers every level's limit, what is used and what is left, in the order the pipeline checks them", async () => {
    const fixture = await parentAgent(app, 40, { 'data.csv_parse': { daily_limit: 5, monthly_budget_cents: 100 } });
    await placeInTeam(app, fixture, { poolCents: 1000, dailyLimitCents: 300, monthlyLimitCents: 600, hardCapCents: 800, allocationCents: 200 });
    await setBalance(app, fixture.owner.session.organization.id, 500);
    expect((await dispatchAs(app, fixture.liveKey, CSV)).body).toMatchObject({ status: 'executed', cost_cents: 1 });

    const { status, body } = await dryRun(fixture.liveKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ decision: 'executed', operation: 'data.csv_parse', mode: 'live', estimated_cost_cents: 1, detail: null });
    const now = new Date().toISOString();
    const [day, month] = [now.slice(0, 10), now.slice(0, 7)];
    expect(body.levels.map((level) => level.level)).toEqual(BUDGET_LEVELS.map((level) => level.name));
    expect(body.levels.map(({ level, period, limit, used, remaining }) => [level, period, limit, used, remaining])).toEqual([
      ['binding_day', day, 5, 1, 4],
      ['binding_month', month, 100, 1, 99],
      ['agent', month, 40, 1, 39],
      ['team_day', day, 300, 1, 299],
      ['team_month', month, 600, 1, 599],
      ['team_total', 'total', 800, 1, 799],
      ['worker', 'total', 200, 1, 199],
      ['task', null, null, null, null],
      ['wallet', null, 499, 0, 499],
    ]);
    expect(body.levels[0]).toMatchObject({ scope: 'binding', unit: 'requests' });
  });

  it('answers approval_required with the words the dispatch gives, before any approval exists', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });
    const { body } = await dryRun(fixture.testKey);
    expect(body).toMatchObject({
      decision: 'approval_required',
      reason_code: 'approval_threshold',
      detail: 'Estimated cost 1 cents exceeds the approval threshold of 0 cents',
      refusal: { reason_code: 'approval_threshold', limit: null },
    });
    expect(await app.db.prisma.approval.count({ where: { agentId: fixture.agentId } })).toBe(0);
  });

  it('takes no Idempotency-Key: one already used answers as a new request, and stays its own', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 1 } });
    const first = await dispatchAs(app, fixture.testKey, CSV, 'key-1');
    expect(first.body.status).toBe('executed');
    // The replay would answer executed; the dry run answers what a new request meets now.
    expect((await dryRun(fixture.testKey, { 'idempotency-key': 'key-1' })).body).toMatchObject({ decision: 'blocked', reason_code: 'daily_limit_exceeded' });
    expect((await dispatchAs(app, fixture.testKey, CSV, 'key-1')).body).toEqual(first.body);
  });
});

import { describe, expect, it } from 'vitest';
import type { ApprovalResponse } from '../../src/routers/approvals/approval.types.js';
import type { AgentSelfResponse } from '../../src/routers/agents/me.types.js';
import { useTestApp } from '../support/app.js';
import { admitWithoutSettling, agentWithBindings, balanceOf, CSV, dispatchAs, HOOK, sweepEverythingAdmitted, type DispatchFixture } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { hierarchyCounters, placeInTeam } from '../support/teams.js';

/**
 * The budget hierarchy in the dispatch pipeline (docs/organizations-and-money.md, The budget hierarchy): an agent in a team
 * holds the team's day, month and total and its worker's allocation, in the admission statement,
 * atomically with everything else it holds; settling releases what was not spent at every level.
 * A CSV parse costs 1 cent live, so N cents afford exactly N requests.
 */
const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '0' } });

const outcomes = (results: { body: { status: string; reason_code?: string | null } }[]) => {
  const counts: Record<string, number> = {};
  for (const { body } of results) counts[body.reason_code ?? body.status] = (counts[body.reason_code ?? body.status] ?? 0) + 1;
  return counts;
};
const storm = (key: string, count: number, body: Record<string, unknown> = CSV) =>
  Promise.all(Array.from({ length: count }, () => dispatchAs(app, key, body)));

/** What the agent's requests were debited, in total. */
async function debits(fixture: DispatchFixture): Promise<number> {
  const sum = await app.db.prisma.serviceRequest.aggregate({ where: { agentId: fixture.agentId, mode: 'live' }, _sum: { costCents: true } });
  return Number(sum._sum.costCents ?? 0n);
}

const csvAgent = () => agentWithBindings(app, { [CSV.operation]: {} });

describe('the budget hierarchy under concurrent load, on real PostgreSQL', () => {
  it("200 dispatches against a worker's allocation that affords 23: exactly 23 executed, every level counts exactly the debits", async () => {
    const fixture = await csvAgent();
    const { teamId } = await placeInTeam(app, fixture, { poolCents: 1000, allocationCents: 23 });
    expect(outcomes(await storm(fixture.liveKey, 200))).toEqual({ executed: 23, worker_budget_exceeded: 177 });
    expect(await debits(fixture)).toBe(23);
    expect(await hierarchyCounters(app, teamId)).toEqual({ 'team@day/live': 23, 'team@month/live': 23, 'team@total/live': 23, 'worker@total/live': 23 });
    expect(await balanceOf(app, fixture)).toEqual(expect.objectContaining({ balance_cents: 477, held_cents: 0 }));
  });

  it("200 dispatches against a team's daily limit of 19: exactly 19 executed", async () => {
    const fixture = await csvAgent();
    const { teamId } = await placeInTeam(app, fixture, { poolCents: 1000, dailyLimitCents: 19 });
    const results = await storm(fixture.liveKey, 200);
    expect(outcomes(results)).toEqual({ executed: 19, team_budget_exceeded: 181 });
    // Each refusal says what was used when it was refused: the whole limit, read on the counter's
    // row as the refused write found it, however the 200 interleaved (not an older snapshot's value).
    const used = results.filter(({ body }) => body.status === 'blocked').map(({ body }) => body.refusal?.limit?.used);
    expect(new Set(used)).toEqual(new Set([19]));
    expect(await hierarchyCounters(app, teamId)).toEqual({ 'team@day/live': 19, 'team@month/live': 19, 'team@total/live': 19 });
  });

  it("150 dispatches against a team's pool of 29: exactly 29 executed", async () => {
    const fixture = await csvAgent();
    await placeInTeam(app, fixture, { poolCents: 29 });
    expect(outcomes(await storm(fixture.liveKey, 150))).toEqual({ executed: 29, team_budget_exceeded: 121 });
    expect(await debits(fixture)).toBe(29);
  });

  it('100 dispatches against a monthly limit of 7 and a hard cap of 5 below a pool of 1000: the lower, 5, holds', async () => {
    const fixture = await csvAgent();
    await placeInTeam(app, fixture, { poolCents: 1000, monthlyLimitCents: 7, hardCapCents: 5 });
    expect(outcomes(await storm(fixture.liveKey, 100))).toEqual({ executed: 5, team_budget_exceeded: 95 });
  });

  it('two agents of one worker share the allocation: 100 each against 31, exactly 31 executed between them', async () => {
    const first = await csvAgent();
    const { teamId, userId } = await placeInTeam(app, first, { poolCents: 1000, allocationCents: 31 });
    const second = await call<{ agent: { id: string }; api_key: string }>(app, 'POST', '/api/v1/agents', {
      as: { bearer: first.token },
      body: { name: 'Second' },
    });
    await call(app, 'POST', `/api/v1/agents/${second.body.agent.id}/services`, { as: { bearer: first.token }, body: { operation: CSV.operation } });
    const placed = await call(app, 'PATCH', `/api/v1/agents/${second.body.agent.id}`, {
      as: { cookie: first.owner.cookie },
      body: { team_id: teamId, owner_user_id: userId },
    });
    expect(placed.status).toBe(200);
    const results = await Promise.all([storm(first.liveKey, 100), storm(second.body.api_key, 100)]);
    expect(outcomes(results.flat())).toEqual({ executed: 31, worker_budget_exceeded: 169 });
    expect((await hierarchyCounters(app, teamId))['worker@total/live']).toBe(31);
  });
});

describe('what is not spent is released at every level', () => {
  it('a request that fails gives back everything it held', async () => {
    const fixture = await csvAgent();
    const { teamId } = await placeInTeam(app, fixture, { poolCents: 100, dailyLimitCents: 50, allocationCents: 10 });
    const malformed = { operation: CSV.operation, payload: { csv: 'name,city\n"Ada,London\n' } };
    const failed = await dispatchAs(app, fixture.liveKey, malformed);
    expect(failed.body).toMatchObject({ status: 'failed', cost_cents: 0 });
    expect(await hierarchyCounters(app, teamId)).toEqual({ 'team@day/live': 0, 'team@month/live': 0, 'team@total/live': 0, 'worker@total/live': 0 });
  });

  it('a request waiting for approval holds nothing; approved, it holds and settles at every level', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { approval_threshold_cents: 0 } });
    const { teamId } = await placeInTeam(app, fixture, { poolCents: 100, allocationCents: 10 });
    const queued = await dispatchAs(app, fixture.liveKey, CSV);
    expect(queued.body.status).toBe('approval_required');
    expect(await hierarchyCounters(app, teamId)).toEqual({});
    const approved = await call<ApprovalResponse>(app, 'POST', `/api/v1/approvals/${queued.body.approval_id}/approve`, { as: { bearer: fixture.token } });
    expect(approved.body.service_request).toMatchObject({ status: 'executed', cost_cents: 1 });
    expect(await hierarchyCounters(app, teamId)).toEqual({ 'team@day/live': 1, 'team@month/live': 1, 'team@total/live': 1, 'worker@total/live': 1 });
  });

  it('an approval that the worker can no longer afford ends blocked worker_budget_exceeded, holding nothing', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { approval_threshold_cents: 0 } });
    const { teamId } = await placeInTeam(app, fixture, { poolCents: 100, allocationCents: 1 });
    const queued = await Promise.all([dispatchAs(app, fixture.liveKey, CSV), dispatchAs(app, fixture.liveKey, CSV)]);
    const decided = [];
    for (const { body } of queued) {
      decided.push((await call<ApprovalResponse>(app, 'POST', `/api/v1/approvals/${body.approval_id}/approve`, { as: { bearer: fixture.token } })).body);
    }
    expect(decided.map((approval) => approval.service_request!.reason_code ?? approval.service_request!.status).sort()).toEqual(['executed', 'worker_budget_exceeded']);
    expect((await hierarchyCounters(app, teamId))['worker@total/live']).toBe(1);
  });

  it('a request interrupted between admit and settle is released by the sweeper', async () => {
    const fixture = await agentWithBindings(app, { [HOOK.operation]: {} });
    const { teamId } = await placeInTeam(app, fixture, { poolCents: 100, allocationCents: 10 });
    const admission = await admitWithoutSettling(app, fixture, 'killed');
    expect(admission.kind).toBe('admitted');
    expect((await hierarchyCounters(app, teamId))['worker@total/live']).toBe(1);
    expect(await sweepEverythingAdmitted(app)).toBe(1);
    expect(await hierarchyCounters(app, teamId)).toEqual({ 'team@day/live': 0, 'team@month/live': 0, 'team@total/live': 0, 'worker@total/live': 0 });
  });
});

describe('test mode', () => {
  it('meets the same team and worker limits at the live price, on counters of its own, leaving the wallet alone', async () => {
    const fixture = await csvAgent();
    const { teamId } = await placeInTeam(app, fixture, { poolCents: 1000, allocationCents: 4 });
    expect(outcomes(await storm(fixture.testKey, 10))).toEqual({ executed: 4, worker_budget_exceeded: 6 });
    expect(await hierarchyCounters(app, teamId)).toEqual({ 'team@day/test': 4, 'team@month/test': 4, 'team@total/test': 4, 'worker@total/test': 4 });
    expect(await balanceOf(app, fixture)).toEqual(expect.objectContaining({ balance_cents: 500, held_cents: 0 }));
  });
});

describe('GET /agents/me', () => {
  it("shows the team's budget and the worker's allocation with what is left of them", async () => {
    const fixture = await csvAgent();
    const { teamId, userId } = await placeInTeam(app, fixture, { poolCents: 40, dailyLimitCents: 30, hardCapCents: 35, allocationCents: 20 });
    await storm(fixture.liveKey, 3);
    const me = await call<AgentSelfResponse>(app, 'GET', '/api/v1/agents/me', { as: { bearer: fixture.liveKey } });
    expect(me.body.team).toMatchObject({
      id: teamId,
      today: { limit_cents: 30, spent_cents: 3, remaining_cents: 27 },
      month: { limit_cents: null, spent_cents: 3, remaining_cents: null },
      total: { period: 'total', limit_cents: 35, spent_cents: 3, remaining_cents: 32 },
    });
    expect(me.body.worker).toEqual({ user_id: userId, allocation: { period: 'total', limit_cents: 20, spent_cents: 3, remaining_cents: 17 } });
  });

  it('shows null for an agent without a team', async () => {
    const fixture = await csvAgent();
    const me = await call<AgentSelfResponse>(app, 'GET', '/api/v1/agents/me', { as: { bearer: fixture.liveKey } });
    expect(me.body).toMatchObject({ team: null, worker: null });
  });
});

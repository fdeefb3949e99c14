import { describe, expect, it } from 'vitest';
import type { ApprovalResponse } from '../../src/routers/approvals/approval.types.js';
import { useTestApp } from '../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, setBalance, type DispatchFixture } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { placeInTeam } from '../support/teams.js';

/**
 * Admission and approval decide through the same gate and hold through the same statement: every
 * reason code both can give comes out identically (status, reason, detail) whether the condition
 * holds when the request is dispatched or arises while it waits for its approval.
 */
const app = useTestApp();

const OPERATION = CSV.operation;

/** Binding fields are re-sent with the approval gate kept, so that only the condition under test changes. */
const rebind = (fixture: DispatchFixture, fields: Record<string, unknown>) =>
  call(app, 'POST', `/api/v1/agents/${fixture.agentId}/services`, { as: { bearer: fixture.token }, body: { operation: OPERATION, ...fields } });

interface Case {
  reason: string;
  status: 'blocked' | 'failed';
  /** Brings the condition about, for the request that is dispatched next or awaits approval. */
  arrange: (fixture: DispatchFixture, gateFields: Record<string, unknown>) => Promise<unknown>;
}

const CASES: Case[] = [
  {
    reason: 'policy_violation',
    status: 'blocked',
    arrange: (fixture) => call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}/services/${OPERATION}`, { as: { bearer: fixture.token } }),
  },
  { reason: 'policy_violation', status: 'blocked', arrange: (fixture, gateFields) => rebind(fixture, { ...gateFields, enabled: false }) },
  {
    reason: 'agent_disabled',
    status: 'failed',
    arrange: (fixture) => call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie }, body: { status: 'paused' } }),
  },
  { reason: 'daily_limit_exceeded', status: 'blocked', arrange: (fixture, gateFields) => rebind(fixture, { ...gateFields, daily_limit: 0 }) },
  { reason: 'monthly_budget_exceeded', status: 'blocked', arrange: (fixture, gateFields) => rebind(fixture, { ...gateFields, monthly_budget_cents: 0 }) },
  {
    reason: 'agent_budget_exceeded',
    status: 'blocked',
    arrange: (fixture) => call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}/budget`, { as: { bearer: fixture.token }, body: { monthly_budget_cents: 0 } }),
  },
  { reason: 'team_budget_exceeded', status: 'blocked', arrange: (fixture) => placeInTeam(app, fixture, { poolCents: 0 }) },
  { reason: 'worker_budget_exceeded', status: 'blocked', arrange: (fixture) => placeInTeam(app, fixture, { poolCents: 100, allocationCents: 0 }) },
  { reason: 'insufficient_balance', status: 'blocked', arrange: (fixture) => setBalance(app, fixture.owner.session.organization.id, 0) },
  {
    // Two limits refuse: the first in the order the budgets are held names the refusal, on both paths.
    reason: 'daily_limit_exceeded',
    status: 'blocked',
    arrange: async (fixture, gateFields) => {
      await setBalance(app, fixture.owner.session.organization.id, 0);
      await rebind(fixture, { ...gateFields, daily_limit: 0 });
    },
  },
];

/** The outcome through admission: the condition holds, then the request is dispatched. */
async function throughAdmission(testCase: Case) {
  const fixture = await agentWithBindings(app, { [OPERATION]: {} });
  await testCase.arrange(fixture, {});
  const { body } = await dispatchAs(app, fixture.liveKey, CSV);
  return { fixture, request: body };
}

/** The outcome through approval: the request waits for approval, the condition arises, then it is approved. */
async function throughApproval(testCase: Case) {
  const gateFields = { approval_threshold_cents: 0 };
  const fixture = await agentWithBindings(app, { [OPERATION]: gateFields });
  const queued = await dispatchAs(app, fixture.liveKey, CSV);
  expect(queued.body.status).toBe('approval_required');
  await testCase.arrange(fixture, gateFields);
  const approved = await call<ApprovalResponse>(app, 'POST', `/api/v1/approvals/${queued.body.approval_id}/approve`, { as: { bearer: fixture.token } });
  expect(approved.status).toBe(200);
  return { fixture, request: approved.body.service_request };
}

describe('every money limit, in live mode and in test mode', () => {
  /** Test mode meets the limits at the live price, on counters of its own, never touching the wallet. */
  it.each(CASES.filter((testCase) => testCase.status === 'blocked' && testCase.reason !== 'policy_violation').map((testCase) => [testCase.reason, testCase] as const))(
    '%s',
    async (_, testCase) => {
      const fixture = await agentWithBindings(app, { [OPERATION]: {} });
      await testCase.arrange(fixture, {});
      const live = await dispatchAs(app, fixture.liveKey, CSV);
      const test = await dispatchAs(app, fixture.testKey, CSV);
      for (const { body } of [live, test]) expect(body).toMatchObject({ status: 'blocked', reason_code: testCase.reason, cost_cents: 0 });
      expect(test.body.result).toEqual(live.body.result);
    },
  );

  it('caps trip at the same point in both modes, and test mode leaves the balance alone', async () => {
    const fixture = await agentWithBindings(app, { [OPERATION]: { monthly_budget_cents: 2 } });
    const outcomes = async (key: string) => {
      const seen: string[] = [];
      for (let n = 0; n < 3; n += 1) {
        const { body } = await dispatchAs(app, key, CSV);
        seen.push(body.reason_code ?? body.status);
      }
      return seen;
    };
    expect(await outcomes(fixture.testKey)).toEqual(['executed', 'executed', 'monthly_budget_exceeded']);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
    expect(await outcomes(fixture.liveKey)).toEqual(['executed', 'executed', 'monthly_budget_exceeded']);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 498, held_cents: 0 });
  });
});

describe('every reason code, through admission and through approval', () => {
  it.each(CASES.map((testCase, index) => [`${testCase.reason} (${index + 1})`, testCase] as const))('%s', async (_, testCase) => {
    const admitted = await throughAdmission(testCase);
    const approved = await throughApproval(testCase);
    for (const { fixture, request } of [admitted, approved]) {
      expect(request).toMatchObject({ status: testCase.status, reason_code: testCase.reason, cost_cents: 0 });
      // Nothing stays held by a refused request.
      expect(await balanceOf(app, fixture)).toMatchObject({ held_cents: 0 });
    }
    // The same answer, the limit met included; each names its own agent's binding or cap (two fixtures, two agents).
    const asOwn = (request: { result: unknown; agent_id: string }) => {
      const result = request.result as { limit?: { agent_id: string | null } } | null;
      if (!result?.limit) return result;
      return { ...result, limit: { ...result.limit, agent_id: result.limit.agent_id === request.agent_id ? 'own' : result.limit.agent_id } };
    };
    expect(asOwn(approved.request!)).toEqual(asOwn(admitted.request));
    // Nor counted against any budget.
    const counters = await app.db.prisma.usageCounter.findMany({
      where: { orgId: { in: [admitted.fixture.owner.session.organization.id, approved.fixture.owner.session.organization.id] } },
    });
    expect(counters.filter((counter) => counter.value !== 0n)).toEqual([]);
  });
});

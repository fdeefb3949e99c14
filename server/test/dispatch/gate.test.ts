import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../src/domain/dispatch/budgets.js';
import { gate, type Policy } from '../../src/domain/dispatch/policy.js';

const NOW = new Date('2026-11-23T10:00:00Z');

const policy = (overrides: Partial<Policy> = {}, binding: Partial<NonNullable<Policy['binding']>> = {}): Policy => ({
  agentId: 'agt_1',
  operation: 'data.csv_parse',
  orgId: 'org_1',
  mode: 'live',
  agentStatus: 'active',
  agentDeleted: false,
  agentMonthlyCents: null,
  binding: { id: 'bnd_1', enabled: true, dailyLimit: null, monthlyBudgetCents: null, approvalThresholdCents: null, ...binding },
  ancestors: [],
  walletId: 'wal_1',
  team: null,
  worker: null,
  task: null,
  apps: [],
  taskAsked: null,
  ...overrides,
});

const ancestor = (id: string, overrides: Partial<Policy['ancestors'][number]> = {}): Policy['ancestors'][number] => ({
  id,
  status: 'active',
  deleted: false,
  binding: { id: `bnd_${id}`, enabled: true, dailyLimit: null, monthlyBudgetCents: null },
  ...overrides,
});

const price = { payload: { csv: 'a\n1\n' }, estimate: 5n };

describe('gate', () => {
  it.each([
    ['a deleted agent', policy({ agentDeleted: true }), price, 'failed', 'agent_disabled', 'The agent is deleted'],
    ['no agent at all', null, price, 'failed', 'agent_disabled', 'The agent is deleted'],
    ['a paused agent', policy({ agentStatus: 'paused' }), price, 'failed', 'agent_disabled', 'The agent is paused'],
    ['no binding', policy({ binding: null }), price, 'blocked', 'policy_violation', 'The agent has no binding for data.csv_parse'],
    ['a disabled binding', policy({}, { enabled: false }), price, 'blocked', 'policy_violation', "The agent's binding for data.csv_parse is disabled"],
    ['an unpriceable request', policy(), { failure: 'unknown model' }, 'failed', 'adapter_error', 'unknown model'],
    ['a paused grandparent', policy({ ancestors: [ancestor('agt_p'), ancestor('agt_g', { status: 'paused' })] }), price, 'failed', 'agent_disabled', 'Agent agt_g, which this agent was spawned from, is paused'],
    ['a deleted parent', policy({ ancestors: [ancestor('agt_p', { deleted: true })] }), price, 'failed', 'agent_disabled', 'Agent agt_p, which this agent was spawned from, is deleted'],
    ['a parent without the binding', policy({ ancestors: [ancestor('agt_p', { binding: null })] }), price, 'blocked', 'policy_violation', 'Agent agt_p, which this agent was spawned from, has no enabled binding for data.csv_parse'],
    [
      "a parent's disabled binding",
      policy({ ancestors: [ancestor('agt_p', { binding: { id: 'bnd_p', enabled: false, dailyLimit: null, monthlyBudgetCents: null } })] }),
      price,
      'blocked',
      'policy_violation',
      'Agent agt_p, which this agent was spawned from, has no enabled binding for data.csv_parse',
    ],
  ] as const)('refuses %s', (_, given, givenPrice, status, reasonCode, detail) => {
    expect(gate(given, givenPrice)).toEqual({ kind: 'refused', refusal: { status, reasonCode, detail } });
  });

  it('checks the agent before the binding, and the binding before the price', () => {
    const refused = gate(policy({ agentStatus: 'disabled', binding: null }), { failure: 'x' });
    expect(refused).toMatchObject({ refusal: { reasonCode: 'agent_disabled' } });
    expect(gate(policy({ binding: null }), { failure: 'x' })).toMatchObject({ refusal: { reasonCode: 'policy_violation' } });
  });

  it('holds the worst case from every set limit and the wallet in live mode', () => {
    const decision = gate(policy({ agentMonthlyCents: 100n }, { dailyLimit: 3, monthlyBudgetCents: 50n }), price, { now: NOW });
    expect(decision).toMatchObject({ kind: 'hold', estimate: 5n, approval: null, payload: price.payload });
    if (decision.kind !== 'hold') throw new Error('not held');
    expect(decision.plan).toEqual({
      mode: 'live',
      cents: '5',
      dailyRequests: { scope: 'binding:bnd_1:requests', period: '2026-11-23' },
      bindingCents: { scope: 'binding:bnd_1:cents', period: '2026-11' },
      agentCents: { scope: 'agent:agt_1:cents', period: '2026-11' },
      walletId: 'wal_1',
    });
  });

  it('meets every limit at the live price in test mode, on its own counters, checking the wallet without holding it', () => {
    const decision = gate(policy({ mode: 'test', agentMonthlyCents: 100n }, { dailyLimit: 3, monthlyBudgetCents: 50n }), price, { now: NOW });
    if (decision.kind !== 'hold') throw new Error('not held');
    expect(decision.plan).toEqual({
      mode: 'test',
      cents: '5',
      dailyRequests: { scope: 'binding:bnd_1:requests', period: '2026-11-23' },
      bindingCents: { scope: 'binding:bnd_1:cents', period: '2026-11' },
      agentCents: { scope: 'agent:agt_1:cents', period: '2026-11' },
      walletId: null,
      walletCheckId: 'wal_1',
    });
  });

  it("holds a spawned agent's request on each ancestor's binding counters that have a limit, parent first, its own first", () => {
    const ancestors = [
      ancestor('agt_p', { binding: { id: 'bnd_p', enabled: true, dailyLimit: 3, monthlyBudgetCents: 3n } }),
      ancestor('agt_g', { binding: { id: 'bnd_g', enabled: true, dailyLimit: null, monthlyBudgetCents: 9n } }),
    ];
    const decision = gate(policy({ ancestors }, { dailyLimit: 3 }), price, { now: NOW });
    if (decision.kind !== 'hold') throw new Error('not held');
    expect(decision.plan).toMatchObject({
      dailyRequests: { scope: 'binding:bnd_1:requests', period: '2026-11-23' },
      bindingCents: null,
      ancestorDailyRequests: [{ scope: 'binding:bnd_p:requests', period: '2026-11-23' }],
      ancestorBindingCents: [
        { scope: 'binding:bnd_p:cents', period: '2026-11' },
        { scope: 'binding:bnd_g:cents', period: '2026-11' },
      ],
    });
    // An organization's own agent plans none.
    const root = gate(policy(), price, { now: NOW });
    if (root.kind !== 'hold') throw new Error('not held');
    expect(root.plan).not.toHaveProperty('ancestorDailyRequests');
    expect(root.plan).not.toHaveProperty('ancestorBindingCents');
  });

  it("holds on the team's day, month and total counters and the worker's allocation, within their limits", () => {
    const team = { id: 'team_1', dailyCents: 40n, monthlyCents: null, totalCents: 90n };
    const decision = gate(policy({ team, worker: { userId: 'usr_1', allocationCents: 30n } }), price, { now: NOW });
    if (decision.kind !== 'hold') throw new Error('not held');
    expect(decision.limits).toMatchObject({ team, worker: { teamId: 'team_1', userId: 'usr_1', allocationCents: 30n } });
    expect(decision.plan).toMatchObject({
      teamDayCents: { scope: 'team:team_1:cents', period: '2026-11-23' },
      teamMonthCents: { scope: 'team:team_1:cents', period: '2026-11' },
      teamTotalCents: { scope: 'team:team_1:cents', period: 'total' },
      workerCents: { scope: 'worker:team_1:usr_1:cents', period: 'total' },
    });
    // A worker is held only within their team: without one the allocation is not looked at.
    const teamless = gate(policy({ worker: { userId: 'usr_1', allocationCents: 30n } }), price, { now: NOW });
    expect(teamless).toMatchObject({ kind: 'hold', limits: { team: null, worker: null } });
    if (teamless.kind === 'hold') expect(teamless.plan).not.toHaveProperty('workerCents');
  });

  it("refuses a request made for a closed task, in another mode, or for an operation outside it, and holds an open task's cap", () => {
    const task = { id: 'tsk_1', status: 'in_progress', mode: 'live' as const, budgetCents: 50n, operations: ['data.csv_parse'] };
    for (const status of ['completed', 'failed', 'cancelled']) {
      expect(gate(policy({ task: { ...task, status } }), price)).toMatchObject({ refusal: { status: 'blocked', reasonCode: 'task_closed' } });
    }
    expect(gate(policy({ task: { ...task, mode: 'test' } }), price)).toMatchObject({ refusal: { reasonCode: 'policy_violation' } });
    expect(gate(policy({ task: { ...task, operations: ['web.search'] } }), price)).toMatchObject({
      refusal: { reasonCode: 'policy_violation', detail: 'The delegated task tsk_1 allows web.search, not data.csv_parse' },
    });
    const decision = gate(policy({ task: { ...task, status: 'accepted' } }), price, { now: NOW });
    if (decision.kind !== 'hold') throw new Error('not held');
    expect(decision.limits.task).toEqual({ id: 'tsk_1', budgetCents: 50n });
    expect(decision.plan.taskCents).toEqual({ scope: 'task:tsk_1:cents', period: 'total' });
  });

  it('asks for approval strictly above the threshold, on the live price in both modes, unless already approved', () => {
    expect(gate(policy({}, { approvalThresholdCents: 5n }), price)).toMatchObject({ kind: 'hold', approval: null });
    expect(gate(policy({}, { approvalThresholdCents: 4n }), price)).toMatchObject({ kind: 'hold', approval: { thresholdCents: 4n } });
    expect(gate(policy({ mode: 'test' }, { approvalThresholdCents: 4n }), price)).toMatchObject({ approval: { thresholdCents: 4n } });
    expect(gate(policy({}, { approvalThresholdCents: 4n }), price, { approved: true })).toMatchObject({ kind: 'hold', approval: null });
  });
});

describe('refusalOf', () => {
  it('names the limit of a proctor_refuse error, however deeply it is wrapped', () => {
    expect(refusalOf(Object.assign(new Error('insufficient_balance'), { code: 'PR001' }))).toBe('insufficient_balance');
    const wrapped = { code: 'P2010', meta: { driverAdapterError: { cause: { code: 'PR001', message: 'daily_limit_exceeded' } } } };
    expect(refusalOf(wrapped)).toBe('daily_limit_exceeded');
  });

  it('is null for any other error, even one that mentions a limit', () => {
    expect(refusalOf(Object.assign(new Error('division by zero'), { code: '22012' }))).toBeNull();
    expect(refusalOf(Object.assign(new Error('insufficient_balance'), { code: '23505' }))).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });
});

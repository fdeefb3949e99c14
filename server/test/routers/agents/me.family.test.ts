import { describe, expect, it } from 'vitest';
import type { AgentSelfResponse } from '../../../src/routers/agents/me.types.js';
import { useTestApp } from '../../support/app.js';
import { CSV, dispatchAs, type DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { parentAgent, spawn } from '../../support/spawn.js';

/**
 * GET /agents/me of a spawned agent: a family shares its parent's binding limits (family.ts), so
 * what is left for a child is the least of its own binding's and each ancestor's for the
 * operation, and the next dispatch is refused exactly when that says 0.
 */
const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '0' } });

const me = async (key: string) => {
  const result = await call<AgentSelfResponse>(app, 'GET', '/api/v1/agents/me', { as: { bearer: key } });
  expect(result.status, result.raw).toBe(200);
  return result.body;
};
const csvOf = async (key: string) => (await me(key)).bindings.find((binding) => binding.operation === CSV.operation)!;
const left = async (key: string) => {
  const binding = await csvOf(key);
  return { today: binding.today.remaining_requests, month: binding.month.remaining_cents };
};
const outcome = async (key: string) => {
  const { body } = await dispatchAs(app, key, CSV);
  return body.reason_code ?? body.status;
};
const dispatchTimes = async (key: string, times: number) => {
  for (let index = 0; index < times; index += 1) expect(await outcome(key)).toBe('executed');
};
const setStatus = (fixture: DispatchFixture, id: string, status: string) =>
  call(app, 'PATCH', `/api/v1/agents/${id}`, { as: { cookie: fixture.owner.cookie }, body: { status } });

describe("GET /api/v1/agents/me of a spawned agent: its parent's binding limits bound what is left", () => {
  it("a child of a parent bound at 3 a day and 3 cents a month, after the parent used 2, sees 1 left of each; refused exactly at 0", async () => {
    const parent = await parentAgent(app, null, { [CSV.operation]: { daily_limit: 3, monthly_budget_cents: 3 } });
    // An uncapped parent lends at most what its binding has left this month: 3 cents.
    const child = (await spawn(app, parent.liveKey, { name: 'Child', services: [CSV.operation], monthly_budget_cents: 3 })).body;
    expect(await left(child.api_key)).toEqual({ today: 3, month: 3 });

    await dispatchTimes(parent.liveKey, 2);
    const binding = await csvOf(child.api_key);
    // The child's own counters are untouched; what is left is the parent's.
    expect(binding.today).toMatchObject({ requests: 0, remaining_requests: 1 });
    expect(binding.month).toMatchObject({ spent_cents: 0, remaining_cents: 1 });

    expect(await outcome(child.api_key)).toBe('executed');
    expect(await left(child.api_key)).toEqual({ today: 0, month: 0 });
    expect(await left(parent.liveKey)).toEqual({ today: 0, month: 0 });
    expect(await outcome(child.api_key)).toBe('daily_limit_exceeded');
    expect(await outcome(parent.liveKey)).toBe('daily_limit_exceeded');
  });

  it("a child without limits of its own is bounded by its parent's monthly cents alone, and refused monthly_budget_exceeded at 0", async () => {
    const parent = await parentAgent(app, null, { [CSV.operation]: { monthly_budget_cents: 3 } });
    const child = (await spawn(app, parent.liveKey, { name: 'Child', services: [CSV.operation], monthly_budget_cents: 3 })).body;
    await dispatchTimes(parent.liveKey, 2);
    // The child's binding sets no limit (it copies the parent's: monthly only): nothing of its own is counted.
    expect(await left(child.api_key)).toEqual({ today: null, month: 1 });
    expect(await outcome(child.api_key)).toBe('executed');
    expect(await left(child.api_key)).toEqual({ today: null, month: 0 });
    expect(await outcome(child.api_key)).toBe('monthly_budget_exceeded');
  });

  it('a grandchild sees the tightest of its own, its parent\'s and its grandparent\'s limits, whichever that is', async () => {
    const root = await parentAgent(app, null, { [CSV.operation]: { daily_limit: 10, monthly_budget_cents: 10 } });
    const child = (await spawn(app, root.liveKey, {
      name: 'Child',
      services: [{ operation: CSV.operation, daily_limit: 4, monthly_budget_cents: 4 }],
      monthly_budget_cents: 10,
    })).body;
    const grandchild = (await spawn(app, child.api_key, {
      name: 'Grandchild',
      services: [{ operation: CSV.operation, daily_limit: 3, monthly_budget_cents: 3 }],
      monthly_budget_cents: 5,
    })).body;
    // Its own limit is the tightest.
    expect(await left(grandchild.api_key)).toEqual({ today: 3, month: 3 });
    // The child's: 2 of its 4 used (and 2 of the root's 10).
    await dispatchTimes(child.api_key, 2);
    expect(await left(grandchild.api_key)).toEqual({ today: 2, month: 2 });
    // The root's: 9 of its 10 used.
    await dispatchTimes(root.liveKey, 7);
    expect(await left(grandchild.api_key)).toEqual({ today: 1, month: 1 });
    expect(await left(child.api_key)).toEqual({ today: 1, month: 1 });

    expect(await outcome(grandchild.api_key)).toBe('executed');
    const binding = await csvOf(grandchild.api_key);
    expect(binding.today).toMatchObject({ requests: 1, remaining_requests: 0 });
    expect(binding.month).toMatchObject({ spent_cents: 1, remaining_cents: 0 });
    expect(await outcome(grandchild.api_key)).toBe('daily_limit_exceeded');
    expect(await left(child.api_key)).toEqual({ today: 0, month: 0 });
  });

  it('names the agent up the chain that stops it: stopped_by, while its own status stays active', async () => {
    const root = await parentAgent(app, null, { [CSV.operation]: {} });
    const child = (await spawn(app, root.liveKey, { name: 'Child', services: [CSV.operation], monthly_budget_cents: 100 })).body;
    const grandchild = (await spawn(app, child.api_key, { name: 'Grandchild', services: [CSV.operation], monthly_budget_cents: 50 })).body;
    expect(await me(grandchild.api_key)).toMatchObject({ status: 'active', stopped_by: null });

    expect((await setStatus(root, child.agent.id, 'paused')).status).toBe(200);
    expect(await outcome(grandchild.api_key)).toBe('agent_disabled');
    expect(await me(grandchild.api_key)).toMatchObject({ status: 'active', stopped_by: { agent_id: child.agent.id, status: 'paused' } });
    // The paused agent's own status says it; nothing above it stops it.
    expect(await me(child.api_key)).toMatchObject({ status: 'paused', stopped_by: null });
    expect(await me(root.liveKey)).toMatchObject({ status: 'active', stopped_by: null });

    // The nearest stopped agent is named first, parent first, as admission names it.
    expect((await setStatus(root, root.agentId, 'disabled')).status).toBe(200);
    expect((await me(grandchild.api_key)).stopped_by).toEqual({ agent_id: child.agent.id, status: 'paused' });
    expect((await me(child.api_key)).stopped_by).toEqual({ agent_id: root.agentId, status: 'disabled' });
  });

  it("says a binding is not enabled when the parent's binding for the operation is disabled, as admission refuses it", async () => {
    const parent = await parentAgent(app, null, { [CSV.operation]: {} });
    const child = (await spawn(app, parent.liveKey, { name: 'Child', services: [CSV.operation], monthly_budget_cents: 100 })).body;
    expect((await csvOf(child.api_key)).enabled).toBe(true);
    await app.db.prisma.serviceBinding.updateMany({ where: { agentId: parent.agentId, operation: CSV.operation }, data: { enabled: false } });
    expect((await csvOf(child.api_key)).enabled).toBe(false);
    expect(await outcome(child.api_key)).toBe('policy_violation');
  });
});

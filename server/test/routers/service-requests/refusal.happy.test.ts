import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs, setBalance } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { parentAgent, spawn } from '../../support/spawn.js';
import { REASON_ADVICE } from '../../../src/domain/dispatch/reasons.js';

const app = useTestApp();

const nextUtcMidnight = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1)).toISOString();
const nextUtcMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)).toISOString();

describe('a refused request answers a typed refusal: its reason, the advice, and the limit it met', () => {
  it('names the binding day limit, its value, what the request would add, and the next UTC midnight', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 1 } });
    expect((await dispatchAs(app, fixture.testKey, CSV)).body.status).toBe('executed');
    const refused = await dispatchAs(app, fixture.testKey, CSV);
    expect(refused.body).toMatchObject({ status: 'blocked', reason_code: 'daily_limit_exceeded' });
    expect(refused.body.refusal).toEqual({
      reason_code: 'daily_limit_exceeded',
      advice: REASON_ADVICE.daily_limit_exceeded,
      limit: {
        level: 'binding_day',
        scope: 'binding',
        unit: 'requests',
        period: 'day',
        agent_id: fixture.agentId,
        value: 1,
        amount: 1,
        resets_at: nextUtcMidnight(new Date(refused.body.completed_at!)),
      },
    });
    // The same answer when the request is read again.
    const read = await call(app, 'GET', `/api/v1/service-requests/${refused.body.id}`, { as: { bearer: fixture.testKey } });
    expect(read.body).toMatchObject({ refusal: refused.body.refusal });
  });

  it('names the monthly binding budget in cents, and the agent cap, with the first of the next UTC month', async () => {
    const binding = await agentWithBindings(app, { 'data.csv_parse': { monthly_budget_cents: 0 } });
    const byBinding = await dispatchAs(app, binding.liveKey, CSV);
    expect(byBinding.body.refusal?.limit).toMatchObject({ level: 'binding_month', unit: 'cents', period: 'month', value: 0, amount: 1, agent_id: binding.agentId });
    expect(byBinding.body.refusal?.limit?.resets_at).toBe(nextUtcMonth(new Date(byBinding.body.completed_at!)));

    const capped = await parentAgent(app, 0, { 'data.csv_parse': {} });
    const byCap = await dispatchAs(app, capped.liveKey, CSV);
    expect(byCap.body).toMatchObject({ reason_code: 'agent_budget_exceeded' });
    expect(byCap.body.refusal?.limit).toMatchObject({ level: 'agent', scope: 'agent', value: 0, agent_id: capped.agentId });
  });

  it("names the ancestor whose binding limit a spawned agent's request met", async () => {
    const parent = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 1 } });
    const child = await spawn(app, parent.testKey, { name: 'Child', services: ['data.csv_parse'], monthly_budget_cents: 100 });
    expect(child.status).toBe(201);
    expect((await dispatchAs(app, parent.testKey, CSV)).body.status).toBe('executed');
    const refused = await dispatchAs(app, child.body.api_key, CSV);
    expect(refused.body).toMatchObject({ status: 'blocked', reason_code: 'daily_limit_exceeded' });
    expect(refused.body.refusal?.limit).toMatchObject({ level: 'binding_day', agent_id: parent.agentId, value: 1 });
  });

  it('names the wallet without a set limit, and gives a refusal no budget made a null limit', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    await setBalance(app, fixture.owner.session.organization.id, 0);
    const broke = await dispatchAs(app, fixture.liveKey, CSV);
    expect(broke.body.refusal).toMatchObject({
      reason_code: 'insufficient_balance',
      limit: { level: 'wallet', scope: 'wallet', period: 'none', value: null, amount: 1, agent_id: null, resets_at: null },
    });

    const unbound = await dispatchAs(app, fixture.liveKey, { operation: 'chat.send', payload: { channel: 'ops', text: 'hi' } });
    expect(unbound.body.refusal).toEqual({ reason_code: 'policy_violation', advice: REASON_ADVICE.policy_violation, limit: null });
  });

  it('answers no refusal for an executed request', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const done = await dispatchAs(app, fixture.testKey, CSV);
    expect(done.body.status).toBe('executed');
    expect(done.body).not.toHaveProperty('refusal');
  });
});

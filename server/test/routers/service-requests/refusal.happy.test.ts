import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { parentAgent, spawn } from '../../support/spawn.js';
import { placeInTeam } from '../../support/teams.js';
import { REASON_ADVICE } from '../../../src/domain/dispatch/reasons.js';

const app = useTestApp();

const nextUtcMidnight = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1)).toISOString();
const nextUtcMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)).toISOString();
/** A reset as result.detail words it: to the second. */
const inDetail = (iso: string) => iso.replace('.000Z', 'Z');

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
        used: 1,
        resets_at: nextUtcMidnight(new Date(refused.body.completed_at!)),
      },
    });
    // One sentence: the limit, what is used and added, the reset, then agent-docs' advice for the reason.
    expect(refused.body.result).toEqual({
      detail: `The binding's daily limit of 1 request is reached (1 used; this request adds 1); it resets at ${inDetail(refused.body.refusal!.limit!.resets_at!)}. ${REASON_ADVICE.daily_limit_exceeded}.`,
      limit: expect.objectContaining({ level: 'binding_day', used: 1 }),
    });
    // The same answer when the request is read again.
    const read = await call(app, 'GET', `/api/v1/service-requests/${refused.body.id}`, { as: { bearer: fixture.testKey } });
    expect(read.body).toMatchObject({ refusal: refused.body.refusal });
  });

  it('names the monthly binding budget in cents, and the agent cap, with the first of the next UTC month', async () => {
    const binding = await agentWithBindings(app, { 'data.csv_parse': { monthly_budget_cents: 0 } });
    const byBinding = await dispatchAs(app, binding.liveKey, CSV);
    expect(byBinding.body.refusal?.limit).toMatchObject({ level: 'binding_month', unit: 'cents', period: 'month', value: 0, amount: 1, used: 0, agent_id: binding.agentId });
    expect(byBinding.body.refusal?.limit?.resets_at).toBe(nextUtcMonth(new Date(byBinding.body.completed_at!)));
    expect(byBinding.body.result?.detail).toBe(
      `The binding's monthly budget of 0 cents is reached (0 used; this request adds 1); it resets at ${inDetail(byBinding.body.refusal!.limit!.resets_at!)}. ${REASON_ADVICE.monthly_budget_exceeded}.`,
    );

    // A cap of 2 cents, 2 spent at 1 cent each: the third is refused with 2 used.
    const capped = await parentAgent(app, 2, { 'data.csv_parse': {} });
    for (const _ of [1, 2]) expect((await dispatchAs(app, capped.liveKey, CSV)).body.status).toBe('executed');
    const byCap = await dispatchAs(app, capped.liveKey, CSV);
    expect(byCap.body).toMatchObject({ reason_code: 'agent_budget_exceeded' });
    expect(byCap.body.refusal?.limit).toMatchObject({ level: 'agent', scope: 'agent', value: 2, amount: 1, used: 2, agent_id: capped.agentId });
    expect(byCap.body.result?.detail).toBe(
      `The agent's monthly budget of 2 cents is reached (2 used; this request adds 1); it resets at ${inDetail(nextUtcMonth(new Date(byCap.body.completed_at!)))}. ${REASON_ADVICE.agent_budget_exceeded}.`,
    );
  });

  it("names the team's daily limit with what the team spent today", async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    await placeInTeam(app, fixture, { poolCents: 1000, dailyLimitCents: 3 });
    for (const _ of [1, 2, 3]) expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
    const refused = await dispatchAs(app, fixture.liveKey, CSV);
    expect(refused.body).toMatchObject({ status: 'blocked', reason_code: 'team_budget_exceeded' });
    expect(refused.body.refusal?.limit).toMatchObject({ level: 'team_day', scope: 'team', unit: 'cents', value: 3, amount: 1, used: 3, agent_id: null });
    expect(refused.body.result?.detail).toBe(
      `The team's daily limit of 3 cents is reached (3 used; this request adds 1); it resets at ${inDetail(refused.body.refusal!.limit!.resets_at!)}. ${REASON_ADVICE.team_budget_exceeded}.`,
    );
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
    // A balance of 7 cents, all 7 held by requests in flight: nothing is available.
    await app.db.prisma.wallet.updateMany({ where: { orgId: fixture.owner.session.organization.id }, data: { balanceCents: 7n, heldCents: 7n } });
    const broke = await dispatchAs(app, fixture.liveKey, CSV);
    expect(broke.body.refusal).toMatchObject({
      reason_code: 'insufficient_balance',
      limit: { level: 'wallet', scope: 'wallet', period: 'none', value: null, amount: 1, used: 0, agent_id: null, resets_at: null },
    });
    expect(broke.body.result?.detail).toBe(
      `The workspace's wallet has 0 cents available (its balance less what is held), and this request needs up to 1 cent. ${REASON_ADVICE.insufficient_balance}.`,
    );

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

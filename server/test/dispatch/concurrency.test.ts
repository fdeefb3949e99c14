import { describe, expect, it } from 'vitest';
import { sweepInterrupted } from '../../src/domain/dispatch/sweeper.js';
import { useTestApp } from '../support/app.js';
import { admitWithoutSettling, agentWithBindings, balanceOf, CSV, dispatchAs, HOOK, setBalance, sweepEverythingAdmitted } from '../support/dispatch.js';
import { call } from '../support/identity.js';

const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '0' } });

const statuses = (results: { body: { status: string; reason_code?: string } }[]) => {
  const counts: Record<string, number> = {};
  for (const { body } of results) counts[body.reason_code ?? body.status] = (counts[body.reason_code ?? body.status] ?? 0) + 1;
  return counts;
};
const storm = (key: string, count: number, body = CSV) => Promise.all(Array.from({ length: count }, () => dispatchAs(app, key, body)));
const verify = async (token: string) =>
  (await call<{ valid: boolean }>(app, 'GET', '/api/v1/audit-logs/verify', { as: { bearer: token } })).body.valid;

describe('under concurrent load, on real PostgreSQL', () => {
  it('200 dispatches against a wallet that affords 37: exactly 37 executed, balance exactly 0', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    await setBalance(app, fixture.owner.session.organization.id, 37);
    const results = await storm(fixture.liveKey, 200);
    expect(statuses(results)).toEqual({ executed: 37, insufficient_balance: 163 });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 0, held_cents: 0 });
    expect(await verify(fixture.token)).toBe(true);
  });

  it('100 dispatches against a daily limit of 25: exactly 25 executed', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 25 } });
    expect(statuses(await storm(fixture.testKey, 100))).toEqual({ executed: 25, daily_limit_exceeded: 75 });
  });

  it('100 dispatches against a monthly cap of 30 cents: exactly 30 executed and charged', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { monthly_budget_cents: 30 } });
    expect(statuses(await storm(fixture.liveKey, 100))).toEqual({ executed: 30, monthly_budget_exceeded: 70 });
    expect((await balanceOf(app, fixture)).balance_cents).toBe(470);
  });

  it('50 identical requests with one Idempotency-Key: one execution, one charge, the outcome or the request running', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const results = await Promise.all(Array.from({ length: 50 }, () => dispatchAs(app, fixture.liveKey, CSV, 'one-key')));
    const answered = results.filter((result) => result.status === 200);
    const inFlight = results.filter((result) => result.status === 202);
    expect(answered.length + inFlight.length).toBe(50);
    expect(new Set(answered.map((result) => JSON.stringify(result.body))).size).toBe(1);
    // Caught in flight, a replay is the same request, running: the client polls it.
    for (const result of inFlight) expect(result.body).toMatchObject({ id: answered[0]!.body.id, status: 'running', cost_cents: 0 });
    expect((await balanceOf(app, fixture)).balance_cents).toBe(499);
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(1);
  });
});

describe('a request interrupted between admit and settle', () => {
  it('is finished by the sweeper: hold released, failed "interrupted", balance reconciled, chain intact', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {}, [HOOK.operation]: {} });
    await dispatchAs(app, fixture.liveKey, CSV);
    // Admit without ever settling, as a process killed during the provider call leaves it.
    const admission = await admitWithoutSettling(app, fixture, 'killed');
    expect(admission.kind).toBe('admitted');
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 499, held_cents: 1 });
    const inFlight = await dispatchAs(app, fixture.liveKey, HOOK, 'killed');
    expect(inFlight.status).toBe(202);
    expect(inFlight.body).toMatchObject({ id: admission.request.id, status: 'running' });

    expect(await sweepInterrupted(app.db.prisma, 60_000, 0)).toBe(0);
    expect(await sweepEverythingAdmitted(app)).toBe(1);
    const swept = await dispatchAs(app, fixture.liveKey, HOOK, 'killed');
    expect(swept.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0, result: { detail: 'interrupted' } });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 499, held_cents: 0 });
    const debits = await app.db.prisma.serviceRequest.aggregate({ where: { agentId: fixture.agentId }, _sum: { costCents: true } });
    expect(499n + (debits._sum.costCents ?? 0n)).toBe(500n);
    expect(await verify(fixture.token)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SANDBOX_FAIL_TEXT } from '../../src/domain/catalog/sandbox.js';
import { useTestApp, type TestApp } from '../support/app.js';
import { call } from '../support/identity.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, setBalance, type DispatchFixture } from '../support/dispatch.js';

/**
 * A sandbox is free, deterministic and touches nothing, so a test-mode dispatch asks it before
 * admission (domain/dispatch/admit.ts): an executed outcome is admitted and settled by the one
 * admission statement, anything else goes through admission and settlement as before, and a
 * request a budget refuses keeps none of the sandbox's answer. An in-process live adapter
 * (data.csv_parse) is asked first the same way, and its fixed price debited by that statement.
 */
const app = useTestApp();

const SEARCH = 'web_search.search';
const search = (query: string) => ({ operation: SEARCH, payload: { query, count: 3 } });

async function stored(app: TestApp, id: string) {
  const [row] = await app.db.prisma.$queryRaw<{ status: string; hold_cents: bigint; created_at: Date; completed_at: Date | null }[]>`
    SELECT status::text, hold_cents, created_at, completed_at FROM service_requests WHERE id = ${id}`;
  return row!;
}

async function auditActions(app: TestApp, id: string): Promise<string[]> {
  const rows = await app.db.prisma.$queryRaw<{ action: string }[]>`SELECT action FROM audit_entries WHERE target_id = ${id} ORDER BY occurred_at`;
  return rows.map((row) => row.action);
}

/** The binding's counters in a mode (test unless told): requests today and cents this month. */
async function counters(app: TestApp, fixture: DispatchFixture, mode: 'test' | 'live' = 'test'): Promise<{ day: bigint; month: bigint }> {
  const rows = await app.db.prisma.$queryRaw<{ scope: string; value: bigint }[]>`
    SELECT c.scope, c.value FROM usage_counters c JOIN service_bindings b ON c.scope LIKE '%' || b.id || '%'
    WHERE b.agent_id = ${fixture.agentId} AND c.mode = ${mode}::"KeyMode"`;
  const value = (unit: string) => rows.find((row) => row.scope.endsWith(unit))?.value ?? 0n;
  return { day: value(':requests'), month: value(':cents') };
}

describe('a test-mode dispatch settled at admission', () => {
  it('records the executed request, its counters and its audit entry in one statement, and a replay answers it as it was first answered', async () => {
    const fixture = await agentWithBindings(app, { [SEARCH]: { daily_limit: 5, monthly_budget_cents: 1_000 } });
    const key = randomUUID();
    const first = await dispatchAs(app, fixture.testKey, search('proctor'), key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'executed', cost_cents: 0 });
    const row = await stored(app, first.body.id);
    expect(row).toMatchObject({ status: 'executed', hold_cents: 0n });
    // One statement, one transaction: the row was created and completed at the same now().
    expect(row.completed_at?.getTime()).toBe(row.created_at.getTime());
    const { day, month } = await counters(app, fixture);
    expect(day).toBe(1n);
    expect(month).toBeGreaterThan(0n);
    expect(await auditActions(app, first.body.id)).toEqual(['service_request.executed']);

    const replay = await dispatchAs(app, fixture.testKey, search('proctor'), key);
    expect(replay.body).toEqual(first.body);
    const polled = await call<{ result: unknown }>(app, 'GET', `/api/v1/service-requests/${first.body.id}`, { as: { bearer: fixture.testKey } });
    expect(polled.body.result).toEqual(first.body.result);
    expect(await counters(app, fixture)).toEqual({ day, month });
  });

  it('settles a sandbox failure after admission, giving its holds back', async () => {
    const fixture = await agentWithBindings(app, { [SEARCH]: { daily_limit: 5, monthly_budget_cents: 1_000 } });
    const failed = await dispatchAs(app, fixture.testKey, search(SANDBOX_FAIL_TEXT));
    expect(failed.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(await stored(app, failed.body.id)).toMatchObject({ status: 'failed', hold_cents: 0n });
    expect(await counters(app, fixture)).toEqual({ day: 0n, month: 0n });
    expect(await auditActions(app, failed.body.id)).toEqual(['service_request.failed']);
  });

  it('keeps nothing of the sandbox answer of a request a budget refuses', async () => {
    const fixture = await agentWithBindings(app, { [SEARCH]: { daily_limit: 1 } });
    expect((await dispatchAs(app, fixture.testKey, search('first'))).body.status).toBe('executed');
    const refused = await dispatchAs(app, fixture.testKey, search('second'));
    expect(refused.body).toMatchObject({ status: 'blocked', reason_code: 'daily_limit_exceeded' });
    expect(refused.body.result).toMatchObject({ limit: { level: 'binding_day', value: 1 } });
    expect(await auditActions(app, refused.body.id)).toEqual(['service_request.blocked']);
    expect((await counters(app, fixture)).day).toBe(1n);
  });

  it('checks the budgets of a request that waits for approval in one statement that keeps nothing', async () => {
    const fixture = await agentWithBindings(app, { [SEARCH]: { daily_limit: 1, approval_threshold_cents: 0 } });
    const before = await balanceOf(app, fixture);
    const waiting = await dispatchAs(app, fixture.liveKey, search('approve me'));
    expect(waiting.body.status).toBe('approval_required');
    expect(await balanceOf(app, fixture)).toEqual(before);
    const live = await app.db.prisma.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM usage_counters c JOIN service_bindings b ON c.scope LIKE '%' || b.id || '%' WHERE b.agent_id = ${fixture.agentId} AND c.value <> 0`;
    expect(live[0]!.n).toBe(0n);
    // The same check refuses when a budget would: blocked now, as it would be once approved.
    await call(app, 'POST', `/api/v1/agents/${fixture.agentId}/services`, {
      as: { bearer: fixture.token },
      body: { operation: SEARCH, daily_limit: 0, approval_threshold_cents: 0 },
    });
    const refused = await dispatchAs(app, fixture.liveKey, search('approve me too'));
    expect(refused.body).toMatchObject({ status: 'blocked', reason_code: 'daily_limit_exceeded' });
  });
});

describe('a live dispatch of an in-process operation settled at admission', () => {
  const limits = { daily_limit: 5, monthly_budget_cents: 1_000 };

  it('debits its fixed price from the wallet, with its counters and audit entry, in one statement, holding nothing', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: limits });
    const key = randomUUID();
    const first = await dispatchAs(app, fixture.liveKey, CSV, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'executed', cost_cents: 1, result: { row_count: 2 } });
    const row = await stored(app, first.body.id);
    expect(row).toMatchObject({ status: 'executed', hold_cents: 0n });
    expect(row.completed_at?.getTime()).toBe(row.created_at.getTime());
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 499, held_cents: 0 });
    expect(await counters(app, fixture, 'live')).toEqual({ day: 1n, month: 1n });
    const audited = await app.db.prisma.$queryRaw<{ action: string; cost_cents: bigint }[]>`
      SELECT action, cost_cents FROM audit_entries WHERE target_id = ${first.body.id}`;
    expect(audited).toEqual([{ action: 'service_request.executed', cost_cents: 1n }]);

    const replay = await dispatchAs(app, fixture.liveKey, CSV, key);
    expect(replay.body).toEqual(first.body);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 499, held_cents: 0 });
  });

  it('settles a failure after admission, giving every hold back and debiting nothing', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: limits });
    const failed = await dispatchAs(app, fixture.liveKey, { operation: CSV.operation, payload: { csv: 'a,a\n1,2\n' } });
    expect(failed.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(await stored(app, failed.body.id)).toMatchObject({ status: 'failed', hold_cents: 0n });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
    expect(await counters(app, fixture, 'live')).toEqual({ day: 0n, month: 0n });
    expect(await auditActions(app, failed.body.id)).toEqual(['service_request.failed']);
  });

  it('is refused by a wallet that cannot cover it, keeping nothing of its answer', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: limits });
    await setBalance(app, fixture.owner.session.organization.id, 0);
    const refused = await dispatchAs(app, fixture.liveKey, CSV);
    expect(refused.body).toMatchObject({ status: 'blocked', reason_code: 'insufficient_balance', cost_cents: 0 });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 0, held_cents: 0 });
    expect(await counters(app, fixture, 'live')).toEqual({ day: 0n, month: 0n });
  });
});

import { describe, expect, it } from 'vitest';
import type { AgentSelfResponse } from '../../../src/routers/agents/me.types.js';
import { useTestApp } from '../../support/app.js';
import { CSV, dispatchAs, useAgentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

const me = async (key: string) => {
  const result = await call<AgentSelfResponse>(app, 'GET', '/api/v1/agents/me', { as: { bearer: key } });
  expect(result.status, result.raw).toBe(200);
  return result.body;
};
const bindingOf = (self: AgentSelfResponse, operation: string) => self.bindings.find((binding) => binding.operation === operation)!;
const BAD_CSV = { operation: CSV.operation, payload: { csv: 'a,b\n"unclosed,1\n' } };
const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('GET /api/v1/agents/me', () => {
  const fixture = useAgentWithBindings(app, {
    [CSV.operation]: { daily_limit: 3, monthly_budget_cents: 10, approval_threshold_cents: 50 },
    'web_search.search': {},
  });

  it('shows a fresh agent its bindings, its limits untouched, and the wallet', async () => {
    const budget = await call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}/budget`, { as: { bearer: fixture.token }, body: { monthly_budget_cents: 100 } });
    expect(budget.status).toBe(200);
    const self = await me(fixture.liveKey);
    expect(self).toEqual({
      id: fixture.agentId,
      name: 'Researcher',
      mode: 'live',
      status: 'active',
      stopped_by: null,
      monthly_budget_cents: 100,
      month: { period: thisMonth(), spent_cents: 0, remaining_cents: 100 },
      bindings: [
        {
          operation: CSV.operation,
          enabled: true,
          daily_limit: 3,
          monthly_budget_cents: 10,
          approval_threshold_cents: 50,
          today: { period: today(), requests: 0, remaining_requests: 3 },
          month: { period: thisMonth(), spent_cents: 0, remaining_cents: 10 },
          connected_app: null,
        },
        {
          operation: 'web_search.search',
          enabled: true,
          daily_limit: null,
          monthly_budget_cents: null,
          approval_threshold_cents: null,
          // No limit, no counter: nothing is counted, nothing limits but the wallet.
          today: { period: today(), requests: null, remaining_requests: null },
          month: { period: thisMonth(), spent_cents: null, remaining_cents: null },
          connected_app: null,
        },
      ],
      team: null,
      worker: null,
      wallet: { balance_cents: 500, held_cents: 0, available_cents: 500 },
    });
  });

  it('counts each mode on its own counters: live dispatches in live, test dispatches (at the live price) in test', async () => {
    for (const key of [fixture.liveKey, fixture.liveKey, fixture.testKey]) expect((await dispatchAs(app, key, CSV)).body.status).toBe('executed');
    // A request that did not execute gives its count and cents back.
    expect((await dispatchAs(app, fixture.testKey, BAD_CSV)).body.status).toBe('failed');

    const live = await me(fixture.liveKey);
    expect(live.mode).toBe('live');
    expect(bindingOf(live, CSV.operation)).toMatchObject({
      today: { requests: 2, remaining_requests: 1 },
      month: { spent_cents: 2, remaining_cents: 8 },
    });
    expect(live.month).toMatchObject({ spent_cents: 2, remaining_cents: 98 });
    expect(live.wallet).toEqual({ balance_cents: 498, held_cents: 0, available_cents: 498 });

    const test = await me(fixture.testKey);
    expect(test.mode).toBe('test');
    expect(bindingOf(test, CSV.operation)).toMatchObject({
      today: { requests: 1, remaining_requests: 2 },
      month: { spent_cents: 1, remaining_cents: 9 },
    });
    expect(test.month).toMatchObject({ spent_cents: 1, remaining_cents: 99 });
    // Test mode never debits: the wallet is the same one, as live mode left it.
    expect(test.wallet).toEqual(live.wallet);
  });

  it('says nothing is left once a limit is reached, and the next dispatch is blocked by that limit', async () => {
    expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
    expect(bindingOf(await me(fixture.liveKey), CSV.operation).today).toMatchObject({ requests: 3, remaining_requests: 0 });
    expect((await dispatchAs(app, fixture.liveKey, CSV)).body).toMatchObject({ status: 'blocked', reason_code: 'daily_limit_exceeded' });
    expect(bindingOf(await me(fixture.liveKey), CSV.operation).today).toMatchObject({ requests: 3, remaining_requests: 0 });
  });

  it('shows a limit lowered below what was counted as nothing left, and a paused agent as paused', async () => {
    await call(app, 'POST', `/api/v1/agents/${fixture.agentId}/services`, { as: { bearer: fixture.token }, body: { operation: CSV.operation, monthly_budget_cents: 1 } });
    await call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie }, body: { status: 'paused' } });
    const self = await me(fixture.liveKey);
    expect(self.status).toBe('paused');
    expect(bindingOf(self, CSV.operation).month).toMatchObject({ spent_cents: 3, remaining_cents: 0 });
  });
});

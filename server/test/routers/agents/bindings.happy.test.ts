import { describe, expect, it } from 'vitest';
import type { BindingResponse } from '../../../src/routers/agents/binding.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, createAgent } from '../../support/identity.js';
import { bindingsOf, useAgentsApp } from './fixtures.js';

const { app, owner } = useAgentsApp();

describe('POST /api/v1/agents/{id}/services', () => {
  it('creates a binding with its limits, then updates only the fields sent', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    const created = await call<BindingResponse>(app, 'POST', bindingsOf(agent.id), {
      as: { bearer: owner.token },
      body: { operation: 'text_generation.generate', monthly_budget_cents: 2000, daily_limit: 100, approval_threshold_cents: 25 },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^bnd_/),
      agent_id: agent.id,
      operation: 'text_generation.generate',
      service: 'text_generation',
      monthly_budget_cents: 2000,
      daily_limit: 100,
      approval_threshold_cents: 25,
      enabled: true,
    });
    const updated = await call<BindingResponse>(app, 'POST', bindingsOf(agent.id), {
      as: { bearer: owner.token },
      body: { operation: 'text_generation.generate', daily_limit: 5, approval_threshold_cents: null },
    });
    expect(updated.body).toMatchObject({ id: created.body.id, monthly_budget_cents: 2000, daily_limit: 5, approval_threshold_cents: null });
  });

  it('accepts the service and the bare operation separately', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    const result = await call<BindingResponse>(app, 'POST', bindingsOf(agent.id), {
      as: { bearer: owner.token },
      body: { service: 'email', operation: 'send', enabled: false },
    });
    expect(result.body).toMatchObject({ operation: 'email.send', enabled: false, daily_limit: null, approval_threshold_cents: null });
  });
});

describe('GET and DELETE /api/v1/agents/{id}/services', () => {
  it('lists the bindings by operation and removes one', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    for (const operation of ['web_search.search', 'chat.send']) {
      await call(app, 'POST', bindingsOf(agent.id), { as: { bearer: owner.token }, body: { operation } });
    }
    const listed = await call<{ data: BindingResponse[]; next_cursor: null }>(app, 'GET', bindingsOf(agent.id), { as: { bearer: owner.token } });
    expect(listed.body.data.map((binding) => binding.operation)).toEqual(['chat.send', 'web_search.search']);
    expect(listed.body.next_cursor).toBeNull();

    const removed = await call(app, 'DELETE', `${bindingsOf(agent.id)}/chat.send`, { as: { bearer: owner.token } });
    expect(removed.status).toBe(204);
    const after = await call<{ data: BindingResponse[] }>(app, 'GET', bindingsOf(agent.id), { as: { bearer: owner.token } });
    expect(after.body.data.map((binding) => binding.operation)).toEqual(['web_search.search']);
    const again = await call<ErrorEnvelope>(app, 'DELETE', `${bindingsOf(agent.id)}/chat.send`, { as: { bearer: owner.token } });
    expect(again.status).toBe(404);
  });
});

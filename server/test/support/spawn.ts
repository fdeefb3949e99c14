import type { z } from 'zod';
import type { ZSpawnAgentResponseSchema } from '../../src/routers/agents/spawn.types.js';
import type { TestApp } from './app.js';
import { agentWithBindings, type DispatchFixture } from './dispatch.js';
import { call } from './identity.js';

export type SpawnAgentResponse = z.infer<typeof ZSpawnAgentResponseSchema>;

/** POST /agents/spawn with `key`, the parent's key. */
export function spawn(app: TestApp, key: string, body: Record<string, unknown>) {
  return call<SpawnAgentResponse & { error: { code: string; message: string; details?: { path: string; message: string }[] } }>(app, 'POST', '/api/v1/agents/spawn', {
    as: { bearer: key },
    body,
  });
}

/** A parent agent bound to CSV parsing and web search, with a monthly cap of `capCents` (null: none). */
export async function parentAgent(app: TestApp, capCents: number | null, bindings: Record<string, Record<string, unknown>> = { 'data.csv_parse': {}, 'web_search.search': { daily_limit: 50 } }): Promise<DispatchFixture> {
  const fixture = await agentWithBindings(app, bindings);
  if (capCents !== null) {
    const set = await call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}/budget`, { as: { bearer: fixture.token }, body: { monthly_budget_cents: capCents } });
    if (set.status !== 200) throw new Error(`budget failed: ${set.raw}`);
  }
  return fixture;
}

/** The agent as GET /agents/{id} answers it, read by the fixture's owner. */
export async function agentRecord(app: TestApp, fixture: DispatchFixture, id: string) {
  return (await call<SpawnAgentResponse['agent']>(app, 'GET', `/api/v1/agents/${id}`, { as: { bearer: fixture.token } })).body;
}

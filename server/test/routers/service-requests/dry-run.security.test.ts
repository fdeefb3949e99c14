import { describe, expect, it } from 'vitest';
import type { ServiceRequestDryRunResponse } from '../../../src/routers/service-requests/dry-run.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { footprint } from '../../support/footprint.js';
import { call, type Credential } from '../../support/identity.js';
import { parentAgent, spawn } from '../../support/spawn.js';
import { delegate } from '../agents/delegated-tasks/fixtures.js';

const app = useTestApp();

const dryRun = (as: Credential, headers: Record<string, string> = {}) =>
  call<ServiceRequestDryRunResponse & { error: { code: string } }>(app, 'POST', '/api/v1/service-requests/dry-run', { as, body: CSV, headers });

describe('POST /api/v1/service-requests/dry-run', () => {
  it('takes an agent key only: a personal token and a session are 403, no credential 401', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const before = await footprint(app);
    expect((await dryRun({ bearer: fixture.token })).status).toBe(403);
    expect((await dryRun({ cookie: fixture.owner.cookie })).status).toBe(403);
    expect((await dryRun(undefined)).status).toBe(401);
    expect((await dryRun({ bearer: 'pk_live_not-a-key' })).status).toBe(401);
    expect(await footprint(app)).toEqual(before);
  });

  it("shows another organization's agent nothing: its own limits only, and another's task is 404", async () => {
    // Organization A: a child with a task, and a binding that has counted a request today.
    const parent = await parentAgent(app, null, { 'data.csv_parse': { daily_limit: 3 } });
    expect((await dispatchAs(app, parent.testKey, CSV)).body.status).toBe('executed');
    const child = (await spawn(app, parent.testKey, { name: 'Child', services: ['data.csv_parse'], monthly_budget_cents: 50 })).body;
    const task = (await delegate(app, parent.testKey, parent.agentId, { child_agent_id: child.agent.id, title: 'T', budget_cents: 7, operations: ['data.csv_parse'] })).body;
    // Organization B's agent, bound the same way.
    const stranger = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 3 } });
    const before = await footprint(app);

    const theirTask = await dryRun({ bearer: stranger.testKey }, { 'x-delegated-task': task.id });
    expect(theirTask.status).toBe(404);
    expect(theirTask.raw).not.toContain(task.id.slice(4));
    const own = await dryRun({ bearer: stranger.testKey });
    expect(own.body.decision).toBe('executed');
    expect(own.body.levels.find((level) => level.level === 'binding_day')).toMatchObject({ limit: 3, used: 0, remaining: 3 });
    expect(own.body.levels.find((level) => level.level === 'task')).toMatchObject({ limit: null, used: null });
    // The child itself reads its task's budget.
    const childs = await dryRun({ bearer: child.api_key }, { 'x-delegated-task': task.id });
    expect(childs.body.levels.find((level) => level.level === 'task')).toMatchObject({ limit: 7, used: 0, remaining: 7 });
    expect(await footprint(app)).toEqual(before);
  });
});

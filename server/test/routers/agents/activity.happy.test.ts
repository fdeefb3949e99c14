import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ZActivityItemSchema } from '../../../src/routers/agents/activity.types.js';
import { useTestApp } from '../../support/app.js';
import { CSV, dispatchAs, setBalance } from '../../support/dispatch.js';
import { addMember, call } from '../../support/identity.js';
import { parentAgent, spawn } from '../../support/spawn.js';
import { delegate, dispatchForTask, move } from './delegated-tasks/fixtures.js';

const app = useTestApp();

type Item = z.infer<typeof ZActivityItemSchema>;
type Page = { data: Item[]; next_cursor: string | null };

const activityOf = (agentId: string) => `/api/v1/agents/${agentId}/activity`;

describe('GET /api/v1/agents/{id}/activity', () => {
  it("is one ledger, newest first, of the agent's service calls, delegations and changes, each typed, with the tasks delegated to it", async () => {
    const parent = await parentAgent(app, null);
    await setBalance(app, parent.owner.session.organization.id, 100);
    const child = (await spawn(app, parent.liveKey, { name: 'Child', services: ['data.csv_parse'], monthly_budget_cents: 100 })).body;
    await dispatchAs(app, parent.liveKey, CSV);
    const task = (await delegate(app, parent.liveKey, parent.agentId, { child_agent_id: child.agent.id, title: 'T', budget_cents: 5, operations: ['data.csv_parse'] })).body;
    await move(app, { bearer: child.api_key }, child.agent.id, task.id, { status: 'in_progress' });
    await dispatchForTask(app, child.api_key, task.id);

    const parentLedger = await call<Page>(app, 'GET', activityOf(parent.agentId), { as: { bearer: parent.liveKey } });
    expect(parentLedger.status, parentLedger.raw).toBe(200);
    expect(parentLedger.body.data.map((item) => [item.type, item.action])).toEqual([
      ['delegation', 'delegated_task.created'],
      ['service_call', 'service_request.executed'],
      ['audit', 'binding.upserted'],
      ['audit', 'binding.upserted'],
      ['audit', 'agent.created'],
    ]);

    // The child's: its own calls and moves, and the task's creation recorded under its parent.
    const childLedger = await call<Page>(app, 'GET', activityOf(child.agent.id), { as: { bearer: child.api_key } });
    expect(childLedger.body.data.map((item) => [item.type, item.action])).toEqual([
      ['service_call', 'service_request.executed'],
      ['delegation', 'delegated_task.updated'],
      ['delegation', 'delegated_task.created'],
      ['audit', 'agent.spawned'],
    ]);
    const seqs = childLedger.body.data.map((item) => item.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  });

  it('pages with its cursor to the end, each entry once, and is read by members', async () => {
    const parent = await parentAgent(app, null);
    await setBalance(app, parent.owner.session.organization.id, 100);
    for (let i = 0; i < 5; i++) await dispatchAs(app, parent.testKey, CSV);
    const member = await addMember(app, parent.owner.session.organization.id, 'member');
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const result: { body: Page } = await call<Page>(app, 'GET', `${activityOf(parent.agentId)}${query}`, { as: { cookie: member.cookie } });
      seen.push(...result.body.data.map((item) => item.seq));
      cursor = result.body.next_cursor;
    } while (cursor);
    // agent.created, its two bindings, five calls
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it("refuses another agent's id to an agent key (404), and a malformed cursor (400)", async () => {
    const parent = await parentAgent(app, null);
    const other = await parentAgent(app, null);
    expect((await call(app, 'GET', activityOf(other.agentId), { as: { bearer: parent.liveKey } })).status).toBe(404);
    expect((await call(app, 'GET', `${activityOf(parent.agentId)}?cursor=abc`, { as: { bearer: parent.liveKey } })).status).toBe(400);
  });
});

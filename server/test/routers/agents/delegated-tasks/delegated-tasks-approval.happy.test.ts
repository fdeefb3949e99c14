import { describe, expect, it } from 'vitest';
import type { ApprovalResponse } from '../../../../src/routers/approvals/approval.types.js';
import { useTestApp } from '../../../support/app.js';
import { setBalance } from '../../../support/dispatch.js';
import { call } from '../../../support/identity.js';
import { parentAgent, spawn } from '../../../support/spawn.js';
import { delegate, dispatchForTask, move } from './fixtures.js';

const app = useTestApp();

/** A child whose CSV parsing needs approval (inherited from its parent), with a task of `budget` cents. */
async function gatedTask(budget: number) {
  const parent = await parentAgent(app, null, { 'data.csv_parse': { approval_threshold_cents: 0 } });
  await setBalance(app, parent.owner.session.organization.id, 1000);
  const child = (await spawn(app, parent.liveKey, { name: 'Gated', services: ['data.csv_parse'], monthly_budget_cents: 100 })).body;
  const task = (await delegate(app, parent.liveKey, parent.agentId, { child_agent_id: child.agent.id, title: 'T', budget_cents: budget, operations: ['data.csv_parse'] })).body;
  const approve = async (approvalId: string) =>
    (await call<ApprovalResponse>(app, 'POST', `/api/v1/approvals/${approvalId}/approve`, { as: { bearer: parent.token } })).body.service_request;
  return { parent, childKey: child.api_key, childId: child.agent.id, task, approve };
}

describe('a dispatch for a task that waits for approval is decided by the same rules when approved', () => {
  it('the task cancelled while it waited: blocked task_closed', async () => {
    const { parent, childKey, task, approve } = await gatedTask(10);
    const queued = await dispatchForTask(app, childKey, task.id);
    expect(queued.body).toMatchObject({ status: 'approval_required' });
    await move(app, { bearer: parent.liveKey }, parent.agentId, task.id, { status: 'cancelled' });
    expect(await approve((queued.body as unknown as { approval_id: string }).approval_id)).toMatchObject({ status: 'blocked', reason_code: 'task_closed' });
  });

  it("the task's budget spent by another while it waited: blocked task_budget_exceeded", async () => {
    const { childKey, task, approve } = await gatedTask(1);
    const first = (await dispatchForTask(app, childKey, task.id)).body as unknown as { approval_id: string };
    const second = (await dispatchForTask(app, childKey, task.id)).body as unknown as { approval_id: string };
    expect(await approve(second.approval_id)).toMatchObject({ status: 'executed', cost_cents: 1 });
    expect(await approve(first.approval_id)).toMatchObject({ status: 'blocked', reason_code: 'task_budget_exceeded' });
  });
});

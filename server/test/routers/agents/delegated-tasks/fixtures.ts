import type { DelegatedTaskResponse } from '../../../../src/routers/agents/delegated-tasks/task.types.js';
import type { TestApp } from '../../../support/app.js';
import { CSV, dispatchAs, setBalance, type DispatchFixture } from '../../../support/dispatch.js';
import { call, type Credential } from '../../../support/identity.js';
import { parentAgent, spawn } from '../../../support/spawn.js';

export type { DelegatedTaskResponse };
export type TaskError = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

export const tasksOf = (agentId: string) => `/api/v1/agents/${agentId}/delegated-tasks`;

/** A parent with a spawned child (both with CSV parsing and web search), and money in the wallet. */
export async function family(app: TestApp): Promise<{ parent: DispatchFixture; childId: string; childKey: string }> {
  const parent = await parentAgent(app, null);
  await setBalance(app, parent.owner.session.organization.id, 10_000);
  const spawned = await spawn(app, parent.liveKey, { name: 'Child', services: ['data.csv_parse', 'web_search.search'], monthly_budget_cents: 1000 });
  if (spawned.status !== 201) throw new Error(`spawn failed: ${spawned.raw}`);
  return { parent, childId: spawned.body.agent.id, childKey: spawned.body.api_key };
}

export async function delegate(app: TestApp, key: string, parentId: string, body: Record<string, unknown>) {
  return call<DelegatedTaskResponse & TaskError>(app, 'POST', tasksOf(parentId), { as: { bearer: key }, body });
}

export function move(app: TestApp, as: Credential, agentId: string, taskId: string, body: Record<string, unknown>) {
  return call<DelegatedTaskResponse & TaskError>(app, 'PATCH', `${tasksOf(agentId)}/${taskId}`, { as, body });
}

/** A CSV parse dispatched for the task (header X-Delegated-Task). */
export function dispatchForTask(app: TestApp, key: string, taskId: string, body: Record<string, unknown> = CSV) {
  return call<{ status: string; reason_code: string | null; cost_cents: number } & TaskError>(app, 'POST', '/api/v1/service-requests', {
    as: { bearer: key },
    body,
    headers: { 'idempotency-key': crypto.randomUUID(), 'x-delegated-task': taskId },
  });
}

export { dispatchAs };

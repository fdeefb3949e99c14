import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { madeBeforeAll, useTestApp } from '../support/app.js';
import { CSV, dispatchAs } from '../support/dispatch.js';
import { addMember, call, createAgent, makePlatformAdmin, mintToken, signup, uniqueEmail } from '../support/identity.js';
import { fire } from '../support/triggers.js';
import { newId } from '../../src/domain/ids.js';
import type { CreatedTriggerResponse } from '../../src/routers/triggers/create.types.js';

/** Every list that pages with a cursor, from the document: each GET taking a `cursor` query parameter. */
const LISTS = Object.entries(buildOpenApiDocument().paths ?? {}).flatMap(([path, item]) => {
  const parameters = (item?.get?.parameters ?? []) as { name?: string; in?: string }[];
  return parameters.some((parameter) => parameter.name === 'cursor' && parameter.in === 'query') ? [`/api${path}`] : [];
});

// Every list is read with every other list's cursor, about a thousand requests by one session:
// no rate limit (0) here, which test/http/rate-limit.test.ts covers.
const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '0' } });

/** An organization with at least two rows in every list, and the owner's session, which may read each. */
const org = madeBeforeAll(async () => {
  // A platform admin: /v1/promo/codes is theirs to list.
  const owner = await makePlatformAdmin(app, await signup(app));
  const token = await mintToken(app, owner);
  await mintToken(app, owner, 'second');
  const agent = await createAgent(app, { bearer: token });
  await createAgent(app, { bearer: token }, { name: 'Second' });
  await call(app, 'POST', `/api/v1/agents/${agent.agent.id}/services`, { as: { bearer: token }, body: { operation: CSV.operation, approval_threshold_cents: 0 } });
  for (let i = 0; i < 2; i++) {
    const gated = await dispatchAs(app, agent.api_key, CSV);
    if (gated.body.status !== 'approval_required') throw new Error(`expected an approval: ${gated.raw}`);
    const asked = await call(app, 'POST', '/api/v1/agent-requests', { as: { bearer: agent.api_key }, body: { kind: 'help', title: 'Stuck', body: 'more' } });
    if (asked.status !== 201) throw new Error(`agent request: ${asked.raw}`);
  }
  const conversations = [];
  for (let i = 0; i < 2; i++) {
    const started = await call<{ id: string }>(app, 'POST', `/api/v1/agents/${agent.agent.id}/conversations`, { as: { bearer: agent.api_key }, body: { title: `Topic ${i}` } });
    if (started.status !== 201) throw new Error(`conversation: ${started.raw}`);
    conversations.push(started.body.id);
  }
  for (let i = 0; i < 2; i++) {
    const posted = await call(app, 'POST', `/api/v1/agents/${agent.agent.id}/conversations/${conversations[0]}/messages`, { as: { bearer: agent.api_key }, body: { role: 'user', content: `Turn ${i}` } });
    if (posted.status !== 201) throw new Error(`message: ${posted.raw}`);
  }
  const child = await call<{ agent: { id: string } }>(app, 'POST', '/api/v1/agents/spawn', {
    as: { bearer: agent.api_key },
    body: { name: 'Child', services: [CSV.operation], monthly_budget_cents: 0 },
  });
  for (let i = 0; i < 2; i++) {
    const body = { child_agent_id: child.body.agent.id, title: `Task ${i}`, budget_cents: 0, operations: [CSV.operation] };
    const delegated = await call(app, 'POST', `/api/v1/agents/${agent.agent.id}/delegated-tasks`, { as: { bearer: agent.api_key }, body });
    if (delegated.status !== 201) throw new Error(`delegated task: ${delegated.raw}`);
  }
  for (let i = 0; i < 2; i++) {
    const remembered = await call(app, 'POST', `/api/v1/agents/${agent.agent.id}/memories`, { as: { bearer: agent.api_key }, body: { content: `Fact ${i}` } });
    if (remembered.status !== 201) throw new Error(`memory: ${remembered.raw}`);
  }
  for (let i = 0; i < 2; i++) {
    const body = { name: `Skill ${i}`, steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] };
    const proposed = await call(app, 'POST', `/api/v1/agents/${agent.agent.id}/skill-proposals`, { as: { bearer: agent.api_key }, body });
    if (proposed.status !== 201) throw new Error(`skill proposal: ${proposed.raw}`);
  }
  for (let i = 0; i < 2; i++) await call(app, 'POST', '/api/v1/promo/codes', { as: { bearer: token }, body: { code: `LIST-CURSORS-${i}`, amount_cents: 100, max_redemptions: 1 } });
  await call(app, 'POST', '/api/v1/workspaces', { as: { bearer: token }, body: { name: 'Second' } });
  const orgId = owner.session.organization.id;
  const worker = await addMember(app, orgId, 'member');
  for (let i = 0; i < 2; i++) await call(app, 'POST', `/api/v1/orgs/${orgId}/invites`, { as: { bearer: token }, body: { email: uniqueEmail(), role: 'member' } });
  const teams = [];
  for (let i = 0; i < 2; i++) teams.push((await call<{ id: string }>(app, 'POST', '/api/v1/teams', { as: { bearer: token }, body: { name: `Team ${i}` } })).body);
  await call(app, 'POST', `/api/v1/teams/${teams[0]!.id}/members`, { as: { bearer: token }, body: { user_id: worker.session.user.id, role: 'worker' } });
  for (let i = 0; i < 2; i++) {
    const asked = await call(app, 'POST', '/api/v1/budget-requests', { as: { cookie: worker.cookie }, body: { team_id: teams[0]!.id, amount_cents: 10, reason: 'more' } });
    if (asked.status !== 201) throw new Error(`budget request: ${asked.raw}`);
  }
  const workflows = [];
  for (let i = 0; i < 2; i++) workflows.push((await call<{ id: string }>(app, 'POST', '/api/v1/workflows', { as: { cookie: owner.cookie }, body: { name: `Workflow ${i}` } })).body);
  for (let i = 0; i < 2; i++) {
    const saved = await call(app, 'POST', `/api/v1/workflows/${workflows[0]!.id}/versions`, { as: { cookie: owner.cookie }, body: { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] } });
    if (saved.status !== 201) throw new Error(`workflow version: ${saved.raw}`);
  }
  const versionId = (await call<{ data: { id: string }[] }>(app, 'GET', `/api/v1/workflows/${workflows[0]!.id}/versions`, { as: { cookie: owner.cookie } })).body.data[0]!.id;
  await call(app, 'POST', `/api/v1/workflows/${workflows[0]!.id}/agents`, { as: { cookie: owner.cookie }, body: { agent_id: agent.agent.id } });
  for (let i = 0; i < 2; i++) {
    const body = { agent_id: agent.agent.id, version_id: versionId, mode: 'test' };
    const started = await call(app, 'POST', `/api/v1/workflows/${workflows[0]!.id}/runs`, { as: { cookie: owner.cookie }, body });
    if (started.status !== 202) throw new Error(`workflow run: ${started.raw}`);
  }
  for (const published of [agent.agent.id, child.body.agent.id]) {
    // The owner's requests publish at once: two publish requests, two publications, two listings.
    const asked = await call(app, 'POST', `/api/v1/agents/${published}/publish`, { as: { cookie: owner.cookie }, body: { scope: 'org' } });
    if (asked.status !== 201) throw new Error(`publish: ${asked.raw}`);
  }
  const triggers = [];
  for (let i = 0; i < 2; i++) {
    const body = { agent_id: agent.agent.id, name: `Trigger ${i}`, kind: 'webhook', operation: CSV.operation, mode: 'test' };
    const made = await call<CreatedTriggerResponse>(app, 'POST', '/api/v1/triggers', { as: { cookie: owner.cookie }, body });
    if (made.status !== 201) throw new Error(`trigger: ${made.raw}`);
    triggers.push(made.body);
  }
  for (let i = 0; i < 2; i++) {
    const fired = await fire(app, triggers[0]!, JSON.stringify(CSV.payload));
    if (fired.status !== 200) throw new Error(`trigger fire: ${fired.raw}`);
  }
  const tasks = [];
  for (let i = 0; i < 2; i++) {
    const body = { agent_id: agent.agent.id, name: `Task ${i}`, operation: CSV.operation, payload: CSV.payload, cron_expr: '0 9 * * *', mode: 'test' };
    const made = await call<{ id: string }>(app, 'POST', '/api/v1/scheduled-tasks', { as: { cookie: owner.cookie }, body });
    if (made.status !== 201) throw new Error(`scheduled task: ${made.raw}`);
    tasks.push(made.body.id);
  }
  for (let i = 0; i < 2; i++) {
    const opened = await call(app, 'POST', '/api/v1/chat/sessions', { as: { cookie: owner.cookie }, body: { agent_id: agent.agent.id, title: `Chat ${i}` } });
    if (opened.status !== 201) throw new Error(`chat session: ${opened.raw}`);
  }
  for (let i = 0; i < 2; i++) {
    const stored = await call(app, 'POST', '/api/v1/storage/objects', { as: { cookie: owner.cookie }, body: { key: `object-${i}`, content_type: 'text/plain', size: 1 } });
    if (stored.status !== 201) throw new Error(`storage object: ${stored.raw}`);
  }
  const collections = [];
  for (let i = 0; i < 2; i++) {
    const made = await call<{ id: string }>(app, 'POST', '/api/v1/knowledge/collections', { as: { cookie: owner.cookie }, body: { name: `Collection ${i}` } });
    if (made.status !== 201) throw new Error(`knowledge collection: ${made.raw}`);
    collections.push(made.body.id);
  }
  for (let i = 0; i < 2; i++) {
    const body = { content_type: 'text/plain', content: `Document ${i}` };
    const added = await call(app, 'POST', `/api/v1/knowledge/collections/${collections[0]!}/documents`, { as: { cookie: owner.cookie }, body });
    if (added.status !== 201) throw new Error(`knowledge document: ${added.raw}`);
  }
  const devices = [];
  for (let i = 0; i < 2; i++) {
    const registered = await call<{ device: { id: string }; token: string }>(app, 'POST', '/api/v1/devices', { as: { cookie: owner.cookie }, body: { name: `Device ${i}` } });
    if (registered.status !== 201) throw new Error(`device: ${registered.raw}`);
    devices.push(registered.body);
  }
  for (let i = 0; i < 2; i++) {
    const started = await call(app, 'POST', `/api/v1/devices/${devices[0]!.device.id}/sessions`, { as: { bearer: devices[0]!.token }, body: {} });
    if (started.status !== 201) throw new Error(`device session: ${started.raw}`);
  }
  for (let i = 0; i < 2; i++) {
    const queued = await call(app, 'POST', `/api/v1/devices/${devices[0]!.device.id}/commands`, { as: { cookie: owner.cookie }, body: { command: `command ${i}` } });
    if (queued.status !== 201) throw new Error(`device command: ${queued.raw}`);
  }
  // Two fires of the first, as the scheduler records missed times (no clock to wait on).
  for (const day of ['2025-01-06', '2025-01-07']) {
    await app.db.prisma.eventFire.create({ data: { id: newId('fir'), orgId, sourceId: tasks[0]!, scheduledFor: new Date(`${day}T09:00:00Z`), status: 'skipped', reason: 'missed' } });
  }
  return {
    cookie: owner.cookie,
    orgId,
    agentId: agent.agent.id,
    conversationId: conversations[0]!,
    workflowId: workflows[0]!.id,
    triggerId: triggers[0]!.id,
    scheduledTaskId: tasks[0]!,
    collectionId: collections[0]!,
    deviceId: devices[0]!.device.id,
  };
});

/**
 * A list's URL in the organization: the `{id}` of /agents/{id}/… is the agent's, its `{cid}` the
 * conversation's, the `{id}` of /workflows/{id}/… the workflow's, of /triggers/{id}/… the trigger's, of
 * /scheduled-tasks/{id}/… the task's, of /knowledge/collections/{id}/… the collection's, of /devices/{id}/… the device's; any other `{id}` (the
 * /orgs/{id}/… lists) is the organization's own.
 */
const urlOf = (list: string) =>
  list
    .replace('/agents/{id}/', `/agents/${org.agentId}/`)
    .replace('/workflows/{id}/', `/workflows/${org.workflowId}/`)
    .replace('/triggers/{id}/', `/triggers/${org.triggerId}/`)
    .replace('/scheduled-tasks/{id}/', `/scheduled-tasks/${org.scheduledTaskId}/`)
    .replace('/knowledge/collections/{id}/', `/knowledge/collections/${org.collectionId}/`)
    .replace('/devices/{id}/', `/devices/${org.deviceId}/`)
    .replace('{cid}', org.conversationId)
    .replace('{id}', org.orgId);

/** The next_cursor of each list's first page of one row. */
const cursors = madeBeforeAll(async () => {
  const entries = await Promise.all(
    LISTS.map(async (list) => {
      const page = await call<{ next_cursor: string | null }>(app, 'GET', `${urlOf(list)}?limit=1`, { as: { cookie: org.cookie } });
      if (page.status !== 200 || page.body.next_cursor === null) throw new Error(`${list}: no second page: ${page.raw}`);
      return [list, page.body.next_cursor] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<string, string>;
});

/**
 * Lists keyed by the same sequence: an agent's activity is a view of the audit trail, and a seq
 * of the trail is a place in either (the entries before it), so each takes the other's cursor;
 * the marketplace's listings are live publications, keyed by the publication's id.
 */
const SHARED_KEYS: Record<string, string> = {
  '/api/v1/agents/{id}/activity': '/api/v1/audit-logs',
  '/api/v1/marketplace/listings': '/api/v1/publications',
  // A scheduled task's and a trigger's fires are rows of one table (event_fires), keyed by the fire's id.
  '/api/v1/triggers/{id}/runs': '/api/v1/scheduled-tasks/{id}/runs',
};
const keyOf = (list: string) => SHARED_KEYS[list] ?? list;

const GARBAGE = ['garbage', Buffer.from('garbage').toString('base64'), Buffer.from('{"id":"agt_0"}').toString('base64url'), '-1', 'agt_'];

async function expectRefused(list: string, cursor: string) {
  const result = await call<ErrorEnvelope>(app, 'GET', `${urlOf(list)}?cursor=${encodeURIComponent(cursor)}`, { as: { cookie: org.cookie } });
  expect(result.status, `${list} with cursor ${cursor}`).toBe(400);
  expect(result.body.error.code).toBe('invalid_request');
  expect(result.body.error.details?.[0]?.path).toBe('cursor');
}

describe('a list cursor', () => {
  it('is taken by the lists the document names', () => {
    expect(LISTS.sort()).toEqual([
      '/api/v1/agent-requests',
      '/api/v1/agents',
      '/api/v1/agents/{id}/activity',
      '/api/v1/agents/{id}/conversations',
      '/api/v1/agents/{id}/conversations/{cid}/messages',
      '/api/v1/agents/{id}/delegated-tasks',
      '/api/v1/agents/{id}/memories',
      '/api/v1/agents/{id}/skill-proposals',
      '/api/v1/approvals',
      '/api/v1/audit-logs',
      '/api/v1/budget-requests',
      '/api/v1/chat/sessions',
      '/api/v1/devices',
      '/api/v1/devices/{id}/commands/history',
      '/api/v1/devices/{id}/sessions',
      '/api/v1/knowledge/collections',
      '/api/v1/knowledge/collections/{id}/documents',
      '/api/v1/marketplace/listings',
      '/api/v1/orgs/{id}/invites',
      '/api/v1/orgs/{id}/members',
      '/api/v1/personal-tokens',
      '/api/v1/promo/codes',
      '/api/v1/publications',
      '/api/v1/publish-requests',
      '/api/v1/scheduled-tasks',
      '/api/v1/scheduled-tasks/{id}/runs',
      '/api/v1/service-requests',
      '/api/v1/storage/objects',
      '/api/v1/teams',
      '/api/v1/triggers',
      '/api/v1/triggers/{id}/runs',
      '/api/v1/workflows',
      '/api/v1/workflows/{id}/runs',
      '/api/v1/workflows/{id}/versions',
      '/api/v1/workspaces',
    ]);
  });

  it.each(LISTS)('%s: its own next_cursor reads the next page', async (list) => {
    const page = await call<{ data: unknown[] }>(app, 'GET', `${urlOf(list)}?limit=1&cursor=${encodeURIComponent(cursors[list]!)}`, { as: { cookie: org.cookie } });
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
  });

  it.each(LISTS)('%s: garbage, or a base64 of garbage, is refused with 400 invalid_request', async (list) => {
    for (const cursor of GARBAGE) await expectRefused(list, cursor);
  });

  it.each(LISTS)("%s: another list's next_cursor is refused with 400 invalid_request", async (list) => {
    for (const [other, cursor] of Object.entries(cursors)) if (keyOf(other) !== keyOf(list)) await expectRefused(list, cursor);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, useAgentWithBindings } from '../../support/dispatch.js';
import { call, createAgent, mintToken, signup } from '../../support/identity.js';
import { createWorkflow } from '../workflows/fixtures.js';

const app = useTestApp();
const fixture = useAgentWithBindings(app, { [CSV.operation]: {} });

type Refusal = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

const create = (fields: Record<string, unknown>, as: { cookie: string } | { bearer: string } = { bearer: fixture.token }) =>
  call<Refusal>(app, 'POST', '/api/v1/scheduled-tasks', {
    as,
    body: { agent_id: fixture.agentId, name: 'Refused', operation: CSV.operation, payload: CSV.payload, cron_expr: '0 9 * * *', ...fields },
  });

/** The field each 400 names. */
const paths = (refusal: Refusal) => refusal.error.details?.map((detail) => detail.path);

describe('scheduled tasks refuse', () => {
  it('a schedule that never fires, an unknown zone, a six-field or malformed expression, naming the field, and save nothing', async () => {
    const before = await app.db.prisma.eventSource.count();
    for (const [fields, path] of [
      [{ cron_expr: '0 0 31 2 *' }, 'cron_expr'],
      [{ cron_expr: '0 0 * * * *' }, 'cron_expr'],
      [{ cron_expr: 'every day' }, 'cron_expr'],
      [{ timezone: 'Europe/Atlantis' }, 'timezone'],
      [{ schedule_type: 'once' }, 'schedule_type'],
    ] as const) {
      const refused = await create(fields);
      expect(refused.status, refused.raw).toBe(400);
      expect(refused.body.error.code).toBe('invalid_request');
      expect(paths(refused.body)).toContain(path);
    }
    expect(await app.db.prisma.eventSource.count()).toBe(before);
  });

  it('an unknown operation, a payload its schema refuses, and spellings of allow_draft that disagree', async () => {
    expect(paths((await create({ operation: 'teleport.now' })).body)).toEqual(['operation']);
    const payload = await create({ payload: { csv: 42 } });
    expect(payload.status).toBe(400);
    expect(paths(payload.body)).toEqual(['payload.csv']);
    const spellings = await create({ allow_draft: true, allowDraft: false });
    expect(spellings.status).toBe(400);
    expect(paths(spellings.body)).toEqual(['allowDraft']);
  });

  it("another organization's agent and task (404), a workflow it cannot see (404) or not granted (403)", async () => {
    const stranger = await agentWithBindings(app, { [CSV.operation]: {} });
    expect((await create({ agent_id: stranger.agentId })).status).toBe(404);
    const theirs = await create({ agent_id: stranger.agentId }, { bearer: stranger.token });
    expect(theirs.status, theirs.raw).toBe(201);
    const id = (theirs.body as unknown as { id: string }).id;
    for (const [method, path] of [['GET', `/api/v1/scheduled-tasks/${id}`], ['PATCH', `/api/v1/scheduled-tasks/${id}`], ['DELETE', `/api/v1/scheduled-tasks/${id}`], ['GET', `/api/v1/scheduled-tasks/${id}/runs`]]) {
      const refused = await call(app, method!, path!, { as: { bearer: fixture.token }, ...(method === 'PATCH' ? { body: { status: 'paused' } } : {}) });
      expect(refused.status, `${method} ${path}`).toBe(404);
    }
    const workflow = await createWorkflow(app, fixture.owner.cookie);
    const notGranted = await create({ operation: 'workflow.run', payload: { workflow_id: workflow.id, input: {} } });
    expect(notGranted.status, notGranted.raw).toBe(403);
    const otherOrgWorkflow = await createWorkflow(app, stranger.owner.cookie);
    expect((await create({ operation: 'workflow.run', payload: { workflow_id: otherOrgWorkflow.id, input: {} } })).status).toBe(404);
  });

  it('a task id of another kind, a cursor of another list, and a webhook-only change', async () => {
    expect((await call(app, 'GET', '/api/v1/scheduled-tasks/trg_01jh0xq5a7c9e1g3j5m7p9s1v3', { as: { bearer: fixture.token } })).status).toBe(404);
    expect((await call(app, 'GET', '/api/v1/scheduled-tasks?cursor=agt_01jh0xq5a7c9e1g3j5m7p9s1v3', { as: { bearer: fixture.token } })).status).toBe(400);
    const task = await create({});
    const id = (task.body as unknown as { id: string }).id;
    const badSchedule = await call<Refusal>(app, 'PATCH', `/api/v1/scheduled-tasks/${id}`, { as: { bearer: fixture.token }, body: { cron_expr: '0 0 30 2 *' } });
    expect(badSchedule.status).toBe(400);
    expect(paths(badSchedule.body)).toEqual(['cron_expr']);
    const unchanged = await app.db.prisma.eventSource.findUniqueOrThrow({ where: { id } });
    expect(unchanged.cronExpr).toBe('0 9 * * *');
  });

  it('agent keys: scheduling is for people', async () => {
    const owner = await signup(app);
    const agent = await createAgent(app, { bearer: await mintToken(app, owner) });
    const refused = await call(app, 'GET', '/api/v1/scheduled-tasks', { as: { bearer: agent.api_key } });
    expect(refused.status).toBe(403);
  });
});

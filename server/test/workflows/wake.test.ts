import { afterEach, describe, expect, it } from 'vitest';
import { startBackgroundWork } from '../../src/background.js';
import { WORK_LISTENER_NAME } from '../../src/worker/nudge.js';
import { createLogger } from '../../src/logger.js';
import { useTestApp } from '../support/app.js';
import { agentWithBindings } from '../support/dispatch.js';
import { hashingEmbedder } from '../support/hashing-embedder.js';
import { call } from '../support/identity.js';
import { family, move } from '../routers/agents/delegated-tasks/fixtures.js';
import { runnableWorkflow, runWaitingForApproval, runWhen, startRun } from '../routers/workflows/fixtures.js';

const app = useTestApp();
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/**
 * The server's background work with a fallback poll of 10 s for workflows: a step that resumes
 * within RESUME_MS of its change's commit (its answer to the caller comes after it), or of its
 * due time, was woken (a nudge, or its timer), never found by the poll (nor by the 2 s look a
 * waiting step took before).
 */
const FALLBACK_MS = 10_000;
const RESUME_MS = 100;
const background = () => {
  const stop = startBackgroundWork(app.db, app.config, createLogger('silent'), { workflowMs: FALLBACK_MS, embedder: hashingEmbedder() });
  stops.push(stop);
  return stop;
};

const stepOf = (runId: string, label: string) => app.db.prisma.workflowStepRun.findFirstOrThrow({ where: { runId, label }, orderBy: { attempt: 'desc' } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `what` holds, read every 20 ms for up to `withinMs`. */
async function until(what: () => Promise<boolean>, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('never happened');
    await sleep(20);
  }
}

/** The backends listening for work on this test's database. */
const listeners = async () =>
  (
    await app.db.prisma.$queryRaw<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity WHERE application_name = ${WORK_LISTENER_NAME} AND datname = current_database() AND query ILIKE 'LISTEN%'`
  ).map((row) => row.pid);

describe('waiting workflow steps', () => {
  it('resume a delay within 100 ms of its end, and an approval step within 100 ms of the decision', async () => {
    const fixture = await agentWithBindings(app, {});
    background();
    const { cookie, workflowId, runId, approval } = await runWaitingForApproval(app, fixture);
    const approved = await call(app, 'POST', `/api/v1/approvals/${approval.id}/approve`, { as: { bearer: fixture.token }, body: { note: 'Fine' } });
    // The decision has committed by the time its answer arrives: the step resumes from then.
    const answered = Date.now();
    expect(approved.status, approved.raw).toBe(200);
    const run = await runWhen(app, cookie, workflowId, runId);
    expect(run.status, JSON.stringify(run)).toBe('completed');

    const approve = await stepOf(runId, 'Approve');
    expect(approve.finishedAt!.getTime() - answered).toBeLessThan(RESUME_MS);
    // The delay step (1 s) is due one second after it first ran.
    const after = await stepOf(runId, 'After');
    const due = after.startedAt!.getTime() + 1000;
    expect(after.finishedAt!.getTime()).toBeGreaterThanOrEqual(due);
    expect(after.finishedAt!.getTime() - due).toBeLessThan(RESUME_MS);
  });

  it('wake an agent request step when the request is answered, and a delegation step when its task ends, without polling', async () => {
    const { parent, childId, childKey } = await family(app);
    const definition = {
      steps: [
        { label: 'Ask', type: 'agent_request', input: { kind: 'decision', title: 'Order?', body: 'Quote attached', options: ['yes', 'no'] } },
        { label: 'Hand', type: 'delegation', input: { child_agent_id: childId, title: 'Parse', budget_cents: 20, operations: ['data.csv_parse'] } },
      ],
      edges: [],
    };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, parent, definition);
    background();
    const started = await startRun(app, cookie, workflowId, { agent_id: parent.agentId, version_id: versionId, mode: 'live', input: {} });
    const waiting = await runWhen(app, cookie, workflowId, started.id, (run) => run.steps.every((step) => step.status === 'waiting'));
    const requestId = (waiting.steps[0]!.output as { agent_request_id: string }).agent_request_id;
    const taskId = (waiting.steps[1]!.output as { delegated_task_id: string }).delegated_task_id;

    const answered = await call(app, 'PATCH', `/api/v1/agent-requests/${requestId}`, { as: { cookie: parent.owner.cookie }, body: { status: 'resolved', response: 'yes' } });
    const answeredAt = Date.now();
    expect(answered.status, answered.raw).toBe(200);
    await runWhen(app, cookie, workflowId, started.id, (run) => run.steps[0]!.status === 'completed');
    expect((await stepOf(started.id, 'Ask')).finishedAt!.getTime() - answeredAt).toBeLessThan(RESUME_MS);

    expect((await move(app, { bearer: childKey }, childId, taskId, { status: 'in_progress' })).status).toBe(200);
    // An open task does not wake the step: it waits for the task's end.
    await sleep(200);
    expect((await stepOf(started.id, 'Hand')).status).toBe('waiting');
    const ended = await move(app, { bearer: childKey }, childId, taskId, { status: 'failed', result: { why: 'bad file' } });
    const endedAt = Date.now();
    expect(ended.status).toBe(200);
    const run = await runWhen(app, cookie, workflowId, started.id);
    expect(run.status).toBe('failed');
    const hand = await stepOf(started.id, 'Hand');
    expect(hand).toMatchObject({ status: 'failed', error: `The delegated task ${taskId} ended failed` });
    expect(hand.finishedAt!.getTime() - endedAt).toBeLessThan(RESUME_MS);
  });
});

describe('the background work runner', () => {
  it('claims each run once with two instances on one database: every step of 50 runs executes exactly once', async () => {
    const fixture = await agentWithBindings(app, {});
    const definition = {
      steps: [
        { label: 'Wait', type: 'delay', input: { seconds: 1 } },
        { label: 'Note', type: 'memory_write', input: { content: 'Run ${input.n} was here' } },
      ],
      edges: [{ from: 'Wait', to: 'Note' }],
    };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, definition);
    background();
    background();
    const runs = await Promise.all(Array.from({ length: 50 }, (_, n) => startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: { n } })));
    const ids = runs.map((run) => run.id);
    await until(async () => (await app.db.prisma.workflowRun.count({ where: { id: { in: ids }, status: 'running' } })) === 0, 30_000);
    expect(await app.db.prisma.workflowRun.count({ where: { id: { in: ids }, status: 'completed' } })).toBe(50);
    // A memory_write executed twice would write two memories; a step claimed twice, a second attempt.
    const memories = await app.db.prisma.memory.findMany({ where: { agentId: fixture.agentId }, select: { content: true } });
    expect(memories.map((memory) => memory.content).sort()).toEqual(Array.from({ length: 50 }, (_, n) => `Run ${n} was here`).sort());
    expect(await app.db.prisma.workflowStepRun.count({ where: { runId: { in: ids } } })).toBe(100);
    expect(await app.db.prisma.workflowStepRun.count({ where: { runId: { in: ids }, status: 'completed', attempt: 1 } })).toBe(100);
    expect(await app.db.prisma.auditEntry.count({ where: { action: 'workflow.run_completed', targetId: { in: ids } } })).toBe(50);
    expect(await app.db.prisma.auditEntry.count({ where: { action: 'memory.created', agentId: fixture.agentId } })).toBe(50);
  });

  it('listens again after its connection is terminated, and a run added then starts at once', async () => {
    const fixture = await agentWithBindings(app, {});
    const definition = { steps: [{ label: 'Note', type: 'memory_write', input: { content: 'Run ${input.n} was here' } }], edges: [] };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, definition);
    background();
    await until(async () => (await listeners()).length === 1);
    const [first] = await listeners();
    await app.db.prisma.$queryRaw`SELECT pg_terminate_backend(${first}::int)`;
    await until(async () => {
      const now = await listeners();
      return now.length === 1 && now[0] !== first;
    });

    const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: { n: 1 } });
    const run = await runWhen(app, cookie, workflowId, started.id);
    expect(run.status).toBe('completed');
    const row = await app.db.prisma.workflowRun.findUniqueOrThrow({ where: { id: started.id } });
    // Well within the fallback poll: the nudge reached the new connection.
    expect((await stepOf(started.id, 'Note')).startedAt!.getTime() - row.createdAt.getTime()).toBeLessThan(500);
  });
});

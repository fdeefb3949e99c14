import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.js';
import type { WorkflowRunResponse } from '../../src/routers/workflows/runs/run.types.js';
import { startTestApp } from '../support/app.js';
import { createMigratedDatabase } from '../support/database.js';
import { agentWithBindings } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

// Fault: `proctor serve` is killed (SIGKILL) while workflow runs are part way through, then started
// again on the same database. The runs must finish there, each step once and each charge once: a
// finished step is not repeated, a durable delay outlives the process, and nothing is charged twice.

const RUNS = 6;
const CSV = 'data.csv_parse';
const CHAIN = {
  steps: [
    { label: 'First', type: 'service_call', input: { operation: CSV, payload: { csv: 'n\n${input.n}\n' } } },
    { label: 'Pause', type: 'delay', input: { seconds: 3 } },
    { label: 'Second', type: 'service_call', input: { operation: CSV, payload: { csv: 'rows\n${steps.First.output.row_count}\n' } } },
    { label: 'Third', type: 'service_call', input: { operation: CSV, payload: { csv: 'done\n${input.n}\n' } } },
  ],
  edges: [
    { from: 'First', to: 'Pause' },
    { from: 'Pause', to: 'Second' },
    { from: 'Second', to: 'Third' },
  ],
};

const databases: Database[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(databases.map((db) => db.close()));
});

describe('proctor serve killed with SIGKILL in the middle of workflow runs', () => {
  it('restarted, finishes every run: each step once, each dispatch once, the wallet debited once per paid step', async () => {
    const url = await createMigratedDatabase();
    const setup = await startTestApp({ db: connectDatabase(url) });
    const fixture = await agentWithBindings(setup, { [CSV]: {} });
    await setup.close();
    const orgId = fixture.owner.session.organization.id;
    const db = connectDatabase(url);
    databases.push(db);
    const startingBalance = (await db.prisma.wallet.findFirstOrThrow({ where: { orgId } })).balanceCents;

    const first = await startServerProcess(url);
    servers.push(first);
    const as = { cookie: fixture.owner.cookie };
    const post = async <T>(path: string, body: unknown) => {
      const answer = await call<T>(first.app, 'POST', path, { as, body });
      if (answer.status >= 300) throw new Error(`${path}: ${answer.raw}`);
      return answer.body;
    };
    const workflow = await post<{ id: string }>('/api/v1/workflows', { name: 'Crash' });
    const version = await post<{ id: string }>(`/api/v1/workflows/${workflow.id}/versions`, CHAIN);
    await post(`/api/v1/workflows/${workflow.id}/agents`, { agent_id: fixture.agentId });
    const runs = await Promise.all(
      Array.from({ length: RUNS }, (_, n) => post<WorkflowRunResponse>(`/api/v1/workflows/${workflow.id}/runs`, { agent_id: fixture.agentId, version_id: version.id, input: { n } })),
    );
    const ids = runs.map((run) => run.id);

    // Kill once every run is in its delay: its first dispatch recorded, its timer only in the database.
    for (const waitUntil = Date.now() + 30_000; ; ) {
      const waiting = await db.prisma.workflowStepRun.count({ where: { runId: { in: ids }, label: 'Pause', status: 'waiting' } });
      if (waiting === RUNS || Date.now() > waitUntil) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    first.run.child.kill('SIGKILL');
    await first.run.exited;
    expect(await db.prisma.workflowRun.count({ where: { id: { in: ids }, status: 'running' } })).toBe(RUNS);
    expect(await db.prisma.serviceRequest.count({ where: { orgId } })).toBe(RUNS);

    const second = await startServerProcess(url);
    servers.push(second);
    for (const finishBy = Date.now() + 60_000; ; ) {
      const running = await db.prisma.workflowRun.count({ where: { id: { in: ids }, status: 'running' } });
      if (running === 0 || Date.now() > finishBy) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const ended = await db.prisma.workflowRun.findMany({ where: { id: { in: ids } }, include: { steps: true } });
    expect(ended.map((run) => run.status)).toEqual(ids.map(() => 'completed'));
    for (const run of ended) {
      expect(run.steps.map((step) => [step.label, step.attempt, step.status]).sort()).toEqual([
        ['First', 1, 'completed'],
        ['Pause', 1, 'completed'],
        ['Second', 1, 'completed'],
        ['Third', 1, 'completed'],
      ]);
      expect(run.costCents).toBe(3n);
    }
    const requests = await db.prisma.serviceRequest.findMany({ where: { orgId } });
    expect(requests.length).toBe(RUNS * 3);
    expect(new Set(requests.map((request) => request.idempotencyKey)).size).toBe(RUNS * 3);
    expect(requests.every((request) => request.status === 'executed' && request.costCents === 1n)).toBe(true);
    const wallet = await db.prisma.wallet.findFirstOrThrow({ where: { orgId } });
    expect(wallet.heldCents).toBe(0n);
    expect(wallet.balanceCents).toBe(startingBalance - BigInt(RUNS * 3));
    expect(await db.prisma.auditEntry.count({ where: { orgId, action: 'workflow.run_completed' } })).toBe(RUNS);
  }, 120_000);
});

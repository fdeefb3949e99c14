import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { CONDITION_DEADLINE_MS } from '../../../src/domain/workflows/conditions.js';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import { agentWithBindings } from '../../support/dispatch.js';
import { QUADRATIC, runnableWorkflow, runWhen, startRun } from './fixtures.js';

const app = useTestApp();
useBackgroundWork(app);

describe('a condition step', () => {
  it('answers a boolean, whatever value its expression is truthy or falsy with, and its edges follow it', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, {
      steps: [
        { label: 'C', type: 'condition', input: { expression: { var: 'input.word' } } },
        { label: 'Yes', type: 'delay', input: { seconds: 1 } },
        { label: 'No', type: 'delay', input: { seconds: 1 } },
      ],
      edges: [
        { from: 'C', to: 'Yes', when: true },
        { from: 'C', to: 'No', when: false },
      ],
    });
    for (const [word, result, taken, skipped] of [
      ['yes', true, 'Yes', 'No'],
      ['', false, 'No', 'Yes'],
    ] as const) {
      const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: { word } });
      const run = await runWhen(app, cookie, workflowId, started.id);
      const step = (label: string) => run.steps.find((each) => each.label === label);
      expect(step('C')).toMatchObject({ status: 'completed', output: { result } });
      expect(step(taken)?.status).toBe('completed');
      expect(step(skipped)?.status).toBe('skipped');
      expect(run.status).toBe('completed');
    }
  });

  it('past its deadline fails its step and the run, while the server keeps answering other requests', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, {
      steps: [
        { label: 'C', type: 'condition', input: { expression: QUADRATIC } },
        { label: 'After', type: 'delay', input: { seconds: 1 } },
      ],
      edges: [{ from: 'C', to: 'After', when: true }],
    });
    const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: { a: [...Array(30_000).keys()] } });

    // One health check after another from the run's start until its end, each one timed. The
    // server and its engine run in this process: a check sent before an evaluation that blocks
    // the event loop is answered only after it.
    const latencies: number[] = [];
    for (;;) {
      const sent = performance.now();
      const health = await app.request('/api/v1/health');
      await health.arrayBuffer();
      latencies.push(performance.now() - sent);
      const { status } = await app.db.prisma.workflowRun.findUniqueOrThrow({ where: { id: started.id }, select: { status: true } });
      if (status !== 'running') break;
    }

    // The deadline (1 s) leaves room for many checks. A 2-core machine shared with other work may
    // slow one or two of them, so: most answer within 100 ms, and none waits anywhere near the
    // seconds that an evaluation on the event loop stalled every request for.
    const sorted = [...latencies].sort((a, b) => a - b);
    const summary = sorted.map((ms) => Math.round(ms)).join(', ');
    expect(latencies.length, summary).toBeGreaterThanOrEqual(5);
    expect(sorted[Math.floor(sorted.length / 2)]!, summary).toBeLessThan(100);
    expect(sorted.at(-1)!, summary).toBeLessThan(CONDITION_DEADLINE_MS);

    const run = await runWhen(app, cookie, workflowId, started.id);
    expect(run.status).toBe('failed');
    expect(run.steps[0]).toMatchObject({ status: 'failed', error: expect.stringContaining(`did not finish within ${CONDITION_DEADLINE_MS} ms`) });
    expect(run.steps[1]!.status).toBe('skipped');
    expect(run.error).toContain('Step C failed');
  });
});

import { randomBytes } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkflowEngine } from '../../src/domain/workflows/engine.js';
import { startTracing, type Tracing } from '../../src/observability/tracing.js';
import { useTestApp } from '../support/app.js';
import { CSV, useAgentWithBindings } from '../support/dispatch.js';
import { hashingEmbedder } from '../support/hashing-embedder.js';
import { call } from '../support/identity.js';
import { captureLogs } from '../support/logs.js';
import { MODERATE, startModerationProvider } from '../support/moderation-provider.js';
import { runnableWorkflow, runWhen, startRun } from '../routers/workflows/fixtures.js';

// Started before the app (hooks run in order), as server.ts does: the app then traces its requests.
const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;
let provider: Awaited<ReturnType<typeof startModerationProvider>> | undefined;
const env: Record<string, string> = {};
beforeAll(async () => {
  tracing = await startTracing({}, [new SimpleSpanProcessor(exporter)]);
  provider = await startModerationProvider();
  Object.assign(env, provider.env);
});
afterAll(async () => {
  await tracing?.stop();
  await provider?.close();
});

const { logger, lines } = captureLogs('info');
const app = useTestApp({ env, logger });
const fixture = useAgentWithBindings(app, { [MODERATE.operation]: {}, [CSV.operation]: {} });

/** The finished span that `match` picks, once there is one (a request's ends when its connection closes). */
async function finished(match: (span: ReadableSpan) => boolean): Promise<ReadableSpan> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const span = exporter.getFinishedSpans().find(match);
    if (span) return span;
    if (Date.now() > deadline) throw new Error(`no such span among ${exporter.getFinishedSpans().map((candidate) => candidate.name).join(', ')}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const childrenOf = (parent: ReadableSpan) =>
  exporter.getFinishedSpans().filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId && span.spanContext().traceId === parent.spanContext().traceId);

describe('traces', () => {
  it('makes a request one span, in the caller\'s trace, with its dispatch\'s admission, provider call and settlement as children; its log line carries the ids', async () => {
    const traceId = randomBytes(16).toString('hex');
    const answered = await call<{ id: string; status: string }>(app, 'POST', '/api/v1/service-requests', {
      as: { bearer: fixture.liveKey },
      body: MODERATE,
      headers: { 'idempotency-key': randomBytes(8).toString('hex'), traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(answered.body.status).toBe('executed');
    const request = await finished((span) => span.name === 'POST /api/v1/service-requests' && span.spanContext().traceId === traceId);
    expect(request.kind).toBe(SpanKind.SERVER);
    expect(request.attributes).toMatchObject({ 'http.route': '/api/v1/service-requests', 'http.response.status_code': answered.status });
    expect(childrenOf(request).map((span) => span.name).sort()).toEqual(['dispatch.admission', 'dispatch.provider', 'dispatch.settlement']);
    expect(childrenOf(request).find((span) => span.name === 'dispatch.provider')?.attributes).toMatchObject({ 'proctor.provider': 'moderation', 'proctor.mode': 'live' });

    const requestId = answered.headers.get('x-request-id');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'request' && line.req_id === requestId);
    expect(logged).toMatchObject({ trace_id: traceId, span_id: request.spanContext().spanId });
  });

  it('makes each workflow step a span of its run', async () => {
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, {
      steps: [{ label: 'Parse', type: 'service_call', input: { operation: CSV.operation, payload: CSV.payload } }],
      edges: [],
    });
    const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test', input: {} });
    const engine = createWorkflowEngine(app.db.prisma, logger, app.config, hashingEmbedder());
    await engine.tick();
    expect((await runWhen(app, cookie, workflowId, started.id)).status).toBe('completed');
    await engine.stop();
    const run = await finished((span) => span.name === 'workflow.run' && span.attributes['proctor.workflow_run_id'] === started.id);
    const [step] = childrenOf(run);
    expect(step).toMatchObject({ name: 'workflow.step', attributes: { 'proctor.workflow_step': 'Parse', 'proctor.step_type': 'service_call' } });
    // The step's dispatch is traced under it.
    expect(childrenOf(step!).map((span) => span.name)).toContain('dispatch.admission');
  });
});

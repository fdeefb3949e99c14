import type { Client } from '@modelcontextprotocol/client';
import { afterAll, describe, expect, it } from 'vitest';
import { getOperation } from '../../../src/domain/catalog/index.js';
import { REASON_ADVICE } from '../../../src/domain/dispatch/reasons.js';
import { CLIENT_KEY_META } from '../../../src/mcp/idempotency.js';
import type { WorkflowRunResponse } from '../../../src/routers/workflows/runs/run.types.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs } from '../../support/dispatch.js';
import { call, createAgent } from '../../support/identity.js';
import { answerOf, httpClient, postMessage } from '../../support/mcp.js';
import { createWorkflow, publish, runnableWorkflow } from '../workflows/fixtures.js';

const app = useTestApp();
// The engine that runs a workflow once its workflow.run request is admitted.
useBackgroundWork(app);

const clients: Client[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

async function connect(key: string): Promise<Client> {
  const client = await httpClient(app, key);
  clients.push(client);
  return client;
}

const FIXED_TOOLS = ['proctor_balance', 'proctor_explain', 'proctor_request'];

/** One step parsing the run's input.csv: the run's output says what input its steps read. */
const PARSE_INPUT = { steps: [{ label: 'Parse', type: 'service_call', input: { operation: CSV.operation, payload: { csv: '${input.csv}' } } }] };

const textOf = (result: { content?: unknown }) => (result.content as { type: string; text: string }[]).map((part) => part.text).join('\n');

describe('POST /api/v1/mcp: granted workflows, failures and the client\'s own idempotency key', () => {
  it('lists a workflow granted to the agent as a tool, never one granted to another agent or to none, and a call of it starts a run of its arguments', async () => {
    const fixture = await agentWithBindings(app, { 'workflow.run': {}, [CSV.operation]: {} });
    const granted = await runnableWorkflow(app, fixture, PARSE_INPUT, { description: 'Parses a supplier list' });
    await publish(app, granted.cookie, granted.workflowId, granted.versionId);
    await createWorkflow(app, granted.cookie);
    const colleague = await createAgent(app, { bearer: fixture.token }, { name: 'Colleague' });
    await runnableWorkflow(app, { ...fixture, agentId: colleague.agent.id }, PARSE_INPUT);
    const client = await connect(fixture.liveKey);

    const { tools } = await client.listTools();
    const toolName = `workflow.run.${granted.workflowId}`;
    expect(tools.map((tool) => tool.name)).toEqual([CSV.operation, toolName, ...FIXED_TOOLS]);
    const tool = tools[1]!;
    expect(tool).toMatchObject({ title: `Run workflow ${granted.workflow.name}`, inputSchema: { type: 'object' } });
    expect(tool.description).toContain(`Runs the workflow "${granted.workflow.name}": Parses a supplier list. The arguments are the run's input. It answers running;`);
    expect(tool.description).toMatch(/Price: 5 ¢ per request \(live mode\)/);

    const input = { csv: 'name\nbolt\nnut\n' };
    const result = await client.callTool({ name: toolName, arguments: input });
    expect(result.isError).toBeFalsy();
    const request = result.structuredContent as ServiceRequestResponse;
    expect(request).toMatchObject({ status: 'running', operation: 'workflow.run', mode: 'live' });
    expect(textOf(result)).toMatch(new RegExp(`^Running: service request ${request.id} was admitted and has not finished\\. Call proctor_request`));

    const runs = await call<{ data: WorkflowRunResponse[] }>(app, 'GET', `/api/v1/workflows/${granted.workflowId}/runs`, { as: { cookie: granted.cookie } });
    expect(runs.body.data).toEqual([expect.objectContaining({ agent_id: fixture.agentId, version_id: granted.versionId, mode: 'live', input })]);
    // With a progressToken proctor_request waits for the run to end the request.
    const done = await client.callTool({ name: 'proctor_request', arguments: { id: request.id } }, { onprogress: () => {} });
    expect(done.structuredContent).toMatchObject({
      id: request.id,
      status: 'executed',
      result: { run_id: runs.body.data[0]!.id, workflow_id: granted.workflowId, output: { Parse: { row_count: 2 } } },
    });
  });

  it('answers a failed call as a tool error with the reason code, the detail and its advice', async () => {
    const fixture = await agentWithBindings(app, { 'web_search.search': {} });
    const client = await connect(fixture.testKey);
    const [failure] = getOperation('web_search.search').sandboxFailures;

    const result = await client.callTool({ name: 'web_search.search', arguments: failure!.payload as Record<string, unknown> });
    expect(result.isError).toBe(true);
    const request = result.structuredContent as ServiceRequestResponse;
    expect(request).toMatchObject({ status: 'failed', reason_code: 'adapter_error', mode: 'test' });
    const stored = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${request.id}`, { as: { bearer: fixture.testKey } });
    const { detail } = stored.body.result as { detail: string };
    expect(detail).toMatch(/^Sandbox failure trigger/);
    expect(textOf(result)).toBe(`failed: adapter_error: ${detail} Advice: ${REASON_ADVICE.adapter_error} (service request ${request.id})`);
  });

  it('charges two calls under the client\'s own idempotency key once, though their JSON-RPC ids differ', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const params = { name: CSV.operation, arguments: CSV.payload, _meta: { [CLIENT_KEY_META]: 'parse-supplier-list' } };
    const send = async (id: string) =>
      (await answerOf<{ result: { structuredContent: ServiceRequestResponse } }>(await postMessage(app, fixture.liveKey, { id, method: 'tools/call', params }))).result.structuredContent;

    const first = await send('first');
    const again = await send('second');
    expect(first).toMatchObject({ status: 'executed', cost_cents: 1 });
    expect(again.id).toBe(first.id);
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(1);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 499 });
  });

  it('refuses the client\'s idempotency key with another payload as the API does (idempotency_conflict), and one that is no string as a bad header', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const client = await connect(fixture.liveKey);
    const key = 'parse-once';
    await client.callTool({ name: CSV.operation, arguments: CSV.payload, _meta: { [CLIENT_KEY_META]: key } });

    const other = { csv: 'name\nwasher\n' };
    const refused = await client.callTool({ name: CSV.operation, arguments: other, _meta: { [CLIENT_KEY_META]: key } });
    const api = await dispatchAs(app, fixture.liveKey, { operation: CSV.operation, payload: other }, key);
    expect(api.status).toBe(409);
    expect(api.body.error.code).toBe('idempotency_conflict');
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(`idempotency_conflict: ${api.body.error.message}`);

    const bad = await client.callTool({ name: CSV.operation, arguments: other, _meta: { [CLIENT_KEY_META]: 42 } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toMatch(/^invalid_request: The Idempotency-Key header is required/);
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(1);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 499 });
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import type { AgentSelfResponse } from '../../../src/routers/agents/me.types.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { madeBeforeAll, useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, CSV } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { answerOf, httpClient, MCP_PATH, postMessage } from '../../support/mcp.js';
import { rawRequest } from '../../support/raw-http.js';

const app = useTestApp();

/** One organization: an agent that may parse CSV (1 cent, live), and one whose every CSV call needs approval. */
const fixture = madeBeforeAll(async () => {
  const free = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 50, approval_threshold_cents: 10 } });
  const gated = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });
  return { free, gated, client: await httpClient(app, free.liveKey), gatedClient: await httpClient(app, gated.liveKey) };
});

afterAll(async () => {
  await fixture.client.close();
  await fixture.gatedClient.close();
});

type Structured = ServiceRequestResponse & Record<string, unknown>;

const csvCall = { name: 'data.csv_parse', arguments: CSV.payload };

async function approve(token: string, approvalId: string) {
  const approved = await call(app, 'POST', `/api/v1/approvals/${approvalId}/approve`, { as: { bearer: token } });
  expect(approved.status).toBe(200);
}

describe('POST /api/v1/mcp: the agent\'s governed tools over Streamable HTTP', () => {
  it('lists the enabled bindings as tools with their schemas, price, limits left and threshold, then the fixed tools', async () => {
    const { tools } = await fixture.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['data.csv_parse', 'proctor_balance', 'proctor_explain', 'proctor_request']);
    const csv = tools[0]!;
    expect(csv.inputSchema).toMatchObject({ type: 'object', required: ['csv'] });
    expect(csv.outputSchema).toMatchObject({ type: 'object', properties: { result: { type: 'object', required: ['columns', 'rows', 'row_count'] } } });
    expect(csv.description).toMatch(/Price: 1 ¢ per request \(live mode\)/);
    expect(csv.description).toMatch(/50 requests left today/);
    expect(csv.description).toMatch(/above 10 ¢ waits for a person's approval/);
  });

  it('dispatches a call through the pipeline and debits it; the same message sent again is charged once', async () => {
    const result = await fixture.client.callTool(csvCall);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ status: 'executed', cost_cents: 1, result: { row_count: 2 } });
    expect(await balanceOf(app, fixture.free)).toMatchObject({ balance_cents: 499 });

    const message = { id: 'retry-1', method: 'tools/call', params: csvCall };
    const first = await answerOf<{ result: { structuredContent: Structured } }>(await postMessage(app, fixture.free.liveKey, message));
    const again = await answerOf<{ result: { structuredContent: Structured } }>(await postMessage(app, fixture.free.liveKey, message));
    expect(again.result.structuredContent.id).toBe(first.result.structuredContent.id);
    expect(await balanceOf(app, fixture.free)).toMatchObject({ balance_cents: 498 });

    const otherSession = await answerOf<{ result: { structuredContent: Structured } }>(await postMessage(app, fixture.free.liveKey, message, { 'mcp-session-id': 'another-client' }));
    expect(otherSession.result.structuredContent.id).not.toBe(first.result.structuredContent.id);
  });

  it('answers proctor_balance as GET /api/v1/agents/me does', async () => {
    const result = await fixture.client.callTool({ name: 'proctor_balance', arguments: {} });
    const me = await call<AgentSelfResponse>(app, 'GET', '/api/v1/agents/me', { as: { bearer: fixture.free.liveKey } });
    expect(result.structuredContent).toEqual(me.body);
  });

  it('explains a call with the dry run, dispatching nothing: executed at 1 cent for one agent, approval_required for the other', async () => {
    const before = await balanceOf(app, fixture.free);
    const explained = await fixture.client.callTool({ name: 'proctor_explain', arguments: { tool: 'data.csv_parse', arguments: CSV.payload } });
    expect(explained.isError).toBeFalsy();
    const dryRun = await call(app, 'POST', '/api/v1/service-requests/dry-run', { as: { bearer: fixture.free.liveKey }, body: { operation: 'data.csv_parse', payload: CSV.payload } });
    expect(explained.structuredContent).toMatchObject({ decision: 'executed', estimated_cost_cents: 1 });
    expect(explained.structuredContent).toEqual(dryRun.body);
    const gated = await fixture.gatedClient.callTool({ name: 'proctor_explain', arguments: { tool: 'data.csv_parse', arguments: CSV.payload } });
    expect(gated.structuredContent).toMatchObject({ decision: 'approval_required' });
    expect(await balanceOf(app, fixture.free)).toEqual(before);
    const unknown = await fixture.client.callTool({ name: 'proctor_explain', arguments: { tool: 'no.such_tool' } });
    expect(unknown.isError).toBe(true);
  });

  it('answers a call that needs approval with the approval id; approved, its result is fetched with proctor_request', async () => {
    // Listed first, so that the client checks each answer against the tool's output schema.
    await fixture.gatedClient.listTools();
    const result = await fixture.gatedClient.callTool(csvCall);
    expect(result.isError).toBeFalsy();
    const pending = result.structuredContent as Structured;
    expect(pending).toMatchObject({ status: 'approval_required', approval_id: expect.stringMatching(/^apr_/) });
    expect(JSON.stringify(result.content)).toContain(pending.approval_id);
    expect(await balanceOf(app, fixture.gated)).toMatchObject({ balance_cents: 500 });
    await approve(fixture.gated.token, pending.approval_id!);
    const fetched = await fixture.gatedClient.callTool({ name: 'proctor_request', arguments: { id: pending.id } });
    expect(fetched.structuredContent).toMatchObject({ id: pending.id, status: 'executed', result: { row_count: 2 } });
  });

  it('with a progressToken, waits for the decision and reports progress until then', async () => {
    let progressed: (message: string) => void;
    const firstProgress = new Promise<string>((resolve) => (progressed = resolve));
    const waiting = fixture.gatedClient.callTool({ name: 'data.csv_parse', arguments: { csv: 'a\n1\n' } }, { onprogress: ({ message }) => progressed(message ?? '') });
    const approvalId = /approval (apr_\w+)/.exec(await firstProgress)![1]!;
    await approve(fixture.gated.token, approvalId);
    const result = await waiting;
    expect(result.structuredContent).toMatchObject({ status: 'executed', approval_id: approvalId, result: { row_count: 1 } });
  });

  it('answers a blocked call as a tool error with the reason code and its advice', async () => {
    const result = await fixture.client.callTool({ name: 'web_search.search', arguments: { query: 'governance' } });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ status: 'blocked', reason_code: 'policy_violation' });
    expect(JSON.stringify(result.content)).toMatch(/policy_violation: .*Advice: Do not retry/);
  });

  it('refuses a missing credential (401) and another kind of credential (403) in the error envelope', async () => {
    const message = { id: 1, method: 'tools/list' };
    const missing = await postMessage(app, undefined, message);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: { code: 'unauthorized' } });
    const person = await postMessage(app, fixture.free.token, message);
    expect(person.status).toBe(403);
    expect(await person.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  // The transport's own refusals come in the API's one error envelope (mcp/http.ts), as the
  // OpenAPI document says every 400 does.
  it('answers a body that is no JSON-RPC message, and an Accept it cannot serve, 400 in the error envelope', async () => {
    for (const [message, headers] of [
      [{ id: 1 }, {}],
      [{ id: 1, method: 'tools/list' }, { accept: 'text/html' }],
      [{ id: 1, method: 'tools/list' }, { accept: '' }],
      [{ id: 1, method: 'tools/list' }, { accept: 'application/json' }],
      [{ id: 1, method: 'tools/list' }, { 'mcp-protocol-version': '1999-01-01' }],
    ] as const) {
      const refused = await postMessage(app, fixture.free.liveKey, message, headers);
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { error: { code: string; message: string; request_id: string } };
      expect(body).toMatchObject({ error: { code: 'invalid_request', message: expect.any(String) } });
      expect(body.error.request_id).toBe(refused.headers.get('x-request-id'));
    }
  });

  it('refuses a Host that is not its own (DNS rebinding)', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const head = `POST ${MCP_PATH} HTTP/1.1\r\nHost: attacker.example\r\nAuthorization: Bearer ${fixture.free.liveKey}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
    const rebound = await rawRequest(app.baseUrl, head + body);
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.body)).toMatchObject({ error: { code: 'forbidden', message: expect.stringMatching(/DNS-rebinding/) } });
  });
});

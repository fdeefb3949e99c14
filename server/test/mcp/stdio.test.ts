import { randomBytes } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServiceRequestResponse } from '../../src/routers/service-requests/service-request.types.js';
import { madeBeforeAll, useTestApp } from '../support/app.js';
import { agentWithBindings, balanceOf, CSV } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { stdioClient } from '../support/mcp.js';

const app = useTestApp();

/**
 * `proctor mcp` (the built CLI) against the app, as an agent that may query JSON (1 cent, live)
 * and whose every CSV call needs approval, and as a key no agent has: both processes start at once.
 */
const fixture = madeBeforeAll(async () => {
  const agent = await agentWithBindings(app, { 'data.json_query': {}, 'data.csv_parse': { approval_threshold_cents: 0 } });
  const [client, stranger] = await Promise.all([stdioClient(app, agent.liveKey), stdioClient(app, `agent_key_live_${randomBytes(16).toString('hex')}`)]);
  return { agent, client, stranger };
});

afterAll(async () => {
  await Promise.all([fixture.client.close(), fixture.stranger.close()]);
});

const queryCall = { name: 'data.json_query', arguments: { document: { orders: [{ total: 3 }] }, expression: 'orders[0].total' } };
const csvCall = { name: 'data.csv_parse', arguments: CSV.payload };

describe('proctor mcp: the agent\'s governed tools over stdio', () => {
  it('lists the tools, dispatches a call through the running server and debits it', async () => {
    const { tools } = await fixture.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['data.csv_parse', 'data.json_query', 'proctor_balance', 'proctor_explain', 'proctor_request']);
    const result = await fixture.client.callTool(queryCall);
    expect(result.structuredContent).toMatchObject({ status: 'executed', cost_cents: 1, result: { result: 3 } });
    expect(await balanceOf(app, fixture.agent)).toMatchObject({ balance_cents: 499 });
  });

  it('charges a message the client sends again with the same request id once', async () => {
    const client = fixture.client as Client & { transport: { send(message: unknown): Promise<void> } };
    const answers: unknown[] = [];
    const listen = client.transport;
    const previous = (listen as { onmessage?: (message: unknown) => void }).onmessage;
    // The same JSON-RPC message twice, as a client resends it after losing the first answer.
    const both = new Promise<void>((resolve) => {
      (listen as { onmessage?: (message: unknown) => void }).onmessage = (message) => {
        if ((message as { id?: unknown }).id === 'resent') answers.push(message);
        else previous?.(message);
        if (answers.length === 2) resolve();
      };
    });
    const message = { jsonrpc: '2.0', id: 'resent', method: 'tools/call', params: queryCall };
    await listen.send(message);
    await listen.send(message);
    await both;
    (listen as { onmessage?: (message: unknown) => void }).onmessage = previous;
    const [first, again] = answers as { result: { structuredContent: ServiceRequestResponse } }[];
    expect(again!.result.structuredContent.id).toBe(first!.result.structuredContent.id);
    expect(await balanceOf(app, fixture.agent)).toMatchObject({ balance_cents: 498 });
  });

  it('answers approval_required with the approval id; approved through the API, proctor_request fetches the result', async () => {
    const result = await fixture.client.callTool(csvCall);
    const pending = result.structuredContent as ServiceRequestResponse;
    expect(result.isError).toBeFalsy();
    expect(pending).toMatchObject({ status: 'approval_required', approval_id: expect.stringMatching(/^apr_/) });
    const approved = await call(app, 'POST', `/api/v1/approvals/${pending.approval_id}/approve`, { as: { bearer: fixture.agent.token } });
    expect(approved.status).toBe(200);
    const fetched = await fixture.client.callTool({ name: 'proctor_request', arguments: { id: pending.id } });
    expect(fetched.structuredContent).toMatchObject({ id: pending.id, status: 'executed', cost_cents: 1 });
    expect(await balanceOf(app, fixture.agent)).toMatchObject({ balance_cents: 497 });
  });

  it('answers a blocked call as a tool error with its reason', async () => {
    const result = await fixture.client.callTool({ name: 'web_search.search', arguments: { query: 'governance' } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toMatch(/blocked: policy_violation/);
  });

  it('refuses a wrong agent key: the server\'s 401 as the error of tools/list', async () => {
    await expect(fixture.stranger.listTools()).rejects.toThrow(/unauthorized/);
  });
});

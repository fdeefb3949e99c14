/** Type tests (vitest typecheck): dispatch is typed per operation from the generated catalog. */
import { describe, expectTypeOf, it } from 'vitest';
import { Proctor, type AuditEntry, type CursorPage, type OperationName, type ServiceRequest, type WithResponse } from '../../src/index.js';

const client = new Proctor({ agentKey: 'agent_key_test_x' });

describe('serviceRequests.create', () => {
  it('accepts each operation with its own payload', () => {
    void client.serviceRequests.create({ operation: 'web_search.search', payload: { query: 'proctor', count: 3 } });
    void client.serviceRequests.create({ operation: 'data.csv_parse', payload: { csv: 'a,b\n1,2\n' } });
    void client.serviceRequests.create({ operation: 'email.send', payload: { to: 'a@example.com', subject: 's', body: 'b' } });
    void client.serviceRequests.create({ service: 'web_search', operation: 'search', payload: { query: 'q' } });
  });

  it('rejects a wrong payload for web_search.search at compile time', () => {
    // @ts-expect-error query must be a string
    void client.serviceRequests.create({ operation: 'web_search.search', payload: { query: 42 } });
    // @ts-expect-error query is required
    void client.serviceRequests.create({ operation: 'web_search.search', payload: {} });
    // @ts-expect-error a field of another operation
    void client.serviceRequests.create({ operation: 'web_search.search', payload: { query: 'q', csv: 'a' } });
    // @ts-expect-error data.csv_parse's payload for web_search.search
    void client.serviceRequests.create({ operation: 'web_search.search', payload: { csv: 'a,b' } });
    // @ts-expect-error an operation not in the catalog
    void client.serviceRequests.create({ operation: 'web_search.serch', payload: { query: 'q' } });
    // @ts-expect-error payload is required
    void client.serviceRequests.create({ operation: 'web_search.search' });
  });

  it('types the result by operation once narrowed to executed', async () => {
    const request = await client.serviceRequests.create({ operation: 'web_search.search', payload: { query: 'q' } });
    if (request.status === 'executed') {
      expectTypeOf(request.result.results).toEqualTypeOf<{ title: string; url: string; snippet: string }[]>();
    }
    if (request.status === 'blocked' || request.status === 'failed') {
      expectTypeOf(request.result.detail).toBeString();
    }
    if (request.status === 'approval_required') {
      expectTypeOf(request.approval_id).toBeString();
    }
    expectTypeOf(request.status).toEqualTypeOf<'executed' | 'blocked' | 'failed' | 'approval_required' | 'running'>();
  });

  it('createAndWait and withResponse keep the types', async () => {
    const done = await client.serviceRequests.createAndWait({ operation: 'data.csv_parse', payload: { csv: 'a\n1\n' } });
    if (done.status === 'executed') expectTypeOf(done.result.row_count).toBeNumber();
    const meta = await client.serviceRequests.create({ operation: 'chat.send', payload: { channel: 'c', text: 't' } }).withResponse();
    expectTypeOf(meta).toMatchTypeOf<WithResponse<ServiceRequest>>();
    expectTypeOf(meta.requestId).toEqualTypeOf<string | undefined>();
  });

  it('knows the operation names', () => {
    expectTypeOf<'web_search.search'>().toMatchTypeOf<OperationName>();
    expectTypeOf<'nope.nope'>().not.toMatchTypeOf<OperationName>();
  });
});

describe('lists', () => {
  it('iterate items and pages with their types', async () => {
    const token = new Proctor({ token: 'service_pat_live_x' });
    for await (const entry of token.auditLogs.list({ mode: 'test' })) expectTypeOf(entry).toEqualTypeOf<AuditEntry>();
    for await (const page of token.auditLogs.list().iterPages()) expectTypeOf(page).toEqualTypeOf<CursorPage<AuditEntry>>();
    // @ts-expect-error mode is live or test
    void token.auditLogs.list({ mode: 'staging' });
  });
});

import { describe, expect, it } from 'vitest';
import { dataJsonQuery } from '../../src/domain/catalog/operations/data.js';
import { useTestApp } from '../support/app.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../support/dispatch.js';
import { adapterContexts, detailOf } from '../support/providers.js';

const contextWith = adapterContexts('sr_json_query');
const query = (payload: unknown, mode: 'live' | 'sandbox' = 'live') =>
  dataJsonQuery[mode](dataJsonQuery.payload.parse(payload), contextWith());

const ORDERS = {
  orders: [
    { id: 'o1', customer: 'Ada', total: 120, tags: ['rush'] },
    { id: 'o2', customer: 'Grace', total: 80, tags: [] },
    { id: 'o3', customer: 'Alan', total: 310, tags: ['rush', 'gift'] },
  ],
};

describe('data.json_query payload', () => {
  it('takes any JSON value as the document, and refuses a missing document, an empty or overlong expression and unknown fields', () => {
    for (const document of [ORDERS, [1, 2], 'text', 3, null, false]) expect(dataJsonQuery.payload.safeParse({ document, expression: '@' }).success).toBe(true);
    expect(dataJsonQuery.payload.safeParse({ expression: '@' }).error?.issues[0]).toMatchObject({ path: ['document'], message: 'send the JSON document to query' });
    expect(dataJsonQuery.payload.safeParse({ document: {}, expression: '' }).error?.issues[0]?.path).toEqual(['expression']);
    expect(dataJsonQuery.payload.safeParse({ document: {}, expression: 'a'.repeat(1001) }).error?.issues[0]?.path).toEqual(['expression']);
    expect(dataJsonQuery.payload.safeParse({ document: {}, expression: '@', engine: 'jsonata' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
  });

  it('refuses a document over 1,000,000 characters as JSON, naming the limit', () => {
    const big = { text: 'x'.repeat(1_000_000) };
    expect(dataJsonQuery.payload.safeParse({ document: big, expression: '@' }).error?.issues[0]).toMatchObject({
      path: ['document'],
      message: 'must be at most 1,000,000 characters as JSON',
    });
  });
});

describe('data.json_query evaluation', () => {
  it('filters, sorts, projects and reshapes, charging 1 cent live and nothing in the sandbox', async () => {
    const live = await query({ document: ORDERS, expression: 'reverse(sort_by(orders[?total > `100`], &total))[*].customer' });
    expect(live).toEqual({ status: 'executed', result: { result: ['Alan', 'Ada'] }, costCents: 1 });
    expect(await query({ document: ORDERS, expression: 'reverse(sort_by(orders[?total > `100`], &total))[*].customer' }, 'sandbox')).toEqual({
      ...live,
      costCents: 0,
    });
    expect(await query({ document: ORDERS, expression: '{count: length(orders), rush: orders[?contains(tags, `"rush"`)].id, sum: sum(orders[*].total)}' })).toMatchObject({
      result: { result: { count: 3, rush: ['o1', 'o3'], sum: 510 } },
    });
  });

  it('answers null when the expression selects nothing', async () => {
    expect(await query({ document: ORDERS, expression: 'customers[0].name' })).toEqual({ status: 'executed', result: { result: null }, costCents: 1 });
  });

  it('refuses an expression that does not parse (400), and fails a wrong argument type clearly, in both modes', async () => {
    expect(dataJsonQuery.payload.safeParse({ document: ORDERS, expression: 'orders[' }).error?.issues[0]).toMatchObject({
      path: ['expression'],
      message: 'is not a JMESPath expression: Syntax error: expected Star, got: EOF',
    });
    for (const mode of ['live', 'sandbox'] as const) {
      expect(await query({ document: ORDERS, expression: 'abs(orders)' }, mode)).toMatchObject({ status: 'failed', detail: expect.stringMatching(/^The query could not be evaluated: Invalid type: abs\(\)/) });
    }
    expect(await query({ document: ORDERS, expression: 'abs(orders[0].customer)' })).toEqual({
      status: 'failed',
      detail: 'The query could not be evaluated: Invalid type: abs() expected argument 1 to be type (number) but received type string instead.',
    });
    expect(await query({ document: ORDERS, expression: 'nope(orders)' })).toEqual({ status: 'failed', detail: 'The query could not be evaluated: Unknown function: nope()' });
  });

  it('fails a result that repeats its document past the bounds, in its worker, and keeps answering', async () => {
    // Each "[@, @]" doubles the result: 2^60 copies of the document, never built on the server's heap.
    const doubling = Array.from({ length: 60 }, () => '[@, @]').join(' | ');
    const outcome = await query({ document: ORDERS, expression: doubling });
    expect(outcome).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^(The result is [\d,]+ characters of JSON, over the limit of 1,000,000; select less|The query did not finish within 1000 ms: .*|The query needed more than 128 MB to evaluate|The query could not be evaluated: Invalid string length)$/),
    });
    expect(await query({ document: ORDERS, expression: 'length(orders)' })).toMatchObject({ status: 'executed', result: { result: 3 } });
  });

  it('fails a result over 1,000,000 characters of JSON, naming the limit', async () => {
    const document = { text: 'x'.repeat(400_000) };
    expect(await query({ document, expression: '[text, text, text]' })).toEqual({
      status: 'failed',
      detail: 'The result is 1,200,010 characters of JSON, over the limit of 1,000,000; select less',
    });
  });
});

describe('data.json_query through the API', () => {
  const app = useTestApp();

  it('executes live for 1 cent, in test mode for nothing, and fails an invalid expression without debiting', async () => {
    const fixture = await agentWithBindings(app, { 'data.json_query': {} });
    const payload = { document: ORDERS, expression: 'orders[?total < `100`].id' };
    const live = await dispatchAs(app, fixture.liveKey, { operation: 'data.json_query', payload });
    expect(live.body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 1, result: { result: ['o2'] } });
    const test = await dispatchAs(app, fixture.testKey, { operation: 'data.json_query', payload });
    expect(test.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { result: ['o2'] } });
    const failed = await dispatchAs(app, fixture.liveKey, { operation: 'data.json_query', payload: { document: ORDERS, expression: 'abs(orders)' } });
    expect(failed.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(failed.body)).toMatch(/^The query could not be evaluated: /);
    const refused = await dispatchAs(app, fixture.liveKey, { operation: 'data.json_query', payload: { document: ORDERS, expression: 'orders[' } });
    expect(refused.status).toBe(400);
    expect((refused.body.error as { details?: unknown }).details).toEqual([expect.objectContaining({ path: 'payload.expression', message: 'is not a JMESPath expression: Syntax error: expected Star, got: EOF' })]);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 499, held_cents: 0 });
  });

  it('answers 400 for a payload without a document, naming the field', async () => {
    const fixture = await agentWithBindings(app, { 'data.json_query': {} });
    const refused = await dispatchAs(app, fixture.liveKey, { operation: 'data.json_query', payload: { expression: '@' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_request');
  });
});

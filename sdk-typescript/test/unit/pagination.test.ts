import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CursorPage, Proctor, ProctorError } from '../../src/index.js';
import { mockServer } from '../helpers.js';

const BASE = 'http://proctor.test';
const server = mockServer();

/** Pages keyed by the cursor that fetches them ('' for the first); records every request's query. */
function pages(byCursor: Record<string, { data: unknown[]; next_cursor: string | null }>) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`${BASE}/api/v1/audit-logs`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const page = byCursor[query.cursor ?? ''];
      if (!page) return HttpResponse.json({ error: { code: 'invalid_request', message: 'bad cursor', request_id: 'r' } }, { status: 400 });
      return HttpResponse.json(page);
    }),
  );
  return queries;
}
const client = () => new Proctor({ baseURL: BASE, token: 'service_pat_live_p', logLevel: 'off' });
const collect = async <T>(it: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
};

describe('cursor iteration', () => {
  it('iterates every item of every page without awaiting the list first, keeping the filters', async () => {
    const queries = pages({
      '': { data: [{ seq: 1 }, { seq: 2 }], next_cursor: '2' },
      '2': { data: [{ seq: 3 }], next_cursor: '3' },
      '3': { data: [{ seq: 4 }], next_cursor: null },
    });
    const items = await collect(client().auditLogs.list({ limit: 2, mode: 'test' }));
    expect(items).toEqual([{ seq: 1 }, { seq: 2 }, { seq: 3 }, { seq: 4 }]);
    expect(queries).toEqual([
      { limit: '2', mode: 'test' },
      { limit: '2', mode: 'test', cursor: '2' },
      { limit: '2', mode: 'test', cursor: '3' },
    ]);
  });

  it('continues past an empty page that has a cursor, and stops only on null', async () => {
    pages({
      '': { data: [], next_cursor: 'a' },
      a: { data: [], next_cursor: 'b' },
      b: { data: [{ seq: 9 }], next_cursor: null },
    });
    expect(await collect(client().auditLogs.list())).toEqual([{ seq: 9 }]);
  });

  it('stops on an empty last page', async () => {
    const queries = pages({ '': { data: [], next_cursor: null } });
    expect(await collect(client().auditLogs.list())).toEqual([]);
    expect(queries).toHaveLength(1);
  });

  it('throws if the server repeats a cursor, instead of looping forever', async () => {
    pages({
      '': { data: [{ seq: 1 }], next_cursor: 'x' },
      x: { data: [{ seq: 2 }], next_cursor: 'y' },
      y: { data: [{ seq: 3 }], next_cursor: 'x' },
    });
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const item of client().auditLogs.list()) seen.push(item);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([{ seq: 1 }, { seq: 2 }, { seq: 3 }]);
    expect(error).toBeInstanceOf(ProctorError);
    expect((error as ProctorError).kind).toBe('invalid_response');
    expect((error as ProctorError).code).toBe('repeated_cursor');
  });

  it('throws when a page hands back the cursor that fetched it', async () => {
    pages({ '': { data: [], next_cursor: 'same' }, same: { data: [], next_cursor: 'same' } });
    await expect(collect(client().auditLogs.list())).rejects.toMatchObject({ code: 'repeated_cursor' });
  });

  it('treats a starting cursor as seen', async () => {
    pages({ c: { data: [{ seq: 5 }], next_cursor: 'c' } });
    await expect(collect(client().auditLogs.list({ cursor: 'c' }))).rejects.toMatchObject({ code: 'repeated_cursor' });
  });

  it('iterPages() walks pages, from the promise or from an awaited page', async () => {
    pages({ '': { data: [{ seq: 1 }], next_cursor: 'n' }, n: { data: [{ seq: 2 }], next_cursor: null } });
    const fromPromise = await collect(client().auditLogs.list().iterPages());
    expect(fromPromise.map((p) => p.data)).toEqual([[{ seq: 1 }], [{ seq: 2 }]]);
    const first = await client().auditLogs.list();
    expect(first).toBeInstanceOf(CursorPage);
    expect(first.hasNextPage()).toBe(true);
    const second = await first.getNextPage();
    expect(second.data).toEqual([{ seq: 2 }]);
    expect(second.cursor).toBe('n');
    expect(second.hasNextPage()).toBe(false);
    await expect(second.getNextPage()).rejects.toThrow(/No next page/);
    expect((await collect(first.iterPages())).length).toBe(2);
  });

  it('awaiting the list gives the first page with withResponse() available', async () => {
    pages({ '': { data: [{ seq: 1 }], next_cursor: null } });
    const { data: page, response } = await client().auditLogs.list().withResponse();
    expect(page.data).toEqual([{ seq: 1 }]);
    expect(response.status).toBe(200);
  });

  it('rejects a list body without data/next_cursor as invalid_response', async () => {
    server.use(http.get(`${BASE}/api/v1/audit-logs`, () => HttpResponse.json({ items: [] })));
    await expect(collect(client().auditLogs.list())).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('a failing page surfaces as the page request’s error', async () => {
    pages({ '': { data: [{ seq: 1 }], next_cursor: 'gone' } });
    await expect(collect(client().auditLogs.list())).rejects.toMatchObject({ kind: 'http', status: 400 });
  });
});

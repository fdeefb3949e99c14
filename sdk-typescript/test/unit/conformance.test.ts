/**
 * Runs the shared table ../../../sdk-conformance/cases.json (also run by the Python SDK) against
 * this SDK, with msw as the server, a seeded random source and fake timers.
 */
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CursorPage, IDENTITY_HEADERS, Proctor, ProctorError, Stream, VERSION, type RequestOptions, type RetryInfo } from '../../src/index.js';
import { mockServer, seededRandom, settle, UUID_V4 } from '../helpers.js';

interface CaseResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  raw_body?: string;
  network_error?: boolean;
  /** A text/event-stream body, sent as is. */
  sse?: string;
  /** The connection fails after the `sse` body was sent. */
  network_error_after?: boolean;
}
interface Case {
  name: string;
  description: string;
  client?: Record<string, unknown>;
  request: {
    operation: string;
    path_params?: Record<string, string>;
    query?: Record<string, string | number>;
    body?: Record<string, unknown>;
    headers?: Record<string, string>;
    idempotency_key?: string;
  };
  responses: CaseResponse[];
  expect: {
    attempts: number;
    result?: unknown;
    error?: Record<string, unknown>;
    method?: string;
    path?: string;
    query?: Record<string, string>;
    request_headers?: Record<string, string>;
    request_body?: unknown;
    idempotency_key?: string;
    same_idempotency_key?: boolean;
    retry_delays_ms?: [number, number][];
    /** A stream's events, each `{event, id, data}`, in order (those before an error too). */
    events?: unknown[];
    /** The Last-Event-ID header of each attempt (null: none). */
    last_event_ids?: (string | null)[];
  };
}
const table = JSON.parse(readFileSync(new URL('../../../sdk-conformance/cases.json', import.meta.url), 'utf8')) as {
  client: Record<string, unknown>;
  cases: Case[];
};

const document = JSON.parse(readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; requestBody?: unknown; 'x-sdk'?: false | { resource: string[]; method: string } }>>;
};
/** operationId → its path template, whether it takes a body, and its method on the client (the document's x-sdk). */
const byId = new Map(
  Object.entries(document.paths).flatMap(([path, item]) => Object.values(item).map((op) => [op.operationId, { path, op }] as const)),
);

/** Calls an operation as a user would: path parameters in path order, then the body or query, then options. */
/** Reads a stream to its end into `events`; its error, if any, rejects. */
async function readStream(stream: Stream<{ event: string; id: string; data: unknown }>, events: unknown[]): Promise<null> {
  for await (const event of stream) events.push(event);
  return null;
}

function call(
  client: Proctor,
  request: Case['request'],
  options: RequestOptions & { idempotencyKey?: string },
  events: unknown[],
): PromiseLike<unknown> {
  const { path, op } = byId.get(request.operation)!;
  const sdk = op['x-sdk'];
  if (!sdk) throw new Error(`${request.operation} is not in the SDK`);
  const target = sdk.resource.reduce<Record<string, unknown>>((obj, key) => obj[key] as Record<string, unknown>, client as never);
  const args: unknown[] = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => request.path_params?.[name!] ?? '');
  if (op.requestBody) args.push(request.body ?? {});
  else if (request.query) args.push(request.query);
  const result = (target[sdk.method] as (...a: unknown[]) => PromiseLike<unknown>).apply(target, [...args, options]);
  if (result instanceof Stream) return readStream(result, events);
  return Promise.resolve(result).then((value) => (value instanceof CursorPage ? { data: value.data, next_cursor: value.next_cursor } : value));
}

const server = mockServer();

describe('sdk-conformance/cases.json', () => {
  it('has unique names and only known operations', () => {
    const names = table.cases.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of table.cases) expect(byId.get(c.request.operation)?.op['x-sdk'], c.request.operation).toBeTruthy();
  });

  it.each(table.cases.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const settings = { ...table.client, ...testCase.client } as {
      base_url: string;
      agent_key: string | null;
      token: string | null;
      device_token: string | null;
      max_retries: number;
      timeout_ms: number;
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(Math, 'random').mockImplementation(seededRandom(0xc0ffee));

    const seen: Request[] = [];
    const bodies: unknown[] = [];
    let index = 0;
    server.use(
      http.all(`${settings.base_url}/*`, async ({ request }) => {
        seen.push(request.clone());
        bodies.push(request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().json().catch(() => undefined));
        const next = testCase.responses[index++];
        if (!next) throw new Error(`${testCase.name}: more requests than scripted responses`);
        if (next.network_error) return HttpResponse.error();
        if (next.sse !== undefined) {
          const bytes = new TextEncoder().encode(next.sse);
          let sent = false;
          const body = new ReadableStream<Uint8Array>({
            pull(controller) {
              if (!sent) {
                sent = true;
                controller.enqueue(bytes);
              } else if (next.network_error_after) {
                // Later, as a real reset comes: an error at once would overtake the bytes before it.
                setTimeout(() => controller.error(new TypeError('connection reset')), 1);
              } else controller.close();
            },
          });
          return new HttpResponse(body, { status: next.status, headers: { ...next.headers, 'content-type': 'text/event-stream' } });
        }
        if (next.raw_body !== undefined) return new HttpResponse(next.raw_body, { status: next.status, headers: next.headers });
        if (next.body === undefined) return new HttpResponse(null, { status: next.status, headers: next.headers });
        return HttpResponse.json(next.body as never, { status: next.status, headers: next.headers });
      }),
    );

    const client = new Proctor({
      baseURL: settings.base_url,
      agentKey: settings.agent_key,
      token: settings.token,
      deviceToken: settings.device_token,
      maxRetries: settings.max_retries,
      timeout: settings.timeout_ms,
      logLevel: 'off',
    });
    const delays: number[] = [];
    const options = {
      onRetry: (info: RetryInfo) => delays.push(info.delayMs),
      headers: testCase.request.headers,
      ...(testCase.request.idempotency_key ? { idempotencyKey: testCase.request.idempotency_key } : {}),
    };
    const events: unknown[] = [];
    const outcome = await settle(Promise.resolve(call(client, testCase.request, options, events)));
    const want = testCase.expect;

    expect(seen.length, 'attempts').toBe(want.attempts);
    if ('result' in want) {
      expect(outcome.error).toBeUndefined();
      expect(outcome.value ?? null).toEqual(want.result);
    }
    if (want.error) {
      expect(outcome.error).toBeInstanceOf(ProctorError);
      const error = outcome.error as ProctorError;
      const got: Record<string, unknown> = {
        kind: error.kind,
        status: error.status,
        code: error.code ?? null,
        message: error.message,
        request_id: error.requestId,
        retry_after: error.retryAfter,
        attempts: error.attempts,
        idempotency_key_set: error.idempotencyKey !== undefined && error.idempotencyKey === seen[0]?.headers.get('idempotency-key'),
      };
      for (const [key, value] of Object.entries(want.error)) expect(got[key], `error.${key}`).toEqual(value);
    }
    const first = seen[0];
    if (want.method) expect(first?.method).toBe(want.method);
    if (want.path) expect(new URL(first!.url).pathname).toBe(want.path);
    if (want.query) expect(Object.fromEntries(new URL(first!.url).searchParams)).toEqual(want.query);
    for (const [name, template] of Object.entries(want.request_headers ?? {})) {
      const value = template
        .replace('{agent_key}', String(settings.agent_key))
        .replace('{token}', String(settings.token))
        .replace('{device_token}', String(settings.device_token))
        .replace('{sdk_language}', IDENTITY_HEADERS['x-proctor-sdk-language']!)
        .replace('{sdk_version}', VERSION);
      expect(first?.headers.get(name), `header ${name}`).toBe(value);
    }
    if (want.events) expect(events).toEqual(want.events);
    if (want.last_event_ids) expect(seen.map((r) => r.headers.get('last-event-id'))).toEqual(want.last_event_ids);
    if ('request_body' in want) expect(bodies[0]).toEqual(want.request_body);
    if (want.idempotency_key === 'uuid4') expect(first?.headers.get('idempotency-key')).toMatch(UUID_V4);
    else if (want.idempotency_key) expect(first?.headers.get('idempotency-key')).toBe(want.idempotency_key);
    if (want.same_idempotency_key) {
      const keys = seen.map((r) => r.headers.get('idempotency-key'));
      expect(keys[0]).toBeTruthy();
      expect(new Set(keys).size).toBe(1);
    }
    if (want.retry_delays_ms) {
      expect(delays).toHaveLength(want.retry_delays_ms.length);
      want.retry_delays_ms.forEach(([min, max], i) => {
        expect(delays[i], `wait before retry ${i + 1}`).toBeGreaterThanOrEqual(min);
        expect(delays[i], `wait before retry ${i + 1}`).toBeLessThanOrEqual(max);
      });
    }
  });
});

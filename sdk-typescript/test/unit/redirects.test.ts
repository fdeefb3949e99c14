/**
 * A redirect operation (x-sdk.redirect): storage.objects.downloadUrl answers the Location, not
 * followed; storage.objects.download then fetches it with no credential and answers the body
 * unread. And the device token option, chosen by an operation's security as the others are.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Proctor, ProctorError } from '../../src/index.js';
import { mockServer } from '../helpers.js';

const BASE = 'http://proctor.test';
const STORE = 'http://store.test';
const SIGNED = `${STORE}/bucket/obj_1?X-Amz-Signature=secretsignature&X-Amz-Expires=900`;
const server = mockServer();
const session = { headers: { cookie: 'proctor_session=s3cr3t', origin: BASE } };

function logged() {
  const lines: string[] = [];
  const push = (message: string, extra?: unknown) => lines.push(`${message} ${JSON.stringify(extra ?? {})}`);
  return { lines, logger: { debug: push, info: push, warn: push, error: push } };
}

describe('a redirect operation (x-sdk.redirect): storage.objects', () => {
  it('downloadUrl answers the Location as an absolute URL and does not follow it', async () => {
    const seen: Request[] = [];
    let followed = 0;
    server.use(
      http.get(`${BASE}/api/v1/storage/objects/obj_1/download`, ({ request }) => {
        seen.push(request.clone());
        return new HttpResponse('Found. Redirecting', { status: 302, headers: { location: '/storage/files/obj_1?expires=1&signature=abc', 'x-request-id': 'req_r' } });
      }),
      http.get(`${BASE}/storage/files/obj_1`, () => {
        followed += 1;
        return new HttpResponse('bytes');
      }),
    );
    const client = new Proctor({ baseURL: BASE, logLevel: 'off' });
    const { data, requestId } = await client.storage.objects.downloadUrl('obj_1', session).withResponse();
    expect(data).toBe(`${BASE}/storage/files/obj_1?expires=1&signature=abc`);
    expect(requestId).toBe('req_r');
    expect(followed).toBe(0);
    expect(seen[0]!.headers.get('cookie')).toBe('proctor_session=s3cr3t');
  });

  it('download fetches the signed URL with no cookie or bearer, retries it, keeps its signature out of logs, and leaves the body to stream', async () => {
    const signed: Request[] = [];
    server.use(
      http.get(`${BASE}/api/v1/storage/objects/obj_1/download`, () => new HttpResponse(null, { status: 302, headers: { location: SIGNED } })),
      http.get(`${STORE}/bucket/obj_1`, ({ request }) => {
        signed.push(request.clone());
        if (signed.length === 1) return new HttpResponse(null, { status: 503, headers: { 'retry-after': '0' } });
        return new HttpResponse(new Uint8Array([1, 2, 3, 4]), { headers: { 'content-type': 'application/octet-stream' } });
      }),
    );
    const { lines, logger } = logged();
    const client = new Proctor({ baseURL: BASE, token: 'service_pat_live_tok', logger, logLevel: 'debug' });
    const response = await client.storage.objects.download('obj_1', session);
    expect(response.bodyUsed).toBe(false);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
    expect(signed).toHaveLength(2);
    for (const request of signed) {
      expect(request.headers.get('cookie')).toBeNull();
      expect(request.headers.get('authorization')).toBeNull();
      expect(new URL(request.url).searchParams.get('X-Amz-Signature')).toBe('secretsignature');
    }
    expect(lines.some((line) => line.includes(`${STORE}/bucket/obj_1?…`))).toBe(true);
    expect(lines.join('\n')).not.toContain('secretsignature');
  });

  it("an API error is the usual ProctorError before any redirect; the signed URL's own error names it without its query", async () => {
    server.use(
      http.get(`${BASE}/api/v1/storage/objects/obj_2/download`, () => HttpResponse.json({ error: { code: 'conflict', message: 'The object has no bytes yet' } }, { status: 409 })),
      http.get(`${BASE}/api/v1/storage/objects/obj_1/download`, () => new HttpResponse(null, { status: 302, headers: { location: SIGNED } })),
      http.get(`${STORE}/bucket/obj_1`, () => new HttpResponse('<Error><Code>AccessDenied</Code></Error>', { status: 403, headers: { 'content-type': 'application/xml' } })),
    );
    const client = new Proctor({ baseURL: BASE, logLevel: 'off' });
    await expect(client.storage.objects.download('obj_2', session)).rejects.toMatchObject({ kind: 'conflict', status: 409, message: 'The object has no bytes yet' });
    const denied = await client.storage.objects.download('obj_1', session).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(ProctorError);
    expect(denied).toMatchObject({ kind: 'unauthorized', status: 403, message: 'GET /bucket/obj_1 answered 403 with a body that is not JSON' });
  });

  it('a redirect without a Location is invalid_response', async () => {
    server.use(http.get(`${BASE}/api/v1/storage/objects/obj_1/download`, () => new HttpResponse(null, { status: 302 })));
    const client = new Proctor({ baseURL: BASE, logLevel: 'off' });
    await expect(client.storage.objects.downloadUrl('obj_1', session)).rejects.toMatchObject({ kind: 'invalid_response', status: 302 });
  });
});

describe('the device token option', () => {
  it("is sent where the operation's security lists deviceToken first, the personal token elsewhere", async () => {
    const auth: Record<string, string | null> = {};
    server.use(
      http.get(`${BASE}/api/v1/devices/dev_1/sessions`, ({ request }) => {
        auth.sessions = request.headers.get('authorization');
        return HttpResponse.json({ data: [], next_cursor: null });
      }),
      http.post(`${BASE}/api/v1/devices/dev_1/commands`, ({ request }) => {
        auth.queue = request.headers.get('authorization');
        return HttpResponse.json({ id: 'dcmd_1' }, { status: 201 });
      }),
    );
    const client = new Proctor({ baseURL: BASE, token: 'service_pat_live_tok', deviceToken: 'device_token_dev', logLevel: 'off' });
    await client.devices.listSessions('dev_1');
    await client.devices.queueCommand('dev_1', { command: 'print' });
    expect(auth).toEqual({ sessions: 'Bearer device_token_dev', queue: 'Bearer service_pat_live_tok' });
    expect(client.withOptions({ timeout: 1_000 }).deviceToken).toBe('device_token_dev');
  });

  it('falls back to PROCTOR_DEVICE_TOKEN, null ignores it, and a value of another shape is refused at construction', () => {
    process.env.PROCTOR_DEVICE_TOKEN = 'device_token_env';
    try {
      expect(new Proctor().deviceToken).toBe('device_token_env');
      expect(new Proctor({ deviceToken: null }).deviceToken).toBeUndefined();
    } finally {
      delete process.env.PROCTOR_DEVICE_TOKEN;
    }
    expect(() => new Proctor({ deviceToken: 'service_pat_live_tok' })).toThrow(TypeError);
  });
});

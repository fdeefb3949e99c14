import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Proctor, ProctorError } from '../../src/index.js';
import { mockServer, UUID_V4 } from '../helpers.js';

const BASE = 'http://proctor.test';
const server = mockServer();
const client = () => new Proctor({ baseURL: BASE, agentKey: 'agent_key_test_secretsecret', logLevel: 'off', maxRetries: 1 });

/** A few bytes that are not UTF-8, so that reading them as text would change them. */
const WAV = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0xff, 0xfe, 0x00, 0x80, 0x57, 0x41, 0x56, 0x45]);

describe('a file operation (x-sdk.file): speech.create', () => {
  it('answers a Response of the bytes as sent, with their headers, asking for the file with an Idempotency-Key', async () => {
    const seen: Request[] = [];
    server.use(
      http.post(`${BASE}/api/v1/tts`, ({ request }) => {
        seen.push(request.clone());
        return new HttpResponse(WAV, { headers: { 'content-type': 'audio/wav', 'content-disposition': 'attachment; filename="speech.wav"', 'x-request-id': 'req_1' } });
      }),
    );
    const response = await client().speech.create({ text: 'Hello', voice: 'en-us' });
    expect(response).toBeInstanceOf(Response);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="speech.wav"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WAV);
    expect(seen[0]!.headers.get('accept')).toBe('audio/wav, application/json');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer agent_key_test_secretsecret');
    expect(seen[0]!.headers.get('idempotency-key')).toMatch(UUID_V4);
    expect(await seen[0]!.json()).toEqual({ text: 'Hello', voice: 'en-us' });
  });

  it('gives withResponse() the request id, and throws a ProctorError from the JSON envelope of an error', async () => {
    server.use(http.post(`${BASE}/api/v1/tts`, () => new HttpResponse(WAV, { headers: { 'content-type': 'audio/wav', 'x-request-id': 'req_2' } })));
    const { data, requestId } = await client().speech.create({ text: 'Hello' }).withResponse();
    expect(requestId).toBe('req_2');
    expect((await data.blob()).size).toBe(WAV.byteLength);

    server.use(
      http.post(`${BASE}/api/v1/tts`, () => HttpResponse.json({ error: { code: 'not_configured', message: 'The local synthesizer is not installed', request_id: 'req_3' } }, { status: 501 })),
    );
    const error = await client().speech.create({ text: 'Hello' }).then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProctorError);
    expect(error).toMatchObject({ status: 501, code: 'not_configured', message: 'The local synthesizer is not installed' });
  });

  it('retries a retryable failure with the same Idempotency-Key, then answers the file', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/api/v1/tts`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1 ? HttpResponse.json({ error: { code: 'rate_limited', message: 'slow down' } }, { status: 429, headers: { 'retry-after': '0' } }) : new HttpResponse(WAV, { headers: { 'content-type': 'audio/wav' } });
      }),
    );
    const response = await client().speech.create({ text: 'Hello' });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WAV);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

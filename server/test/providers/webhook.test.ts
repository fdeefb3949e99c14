import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationWebhook } from '../../src/domain/catalog/operations/notification.js';
import { VERSION } from '../../src/version.js';
import { startLocalServer, type LocalServer, type ReceivedRequest } from '../support/local-server.js';
import { adapterContexts, detailOf, executeLive, liveKeyApp, pricingContext, type Env } from '../support/providers.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const SETTINGS = { PROCTOR_WEBHOOK_SECRET: SECRET, PROCTOR_OUTBOUND_ALLOW: '127.0.0.1/32' };
const EVENT = { build: 142, status: 'passed', tags: ['main', 'ci'], meta: { by: 'Zoë', ok: true, skipped: null } };

const contextWith = adapterContexts('sr_hook_1', SETTINGS, 10_000);

const deliver = (url: string, context = contextWith()) =>
  notificationWebhook.live!(notificationWebhook.payload.parse({ url, payload: EVENT }), context);

/** How the receiver answers its n-th request (0-based) of the current test. */
let answer: (attempt: number, response: ServerResponse, raw: { socket: { destroy(): void } }) => void;
let receiver: LocalServer;
let arrivals: { request: ReceivedRequest; at: number }[] = [];
beforeAll(async () => {
  receiver = await startLocalServer((request, response, raw) => {
    arrivals.push({ request, at: Date.now() });
    answer(arrivals.length - 1, response, raw);
  });
});
afterEach(() => {
  arrivals = [];
});
afterAll(() => receiver.close());

const respond = (status: number, body = '', headers: Record<string, string> = {}) => (_attempt: number, response: ServerResponse) =>
  void response.writeHead(status, headers).end(body);

/** Runs the live adapter the way dispatch does, with the deadline `env` sets. */
const executeHook = (serviceRequestId: string, env: Env) =>
  executeLive(notificationWebhook, { url: `${receiver.origin}/hook`, payload: EVENT }, env, serviceRequestId);

/** Verifies a request as a Standard Webhooks receiver does, answering the payload it signed. */
const verified = ({ body, headers }: ReceivedRequest) => new Webhook(SECRET).verify(body, headers as Record<string, string>);

describe('notification.webhook payload and sandbox', () => {
  it('refuses a payload that is not a JSON object and a URL that is not http(s), naming the field', () => {
    const parse = (value: unknown) => notificationWebhook.payload.safeParse(value).error?.issues[0];
    expect(parse({ url: 'https://hooks.example.com/x', payload: [1, 2] })?.path).toEqual(['payload']);
    expect(parse({ url: 'https://hooks.example.com/x', payload: 'text' })?.path).toEqual(['payload']);
    expect(parse({ url: 'file:///tmp/hook', payload: {} })).toMatchObject({ path: ['url'], message: 'must be an http or https URL' });
    expect(parse({ url: 'https://hooks.example.com/x' })?.path).toEqual(['payload']);
  });

  it('sandbox: answers delivered for free without any network, and fails on its trigger host', async () => {
    answer = respond(200);
    const context = contextWith({});
    expect(await notificationWebhook.sandbox({ url: `${receiver.origin}/hook`, payload: EVENT }, context)).toEqual({
      status: 'executed',
      result: { status_code: 200, delivered: true },
      costCents: 0,
    });
    expect(arrivals).toHaveLength(0);
    expect(await notificationWebhook.sandbox({ url: 'https://fail.sandbox.proctor.dev/hook', payload: EVENT }, context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: url is on fail\.sandbox\.proctor\.dev/),
    });
  });

  it('costs 1 cent per request, estimated and charged', async () => {
    answer = respond(204);
    const estimate = await notificationWebhook.pricing.estimateCents({ url: 'https://hooks.example.com/', payload: {} }, pricingContext());
    expect(estimate).toBe(1);
    expect(await deliver(`${receiver.origin}/hook`)).toMatchObject({ status: 'executed', costCents: 1 });
  });
});

describe('notification.webhook live', () => {
  it('POSTs the exact JSON body signed with the Standard Webhooks scheme, and answers delivered', async () => {
    answer = respond(202, 'queued');
    const sentAfter = Math.floor(Date.now() / 1000);
    expect(await deliver(`${receiver.origin}/builds?team=ci`)).toEqual({
      status: 'executed',
      result: { status_code: 202, delivered: true },
      costCents: 1,
    });
    expect(arrivals).toHaveLength(1);
    const { request } = arrivals[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/builds?team=ci', body: JSON.stringify(EVENT) });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toBe(`Proctor/${VERSION} (notification.webhook)`);
    expect(request.headers['webhook-id']).toBe('msg_sr_hook_1');
    const timestamp = Number(request.headers['webhook-timestamp']);
    expect(timestamp).toBeGreaterThanOrEqual(sentAfter);
    expect(timestamp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verified(request)).toEqual(EVENT);
    expect(() => new Webhook(`whsec_${randomBytes(24).toString('base64')}`).verify(request.body, request.headers as Record<string, string>)).toThrow(
      'No matching signature found',
    );
  });

  it('retries a 500 after about 500 ms with the same webhook-id, each attempt signed, then delivers', async () => {
    answer = (attempt, response) => void response.writeHead(attempt === 0 ? 500 : 200).end(attempt === 0 ? 'oops' : 'ok');
    expect(await deliver(`${receiver.origin}/hook`, contextWith(SETTINGS, 'sr_hook_retry'))).toMatchObject({
      status: 'executed',
      result: { status_code: 200, delivered: true },
    });
    expect(arrivals).toHaveLength(2);
    expect(arrivals.map(({ request }) => request.headers['webhook-id'])).toEqual(['msg_sr_hook_retry', 'msg_sr_hook_retry']);
    for (const { request } of arrivals) expect(verified(request)).toEqual(EVENT);
    expect(arrivals[1]!.at - arrivals[0]!.at).toBeGreaterThanOrEqual(450);
  });

  it('retries a dropped connection', async () => {
    answer = (attempt, response, raw) => (attempt === 0 ? raw.socket.destroy() : void response.writeHead(200).end());
    expect(await deliver(`${receiver.origin}/hook`)).toMatchObject({ status: 'executed', result: { status_code: 200 } });
    expect(arrivals).toHaveLength(2);
  });

  it('gives up after 3 attempts 500 ms and 1 s apart, with the last status and an excerpt of the body', async () => {
    answer = respond(503, `  Service\n Unavailable ${'x'.repeat(300)}`);
    await expect(deliver(`${receiver.origin}/hook`)).rejects.toThrow(
      `The webhook answered HTTP 503: Service Unavailable ${'x'.repeat(200 - 'Service Unavailable '.length)}… (gave up after 3 attempts)`,
    );
    expect(arrivals).toHaveLength(3);
    const [first, second, third] = arrivals.map(({ at }) => at);
    expect(second! - first!).toBeGreaterThanOrEqual(450);
    expect(third! - second!).toBeGreaterThanOrEqual(950);
  });

  it('does not retry a 4xx, and fails with its status and body', async () => {
    answer = respond(400, '{"error":"unknown build"}', { 'content-type': 'application/json' });
    await expect(deliver(`${receiver.origin}/hook`)).rejects.toThrow(/^The webhook answered HTTP 400: \{"error":"unknown build"\}$/);
    expect(arrivals).toHaveLength(1);
  });

  it('does not follow a redirect, and says so', async () => {
    answer = respond(308, '', { location: 'http://10.0.0.1/hook' });
    await expect(deliver(`${receiver.origin}/hook`)).rejects.toThrow(
      'The webhook answered HTTP 308 (a redirect to http://10.0.0.1/hook; webhooks do not follow redirects)',
    );
    expect(arrivals).toHaveLength(1);
  });

  it('refuses internal addresses without retrying', async () => {
    answer = respond(200);
    await expect(deliver(`${receiver.origin}/hook`, contextWith({ PROCTOR_WEBHOOK_SECRET: SECRET }))).rejects.toThrow(
      /^The URL resolves to 127\.0\.0\.1, a loopback address, .*PROCTOR_OUTBOUND_ALLOW/,
    );
    await expect(deliver('http://192.168.1.20/hook')).rejects.toThrow(/^The URL resolves to 192\.168\.1\.20, a private address/);
    expect(arrivals).toHaveLength(0);
  });

  it('fails without PROCTOR_WEBHOOK_SECRET, naming it', async () => {
    answer = respond(200);
    await expect(deliver(`${receiver.origin}/hook`, contextWith({ PROCTOR_OUTBOUND_ALLOW: '127.0.0.1/32' }))).rejects.toThrow(
      'notification.webhook has no live provider configured: set PROCTOR_WEBHOOK_SECRET on the server',
    );
    expect(arrivals).toHaveLength(0);
  });

  it('does not retry past the deadline: the last answer is the detail', async () => {
    answer = respond(500, 'boom');
    const outcome = await executeHook('sr_hook_deadline', { ...SETTINGS, PROCTOR_PROVIDER_TIMEOUT_MS: '300' });
    expect(outcome).toEqual({
      status: 'failed',
      detail: 'The webhook answered HTTP 500: boom (attempt 1 of 3; the deadline left no time to retry)',
    });
    expect(arrivals).toHaveLength(1);
  });

  it('times out through execute() when the receiver never answers', async () => {
    answer = () => undefined;
    const outcome = await executeHook('sr_hook_slow', { ...SETTINGS, PROCTOR_PROVIDER_TIMEOUT_MS: '200' });
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 200 ms' });
  });
});

describe('notification.webhook end to end', () => {
  const live = liveKeyApp(SETTINGS);

  it('delivers with a live key, signed with the service request id, and debits 1 cent', async () => {
    answer = respond(200);
    const { body, balance } = await live.dispatch('notification.webhook', { url: `${receiver.origin}/hook`, payload: EVENT });
    expect(body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 1, result: { status_code: 200, delivered: true } });
    expect(arrivals).toHaveLength(1);
    expect(arrivals[0]!.request.headers['webhook-id']).toBe(`msg_${body.id}`);
    expect(verified(arrivals[0]!.request)).toEqual(EVENT);
    expect(balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
  });

  it('fails a refused delivery with adapter_error and debits nothing', async () => {
    answer = respond(410, 'gone');
    const { body, balance } = await live.dispatch('notification.webhook', { url: `${receiver.origin}/hook`, payload: EVENT });
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(body)).toBe('The webhook answered HTTP 410: gone');
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});

import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { emailSend } from '../../src/domain/catalog/operations/email.js';
import { adapterContexts, answerAndRecord, detailOf, executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext } from '../support/providers.js';

const RESEND_URL = 'https://api.resend.com/emails';
const SETTINGS = { RESEND_API_KEY: 're_test_123', PROCTOR_EMAIL_FROM: 'Proctor <agents@proctor.test>' };
const PAYLOAD = { to: 'ada@example.com', subject: 'Weekly report', body: 'All three experiments finished.\nDetails below.' };

const server = mockProviders();
const contextWith = adapterContexts('sr_resend_1');

const send = (payload: unknown, context = contextWith(SETTINGS)) => emailSend.live!(emailSend.payload.parse(payload), context);

/** Answers POST /emails with `response` and keeps every request it saw. */
const resendAnswers = (response: () => Response | Promise<Response>) => answerAndRecord(server, 'post', RESEND_URL, response);

describe('email.send payload and sandbox', () => {
  it('refuses a bad address, an empty subject and unknown fields, naming the field', () => {
    const bad = emailSend.payload.safeParse({ ...PAYLOAD, to: 'ada' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['to'], message: 'must be an email address' });
    expect(emailSend.payload.safeParse({ ...PAYLOAD, subject: '' }).error?.issues[0]?.path).toEqual(['subject']);
    expect(emailSend.payload.safeParse({ ...PAYLOAD, cc: ['ok@example.com', 'nope'] }).error?.issues[0]?.path).toEqual(['cc', 1]);
    expect(emailSend.payload.safeParse({ ...PAYLOAD, bcc: ['x@example.com'] }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
  });

  it('sandbox: executes for free, and fails on its trigger address', async () => {
    const context = contextWith({});
    expect(await emailSend.sandbox(emailSend.payload.parse(PAYLOAD), context)).toMatchObject({ status: 'executed', costCents: 0 });
    expect(await emailSend.sandbox(emailSend.payload.parse({ ...PAYLOAD, to: 'fail@sandbox.proctor.dev' }), context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: to is fail@sandbox\.proctor\.dev/),
    });
  });
});

describe('email.send live through Resend', () => {
  it('POSTs the documented request: bearer key, Idempotency-Key, JSON from/to/subject/text', async () => {
    const seen = resendAnswers(() => HttpResponse.json({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' }));
    const outcome = await send(PAYLOAD, contextWith(SETTINGS, 'sr_01JZSEND'));
    expect(outcome).toEqual({ status: 'executed', result: { message_id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794', accepted: true }, costCents: 1 });
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(RESEND_URL);
    expect(request.headers.get('authorization')).toBe('Bearer re_test_123');
    expect(request.headers.get('idempotency-key')).toBe('sr_01JZSEND');
    expect(request.headers.get('content-type')).toBe('application/json');
    const body = (await request.json()) as Record<string, unknown>;
    expect(body).toEqual({
      from: 'Proctor <agents@proctor.test>',
      to: ['ada@example.com'],
      subject: 'Weekly report',
      text: 'All three experiments finished.\nDetails below.',
    });
    expect(body).not.toHaveProperty('cc');
  });

  it('copies the cc addresses', async () => {
    const seen = resendAnswers(() => HttpResponse.json({ id: 'em_2' }));
    await send({ ...PAYLOAD, cc: ['grace@example.com', 'alan@example.com'] });
    expect(((await seen[0]!.json()) as { cc: string[] }).cc).toEqual(['grace@example.com', 'alan@example.com']);
  });

  it.each([
    [401, 'missing_api_key', 'Missing API key in the authorization header. Include the following header Authorization: Bearer YOUR_API_KEY in the request.'],
    [403, 'invalid_api_key', 'API key is invalid'],
    [422, 'validation_error', 'Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.'],
  ])('maps HTTP %i %s to a failure carrying Resend\'s message', async (statusCode, name, message) => {
    resendAnswers(() => HttpResponse.json({ statusCode, name, message }, { status: statusCode }));
    await expect(send(PAYLOAD)).rejects.toThrow(`Resend answered HTTP ${statusCode}: ${message} (${name})`);
  });

  it('maps 429 rate_limit_exceeded with its Retry-After', async () => {
    resendAnswers(() =>
      HttpResponse.json(
        { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests. You can only make 2 requests per second.' },
        { status: 429, headers: { 'retry-after': '1' } },
      ),
    );
    await expect(send(PAYLOAD)).rejects.toThrow(
      'Resend answered HTTP 429: Too many requests. You can only make 2 requests per second. (rate_limit_exceeded) (retry after 1 s)',
    );
  });

  it('fails on an answer without an id instead of claiming the mail was accepted', async () => {
    resendAnswers(() => HttpResponse.json({ object: 'email' }));
    await expect(send(PAYLOAD)).rejects.toThrow(/Resend answered in an unexpected shape \(id: /);
  });

  it('without its settings fails naming each missing variable, before any request', async () => {
    const seen = resendAnswers(() => HttpResponse.json({ id: 'never' }));
    await expect(send(PAYLOAD, contextWith({}))).rejects.toThrow(
      'email.send has no live provider configured: set RESEND_API_KEY and PROCTOR_EMAIL_FROM on the server',
    );
    await expect(send(PAYLOAD, contextWith({ RESEND_API_KEY: 're_test_123' }))).rejects.toThrow(
      'email.send has no live provider configured: set PROCTOR_EMAIL_FROM on the server',
    );
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when Resend does not answer within the deadline', async () => {
    resendAnswers(neverAnswers);
    const outcome = await executeLive(emailSend, emailSend.payload.parse(PAYLOAD), { ...SETTINGS, PROCTOR_PROVIDER_TIMEOUT_MS: '100' });
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });

  it('prices one request at 1 cent, estimate and actual alike', async () => {
    expect(await emailSend.pricing.estimateCents(emailSend.payload.parse(PAYLOAD), pricingContext(SETTINGS))).toBe(1);
    expect(emailSend.pricing).toMatchObject({ unit: 'request', costCents: 1 });
    resendAnswers(() => HttpResponse.json({ id: 'em_3' }));
    expect(await send(PAYLOAD)).toMatchObject({ costCents: 1 });
  });
});

describe('email.send through the API with a live agent key', () => {
  const live = liveKeyApp(SETTINGS);

  it('executes through Resend and debits 1 cent', async () => {
    const seen = resendAnswers(() => HttpResponse.json({ id: 'em_live_1' }));
    const { body, balance } = await live.dispatch('email.send', PAYLOAD);
    expect(body).toMatchObject({
      status: 'executed',
      mode: 'live',
      cost_cents: 1,
      result: { message_id: 'em_live_1', accepted: true },
    });
    expect(seen[0]!.headers.get('idempotency-key')).toBe(body.id);
    expect(balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
  });

  it('fails with adapter_error and Resend\'s message on a 422, debiting nothing', async () => {
    resendAnswers(() =>
      HttpResponse.json(
        { statusCode: 422, name: 'validation_error', message: 'The gmail.com domain is not verified. Please, add and verify your domain.' },
        { status: 422 },
      ),
    );
    const { body, balance } = await live.dispatch('email.send', PAYLOAD);
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(body)).toBe('Resend answered HTTP 422: The gmail.com domain is not verified. Please, add and verify your domain. (validation_error)');
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});

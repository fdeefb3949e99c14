import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { smsSend } from '../../src/domain/catalog/operations/sms.js';
import { voiceCall } from '../../src/domain/catalog/operations/voice.js';
import { callOutcome, isTwilioSigned, smsSegments, twilioSignature } from '../../src/providers/twilio.js';
import { adapterContexts, answerAndRecord, detailOf, executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext } from '../support/providers.js';

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-of-the-test';
const FROM = '+14155550100';
const SETTINGS = { TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: FROM };
const BASE = `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}`;
const MESSAGES = `${BASE}/Messages.json`;
const CALLS = `${BASE}/Calls.json`;
const CALL_SID = 'CAfeedfacefeedfacefeedfacefeedface';

/** The Message resource as Twilio's Messaging API answers its creation (201). */
const messageResource = (body: string, segments: string) => ({
  account_sid: ACCOUNT,
  api_version: '2010-04-01',
  body,
  date_created: 'Sat, 28 Nov 2026 13:00:00 +0000',
  date_sent: null,
  date_updated: 'Sat, 28 Nov 2026 13:00:00 +0000',
  direction: 'outbound-api',
  error_code: null,
  error_message: null,
  from: FROM,
  messaging_service_sid: null,
  num_media: '0',
  num_segments: segments,
  price: null,
  price_unit: 'USD',
  sid: 'SM1234567890abcdef1234567890abcdef',
  status: 'queued',
  subresource_uris: { media: `/2010-04-01/Accounts/${ACCOUNT}/Messages/SM1234567890abcdef1234567890abcdef/Media.json` },
  to: '+14155550123',
  uri: `/2010-04-01/Accounts/${ACCOUNT}/Messages/SM1234567890abcdef1234567890abcdef.json`,
});

/** The Call resource as Twilio's Voice API answers its creation (201) and a GET of it. */
const callResource = (status: string, duration: string | null) => ({
  account_sid: ACCOUNT,
  annotation: null,
  answered_by: null,
  api_version: '2010-04-01',
  caller_name: null,
  date_created: 'Sat, 28 Nov 2026 13:00:00 +0000',
  date_updated: 'Sat, 28 Nov 2026 13:01:01 +0000',
  direction: 'outbound-api',
  duration,
  end_time: duration === null ? null : 'Sat, 28 Nov 2026 13:01:01 +0000',
  forwarded_from: null,
  from: FROM,
  from_formatted: '(415) 555-0100',
  group_sid: null,
  parent_call_sid: null,
  phone_number_sid: 'PN0123456789abcdef0123456789abcdef',
  price: null,
  price_unit: 'USD',
  sid: CALL_SID,
  start_time: 'Sat, 28 Nov 2026 13:00:00 +0000',
  status,
  subresource_uris: { recordings: `/2010-04-01/Accounts/${ACCOUNT}/Calls/${CALL_SID}/Recordings.json` },
  to: '+14155550123',
  to_formatted: '(415) 555-0123',
  trunk_sid: null,
  uri: `/2010-04-01/Accounts/${ACCOUNT}/Calls/${CALL_SID}.json`,
  queue_time: '0',
});

/** Twilio's error body. */
const twilioError = (status: number, code: number, message: string) => ({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

const server = mockProviders();
const contextWith = adapterContexts('sr_twilio_1');
const basic = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;

const send = (payload: unknown, context = contextWith(SETTINGS)) => smsSend.live(smsSend.payload.parse(payload), context);
const place = (payload: unknown, context = contextWith(SETTINGS)) => voiceCall.live(voiceCall.payload.parse(payload), context);
const check = (context = contextWith(SETTINGS)) =>
  voiceCall.check!.live!({ externalId: CALL_SID, payload: voiceCall.payload.parse({ to: '+14155550123', message: 'Hi' }) }, context);

describe('SMS segments (the price of sms.send)', () => {
  it('counts GSM-7 at 160 septets, then 153 a segment, the extension characters taking two', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
  });

  it('counts UCS-2 at 70 UTF-16 units, then 67 a segment, as soon as one character is not GSM-7', () => {
    expect(smsSegments(`${'a'.repeat(69)}ł`)).toBe(1);
    expect(smsSegments(`${'a'.repeat(70)}ł`)).toBe(2);
    expect(smsSegments('😀'.repeat(35))).toBe(1);
    expect(smsSegments('😀'.repeat(36))).toBe(2);
    expect(smsSegments('ł'.repeat(1600))).toBe(24);
  });
});

describe('sms.send payload and sandbox', () => {
  it('refuses a number not in E.164, an empty or overlong body and unknown fields', () => {
    expect(smsSend.payload.safeParse({ to: '4155550123', body: 'x' }).error?.issues[0]?.path).toEqual(['to']);
    expect(smsSend.payload.safeParse({ to: '+04155550123', body: 'x' }).error?.issues[0]?.path).toEqual(['to']);
    expect(smsSend.payload.safeParse({ to: '+14155550123', body: '' }).error?.issues[0]?.path).toEqual(['body']);
    expect(smsSend.payload.safeParse({ to: '+14155550123', body: 'x'.repeat(1601) }).error?.issues[0]?.path).toEqual(['body']);
    expect(smsSend.payload.safeParse({ to: '+14155550123', body: 'x', media_url: 'https://example.com/a.png' }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('sandbox: answers a queued message with its segments for free, and fails on its trigger', async () => {
    const outcome = await smsSend.sandbox(smsSend.payload.parse({ to: '+14155550123', body: 'a'.repeat(200) }), contextWith({}));
    expect(outcome).toMatchObject({ status: 'executed', costCents: 0, result: { status: 'queued', to: '+14155550123', segments: 2 } });
    expect(outcome.status === 'executed' && outcome.result.message_sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(await smsSend.sandbox(smsSend.payload.parse({ to: '+14155550123', body: 'sandbox:fail' }), contextWith({}))).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: body is "sandbox:fail"/),
    });
  });

  it('estimates the segments of the body at TWILIO_SMS_CENTS_PER_SEGMENT', async () => {
    const estimate = (body: string, env = SETTINGS) => smsSend.pricing.estimateCents(smsSend.payload.parse({ to: '+14155550123', body }), pricingContext(env));
    expect(await estimate('Hello')).toBe(1);
    expect(await estimate('x'.repeat(400))).toBe(3);
    expect(await estimate('x'.repeat(400), { ...SETTINGS, TWILIO_SMS_CENTS_PER_SEGMENT: '2' } as typeof SETTINGS)).toBe(6);
  });
});

describe('sms.send live through Twilio Messaging', () => {
  it('POSTs the documented form to Messages.json with HTTP Basic of the account SID and auth token', async () => {
    const seen = answerAndRecord(server, 'post', MESSAGES, () => HttpResponse.json(messageResource('Hi & bye', '1'), { status: 201 }));
    await send({ to: '+14155550123', body: 'Hi & bye' });
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.url).toBe(MESSAGES);
    expect(request.headers.get('authorization')).toBe(basic);
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect([...new URLSearchParams(await request.text())]).toEqual([
      ['To', '+14155550123'],
      ['From', FROM],
      ['Body', 'Hi & bye'],
    ]);
  });

  it('answers the message and debits the segments Twilio counted', async () => {
    answerAndRecord(server, 'post', MESSAGES, () => HttpResponse.json(messageResource('x'.repeat(200), '2'), { status: 201 }));
    expect(await send({ to: '+14155550123', body: 'x'.repeat(200) })).toEqual({
      status: 'executed',
      result: { message_sid: 'SM1234567890abcdef1234567890abcdef', status: 'queued', to: '+14155550123', from: FROM, segments: 2 },
      costCents: 2,
    });
  });

  it("maps a 400 to a failure carrying Twilio's message and error code", async () => {
    answerAndRecord(server, 'post', MESSAGES, () =>
      HttpResponse.json(twilioError(400, 21211, "The 'To' number +14155550123 is not a valid phone number."), { status: 400 }),
    );
    await expect(send({ to: '+14155550123', body: 'Hi' })).rejects.toThrow(
      "Twilio answered HTTP 400: The 'To' number +14155550123 is not a valid phone number. (Twilio error 21211)",
    );
  });

  it('maps a 401 of a wrong auth token', async () => {
    answerAndRecord(server, 'post', MESSAGES, () => HttpResponse.json(twilioError(401, 20003, 'Authenticate'), { status: 401 }));
    await expect(send({ to: '+14155550123', body: 'Hi' })).rejects.toThrow('Twilio answered HTTP 401: Authenticate (Twilio error 20003)');
  });

  it('maps a 429 with its Retry-After', async () => {
    answerAndRecord(server, 'post', MESSAGES, () =>
      HttpResponse.json(twilioError(429, 20429, 'Too Many Requests'), { status: 429, headers: { 'retry-after': '2' } }),
    );
    await expect(send({ to: '+14155550123', body: 'Hi' })).rejects.toThrow('Twilio answered HTTP 429: Too Many Requests (Twilio error 20429) (retry after 2 s)');
  });

  it('fails on an answer without the message sid', async () => {
    answerAndRecord(server, 'post', MESSAGES, () => HttpResponse.json({ ...messageResource('Hi', '1'), sid: undefined }, { status: 201 }));
    await expect(send({ to: '+14155550123', body: 'Hi' })).rejects.toThrow(/^Twilio answered in an unexpected shape \(sid: /);
  });

  it('without its settings fails naming every one, before any request', async () => {
    const seen = answerAndRecord(server, 'post', MESSAGES, () => HttpResponse.json(messageResource('Hi', '1'), { status: 201 }));
    await expect(send({ to: '+14155550123', body: 'Hi' }, contextWith({}))).rejects.toThrow(
      'sms.send has no live provider configured: set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER on the server',
    );
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when Twilio does not answer within the deadline', async () => {
    answerAndRecord(server, 'post', MESSAGES, neverAnswers);
    const outcome = await executeLive(smsSend, smsSend.payload.parse({ to: '+14155550123', body: 'Hi' }), { ...SETTINGS, PROCTOR_PROVIDER_TIMEOUT_MS: '100' });
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

describe('voice.call live through Twilio Voice', () => {
  it('POSTs the documented form to Calls.json: the message as TwiML, TimeLimit of the longest duration, and the signed status callback', async () => {
    const seen = answerAndRecord(server, 'post', CALLS, () => HttpResponse.json(callResource('queued', null), { status: 201 }));
    const outcome = await place(
      { to: '+14155550123', message: 'Your table for 2 is ready <now> & "waiting"', language: 'en-GB', max_duration_minutes: 3 },
      contextWith({ ...SETTINGS, PROCTOR_PUBLIC_URL: 'https://proctor.example.com/' }),
    );
    expect(outcome).toEqual({ status: 'running', externalId: CALL_SID });
    const request = seen[0]!;
    expect(request.url).toBe(CALLS);
    expect(request.headers.get('authorization')).toBe(basic);
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
      To: '+14155550123',
      From: FROM,
      Twiml: '<Response><Say language="en-GB">Your table for 2 is ready &lt;now&gt; &amp; &quot;waiting&quot;</Say></Response>',
      TimeLimit: '180',
      StatusCallback: 'https://proctor.example.com/api/v1/webhooks/voice/sr_twilio_1',
      StatusCallbackMethod: 'POST',
    });
  });

  it('gives no status callback without PROCTOR_PUBLIC_URL: the poller ends the call', async () => {
    const seen = answerAndRecord(server, 'post', CALLS, () => HttpResponse.json(callResource('queued', null), { status: 201 }));
    await place({ to: '+14155550123', message: 'Hi' });
    const form = new URLSearchParams(await seen[0]!.text());
    expect(form.has('StatusCallback')).toBe(false);
    expect(form.get('TimeLimit')).toBe('300');
  });

  it("maps a refused call to a failure with Twilio's message, and a 429 with its Retry-After", async () => {
    answerAndRecord(server, 'post', CALLS, () =>
      HttpResponse.json(twilioError(400, 21215, 'Account not authorized to call +88255501234. Perhaps you need to enable some international permissions'), { status: 400 }),
    );
    await expect(place({ to: '+88255501234', message: 'Hi' })).rejects.toThrow(
      'Twilio answered HTTP 400: Account not authorized to call +88255501234. Perhaps you need to enable some international permissions (Twilio error 21215)',
    );
    answerAndRecord(server, 'post', CALLS, () => HttpResponse.json(twilioError(429, 20429, 'Too Many Requests'), { status: 429, headers: { 'retry-after': '1' } }));
    await expect(place({ to: '+14155550123', message: 'Hi' })).rejects.toThrow('Twilio answered HTTP 429: Too Many Requests (Twilio error 20429) (retry after 1 s)');
  });

  it('checks GET Calls/{Sid}.json: running while under way, executed at the minutes rounded up once completed, failed when never connected', async () => {
    const get = (status: string, duration: string | null) =>
      answerAndRecord(server, 'get', `${BASE}/Calls/${CALL_SID}.json`, () => HttpResponse.json(callResource(status, duration)));
    for (const status of ['queued', 'ringing', 'in-progress']) {
      get(status, null);
      expect(await check()).toEqual({ status: 'running', externalId: CALL_SID });
    }
    const seen = get('completed', '61');
    expect(await check()).toEqual({
      status: 'executed',
      result: { call_sid: CALL_SID, to: '+14155550123', from: FROM, duration_seconds: 61, billed_minutes: 2 },
      costCents: 4,
    });
    expect(seen[0]!.headers.get('authorization')).toBe(basic);
    for (const status of ['busy', 'no-answer', 'failed', 'canceled']) {
      get(status, '0');
      expect(await check()).toEqual({ status: 'failed', detail: `The call to +14155550123 ended ${status}: it never connected` });
    }
  });

  it('a check that Twilio answers 404 fails with its message', async () => {
    answerAndRecord(server, 'get', `${BASE}/Calls/${CALL_SID}.json`, () =>
      HttpResponse.json(twilioError(404, 20404, `The requested resource /2010-04-01/Accounts/${ACCOUNT}/Calls/${CALL_SID}.json was not found`), { status: 404 }),
    );
    await expect(check()).rejects.toThrow(/^Twilio answered HTTP 404: The requested resource .* was not found \(Twilio error 20404\)$/);
  });

  it('ends as a timeout failure when Twilio does not answer within the deadline', async () => {
    answerAndRecord(server, 'post', CALLS, neverAnswers);
    const outcome = await executeLive(voiceCall, voiceCall.payload.parse({ to: '+14155550123', message: 'Hi' }), { ...SETTINGS, PROCTOR_PROVIDER_TIMEOUT_MS: '100' });
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });

  it('estimates max_duration_minutes at TWILIO_VOICE_CENTS_PER_MINUTE, and never debits more: TimeLimit ends the call there', async () => {
    const payload = voiceCall.payload.parse({ to: '+14155550123', message: 'Hi', max_duration_minutes: 2 });
    expect(await voiceCall.pricing.estimateCents(payload, pricingContext(SETTINGS))).toBe(4);
    const longest = callOutcome({ sid: CALL_SID, status: 'completed', to: '+1', from: FROM, durationSeconds: 120 }, 2);
    expect(longest).toMatchObject({ status: 'executed', costCents: 4 });
  });
});

describe("Twilio's request signature", () => {
  // The worked example of Twilio's webhook security documentation, and its helper libraries' test of a name sent three times.
  const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const FORM = 'CallSid=CA1234567890ABCDE&Caller=%2B14158675309&Digits=1234&From=%2B14158675309&To=%2B18005551212';

  it("reproduces Twilio's documented signatures", () => {
    expect(twilioSignature('12345', URL, new URLSearchParams(FORM))).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    // Sorted by name whatever the order sent; a name sent more than once, by its distinct values.
    expect(twilioSignature('12345', URL, new URLSearchParams('To=%2B18005551212&Digits=1234&From=%2B14158675309&Caller=%2B14158675309&CallSid=CA1234567890ABCDE'))).toBe(
      'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
    );
    expect(twilioSignature('12345', URL, new URLSearchParams('Sid=CA123&SidAccount=AC123&Digits=5678&Digits=1234&Digits=1234'))).toBe('IK+Dwps556ElfBT0I3Rgjkr1wJU=');
  });

  it('refuses any other token, URL, body or signature, and a missing one', () => {
    const body = Buffer.from(FORM);
    expect(isTwilioSigned('12345', URL, body, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
    expect(isTwilioSigned('54321', URL, body, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isTwilioSigned('12345', `${URL}&baz=3`, body, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isTwilioSigned('12345', URL, Buffer.from(FORM.replace('1234&', '9999&')), 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isTwilioSigned('12345', URL, body, 'RSOYDt4T1cUTdK1PDd93/VVr8B8')).toBe(false);
    expect(isTwilioSigned('12345', URL, body, undefined)).toBe(false);
  });
});

describe('sms.send through the API with a live agent key', () => {
  const live = liveKeyApp(SETTINGS);

  it('executes through Twilio and debits the segments counted', async () => {
    answerAndRecord(server, 'post', MESSAGES, () => HttpResponse.json(messageResource('x'.repeat(200), '2'), { status: 201 }));
    const { body, balance } = await live.dispatch('sms.send', { to: '+14155550123', body: 'x'.repeat(200) });
    expect(body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 2, result: { segments: 2 } });
    expect(balance).toMatchObject({ balance_cents: 498, held_cents: 0 });
  });

  it("fails with adapter_error and Twilio's detail, debiting nothing", async () => {
    answerAndRecord(server, 'post', MESSAGES, () => HttpResponse.json(twilioError(400, 21610, 'Attempt to send to unsubscribed recipient'), { status: 400 }));
    const { body, balance } = await live.dispatch('sms.send', { to: '+14155550123', body: 'Hi' });
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(body)).toBe('Twilio answered HTTP 400: Attempt to send to unsubscribed recipient (Twilio error 21610)');
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});

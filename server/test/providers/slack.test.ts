import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chatReadMessages, chatSend } from '../../src/domain/catalog/operations/chat.js';
import {
  adapterContexts,
  answerAndRecord,
  connectedAppAccess,
  detailOf,
  executeLive,
  liveKeyApp,
  mockProviders,
  neverAnswers,
  pricingContext,
} from '../support/providers.js';

const SLACK_URL = 'https://slack.com/api/chat.postMessage';
/** The organization's Slack app: the bot token its install answered. */
const APP = connectedAppAccess('slack', 'xoxb-org-a-123', { team_id: 'T0ORGA' });
const NO_APP =
  'chat.send acts through the organization\'s own team chat app, and this organization has none: an admin installs one with POST /api/v1/connected-apps/slack/install';
const RECONNECT = 'reconnect the Slack app (POST /api/v1/connected-apps/slack/install)';
const PAYLOAD = { channel: '#ops', text: 'Deploy 142 finished; all checks green.' };

/** chat.postMessage's documented success: the channel's id, the message's ts and the message itself. */
const POSTED = {
  ok: true,
  channel: 'C123ABC456',
  ts: '1503435956.000247',
  message: { type: 'message', subtype: 'bot_message', text: PAYLOAD.text, ts: '1503435956.000247', bot_id: 'B123ABC456', username: 'proctor' },
};

const server = mockProviders();
const contextWith = adapterContexts('sr_slack_1', {}, 5_000, APP);

const send = (payload: unknown, context = contextWith()) => chatSend.live!(chatSend.payload.parse(payload), context);

/** Answers POST chat.postMessage with `response` and keeps every request it saw. */
const slackAnswers = (response: () => Response | Promise<Response>) => answerAndRecord(server, 'post', SLACK_URL, response);

describe('chat.send payload and sandbox', () => {
  it('refuses an empty channel or text, an overlong channel and unknown fields, naming the field', () => {
    expect(chatSend.payload.safeParse({ ...PAYLOAD, channel: '' }).error?.issues[0]).toMatchObject({ path: ['channel'], code: 'too_small' });
    expect(chatSend.payload.safeParse({ ...PAYLOAD, channel: 'c'.repeat(81) }).error?.issues[0]).toMatchObject({ path: ['channel'], code: 'too_big' });
    expect(chatSend.payload.safeParse({ ...PAYLOAD, text: '' }).error?.issues[0]?.path).toEqual(['text']);
    expect(chatSend.payload.safeParse({ ...PAYLOAD, thread_ts: '1.2' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
  });

  it('sandbox: answers a Slack-style channel id and ts for free, and fails on its trigger channel', async () => {
    const context = contextWith({});
    const byName = await chatSend.sandbox(chatSend.payload.parse(PAYLOAD), context);
    expect(byName).toEqual({
      status: 'executed',
      result: { channel: expect.stringMatching(/^C[0-9A-F]{10}$/), message_ts: expect.stringMatching(/^\d{10}\.\d{6}$/) },
      costCents: 0,
    });
    const withoutHash = await chatSend.sandbox(chatSend.payload.parse({ ...PAYLOAD, channel: 'ops' }), context);
    expect(withoutHash.status === 'executed' && withoutHash.result.channel).toBe(byName.status === 'executed' && byName.result.channel);
    expect(await chatSend.sandbox(chatSend.payload.parse({ ...PAYLOAD, channel: 'C123ABC456' }), context)).toMatchObject({
      result: { channel: 'C123ABC456' },
    });
    expect(await chatSend.sandbox(chatSend.payload.parse({ ...PAYLOAD, channel: '#sandbox-fail' }), context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: channel is "sandbox-fail"/),
    });
  });
});

describe('chat.send live through Slack chat.postMessage', () => {
  it('POSTs the documented request: the app\'s bot token as bearer, JSON channel (without "#") and text', async () => {
    const seen = slackAnswers(() => HttpResponse.json(POSTED));
    await send(PAYLOAD);
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(SLACK_URL);
    expect(request.headers.get('authorization')).toBe('Bearer xoxb-org-a-123');
    expect(request.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await request.json()).toEqual({ channel: 'ops', text: 'Deploy 142 finished; all checks green.' });
  });

  it('sends a channel id as it is', async () => {
    const seen = slackAnswers(() => HttpResponse.json(POSTED));
    await send({ channel: 'C123ABC456', text: 'hi' });
    expect(((await seen[0]!.json()) as { channel: string }).channel).toBe('C123ABC456');
  });

  it('answers the channel id Slack posted to and the message ts', async () => {
    slackAnswers(() => HttpResponse.json(POSTED));
    expect(await send(PAYLOAD)).toEqual({ status: 'executed', result: { channel: 'C123ABC456', message_ts: '1503435956.000247' }, costCents: 1 });
  });

  it.each([
    ['not_in_channel', 'Slack refused the message: not_in_channel (the bot is not a member of the channel: invite it (/invite @your-bot) or add the chat:write.public scope)'],
    ['channel_not_found', 'Slack refused the message: channel_not_found (no channel with this name or id is visible to the bot: check it, and invite the bot to a private channel)'],
    ['invalid_auth', `Slack refused the message: invalid_auth (the Slack app's token is not valid: ${RECONNECT})`],
    ['not_authed', `Slack refused the message: not_authed (no token reached Slack: ${RECONNECT})`],
    ['token_revoked', `Slack refused the message: token_revoked (the Slack app's token was revoked: ${RECONNECT})`],
    ['account_inactive', `Slack refused the message: account_inactive (the Slack app was removed from the workspace, or its user deleted: ${RECONNECT})`],
    ['is_archived', 'Slack refused the message: is_archived (the channel is archived)'],
    ['restricted_action', 'Slack refused the message: restricted_action'],
  ])('turns ok: false with %s (HTTP 200) into a failure with Slack\'s code and a hint', async (error, detail) => {
    slackAnswers(() => HttpResponse.json({ ok: false, error, warning: 'missing_charset', response_metadata: { warnings: ['missing_charset'] } }));
    await expect(send(PAYLOAD)).rejects.toThrow(detail);
  });

  it('names the scope Slack says the token lacks', async () => {
    slackAnswers(() => HttpResponse.json({ ok: false, error: 'missing_scope', needed: 'chat:write', provided: 'channels:read' }));
    await expect(send(PAYLOAD)).rejects.toThrow(`Slack refused the message: missing_scope (the Slack app's bot token needs the chat:write scope: ${RECONNECT})`);
  });

  it('maps HTTP 429 ratelimited with its Retry-After', async () => {
    slackAnswers(() => HttpResponse.json({ ok: false, error: 'ratelimited' }, { status: 429, headers: { 'retry-after': '30' } }));
    await expect(send(PAYLOAD)).rejects.toThrow(
      'Slack answered HTTP 429: ratelimited (Slack limits posting to about one message per second per channel) (retry after 30 s)',
    );
  });

  it('fails on a success without its ts instead of claiming the message was posted', async () => {
    slackAnswers(() => HttpResponse.json({ ok: true, channel: 'C123ABC456' }));
    await expect(send(PAYLOAD)).rejects.toThrow(/^Slack answered in an unexpected shape \(ts: /);
  });

  it('posts as each organization\'s own bot', async () => {
    const seen = slackAnswers(() => HttpResponse.json(POSTED));
    await send(PAYLOAD);
    await send(PAYLOAD, contextWith({}, 'sr_slack_2', connectedAppAccess('slack', 'xoxb-org-b-456', { team_id: 'T0ORGB' })));
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual(['Bearer xoxb-org-a-123', 'Bearer xoxb-org-b-456']);
  });

  it('without the organization\'s team-chat app fails naming the install endpoint, before any request', async () => {
    const seen = slackAnswers(() => HttpResponse.json(POSTED));
    await expect(send(PAYLOAD, contextWith({}, undefined, null))).rejects.toThrow(NO_APP);
    await expect(send(PAYLOAD, contextWith({}, undefined, connectedAppAccess('nylas', 'nylas-token', { grant_id: 'g' })))).rejects.toThrow(NO_APP);
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when Slack does not answer within the deadline', async () => {
    slackAnswers(neverAnswers);
    const outcome = await executeLive(chatSend, chatSend.payload.parse(PAYLOAD), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });

  it('prices one message at 1 cent, estimate and actual alike', async () => {
    expect(await chatSend.pricing.estimateCents(chatSend.payload.parse(PAYLOAD), pricingContext())).toBe(1);
    expect(chatSend.pricing).toMatchObject({ unit: 'request', costCents: 1 });
    slackAnswers(() => HttpResponse.json(POSTED));
    expect(await send(PAYLOAD)).toMatchObject({ costCents: 1 });
  });
});

describe('chat.send through the API with a live agent key', () => {
  const live = liveKeyApp();

  it("never posts through a server-wide token: without the organization's app it is blocked, debiting nothing", async () => {
    const seen = slackAnswers(() => HttpResponse.json(POSTED));
    const { body, balance } = await live.dispatch('chat.send', PAYLOAD);
    expect(body).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app', cost_cents: 0 });
    expect(detailOf(body)).toContain('POST /api/v1/connected-apps/slack/install');
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
    expect(seen).toHaveLength(0);
  });

  it("posts as the organization's own bot, and debits 1 cent", async () => {
    const seen = slackAnswers(() => HttpResponse.json(POSTED));
    const { body, balance } = await live.dispatch('chat.send', PAYLOAD, {}, { provider: 'slack', accessToken: 'xoxb-org-own', details: { team_id: 'T0OWN' } });
    expect(body).toMatchObject({ status: 'executed', cost_cents: 1, result: { channel: 'C123ABC456' } });
    expect(balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer xoxb-org-own');
  });
});

const HISTORY_URL = 'https://slack.com/api/conversations.history';
const READ = { channel: 'C123ABC456', limit: 3 };
const readChannel = (payload: unknown, context = contextWith()) => chatReadMessages.live!(chatReadMessages.payload.parse(payload), context);

/** conversations.history's documented success: the messages newest first, a thread parent's reply count, a bot's bot_id. */
const HISTORY = {
  ok: true,
  messages: [
    { type: 'message', user: 'U123ABC456', text: 'I find you punny and would like to smell your nose letter', ts: '1512085950.000216' },
    { type: 'message', subtype: 'bot_message', bot_id: 'B123ABC456', text: 'Deploy 142 finished', ts: '1512104434.000490' },
    {
      type: 'message',
      user: 'U222BBB222',
      text: 'Who is on call?',
      ts: '1512104400.000100',
      thread_ts: '1512104400.000100',
      reply_count: 2,
      replies: [{ user: 'U123ABC456', ts: '1512104410.000200' }],
    },
  ],
  has_more: true,
  pin_count: 0,
  response_metadata: { next_cursor: 'bmV4dF90czoxNTEyMDg1ODYxMDAwNTQz' },
};

const historyAnswers = (response: () => Response | Promise<Response>) => answerAndRecord(server, 'get', HISTORY_URL, response);

describe('chat.read_messages payload and sandbox', () => {
  it('takes a channel id only, a limit of 1 to 100 (20 by default) and Slack timestamps', () => {
    expect(chatReadMessages.payload.parse({ channel: 'C123ABC456' })).toEqual({ channel: 'C123ABC456', limit: 20 });
    expect(chatReadMessages.payload.safeParse({ channel: '#ops' }).error?.issues[0]).toMatchObject({
      path: ['channel'],
      message: 'must be a Slack channel id, such as "C0123ABCD"',
    });
    expect(chatReadMessages.payload.safeParse({ ...READ, limit: 101 }).error?.issues[0]?.path).toEqual(['limit']);
    expect(chatReadMessages.payload.safeParse({ ...READ, oldest: 'yesterday' }).error?.issues[0]?.path).toEqual(['oldest']);
  });

  it('sandbox: answers Slack-like messages for free, the same each time, and fails on its trigger channel', async () => {
    const context = contextWith({});
    const first = await chatReadMessages.sandbox(chatReadMessages.payload.parse(READ), context);
    expect(first).toMatchObject({ status: 'executed', costCents: 0, result: { channel: 'C123ABC456', has_more: false } });
    expect(first.status === 'executed' && first.result.messages.map((message) => message.ts)).toEqual([
      expect.stringMatching(/^\d{10}\.000100$/),
      expect.stringMatching(/^\d{10}\.000100$/),
      expect.stringMatching(/^\d{10}\.000100$/),
    ]);
    expect(await chatReadMessages.sandbox(chatReadMessages.payload.parse(READ), context)).toEqual(first);
    expect(await chatReadMessages.sandbox(chatReadMessages.payload.parse({ channel: 'C0SANDBOXFAIL' }), context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: channel is "C0SANDBOXFAIL"/),
    });
  });
});

describe('chat.read_messages live through Slack conversations.history', () => {
  it('GETs the documented request with the app\'s bot token, and maps the messages', async () => {
    const seen = historyAnswers(() => HttpResponse.json(HISTORY));
    expect(await readChannel({ ...READ, oldest: '1512000000.000000', latest: '1512200000.000000' })).toEqual({
      status: 'executed',
      result: {
        channel: 'C123ABC456',
        messages: [
          { ts: '1512085950.000216', user: 'U123ABC456', text: 'I find you punny and would like to smell your nose letter', thread_ts: null, reply_count: 0 },
          { ts: '1512104434.000490', user: 'B123ABC456', text: 'Deploy 142 finished', thread_ts: null, reply_count: 0 },
          { ts: '1512104400.000100', user: 'U222BBB222', text: 'Who is on call?', thread_ts: '1512104400.000100', reply_count: 2 },
        ],
        has_more: true,
      },
      costCents: 1,
    });
    const request = seen[0]!;
    expect([request.method, request.url, request.headers.get('authorization')]).toEqual([
      'GET',
      `${HISTORY_URL}?channel=C123ABC456&limit=3&oldest=1512000000.000000&latest=1512200000.000000`,
      'Bearer xoxb-org-a-123',
    ]);
  });

  it.each([
    ['channel_not_found', 'channel_not_found (no channel with this id is visible to the bot'],
    ['not_in_channel', 'not_in_channel (the bot is not a member of the channel: invite it (/invite @your-bot))'],
    ['invalid_auth', `invalid_auth (the Slack app's token is not valid: ${RECONNECT})`],
  ])('maps ok: false with %s, answered with HTTP 200, to a failure', async (error, detail) => {
    historyAnswers(() => HttpResponse.json({ ok: false, error }));
    await expect(readChannel(READ)).rejects.toThrow(`Slack refused to read the channel: ${detail}`);
  });

  it('names the scope Slack says is missing', async () => {
    historyAnswers(() => HttpResponse.json({ ok: false, error: 'missing_scope', needed: 'groups:history', provided: 'chat:write,channels:history' }));
    await expect(readChannel(READ)).rejects.toThrow(`Slack refused to read the channel: missing_scope (the Slack app's bot token needs the groups:history scope: ${RECONNECT})`);
  });

  it('maps HTTP 429 ratelimited with its Retry-After', async () => {
    historyAnswers(() => HttpResponse.json({ ok: false, error: 'ratelimited' }, { status: 429, headers: { 'retry-after': '30' } }));
    await expect(readChannel(READ)).rejects.toThrow(
      'Slack answered HTTP 429: ratelimited (Slack limits how often conversations.history is called, per workspace and app) (retry after 30 s)',
    );
  });

  it('acts with each organization\'s own bot token', async () => {
    const seen = historyAnswers(() => HttpResponse.json(HISTORY));
    await readChannel(READ);
    await readChannel(READ, contextWith({}, 'sr_slack_2', connectedAppAccess('slack', 'xoxb-org-b-999', { team_id: 'T0ORGB' })));
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual(['Bearer xoxb-org-a-123', 'Bearer xoxb-org-b-999']);
  });

  it('without the organization\'s Slack app fails naming the install endpoint, before any request', async () => {
    const seen = historyAnswers(() => HttpResponse.json(HISTORY));
    await expect(readChannel(READ, contextWith({}, undefined, null))).rejects.toThrow(
      "chat.read_messages acts through the organization's own team chat app, and this organization has none: an admin installs one with POST /api/v1/connected-apps/slack/install",
    );
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when Slack does not answer within the deadline', async () => {
    historyAnswers(neverAnswers);
    expect(await executeLive(chatReadMessages, chatReadMessages.payload.parse(READ), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP)).toEqual({
      status: 'failed',
      detail: 'The provider did not answer within 100 ms',
    });
  });

  it('prices a read at 1 cent, estimate and actual alike', async () => {
    expect(await chatReadMessages.pricing.estimateCents(chatReadMessages.payload.parse(READ), pricingContext())).toBe(1);
  });
});

describe('chat.read_messages through the API with a live agent key', () => {
  const live = liveKeyApp();
  const app = { provider: 'slack', accessToken: 'xoxb-org-own', details: { team_id: 'T0OWN' } } as const;

  it('is blocked without the organization\'s Slack app; with it reads the channel with its own token, debiting 1 cent; a refusal debits nothing', async () => {
    const seen = historyAnswers(() => HttpResponse.json(HISTORY));
    const blocked = await live.dispatch('chat.read_messages', READ);
    expect(blocked.body).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app', cost_cents: 0 });
    expect(seen).toHaveLength(0);
    const read = await live.dispatch('chat.read_messages', READ, {}, app);
    expect(read.body).toMatchObject({ status: 'executed', cost_cents: 1, result: { channel: 'C123ABC456', has_more: true } });
    expect(read.balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer xoxb-org-own');
    historyAnswers(() => HttpResponse.json({ ok: false, error: 'not_in_channel' }));
    const refused = await live.dispatch('chat.read_messages', READ, {}, app);
    expect(refused.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(refused.body)).toMatch(/^Slack refused to read the channel: not_in_channel/);
    expect(refused.balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});

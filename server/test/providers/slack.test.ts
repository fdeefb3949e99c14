import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chatSend } from '../../src/domain/catalog/operations/chat.js';
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

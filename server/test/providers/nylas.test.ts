import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { emailDraft, emailRead, emailReply } from '../../src/domain/catalog/operations/email.js';
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

const GRANT = 'e19f8e1a-eb1c-41c0-b6a6-d2e59daf7f47';
const BASE = `https://api.us.nylas.com/v3/grants/${GRANT}`;
/** The organization's email app: its Nylas grant and that grant's access token. */
const APP = connectedAppAccess('nylas', 'nylas_grant_access_token_A', { grant_id: GRANT });
const NO_APP = 'acts through the organization\'s own email app, and this organization has none: an admin installs one with POST /api/v1/connected-apps/nylas/install';

const server = mockProviders();
const contextWith = adapterContexts('sr_nylas_1', {}, 5_000, APP);

const read = (payload: unknown, context = contextWith()) => emailRead.live!(emailRead.payload.parse(payload), context);
const reply = (payload: unknown, context = contextWith()) => emailReply.live!(emailReply.payload.parse(payload), context);

/** A Microsoft mailbox's folders over two pages, as Nylas lists them. */
const FOLDER_PAGES: Record<string, { data: unknown[]; next_cursor: string | null }> = {
  first: {
    data: [
      { id: 'AAMkAGI2-inbox', grant_id: GRANT, object: 'folder', name: 'Posteingang', attributes: ['\\Inbox'], total_count: 12, unread_count: 2 },
      { id: 'AAMkAGI2-sent', grant_id: GRANT, object: 'folder', name: 'Sent Items', attributes: ['\\Sent'] },
    ],
    next_cursor: 'page-2',
  },
  'page-2': { data: [{ id: 'AAMkAGI2-projects', grant_id: GRANT, object: 'folder', name: 'Projects', attributes: [] }], next_cursor: null },
};

function nylasMessage(overrides: Record<string, unknown> = {}) {
  return {
    id: '18f3a2b4c5d6e7f8',
    grant_id: GRANT,
    object: 'message',
    thread_id: '18f3a2b4c5d6e000',
    subject: 'Quarterly numbers',
    from: [{ name: 'Ada Lovelace', email: 'ada@example.com' }],
    to: [{ name: 'Proctor', email: 'agents@proctor.test' }],
    snippet: 'Here are the numbers for Q3, ahead of Friday.',
    date: 1_735_722_000,
    unread: true,
    folders: ['AAMkAGI2-inbox'],
    ...overrides,
  };
}

/** Serves the folder pages and answers the message list with `messages`; keeps the list requests. */
function mailboxServes(messages: unknown[], base = BASE): { folderRequests: Request[]; listRequests: Request[] } {
  return {
    folderRequests: answerAndRecord(server, 'get', `${base}/folders`, (request) =>
      HttpResponse.json({ request_id: 'req-f', ...FOLDER_PAGES[new URL(request.url).searchParams.get('page_token') ?? 'first'] }),
    ),
    listRequests: answerAndRecord(server, 'get', `${base}/messages`, () => HttpResponse.json({ request_id: 'req-m', data: messages, next_cursor: null })),
  };
}

/** Answers GET of the original message and POST /messages/send; keeps both requests. */
function replyServes(original: Response, sent: Response = HttpResponse.json({ request_id: 'req-s', grant_id: GRANT, data: { id: 'reply-msg-1', object: 'message' } })) {
  return {
    get: answerAndRecord(server, 'get', `${BASE}/messages/:id`, () => original.clone()),
    send: answerAndRecord(server, 'post', `${BASE}/messages/send`, () => sent.clone()),
  };
}

const nylasError = (status: number, type: string, message: string, headers: Record<string, string> = {}) =>
  HttpResponse.json({ request_id: 'req-err', error: { type, message } }, { status, headers });

describe('email.read and email.reply payloads and sandboxes', () => {
  it('refuse bad input naming the field, and default folder and limit', () => {
    expect(emailRead.payload.parse({})).toEqual({ folder: 'inbox', limit: 10 });
    expect(emailRead.payload.safeParse({ limit: 0 }).error?.issues[0]?.path).toEqual(['limit']);
    expect(emailRead.payload.safeParse({ folder: '' }).error?.issues[0]?.path).toEqual(['folder']);
    expect(emailRead.payload.safeParse({ unread_only: 'yes' }).error?.issues[0]?.path).toEqual(['unread_only']);
    expect(emailReply.payload.safeParse({ body: 'hi' }).error?.issues[0]?.path).toEqual(['message_id']);
    expect(emailReply.payload.safeParse({ message_id: 'm', body: 'hi', to: 'x@example.com' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
  });

  it('sandboxes execute for free and fail on their triggers', async () => {
    const context = contextWith({});
    expect(await emailRead.sandbox(emailRead.payload.parse({ limit: 2 }), context)).toMatchObject({ status: 'executed', costCents: 0 });
    expect(await emailRead.sandbox(emailRead.payload.parse({ folder: 'sandbox-fail' }), context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: folder is "sandbox-fail"/),
    });
    expect(await emailReply.sandbox({ message_id: 'm1', body: 'Thanks' }, context)).toMatchObject({ status: 'executed', costCents: 0 });
    expect(await emailReply.sandbox({ message_id: 'msg_sandbox_fail', body: 'Thanks' }, context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: message_id is "msg_sandbox_fail"/),
    });
  });

  it('price one request at 1 cent, estimate and actual alike', async () => {
    const pricing = pricingContext();
    expect(await emailRead.pricing.estimateCents(emailRead.payload.parse({}), pricing)).toBe(1);
    expect(await emailReply.pricing.estimateCents({ message_id: 'm', body: 'b' }, pricing)).toBe(1);
    mailboxServes([]);
    expect(await read({})).toMatchObject({ status: 'executed', costCents: 1 });
    replyServes(HttpResponse.json({ request_id: 'r', data: nylasMessage() }));
    expect(await reply({ message_id: '18f3a2b4c5d6e7f8', body: 'Thanks' })).toMatchObject({ status: 'executed', costCents: 1 });
  });
});

describe('email.read live through Nylas', () => {
  it('resolves the folder, lists its newest messages with the documented query and maps them', async () => {
    const { folderRequests, listRequests } = mailboxServes([
      nylasMessage(),
      nylasMessage({ id: 'm2', from: [{ name: '', email: 'noreply@example.com' }], subject: null, snippet: undefined, date: 1_735_635_600 }),
      nylasMessage({ id: 'm3', from: [{ name: 'Lovelace, Ada "AL"', email: 'ada@example.com' }] }),
      nylasMessage({ id: 'm4', from: [] }),
    ]);
    const outcome = await read({ folder: 'inbox', limit: 5, unread_only: true });
    expect(outcome).toEqual({
      status: 'executed',
      costCents: 1,
      result: {
        messages: [
          {
            id: '18f3a2b4c5d6e7f8',
            from: 'Ada Lovelace <ada@example.com>',
            subject: 'Quarterly numbers',
            snippet: 'Here are the numbers for Q3, ahead of Friday.',
            received_at: '2025-01-01T09:00:00.000Z',
          },
          { id: 'm2', from: 'noreply@example.com', subject: '', snippet: '', received_at: '2024-12-31T09:00:00.000Z' },
          {
            id: 'm3',
            from: '"Lovelace, Ada \\"AL\\"" <ada@example.com>',
            subject: 'Quarterly numbers',
            snippet: 'Here are the numbers for Q3, ahead of Friday.',
            received_at: '2025-01-01T09:00:00.000Z',
          },
          { id: 'm4', from: '', subject: 'Quarterly numbers', snippet: 'Here are the numbers for Q3, ahead of Friday.', received_at: '2025-01-01T09:00:00.000Z' },
        ],
      },
    });
    expect(folderRequests.map((request) => request.url)).toEqual([`${BASE}/folders`, `${BASE}/folders?page_token=page-2`]);
    expect(listRequests).toHaveLength(1);
    const list = listRequests[0]!;
    expect(list.method).toBe('GET');
    const url = new URL(list.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE}/messages`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '5', in: 'AAMkAGI2-inbox', unread: 'true' });
    for (const request of [...folderRequests, list]) {
      expect(request.headers.get('authorization')).toBe('Bearer nylas_grant_access_token_A');
      expect(request.headers.get('accept')).toBe('application/json');
    }
  });

  it.each([
    ['inbox', 'AAMkAGI2-inbox'],
    ['SENT', 'AAMkAGI2-sent'],
    ['sent items', 'AAMkAGI2-sent'],
    ['posteingang', 'AAMkAGI2-inbox'],
    ['Projects', 'AAMkAGI2-projects'],
    ['AAMkAGI2-projects', 'AAMkAGI2-projects'],
  ])('reads folder %j as the folder id %s, and asks for unread only when told', async (folder, id) => {
    const { listRequests } = mailboxServes([]);
    expect(await read({ folder })).toEqual({ status: 'executed', costCents: 1, result: { messages: [] } });
    expect(Object.fromEntries(new URL(listRequests[0]!.url).searchParams)).toEqual({ limit: '10', in: id });
  });

  it('fails on an unknown folder, listing the folders there are, without listing messages', async () => {
    const { listRequests } = mailboxServes([]);
    await expect(read({ folder: 'Archive 2019' })).rejects.toThrow(
      'email.read found no folder "Archive 2019" in the connected mailbox; its folders are: Posteingang, Sent Items, Projects',
    );
    expect(listRequests).toHaveLength(0);
  });

  it('uses NYLAS_API_URL as the base (e.g. the EU region)', async () => {
    const base = `https://api.eu.nylas.com/v3/grants/${GRANT}`;
    const { listRequests } = mailboxServes([nylasMessage()], base);
    await read({}, contextWith({ NYLAS_API_URL: 'https://api.eu.nylas.com/' }));
    expect(listRequests[0]!.url.startsWith(`${base}/messages?`)).toBe(true);
  });

  it.each([
    [401, 'unauthorized', 'Unauthorized'],
    [404, 'not_found_error', 'grant not found'],
    [504, 'provider_error', 'Provider error: Mailbox is temporarily unavailable'],
  ])('maps HTTP %i %s to a failure carrying Nylas\' message', async (status, type, message) => {
    server.use(http.get(`${BASE}/folders`, () => nylasError(status, type, message)));
    await expect(read({})).rejects.toThrow(`Nylas answered HTTP ${status}: ${message}`);
  });

  it('maps a 429 on the message list with its Retry-After', async () => {
    mailboxServes([]);
    server.use(http.get(`${BASE}/messages`, () => nylasError(429, 'rate_limit_error', 'Too many requests', { 'retry-after': '30' })));
    await expect(read({})).rejects.toThrow('Nylas answered HTTP 429: Too many requests (retry after 30 s)');
  });

  it('acts on each organization\'s own grant with that grant\'s token, never the server\'s API key', async () => {
    const other = connectedAppAccess('nylas', 'nylas_grant_access_token_B', { grant_id: 'grant-of-org-b' });
    const { listRequests } = mailboxServes([nylasMessage()]);
    const { listRequests: otherRequests } = mailboxServes([], 'https://api.us.nylas.com/v3/grants/grant-of-org-b');
    const serverKey = { NYLAS_API_KEY: 'nyk_v0_server_application_key' };
    await read({}, contextWith(serverKey));
    await read({}, contextWith(serverKey, 'sr_nylas_2', other));
    expect(listRequests.map((request) => request.headers.get('authorization'))).toEqual(['Bearer nylas_grant_access_token_A']);
    expect(otherRequests.map((request) => request.headers.get('authorization'))).toEqual(['Bearer nylas_grant_access_token_B']);
  });

  it('without the organization\'s email app fails naming the install endpoint, before any request', async () => {
    const { folderRequests } = mailboxServes([]);
    await expect(read({}, contextWith({}, undefined, null))).rejects.toThrow(`email.read ${NO_APP}`);
    const slack = connectedAppAccess('slack', 'xoxb-1', { team_id: 'T1' });
    await expect(read({}, contextWith({}, undefined, slack))).rejects.toThrow(`email.read ${NO_APP}`);
    expect(folderRequests).toHaveLength(0);
  });

  it('fails an app without a grant id, or with one that is not a path segment, asking to reconnect it', async () => {
    const { folderRequests } = mailboxServes([]);
    const invalid: Record<string, string>[] = [{}, { grant_id: '' }, { grant_id: 'a b' }];
    for (const details of invalid) {
      await expect(read({}, contextWith({}, undefined, connectedAppAccess('nylas', 't', details)))).rejects.toThrow(
        'The organization\'s Nylas app (capp_test_nylas) has no valid grant_id recorded: reconnect it with POST /api/v1/connected-apps/nylas/install',
      );
    }
    expect(folderRequests).toHaveLength(0);
  });

  it('encodes the grant id in the path', async () => {
    const { listRequests } = mailboxServes([], 'https://api.us.nylas.com/v3/grants/g%2F..%2Fx');
    await read({}, contextWith({}, undefined, connectedAppAccess('nylas', 't', { grant_id: 'g/../x' })));
    expect(listRequests).toHaveLength(1);
  });

  it('ends as a timeout failure when Nylas does not answer within the deadline', async () => {
    server.use(http.get(`${BASE}/folders`, neverAnswers));
    const outcome = await executeLive(emailRead, emailRead.payload.parse({}), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

describe('email.reply live through Nylas', () => {
  it('reads the original, then sends the documented reply: to its sender, "Re:" subject, plain text, threaded', async () => {
    const seen = replyServes(HttpResponse.json({ request_id: 'req-g', data: nylasMessage() }));
    const outcome = await reply({ message_id: '18f3a2b4c5d6e7f8', body: 'Thanks, received.\nWill review Friday.' }, contextWith({}, 'sr_01JZREPLY'));
    expect(outcome).toEqual({ status: 'executed', result: { message_id: 'reply-msg-1', accepted: true }, costCents: 1 });
    expect(seen.get.map((request) => [request.method, request.url])).toEqual([['GET', `${BASE}/messages/18f3a2b4c5d6e7f8`]]);
    const send = seen.send[0]!;
    expect([send.method, send.url]).toEqual(['POST', `${BASE}/messages/send`]);
    expect(send.headers.get('authorization')).toBe('Bearer nylas_grant_access_token_A');
    expect(send.headers.get('idempotency-key')).toBe('sr_01JZREPLY');
    expect(send.headers.get('content-type')).toBe('application/json');
    expect(await send.json()).toEqual({
      to: [{ name: 'Ada Lovelace', email: 'ada@example.com' }],
      subject: 'Re: Quarterly numbers',
      body: 'Thanks, received.\nWill review Friday.',
      is_plaintext: true,
      reply_to_message_id: '18f3a2b4c5d6e7f8',
    });
  });

  it('answers the Reply-To when the original has one, and never doubles "Re:"', async () => {
    const seen = replyServes(
      HttpResponse.json({
        request_id: 'req-g',
        data: nylasMessage({ subject: 'RE: Quarterly numbers', reply_to: [{ email: 'finance@example.com' }] }),
      }),
    );
    await reply({ message_id: '18f3a2b4c5d6e7f8', body: 'Noted.' });
    expect(await seen.send[0]!.json()).toMatchObject({ to: [{ email: 'finance@example.com' }], subject: 'RE: Quarterly numbers' });
  });

  it('encodes the message id in the path', async () => {
    const seen = replyServes(HttpResponse.json({ request_id: 'req-g', data: nylasMessage({ id: 'AAMk/ab+c=' }) }));
    await reply({ message_id: 'AAMk/ab+c=', body: 'Noted.' });
    expect(seen.get[0]!.url).toBe(`${BASE}/messages/AAMk%2Fab%2Bc%3D`);
    expect(await seen.send[0]!.json()).toMatchObject({ reply_to_message_id: 'AAMk/ab+c=' });
  });

  it('fails naming the message id when Nylas does not find it, sending nothing', async () => {
    const seen = replyServes(nylasError(404, 'not_found_error', 'Message not found'));
    await expect(reply({ message_id: 'gone-123', body: 'Thanks' })).rejects.toThrow(
      'Nylas answered HTTP 404: email.reply found no message "gone-123" in the connected mailbox (Message not found)',
    );
    expect(seen.send).toHaveLength(0);
  });

  it('fails on a message without a sender, sending nothing', async () => {
    const seen = replyServes(HttpResponse.json({ request_id: 'req-g', data: nylasMessage({ from: [] }) }));
    await expect(reply({ message_id: '18f3a2b4c5d6e7f8', body: 'Thanks' })).rejects.toThrow(
      'email.reply cannot answer message "18f3a2b4c5d6e7f8": it has no sender',
    );
    expect(seen.send).toHaveLength(0);
  });

  it('maps a refused send to a failure carrying Nylas\' message', async () => {
    replyServes(
      HttpResponse.json({ request_id: 'req-g', data: nylasMessage() }),
      nylasError(402, 'api.message_rejected', 'Sending to at least one recipient failed.'),
    );
    await expect(reply({ message_id: '18f3a2b4c5d6e7f8', body: 'Thanks' })).rejects.toThrow(
      'Nylas answered HTTP 402: Sending to at least one recipient failed.',
    );
  });

  it('without the organization\'s email app fails naming the install endpoint, sending nothing', async () => {
    const seen = replyServes(HttpResponse.json({ request_id: 'r', data: nylasMessage() }));
    await expect(reply({ message_id: 'm', body: 'b' }, contextWith({}, undefined, null))).rejects.toThrow(`email.reply ${NO_APP}`);
    expect([...seen.get, ...seen.send]).toHaveLength(0);
  });

  it('ends as a timeout failure when the send does not answer within the deadline', async () => {
    server.use(
      http.get(`${BASE}/messages/:id`, () => HttpResponse.json({ request_id: 'req-g', data: nylasMessage() })),
      http.post(`${BASE}/messages/send`, neverAnswers),
    );
    const payload = { message_id: '18f3a2b4c5d6e7f8', body: 'Thanks' };
    const outcome = await executeLive(emailReply, payload, { PROCTOR_PROVIDER_TIMEOUT_MS: '150' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 150 ms' });
  });
});

const draft = (payload: unknown, context = contextWith()) => emailDraft.live!(emailDraft.payload.parse(payload), context);
const DRAFT = { to: 'ada@example.com', subject: 'Your refund', body: 'Your refund of 42 EUR was issued today.' };

/** A draft as Nylas answers its creation. */
const draftAnswer = () =>
  HttpResponse.json({
    request_id: 'req-d',
    data: {
      id: 'r-8980270304421929540',
      grant_id: GRANT,
      object: 'draft',
      thread_id: '18f3a2b4c5d6e000',
      subject: 'Your refund',
      to: [{ email: 'ada@example.com' }],
      date: 1_735_722_000,
      folders: ['DRAFT'],
    },
  });

describe('email.draft live through Nylas', () => {
  it('POSTs the documented draft: recipients as participants, plain text, the grant\'s token; sends nothing', async () => {
    const seen = answerAndRecord(server, 'post', `${BASE}/drafts`, draftAnswer);
    const sent = answerAndRecord(server, 'post', `${BASE}/messages/send`, () => HttpResponse.json({}));
    expect(await draft({ ...DRAFT, cc: ['grace@example.com'], reply_to_message_id: '18f3a2b4c5d6e7f8' })).toEqual({
      status: 'executed',
      result: { draft_id: 'r-8980270304421929540', thread_id: '18f3a2b4c5d6e000' },
      costCents: 1,
    });
    const request = seen[0]!;
    expect([request.method, request.url, request.headers.get('authorization'), request.headers.get('content-type')]).toEqual([
      'POST',
      `${BASE}/drafts`,
      'Bearer nylas_grant_access_token_A',
      'application/json',
    ]);
    expect(await request.json()).toEqual({
      to: [{ email: 'ada@example.com' }],
      cc: [{ email: 'grace@example.com' }],
      subject: 'Your refund',
      body: 'Your refund of 42 EUR was issued today.',
      is_plaintext: true,
      reply_to_message_id: '18f3a2b4c5d6e7f8',
    });
    await draft(DRAFT);
    expect(await seen[1]!.json()).toEqual({ to: [{ email: 'ada@example.com' }], subject: 'Your refund', body: DRAFT.body, is_plaintext: true });
    expect(sent).toHaveLength(0);
  });

  it('maps Nylas\' refusals with its message, and a 429 with its Retry-After', async () => {
    server.use(http.post(`${BASE}/drafts`, () => nylasError(404, 'api.not_found_error', 'Message not found')));
    await expect(draft({ ...DRAFT, reply_to_message_id: 'gone' })).rejects.toThrow('Nylas answered HTTP 404: Message not found');
    server.use(http.post(`${BASE}/drafts`, () => nylasError(429, 'api.rate_limit_error', 'Rate limit error.', { 'retry-after': '2' })));
    await expect(draft(DRAFT)).rejects.toThrow('Nylas answered HTTP 429: Rate limit error. (retry after 2 s)');
  });

  it('without the organization\'s email app fails naming the install endpoint, before any request', async () => {
    const seen = answerAndRecord(server, 'post', `${BASE}/drafts`, draftAnswer);
    await expect(draft(DRAFT, contextWith({}, undefined, null))).rejects.toThrow(`email.draft ${NO_APP}`);
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when Nylas does not answer within the deadline', async () => {
    server.use(http.post(`${BASE}/drafts`, neverAnswers));
    expect(await executeLive(emailDraft, emailDraft.payload.parse(DRAFT), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP)).toEqual({
      status: 'failed',
      detail: 'The provider did not answer within 100 ms',
    });
  });

  it('prices a draft at 1 cent; its sandbox answers for free and fails on its subject trigger', async () => {
    expect(await emailDraft.pricing.estimateCents(emailDraft.payload.parse(DRAFT), pricingContext())).toBe(1);
    const context = contextWith({});
    expect(await emailDraft.sandbox(emailDraft.payload.parse(DRAFT), context)).toMatchObject({
      status: 'executed',
      result: { draft_id: expect.stringMatching(/^draft_/), thread_id: expect.stringMatching(/^thread_/) },
      costCents: 0,
    });
    expect(await emailDraft.sandbox(emailDraft.payload.parse({ ...DRAFT, subject: 'sandbox:fail' }), context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: subject is "sandbox:fail"/),
    });
  });
});

describe('the mailbox operations through the API with a live agent key', () => {
  const live = liveKeyApp({ NYLAS_API_KEY: 'nyk_v0_server_application_key' });

  it("never reach a mailbox through the server's settings: without the organization's app they are blocked, debiting nothing", async () => {
    const { folderRequests } = mailboxServes([nylasMessage()]);
    const seen = replyServes(HttpResponse.json({ request_id: 'r', data: nylasMessage() }));
    for (const [operation, payload] of [
      ['email.read', {}],
      ['email.reply', { message_id: '18f3a2b4c5d6e7f8', body: 'Thanks' }],
      ['email.draft', DRAFT],
    ] as const) {
      const { body, balance } = await live.dispatch(operation, payload);
      expect(body, operation).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app', cost_cents: 0 });
      expect(detailOf(body)).toContain('POST /api/v1/connected-apps/nylas/install');
      expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
    }
    expect([...folderRequests, ...seen.get, ...seen.send]).toHaveLength(0);
  });

  it("email.read reads the organization's own grant with its own token, and debits 1 cent", async () => {
    const { listRequests } = mailboxServes([nylasMessage()]);
    const { body, balance } = await live.dispatch('email.read', { limit: 1 }, {}, { provider: 'nylas', accessToken: 'org-grant-token', details: { grant_id: GRANT } });
    expect(body).toMatchObject({ status: 'executed', cost_cents: 1 });
    expect(balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
    expect(listRequests[0]!.headers.get('authorization')).toBe('Bearer org-grant-token');
  });

  it("email.draft saves a draft in the organization's own mailbox, debiting 1 cent; a refusal debits nothing", async () => {
    const app = { provider: 'nylas', accessToken: 'org-grant-token', details: { grant_id: GRANT } } as const;
    const seen = answerAndRecord(server, 'post', `${BASE}/drafts`, draftAnswer);
    const saved = await live.dispatch('email.draft', DRAFT, {}, app);
    expect(saved.body).toMatchObject({ status: 'executed', cost_cents: 1, result: { draft_id: 'r-8980270304421929540' } });
    expect(saved.balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer org-grant-token');
    server.use(http.post(`${BASE}/drafts`, () => nylasError(400, 'api.invalid_request_error', 'Invalid recipient')));
    const refused = await live.dispatch('email.draft', DRAFT, {}, app);
    expect(refused.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(refused.body)).toBe('Nylas answered HTTP 400: Invalid recipient');
    expect(refused.balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});

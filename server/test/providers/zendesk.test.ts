import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ticketComment, ticketCreate, ticketGet, ticketUpdate } from '../../src/domain/catalog/operations/ticket.js';
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

const API = 'https://acme.zendesk.com/api/v2';
/** The organization's Zendesk app: the subdomain entered at install and its OAuth access token. */
const APP = connectedAppAccess('zendesk', 'zd_oauth_token_acme', { subdomain: 'acme' });
const AUTHORIZATION = 'Bearer zd_oauth_token_acme';
const NO_APP =
  'acts through the organization\'s own ticketing app, and this organization has none: an admin installs one with POST /api/v1/connected-apps/zendesk/install or POST /api/v1/connected-apps/jira/install';
const CREATE = { title: 'Checkout fails for EU cards', description: 'Since 09:00 UTC every EU card is declined.', priority: 'urgent' };
const UPDATE = { ticket_id: '35436', status: 'solved', comment: 'Fixed in release 3.2.' };

/** A ticket as Zendesk answers it (trimmed of fields the adapter does not read, but not of their kinds). */
function zendeskTicket(fields: { id?: number; status: string; priority?: string | null }) {
  const id = fields.id ?? 35436;
  return {
    ticket: {
      url: `${API}/tickets/${id}.json`,
      id,
      external_id: null,
      via: { channel: 'api', source: { from: {}, to: {}, rel: null } },
      created_at: '2025-01-31T09:12:04Z',
      updated_at: '2025-01-31T09:12:04Z',
      type: null,
      subject: CREATE.title,
      raw_subject: CREATE.title,
      description: CREATE.description,
      priority: fields.priority ?? null,
      status: fields.status,
      requester_id: 20978392,
      submitter_id: 20978392,
      assignee_id: null,
      group_id: null,
      tags: [],
      custom_fields: [],
    },
  };
}

const server = mockProviders();
const contextWith = adapterContexts('sr_zendesk_1', {}, 5_000, APP);

const create = (payload: unknown, context = contextWith()) => ticketCreate.live!(ticketCreate.payload.parse(payload), context);
const update = (payload: unknown, context = contextWith()) => ticketUpdate.live!(ticketUpdate.payload.parse(payload), context);

/** Answers `method path` under the API with `response` and keeps every request it saw. */
const zendeskAnswers = (method: 'get' | 'post' | 'put', path: string, response: () => Response | Promise<Response>) =>
  answerAndRecord(server, method, `${API}${path}`, response);

const NOT_FOUND = () => HttpResponse.json({ error: 'RecordNotFound', description: 'Not found' }, { status: 404 });

describe('ticket payloads and sandboxes', () => {
  it('refuse an empty title, unknown priorities and statuses, and an update with nothing to change', () => {
    expect(ticketCreate.payload.safeParse({ title: '' }).error?.issues[0]).toMatchObject({ path: ['title'], code: 'too_small' });
    expect(ticketCreate.payload.safeParse({ title: 'x', priority: 'critical' }).error?.issues[0]?.path).toEqual(['priority']);
    expect(ticketUpdate.payload.safeParse({ ticket_id: '1', status: 'hold' }).error?.issues[0]?.path).toEqual(['status']);
    expect(ticketUpdate.payload.safeParse({ ticket_id: '1' }).error?.issues[0]).toMatchObject({ message: 'send status, comment or both' });
    expect(ticketUpdate.payload.safeParse({ ticket_id: '1', comment: '' }).error?.issues[0]?.path).toEqual(['comment']);
  });

  it('take an optional app naming Zendesk or Jira, and a Jira project key that a ticket for Jira requires', () => {
    expect(ticketCreate.payload.parse({ title: 'x', app: 'zendesk' })).toEqual({ title: 'x', app: 'zendesk' });
    expect(ticketCreate.payload.parse({ title: 'x', project: 'OPS_2', app: 'jira' })).toEqual({ title: 'x', project: 'OPS_2', app: 'jira' });
    expect(ticketCreate.payload.safeParse({ title: 'x', app: 'hubspot' }).error?.issues[0]?.path).toEqual(['app']);
    expect(ticketCreate.payload.safeParse({ title: 'x', app: 'jira' }).error?.issues[0]).toMatchObject({
      path: ['project'],
      message: 'a ticket for Jira needs project, the key of its Jira project',
    });
    for (const project of ['ops', 'O', '1OPS', 'OPS-1', 'ABCDEFGHIJK']) {
      expect(ticketCreate.payload.safeParse({ title: 'x', project }).error?.issues[0], project).toMatchObject({
        path: ['project'],
        message: 'must be a Jira project key, such as "OPS"',
      });
    }
    expect(ticketUpdate.payload.parse({ ticket_id: 'OPS-12', status: 'solved', app: 'jira' })).toMatchObject({ app: 'jira' });
    expect(ticketUpdate.payload.safeParse({ ticket_id: '1', status: 'solved', app: 'slack' }).error?.issues[0]?.path).toEqual(['app']);
  });

  it('name the app the payload asks for, for the pipeline to pick among the organization\'s', () => {
    expect(ticketCreate.appOf?.(ticketCreate.payload.parse({ title: 'x', project: 'OPS', app: 'jira' }))).toBe('jira');
    expect(ticketCreate.appOf?.(ticketCreate.payload.parse({ title: 'x' }))).toBeUndefined();
    expect(ticketUpdate.appOf?.(ticketUpdate.payload.parse({ ticket_id: '1', status: 'open', app: 'zendesk' }))).toBe('zendesk');
  });

  it('sandboxes answer for free and fail on their triggers', async () => {
    const context = contextWith({});
    expect(await ticketCreate.sandbox(ticketCreate.payload.parse(CREATE), context)).toMatchObject({
      status: 'executed',
      result: { ticket_id: expect.stringMatching(/^tkt_/), status: 'open' },
      costCents: 0,
    });
    expect(await ticketCreate.sandbox(ticketCreate.payload.parse({ title: 'sandbox:fail' }), context)).toMatchObject({ status: 'failed' });
    const jira = ticketCreate.payload.parse({ ...CREATE, project: 'OPS', app: 'jira' });
    const forJira = await ticketCreate.sandbox(jira, context);
    expect(forJira).toMatchObject({ status: 'executed', result: { ticket_id: expect.stringMatching(/^OPS-[1-9][0-9]{0,3}$/), status: 'open' } });
    expect(await ticketCreate.sandbox(jira, context)).toEqual(forJira);
    expect(await ticketUpdate.sandbox(ticketUpdate.payload.parse(UPDATE), context)).toEqual({
      status: 'executed',
      result: { ticket_id: '35436', status: 'solved' },
      costCents: 0,
    });
    expect(await ticketUpdate.sandbox(ticketUpdate.payload.parse({ ...UPDATE, ticket_id: 'tkt_sandbox_fail' }), context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: ticket_id is "tkt_sandbox_fail"/),
    });
  });
});

describe('ticket.create live through Zendesk', () => {
  it('POSTs the documented request: the app\'s OAuth bearer token, Idempotency-Key, JSON subject, comment and priority (no Jira project)', async () => {
    const seen = zendeskAnswers('post', '/tickets.json', () => HttpResponse.json(zendeskTicket({ status: 'new', priority: 'urgent' }), { status: 201 }));
    await create({ ...CREATE, project: 'OPS' }, contextWith({}, 'sr_01JZTICKET'));
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${API}/tickets.json`);
    expect(request.headers.get('authorization')).toBe(AUTHORIZATION);
    expect(request.headers.get('idempotency-key')).toBe('sr_01JZTICKET');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({
      ticket: { subject: 'Checkout fails for EU cards', comment: { body: 'Since 09:00 UTC every EU card is declined.' }, priority: 'urgent' },
    });
  });

  it('uses the title as the first comment without a description, and leaves out priority to get Zendesk\'s default', async () => {
    const seen = zendeskAnswers('post', '/tickets.json', () => HttpResponse.json(zendeskTicket({ status: 'new' }), { status: 201 }));
    await create({ title: 'Printer on fire' });
    expect(await seen[0]!.json()).toEqual({ ticket: { subject: 'Printer on fire', comment: { body: 'Printer on fire' } } });
  });

  it('answers the ticket id, its agent URL, and Zendesk\'s "new" as open', async () => {
    zendeskAnswers('post', '/tickets.json', () => HttpResponse.json(zendeskTicket({ status: 'new' }), { status: 201 }));
    expect(await create(CREATE)).toEqual({
      status: 'executed',
      result: { ticket_id: '35436', url: 'https://acme.zendesk.com/agent/tickets/35436', status: 'open' },
      costCents: 2,
    });
  });

  it.each([
    [401, { error: 'Couldn\'t authenticate you' }, 'Zendesk answered HTTP 401: Couldn\'t authenticate you'],
    [
      403,
      { error: { title: 'Forbidden', message: 'You do not have access to this page.' } },
      'Zendesk answered HTTP 403: Forbidden: You do not have access to this page.',
    ],
    [
      422,
      {
        error: 'RecordInvalid',
        description: 'Record validation errors',
        details: {
          requester: [{ description: 'Requester: Name is too short (minimum is 1 characters)', error: 'InvalidValue' }],
          base: [{ description: 'Subject: cannot be blank', error: 'BlankValue' }],
        },
      },
      'Zendesk answered HTTP 422: RecordInvalid: Record validation errors (Requester: Name is too short (minimum is 1 characters); Subject: cannot be blank)',
    ],
  ])('maps HTTP %i to a failure carrying Zendesk\'s error', async (status, body, detail) => {
    zendeskAnswers('post', '/tickets.json', () => HttpResponse.json(body, { status }));
    await expect(create(CREATE)).rejects.toThrow(detail);
  });

  it('maps 429 with its Retry-After', async () => {
    zendeskAnswers('post', '/tickets.json', () =>
      new HttpResponse('Too Many Requests', { status: 429, headers: { 'retry-after': '93', 'content-type': 'text/plain' } }),
    );
    await expect(create(CREATE)).rejects.toThrow('Zendesk answered HTTP 429: Too Many Requests (retry after 93 s)');
  });

  it('fails on an answer without the ticket\'s id', async () => {
    zendeskAnswers('post', '/tickets.json', () => HttpResponse.json({ ticket: { status: 'new' } }, { status: 201 }));
    await expect(create(CREATE)).rejects.toThrow(/^Zendesk answered in an unexpected shape \(ticket\.id: /);
  });

  it('maps an OAuth token Zendesk refuses to a failure asking to reconnect the app', async () => {
    zendeskAnswers('post', '/tickets.json', () =>
      HttpResponse.json(
        { error: 'invalid_token', error_description: 'The access token provided is expired, revoked, malformed or invalid for other reasons.' },
        { status: 401 },
      ),
    );
    await expect(create(CREATE)).rejects.toThrow(
      'Zendesk answered HTTP 401: invalid_token: The access token provided is expired, revoked, malformed or invalid for other reasons. (reconnect the Zendesk app (POST /api/v1/connected-apps/zendesk/install))',
    );
  });

  it('acts on each organization\'s own Zendesk account with its own token', async () => {
    const acme = zendeskAnswers('post', '/tickets.json', () => HttpResponse.json(zendeskTicket({ status: 'new' }), { status: 201 }));
    const globex = answerAndRecord(server, 'post', 'https://globex.zendesk.com/api/v2/tickets.json', () =>
      HttpResponse.json(zendeskTicket({ id: 7, status: 'open' }), { status: 201 }),
    );
    await create(CREATE);
    const other = connectedAppAccess('zendesk', 'zd_oauth_token_globex', { subdomain: 'globex' });
    expect(await create(CREATE, contextWith({}, 'sr_zendesk_2', other))).toMatchObject({
      result: { ticket_id: '7', url: 'https://globex.zendesk.com/agent/tickets/7' },
    });
    expect(acme.map((request) => request.headers.get('authorization'))).toEqual([AUTHORIZATION]);
    expect(globex.map((request) => request.headers.get('authorization'))).toEqual(['Bearer zd_oauth_token_globex']);
  });

  it('without the organization\'s ticketing app, or with another than the payload names, fails naming the install endpoints, before any request', async () => {
    const seen = zendeskAnswers('post', '/tickets.json', () => HttpResponse.json(zendeskTicket({ status: 'new' }), { status: 201 }));
    await expect(create(CREATE, contextWith({}, undefined, null))).rejects.toThrow(`ticket.create ${NO_APP}`);
    await expect(create(CREATE, contextWith({}, undefined, connectedAppAccess('slack', 'xoxb-1', { team_id: 'T1' })))).rejects.toThrow(
      `ticket.create ${NO_APP}`,
    );
    await expect(create({ ...CREATE, project: 'OPS', app: 'jira' })).rejects.toThrow(
      'ticket.create acts through the organization\'s own Jira app, and this organization has none: an admin installs one with POST /api/v1/connected-apps/jira/install',
    );
    expect(seen).toHaveLength(0);
  });

  it('fails an app whose subdomain is not one, asking to reconnect it, before any request', async () => {
    for (const subdomain of ['', 'evil.example.com/x?', 'Acme', '-acme']) {
      await expect(create(CREATE, contextWith({}, undefined, connectedAppAccess('zendesk', 't', { subdomain })))).rejects.toThrow(
        'The organization\'s Zendesk app (capp_test_zendesk) has no valid subdomain recorded: reconnect it with POST /api/v1/connected-apps/zendesk/install',
      );
    }
  });

  it('ends as a timeout failure when Zendesk does not answer within the deadline', async () => {
    zendeskAnswers('post', '/tickets.json', neverAnswers);
    const outcome = await executeLive(ticketCreate, ticketCreate.payload.parse(CREATE), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });

  it('prices a ticket at 2 cents, estimate and actual alike', async () => {
    expect(await ticketCreate.pricing.estimateCents(ticketCreate.payload.parse(CREATE), pricingContext())).toBe(2);
    expect(ticketCreate.pricing).toMatchObject({ unit: 'request', costCents: 2 });
  });
});

describe('ticket.update live through Zendesk', () => {
  it('PUTs the documented request: basic auth, JSON status and the comment as an internal note', async () => {
    const seen = zendeskAnswers('put', '/tickets/35436.json', () => HttpResponse.json(zendeskTicket({ status: 'solved' })));
    await update(UPDATE);
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(`${API}/tickets/35436.json`);
    expect(request.headers.get('authorization')).toBe(AUTHORIZATION);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('idempotency-key')).toBeNull();
    expect(await request.json()).toEqual({ ticket: { status: 'solved', comment: { body: 'Fixed in release 3.2.', public: false } } });
  });

  it('sends only what changes', async () => {
    const seen = zendeskAnswers('put', '/tickets/35436.json', () => HttpResponse.json(zendeskTicket({ status: 'open' })));
    await update({ ticket_id: '35436', comment: 'Looking into it.' });
    await update({ ticket_id: '35436', status: 'pending' });
    expect(await seen[0]!.json()).toEqual({ ticket: { comment: { body: 'Looking into it.', public: false } } });
    expect(await seen[1]!.json()).toEqual({ ticket: { status: 'pending' } });
  });

  it('answers the ticket\'s status as Zendesk has it after the update, "hold" as pending', async () => {
    zendeskAnswers('put', '/tickets/35436.json', () => HttpResponse.json(zendeskTicket({ status: 'hold' })));
    expect(await update({ ticket_id: '35436', comment: 'Waiting on the bank.' })).toEqual({
      status: 'executed',
      result: { ticket_id: '35436', status: 'pending' },
      costCents: 1,
    });
  });

  it('fails a ticket id that is not a Zendesk number before any request', async () => {
    const seen = zendeskAnswers('put', '/tickets/:id', () => HttpResponse.json(zendeskTicket({ status: 'open' })));
    for (const ticketId of ['tkt_1042', '12a', '0', '-5', '1.5', '../users/1']) {
      await expect(update({ ...UPDATE, ticket_id: ticketId })).rejects.toThrow(
        'Zendesk ticket ids are numbers, such as "1042" as ticket.create returns it; ticket_id is not one',
      );
    }
    expect(seen).toHaveLength(0);
  });

  it('maps 404 RecordNotFound and a 422 on a closed ticket to failures carrying Zendesk\'s words', async () => {
    zendeskAnswers('put', '/tickets/35436.json', NOT_FOUND);
    await expect(update(UPDATE)).rejects.toThrow('Zendesk answered HTTP 404: RecordNotFound: Not found');
    zendeskAnswers('put', '/tickets/35436.json', () =>
      HttpResponse.json(
        {
          error: 'RecordInvalid',
          description: 'Record validation errors',
          details: { status: [{ description: 'Status: closed prevents ticket update', error: 'InvalidValue' }] },
        },
        { status: 422 },
      ),
    );
    await expect(update(UPDATE)).rejects.toThrow(
      'Zendesk answered HTTP 422: RecordInvalid: Record validation errors (Status: closed prevents ticket update)',
    );
  });

  it('without the organization\'s ticketing app fails naming the install endpoints, before looking at the ticket id', async () => {
    await expect(update({ ...UPDATE, ticket_id: 'tkt_1' }, contextWith({}, undefined, null))).rejects.toThrow(`ticket.update ${NO_APP}`);
  });

  it('ends as a timeout failure when Zendesk does not answer within the deadline', async () => {
    zendeskAnswers('put', '/tickets/35436.json', neverAnswers);
    const outcome = await executeLive(ticketUpdate, ticketUpdate.payload.parse(UPDATE), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });

  it('prices an update at 1 cent, estimate and actual alike', async () => {
    expect(await ticketUpdate.pricing.estimateCents(ticketUpdate.payload.parse(UPDATE), pricingContext())).toBe(1);
    expect(ticketUpdate.pricing).toMatchObject({ unit: 'request', costCents: 1 });
  });
});

const get = (payload: unknown, context = contextWith()) => ticketGet.live!(ticketGet.payload.parse(payload), context);
const comment = (payload: unknown, context = contextWith()) => ticketComment.live!(ticketComment.payload.parse(payload), context);

/** Update Ticket's answer to a comment: the ticket and the audit of the change, its Comment event first. */
function commented(isPublic: boolean) {
  return {
    ...zendeskTicket({ status: 'open' }),
    audit: {
      id: 9981,
      ticket_id: 35436,
      created_at: '2025-01-31T10:00:00Z',
      author_id: 20978392,
      events: [
        { id: 1274, type: 'Comment', body: 'The bank confirmed the fix.', public: isPublic, author_id: 20978392, attachments: [] },
        { id: 1275, type: 'Change', field_name: 'status', value: 'open', previous_value: 'new' },
      ],
    },
  };
}

describe('ticket.get live through Zendesk', () => {
  it('GETs the documented Show Ticket request with the app\'s token, and maps the ticket', async () => {
    const seen = zendeskAnswers('get', '/tickets/35436.json', () => HttpResponse.json(zendeskTicket({ status: 'hold', priority: 'high' })));
    expect(await get({ ticket_id: '35436' })).toEqual({
      status: 'executed',
      result: {
        ticket_id: '35436',
        title: 'Checkout fails for EU cards',
        description: 'Since 09:00 UTC every EU card is declined.',
        status: 'pending',
        priority: 'high',
        url: 'https://acme.zendesk.com/agent/tickets/35436',
        created_at: '2025-01-31T09:12:04.000Z',
        updated_at: '2025-01-31T09:12:04.000Z',
      },
      costCents: 1,
    });
    expect(seen.map((request) => [request.method, request.url, request.headers.get('authorization')])).toEqual([['GET', `${API}/tickets/35436.json`, AUTHORIZATION]]);
  });

  it('answers a ticket without priority as null', async () => {
    zendeskAnswers('get', '/tickets/35436.json', () => HttpResponse.json(zendeskTicket({ status: 'new' })));
    expect(await get({ ticket_id: '35436' })).toMatchObject({ result: { status: 'open', priority: null } });
  });

  it('maps 404 RecordNotFound and a 429 with its Retry-After; fails a ticket id that is not a number before any request', async () => {
    zendeskAnswers('get', '/tickets/35436.json', NOT_FOUND);
    await expect(get({ ticket_id: '35436' })).rejects.toThrow('Zendesk answered HTTP 404: RecordNotFound: Not found');
    zendeskAnswers('get', '/tickets/35436.json', () => new HttpResponse('Too Many Requests', { status: 429, headers: { 'retry-after': '12' } }));
    await expect(get({ ticket_id: '35436' })).rejects.toThrow('Zendesk answered HTTP 429: Too Many Requests (retry after 12 s)');
    const seen = zendeskAnswers('get', '/tickets/:id', () => HttpResponse.json(zendeskTicket({ status: 'open' })));
    await expect(get({ ticket_id: '../users/1' })).rejects.toThrow('Zendesk ticket ids are numbers');
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when Zendesk does not answer within the deadline', async () => {
    zendeskAnswers('get', '/tickets/35436.json', neverAnswers);
    const outcome = await executeLive(ticketGet, ticketGet.payload.parse({ ticket_id: '35436' }), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

describe('ticket.comment live through Zendesk', () => {
  it('PUTs the comment through Update Ticket, internal by default, and answers the audit\'s comment id', async () => {
    const seen = zendeskAnswers('put', '/tickets/35436.json', () => HttpResponse.json(commented(false)));
    expect(await comment({ ticket_id: '35436', comment: 'The bank confirmed the fix.' })).toEqual({
      status: 'executed',
      result: { ticket_id: '35436', comment_id: '1274', public: false },
      costCents: 2,
    });
    const request = seen[0]!;
    expect([request.method, request.url, request.headers.get('authorization')]).toEqual(['PUT', `${API}/tickets/35436.json`, AUTHORIZATION]);
    expect(await request.json()).toEqual({ ticket: { comment: { body: 'The bank confirmed the fix.', public: false } } });
  });

  it('sends a public comment as a public reply, and changes no status', async () => {
    const seen = zendeskAnswers('put', '/tickets/35436.json', () => HttpResponse.json(commented(true)));
    expect(await comment({ ticket_id: '35436', comment: 'Fixed: please try again.', public: true })).toMatchObject({ result: { public: true } });
    expect(await seen[0]!.json()).toEqual({ ticket: { comment: { body: 'Fixed: please try again.', public: true } } });
  });

  it('fails an answer whose audit has no comment, and maps a closed ticket\'s 422', async () => {
    zendeskAnswers('put', '/tickets/35436.json', () => HttpResponse.json({ ...zendeskTicket({ status: 'open' }), audit: { events: [] } }));
    await expect(comment({ ticket_id: '35436', comment: 'x' })).rejects.toThrow('Zendesk answered the update of ticket 35436 without the comment in its audit');
    zendeskAnswers('put', '/tickets/35436.json', () =>
      HttpResponse.json(
        { error: 'RecordInvalid', description: 'Record validation errors', details: { status: [{ description: 'Status: closed prevents ticket update' }] } },
        { status: 422 },
      ),
    );
    await expect(comment({ ticket_id: '35436', comment: 'x' })).rejects.toThrow('Zendesk answered HTTP 422: RecordInvalid: Record validation errors (Status: closed prevents ticket update)');
  });

  it('maps a 429 with its Retry-After', async () => {
    zendeskAnswers('put', '/tickets/35436.json', () => new HttpResponse('Too Many Requests', { status: 429, headers: { 'retry-after': '30' } }));
    await expect(comment({ ticket_id: '35436', comment: 'x' })).rejects.toThrow('Zendesk answered HTTP 429: Too Many Requests (retry after 30 s)');
  });

  it('ends as a timeout failure when Zendesk does not answer within the deadline', async () => {
    zendeskAnswers('put', '/tickets/35436.json', neverAnswers);
    const payload = ticketComment.payload.parse({ ticket_id: '35436', comment: 'x' });
    expect(await executeLive(ticketComment, payload, { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP)).toEqual({
      status: 'failed',
      detail: 'The provider did not answer within 100 ms',
    });
  });

  it('prices a read at 1 cent and a comment at 2, and their sandboxes answer for free and fail on their trigger', async () => {
    expect(await ticketGet.pricing.estimateCents(ticketGet.payload.parse({ ticket_id: '1' }), pricingContext())).toBe(1);
    expect(await ticketComment.pricing.estimateCents(ticketComment.payload.parse({ ticket_id: '1', comment: 'x' }), pricingContext())).toBe(2);
    const context = contextWith({});
    const read = await ticketGet.sandbox(ticketGet.payload.parse({ ticket_id: 'OPS-12' }), context);
    expect(read).toMatchObject({ status: 'executed', result: { ticket_id: 'OPS-12', title: 'Sandbox ticket OPS-12' }, costCents: 0 });
    expect(await ticketGet.sandbox(ticketGet.payload.parse({ ticket_id: 'OPS-12' }), context)).toEqual(read);
    expect(await ticketComment.sandbox(ticketComment.payload.parse({ ticket_id: '1', comment: 'x', public: true }), context)).toMatchObject({
      status: 'executed',
      result: { ticket_id: '1', comment_id: expect.stringMatching(/^[0-9]+$/), public: true },
      costCents: 0,
    });
    for (const operation of [ticketGet, ticketComment] as const) {
      const [failure] = operation.sandboxFailures;
      expect(await operation.sandbox(operation.payload.parse(failure!.payload) as never, context)).toMatchObject({
        status: 'failed',
        detail: expect.stringMatching(/^Sandbox failure trigger: ticket_id is "tkt_sandbox_fail"/),
      });
    }
  });
});

describe('tickets through the API with a live agent key', () => {
  const live = liveKeyApp();

  it("never reach a ticketing tool through the server's settings: without the organization's app they are blocked, debiting nothing", async () => {
    const created = zendeskAnswers('post', '/tickets.json', () => HttpResponse.json(zendeskTicket({ status: 'new' }), { status: 201 }));
    const updated = zendeskAnswers('put', '/tickets/35436.json', () => HttpResponse.json(zendeskTicket({ status: 'solved' })));
    for (const [operation, payload] of [
      ['ticket.create', CREATE],
      ['ticket.update', UPDATE],
      ['ticket.get', { ticket_id: '35436' }],
      ['ticket.comment', { ticket_id: '35436', comment: 'Fixed.' }],
    ] as const) {
      const { body, balance } = await live.dispatch(operation, payload);
      expect(body, operation).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app', cost_cents: 0 });
      expect(detailOf(body)).toContain('POST /api/v1/connected-apps/zendesk/install or POST /api/v1/connected-apps/jira/install');
      expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
    }
    expect([...created, ...updated]).toHaveLength(0);
  });

  it("creates a ticket in the organization's own Zendesk with its own token, and debits 2 cents", async () => {
    const created = zendeskAnswers('post', '/tickets.json', () => HttpResponse.json(zendeskTicket({ status: 'new' }), { status: 201 }));
    const { body, balance } = await live.dispatch('ticket.create', CREATE, {}, { provider: 'zendesk', accessToken: 'zd-org-own', details: { subdomain: 'acme' } });
    expect(body).toMatchObject({ status: 'executed', cost_cents: 2, result: { status: 'open' } });
    expect(balance).toMatchObject({ balance_cents: 498, held_cents: 0 });
    expect(created[0]!.headers.get('authorization')).toBe('Bearer zd-org-own');
  });

  it('reads and comments on a ticket of the organization\'s own Zendesk, debiting 1 and 2 cents; a refusal debits nothing', async () => {
    const read = zendeskAnswers('get', '/tickets/35436.json', () => HttpResponse.json(zendeskTicket({ status: 'open' })));
    const app = { provider: 'zendesk', accessToken: 'zd-org-own', details: { subdomain: 'acme' } } as const;
    const got = await live.dispatch('ticket.get', { ticket_id: '35436' }, {}, app);
    expect(got.body).toMatchObject({ status: 'executed', cost_cents: 1, result: { ticket_id: '35436', status: 'open' } });
    expect(got.balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
    expect(read[0]!.headers.get('authorization')).toBe('Bearer zd-org-own');
    zendeskAnswers('put', '/tickets/35436.json', () => HttpResponse.json(commented(true)));
    const added = await live.dispatch('ticket.comment', { ticket_id: '35436', comment: 'Fixed.', public: true }, {}, app);
    expect(added.body).toMatchObject({ status: 'executed', cost_cents: 2, result: { comment_id: '1274', public: true } });
    expect(added.balance).toMatchObject({ balance_cents: 498, held_cents: 0 });
    zendeskAnswers('put', '/tickets/35436.json', NOT_FOUND);
    const refused = await live.dispatch('ticket.comment', { ticket_id: '35436', comment: 'Fixed.' }, {}, app);
    expect(refused.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(refused.body)).toBe('Zendesk answered HTTP 404: RecordNotFound: Not found');
    expect(refused.balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});

import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ticketCreate, ticketUpdate } from '../../src/domain/catalog/operations/ticket.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../support/dispatch.js';
import { adapterContexts, answerAndRecord, detailOf, executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext } from '../support/providers.js';

const API = 'https://acme.zendesk.com/api/v2';
const SETTINGS = { ZENDESK_SUBDOMAIN: 'acme', ZENDESK_EMAIL: 'agent@acme.test', ZENDESK_API_TOKEN: 'zd_token_123' };
// base64("agent@acme.test/token:zd_token_123")
const AUTHORIZATION = 'Basic YWdlbnRAYWNtZS50ZXN0L3Rva2VuOnpkX3Rva2VuXzEyMw==';
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
const contextWith = adapterContexts('sr_zendesk_1');

const create = (payload: unknown, context = contextWith(SETTINGS)) => ticketCreate.live!(ticketCreate.payload.parse(payload), context);
const update = (payload: unknown, context = contextWith(SETTINGS)) => ticketUpdate.live!(ticketUpdate.payload.parse(payload), context);

/** Answers `method path` under the API with `response` and keeps every request it saw. */
const zendeskAnswers = (method: 'post' | 'put', path: string, response: () => Response | Promise<Response>) =>
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

  it('sandboxes answer for free and fail on their triggers', async () => {
    const context = contextWith({});
    expect(await ticketCreate.sandbox(ticketCreate.payload.parse(CREATE), context)).toMatchObject({
      status: 'executed',
      result: { ticket_id: expect.stringMatching(/^tkt_/), status: 'open' },
      costCents: 0,
    });
    expect(await ticketCreate.sandbox(ticketCreate.payload.parse({ title: 'sandbox:fail' }), context)).toMatchObject({ status: 'failed' });
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
  it('POSTs the documented request: basic API-token auth, Idempotency-Key, JSON subject, comment and priority', async () => {
    const seen = zendeskAnswers('post', '/tickets.json', () => HttpResponse.json(zendeskTicket({ status: 'new', priority: 'urgent' }), { status: 201 }));
    await create(CREATE, contextWith(SETTINGS, 'sr_01JZTICKET'));
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

  it('without its settings fails naming each missing one as connecting a ticketing app, before any request', async () => {
    const seen = zendeskAnswers('post', '/tickets.json', () => HttpResponse.json(zendeskTicket({ status: 'new' }), { status: 201 }));
    await expect(create(CREATE, contextWith({}))).rejects.toThrow(
      'ticket.create has no live provider configured: connect a ticketing app: set ZENDESK_SUBDOMAIN and ZENDESK_EMAIL and ZENDESK_API_TOKEN on the server',
    );
    const { ZENDESK_API_TOKEN: _token, ...withoutToken } = SETTINGS;
    await expect(create(CREATE, contextWith(withoutToken))).rejects.toThrow(
      'ticket.create has no live provider configured: connect a ticketing app: set ZENDESK_API_TOKEN on the server',
    );
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when Zendesk does not answer within the deadline', async () => {
    zendeskAnswers('post', '/tickets.json', neverAnswers);
    const outcome = await executeLive(ticketCreate, ticketCreate.payload.parse(CREATE), { ...SETTINGS, PROCTOR_PROVIDER_TIMEOUT_MS: '100' });
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });

  it('prices a ticket at 2 cents, estimate and actual alike', async () => {
    expect(await ticketCreate.pricing.estimateCents(ticketCreate.payload.parse(CREATE), pricingContext(SETTINGS))).toBe(2);
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

  it('without its settings fails naming them, before looking at the ticket id', async () => {
    await expect(update({ ...UPDATE, ticket_id: 'tkt_1' }, contextWith({ ZENDESK_SUBDOMAIN: 'acme' }))).rejects.toThrow(
      'ticket.update has no live provider configured: connect a ticketing app: set ZENDESK_EMAIL and ZENDESK_API_TOKEN on the server',
    );
  });

  it('ends as a timeout failure when Zendesk does not answer within the deadline', async () => {
    zendeskAnswers('put', '/tickets/35436.json', neverAnswers);
    const outcome = await executeLive(ticketUpdate, ticketUpdate.payload.parse(UPDATE), { ...SETTINGS, PROCTOR_PROVIDER_TIMEOUT_MS: '100' });
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });

  it('prices an update at 1 cent, estimate and actual alike', async () => {
    expect(await ticketUpdate.pricing.estimateCents(ticketUpdate.payload.parse(UPDATE), pricingContext(SETTINGS))).toBe(1);
    expect(ticketUpdate.pricing).toMatchObject({ unit: 'request', costCents: 1 });
  });
});

describe('tickets through the API with a live agent key', () => {
  const live = liveKeyApp(SETTINGS);

  it('creates then solves a ticket through Zendesk, debiting 2 + 1 cents', async () => {
    const created = zendeskAnswers('post', '/tickets.json', () =>
      HttpResponse.json(zendeskTicket({ id: 90210, status: 'new', priority: 'urgent' }), { status: 201 }),
    );
    zendeskAnswers('put', '/tickets/90210.json', () => HttpResponse.json(zendeskTicket({ id: 90210, status: 'solved' })));
    const fixture = await agentWithBindings(live.app, { 'ticket.create': {}, 'ticket.update': {} });
    const opened = await dispatchAs(live.app, fixture.liveKey, { operation: 'ticket.create', payload: CREATE });
    expect(opened.body).toMatchObject({
      status: 'executed',
      mode: 'live',
      cost_cents: 2,
      result: { ticket_id: '90210', url: 'https://acme.zendesk.com/agent/tickets/90210', status: 'open' },
    });
    expect(created[0]!.headers.get('idempotency-key')).toBe(opened.body.id);
    const solved = await dispatchAs(live.app, fixture.liveKey, { operation: 'ticket.update', payload: { ticket_id: '90210', status: 'solved' } });
    expect(solved.body).toMatchObject({ status: 'executed', cost_cents: 1, result: { ticket_id: '90210', status: 'solved' } });
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 497, held_cents: 0 });
  });

  it('fails with adapter_error and Zendesk\'s error on a 404, debiting nothing', async () => {
    zendeskAnswers('put', '/tickets/404404.json', NOT_FOUND);
    const { body, balance } = await live.dispatch('ticket.update', { ticket_id: '404404', status: 'solved' });
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(body)).toBe('Zendesk answered HTTP 404: RecordNotFound: Not found');
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});

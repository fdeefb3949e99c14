import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { crmCreateContact, crmLogActivity, crmSearchContacts, crmUpdateDeal } from '../../src/domain/catalog/operations/crm.js';
import { adapterContexts, answerAndRecord, connectedAppAccess, detailOf, executeLive, liveKeyApp, mockProviders, neverAnswers } from '../support/providers.js';

const API = 'https://api.hubapi.com/crm/v3/objects';
/** The organization's HubSpot app: its OAuth access token and the hub its install recorded. */
const APP = connectedAppAccess('hubspot', 'hs_oauth_token_acme', { hub_id: '4455667' });
const AUTHORIZATION = 'Bearer hs_oauth_token_acme';
const NO_APP =
  "acts through the organization's own CRM app, and this organization has none: an admin installs one with POST /api/v1/connected-apps/hubspot/install or POST /api/v1/connected-apps/salesforce/install";

const server = mockProviders();
const contextWith = adapterContexts('sr_hubspot_1', {}, 5_000, APP);

const search = (payload: unknown, context = contextWith()) => crmSearchContacts.live!(crmSearchContacts.payload.parse(payload), context);
const create = (payload: unknown, context = contextWith()) => crmCreateContact.live!(crmCreateContact.payload.parse(payload), context);
const update = (payload: unknown, context = contextWith()) => crmUpdateDeal.live!(crmUpdateDeal.payload.parse(payload), context);
const log = (payload: unknown, context = contextWith()) => crmLogActivity.live!(crmLogActivity.payload.parse(payload), context);

const hubspotAnswers = (method: 'get' | 'post' | 'patch', path: string, response: () => Response | Promise<Response>) =>
  answerAndRecord(server, method, `${API}${path}`, response);

/** A CRM object as HubSpot answers it. */
const record = (id: string, properties: Record<string, string | null> = {}) => ({
  id,
  properties: { hs_object_id: id, createdate: '2025-02-03T10:00:00.000Z', lastmodifieddate: '2025-02-04T11:30:00.000Z', ...properties },
  createdAt: '2025-02-03T10:00:00.000Z',
  updatedAt: '2025-02-04T11:30:00.000Z',
  archived: false,
});

/** HubSpot's error body, as its docs show it. */
const hubspotError = (status: number, message: string, category: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ status: 'error', message, correlationId: 'a43683b0-5717-4ceb-80b4-104d02915d8c', category, ...extra }, { status });

describe('crm payloads', () => {
  it('refuse a one-letter query, a limit out of range, an invalid email, a deal update with nothing to change and an activity on nothing', () => {
    expect(crmSearchContacts.payload.safeParse({ query: 'a' }).error?.issues[0]?.path).toEqual(['query']);
    expect(crmSearchContacts.payload.safeParse({ query: 'ab', limit: 101 }).error?.issues[0]?.path).toEqual(['limit']);
    expect(crmSearchContacts.payload.safeParse({ query: 'a\u0000b' }).error?.issues[0]).toMatchObject({ path: ['query'], message: 'must not contain control characters' });
    expect(crmSearchContacts.payload.parse({ query: 'Acme' })).toEqual({ query: 'Acme', limit: 10 });
    expect(crmCreateContact.payload.safeParse({ email: 'jane' }).error?.issues[0]?.path).toEqual(['email']);
    expect(crmCreateContact.payload.safeParse({ email: 'jane@acme.example', app: 'salesforce' }).error?.issues[0]).toMatchObject({
      path: ['last_name'],
      message: 'a Salesforce contact needs last_name',
    });
    expect(crmUpdateDeal.payload.safeParse({ deal_id: '1' }).error?.issues[0]).toMatchObject({ message: 'send at least one of name, stage, amount, close_date' });
    expect(crmUpdateDeal.payload.safeParse({ deal_id: '../1', stage: 'x' }).error?.issues[0]?.path).toEqual(['deal_id']);
    expect(crmUpdateDeal.payload.safeParse({ deal_id: '1', amount: -1 }).error?.issues[0]?.path).toEqual(['amount']);
    expect(crmUpdateDeal.payload.safeParse({ deal_id: '1', close_date: '2025-02-30' }).error?.issues[0]?.path).toEqual(['close_date']);
    expect(crmLogActivity.payload.safeParse({ type: 'note', body: 'x' }).error?.issues[0]).toMatchObject({
      path: ['contact_id'],
      message: 'an activity is logged on a contact, a deal or both: send contact_id, deal_id or both',
    });
    expect(crmLogActivity.payload.safeParse({ type: 'note', body: 'x', deal_id: '1', duration_minutes: 5 }).error?.issues[0]?.path).toEqual(['duration_minutes']);
    expect(crmLogActivity.payload.safeParse({ type: 'email', body: 'x', deal_id: '1' }).error?.issues[0]?.path).toEqual(['type']);
    expect(crmLogActivity.payload.safeParse({ type: 'call', body: 'x', deal_id: '1', occurred_at: 'yesterday' }).error?.issues[0]?.path).toEqual(['occurred_at']);
  });

  it('name the app the payload asks for, for the pipeline to pick among the organization\'s', () => {
    expect(crmSearchContacts.appOf?.(crmSearchContacts.payload.parse({ query: 'Acme', app: 'salesforce' }))).toBe('salesforce');
    expect(crmUpdateDeal.appOf?.(crmUpdateDeal.payload.parse({ deal_id: '1', stage: 'closedwon' }))).toBeUndefined();
  });
});

describe('crm sandboxes', () => {
  const context = contextWith({});

  it('answer realistic records for free, the same every time, and fail on their documented triggers', async () => {
    const found = await crmSearchContacts.sandbox(crmSearchContacts.payload.parse({ query: 'Acme', limit: 2 }), context);
    expect(found).toMatchObject({ status: 'executed', costCents: 0, result: { has_more: false } });
    const contacts = (found as { result: { contacts: { company: string }[] } }).result.contacts;
    expect(contacts.length).toBeGreaterThanOrEqual(1);
    expect(contacts.length).toBeLessThanOrEqual(2);
    expect(contacts.every((contact) => contact.company === 'Acme')).toBe(true);
    expect(await crmSearchContacts.sandbox(crmSearchContacts.payload.parse({ query: 'Acme', limit: 2 }), context)).toEqual(found);
    expect(await crmSearchContacts.sandbox(crmSearchContacts.payload.parse({ query: 'jane@acme.example' }), context)).toMatchObject({
      result: { contacts: [{ email: 'jane@acme.example' }] },
    });
    expect(await crmCreateContact.sandbox(crmCreateContact.payload.parse({ email: 'jane@acme.example' }), context)).toMatchObject({
      status: 'executed',
      result: { contact_id: expect.stringMatching(/^[0-9]+$/) },
      costCents: 0,
    });
    expect(await crmUpdateDeal.sandbox(crmUpdateDeal.payload.parse({ deal_id: '77', amount: 5, stage: 'closedwon' }), context)).toEqual({
      status: 'executed',
      result: { deal_id: '77', url: 'https://crm.example.com/deals/77', updated_fields: ['stage', 'amount'] },
      costCents: 0,
    });
    expect(await crmLogActivity.sandbox(crmLogActivity.payload.parse({ type: 'meeting', deal_id: '77', body: 'Demo', occurred_at: '2025-03-04T10:00:00+01:00' }), context)).toMatchObject({
      result: { type: 'meeting', occurred_at: '2025-03-04T09:00:00.000Z' },
    });
    for (const operation of [crmSearchContacts, crmCreateContact, crmUpdateDeal, crmLogActivity] as const) {
      const [failure] = operation.sandboxFailures;
      expect(await operation.sandbox(operation.payload.parse(failure!.payload) as never, context), operation.operation).toMatchObject({
        status: 'failed',
        detail: expect.stringMatching(/^Sandbox failure trigger: /),
      });
    }
  });
});

describe('crm.search_contacts live through HubSpot', () => {
  it('POSTs the documented search with the app\'s token, and maps the contacts, empty properties as null', async () => {
    const seen = hubspotAnswers('post', '/contacts/search', () =>
      HttpResponse.json({
        total: 3,
        results: [
          record('51', { firstname: 'Jane', lastname: 'Doe', email: 'jane@acme.example', phone: '', company: 'Acme' }),
          record('52', { firstname: null, lastname: 'Roe', email: null, company: 'Acme' }),
        ],
        paging: { next: { after: '2', link: `${API}/contacts/search?after=2` } },
      }),
    );
    expect(await search({ query: 'Acme', limit: 2 })).toEqual({
      status: 'executed',
      result: {
        contacts: [
          {
            contact_id: '51',
            first_name: 'Jane',
            last_name: 'Doe',
            email: 'jane@acme.example',
            phone: null,
            company: 'Acme',
            url: 'https://app.hubspot.com/contacts/4455667/record/0-1/51',
            updated_at: '2025-02-04T11:30:00.000Z',
          },
          {
            contact_id: '52',
            first_name: null,
            last_name: 'Roe',
            email: null,
            phone: null,
            company: 'Acme',
            url: 'https://app.hubspot.com/contacts/4455667/record/0-1/52',
            updated_at: '2025-02-04T11:30:00.000Z',
          },
        ],
        has_more: true,
      },
      costCents: 1,
    });
    const request = seen[0]!;
    expect([request.method, request.url, request.headers.get('authorization'), request.headers.get('content-type')]).toEqual([
      'POST',
      `${API}/contacts/search`,
      AUTHORIZATION,
      'application/json',
    ]);
    expect(await request.json()).toEqual({
      query: 'Acme',
      limit: 2,
      properties: ['firstname', 'lastname', 'email', 'phone', 'company', 'lastmodifieddate'],
      sorts: [{ propertyName: 'lastmodifieddate', direction: 'DESCENDING' }],
    });
  });

  it('answers no contacts and no more when nothing matches', async () => {
    hubspotAnswers('post', '/contacts/search', () => HttpResponse.json({ total: 0, results: [] }));
    expect(await search({ query: 'Nobody' })).toMatchObject({ result: { contacts: [], has_more: false } });
  });

  it('maps a 429 (with and without Retry-After), an expired token asking to reconnect, and an unexpected answer', async () => {
    hubspotAnswers('post', '/contacts/search', () =>
      hubspotError(429, 'You have reached your secondly limit.', 'RATE_LIMITS', { errorType: 'RATE_LIMIT', policyName: 'SECONDLY' }),
    );
    await expect(search({ query: 'Acme' })).rejects.toThrow('HubSpot answered HTTP 429: You have reached your secondly limit. (RATE_LIMITS)');
    server.resetHandlers();
    hubspotAnswers('post', '/contacts/search', () =>
      HttpResponse.json({ status: 'error', message: 'You have reached your ten_secondly_rolling limit.', category: 'RATE_LIMITS' }, { status: 429, headers: { 'retry-after': '10' } }),
    );
    await expect(search({ query: 'Acme' })).rejects.toThrow('HubSpot answered HTTP 429: You have reached your ten_secondly_rolling limit. (RATE_LIMITS) (retry after 10 s)');
    server.resetHandlers();
    hubspotAnswers('post', '/contacts/search', () => hubspotError(401, 'The OAuth token used to make this call expired 2 hour(s) ago.', 'EXPIRED_AUTHENTICATION'));
    await expect(search({ query: 'Acme' })).rejects.toThrow(
      'HubSpot answered HTTP 401: The OAuth token used to make this call expired 2 hour(s) ago. (EXPIRED_AUTHENTICATION): reconnect the HubSpot app (POST /api/v1/connected-apps/hubspot/install)',
    );
    server.resetHandlers();
    hubspotAnswers('post', '/contacts/search', () => HttpResponse.json({ results: [] }));
    await expect(search({ query: 'Acme' })).rejects.toThrow(/^HubSpot answered in an unexpected shape \(total: /);
  });

  it('without the organization\'s CRM app, or an app without its hub, fails before any request', async () => {
    const seen = hubspotAnswers('post', '/contacts/search', () => HttpResponse.json({ total: 0, results: [] }));
    await expect(search({ query: 'Acme' }, contextWith({}, undefined, null))).rejects.toThrow(`crm.search_contacts ${NO_APP}`);
    await expect(search({ query: 'Acme' }, contextWith({}, undefined, connectedAppAccess('zendesk', 't', { subdomain: 'acme' })))).rejects.toThrow(
      `crm.search_contacts ${NO_APP}`,
    );
    await expect(search({ query: 'Acme', app: 'salesforce' })).rejects.toThrow(
      "crm.search_contacts acts through the organization's own Salesforce app, and this organization has none: an admin installs one with POST /api/v1/connected-apps/salesforce/install",
    );
    await expect(search({ query: 'Acme' }, contextWith({}, undefined, connectedAppAccess('hubspot', 't', { hub_id: 'x/../1' })))).rejects.toThrow(
      "The organization's HubSpot app (capp_test_hubspot) has no valid hub_id recorded: reconnect it with POST /api/v1/connected-apps/hubspot/install",
    );
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when HubSpot does not answer within the deadline', async () => {
    hubspotAnswers('post', '/contacts/search', neverAnswers);
    const outcome = await executeLive(crmSearchContacts, crmSearchContacts.payload.parse({ query: 'Acme' }), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

describe('crm.create_contact live through HubSpot', () => {
  it('POSTs the documented properties, only those given, and answers the record\'s id and page', async () => {
    const seen = hubspotAnswers('post', '/contacts', () => HttpResponse.json(record('601', { email: 'jane@acme.example' }), { status: 201 }));
    expect(await create({ email: 'jane@acme.example', first_name: 'Jane', last_name: 'Doe', job_title: 'Head of Operations' })).toEqual({
      status: 'executed',
      result: { contact_id: '601', url: 'https://app.hubspot.com/contacts/4455667/record/0-1/601' },
      costCents: 2,
    });
    expect([seen[0]!.method, seen[0]!.headers.get('authorization')]).toEqual(['POST', AUTHORIZATION]);
    expect(await seen[0]!.json()).toEqual({ properties: { email: 'jane@acme.example', firstname: 'Jane', lastname: 'Doe', jobtitle: 'Head of Operations' } });
  });

  it('maps HubSpot\'s 409 for an email it has, naming the existing contact, and a validation error', async () => {
    hubspotAnswers('post', '/contacts', () => hubspotError(409, 'Contact already exists. Existing ID: 601', 'CONFLICT'));
    await expect(create({ email: 'jane@acme.example' })).rejects.toThrow('HubSpot answered HTTP 409: Contact already exists. Existing ID: 601 (CONFLICT)');
    server.resetHandlers();
    hubspotAnswers('post', '/contacts', () =>
      hubspotError(400, 'Property values were not valid', 'VALIDATION_ERROR', {
        errors: [{ message: 'Property "phone" has an invalid value', code: 'INVALID_VALUE', context: { propertyName: ['phone'] } }],
      }),
    );
    await expect(create({ email: 'jane@acme.example', phone: 'x' })).rejects.toThrow(
      'HubSpot answered HTTP 400: Property values were not valid (VALIDATION_ERROR): Property "phone" has an invalid value',
    );
  });
});

describe('crm.update_deal live through HubSpot', () => {
  it('PATCHes only the fields sent, under HubSpot\'s names, a close date as midnight UTC', async () => {
    const seen = hubspotAnswers('patch', '/deals/8123456789', () => HttpResponse.json(record('8123456789', { dealstage: 'closedwon' })));
    expect(await update({ deal_id: '8123456789', stage: 'closedwon', amount: 12000.5, close_date: '2025-07-31' })).toEqual({
      status: 'executed',
      result: { deal_id: '8123456789', url: 'https://app.hubspot.com/contacts/4455667/record/0-3/8123456789', updated_fields: ['stage', 'amount', 'close_date'] },
      costCents: 1,
    });
    expect([seen[0]!.method, seen[0]!.url, seen[0]!.headers.get('authorization')]).toEqual(['PATCH', `${API}/deals/8123456789`, AUTHORIZATION]);
    expect(await seen[0]!.json()).toEqual({ properties: { dealstage: 'closedwon', amount: '12000.5', closedate: '2025-07-31T00:00:00.000Z' } });
  });

  it('maps a 404 and an invalid stage in HubSpot\'s words; fails a deal id that is not a HubSpot one before any request', async () => {
    hubspotAnswers('patch', '/deals/77', () => hubspotError(404, 'resource not found', 'OBJECT_NOT_FOUND'));
    await expect(update({ deal_id: '77', stage: 'closedwon' })).rejects.toThrow('HubSpot answered HTTP 404: resource not found (OBJECT_NOT_FOUND)');
    server.resetHandlers();
    hubspotAnswers('patch', '/deals/77', () =>
      hubspotError(400, 'Property values were not valid: [{"isValid":false,"message":"won was not one of the allowed options","error":"INVALID_OPTION","name":"dealstage"}]', 'VALIDATION_ERROR'),
    );
    await expect(update({ deal_id: '77', stage: 'won' })).rejects.toThrow(/^HubSpot answered HTTP 400: Property values were not valid: .*won was not one of the allowed options/);
    const seen = hubspotAnswers('patch', '/deals/:id', () => HttpResponse.json(record('1')));
    await expect(update({ deal_id: '0065g00000XyZaBAAV', stage: 'x' })).rejects.toThrow('HubSpot record ids are numbers, such as "51"; deal_id is not one');
    expect(seen).toHaveLength(0);
  });
});

describe('crm.log_activity live through HubSpot', () => {
  it('POSTs a call with its duration in milliseconds, associated with the contact and the deal by HubSpot\'s own type ids', async () => {
    const seen = hubspotAnswers('post', '/calls', () => HttpResponse.json(record('9001'), { status: 201 }));
    expect(
      await log({ type: 'call', contact_id: '51', deal_id: '77', body: 'Wants a quote <40 seats> & a demo.', duration_minutes: 12, occurred_at: '2025-03-04T10:00:00+01:00' }),
    ).toEqual({ status: 'executed', result: { activity_id: '9001', type: 'call', occurred_at: '2025-03-04T09:00:00.000Z' }, costCents: 1 });
    expect(await seen[0]!.json()).toEqual({
      properties: {
        hs_timestamp: '2025-03-04T09:00:00.000Z',
        hs_call_title: 'Call',
        hs_call_body: 'Wants a quote &lt;40 seats&gt; &amp; a demo.',
        hs_call_status: 'COMPLETED',
        hs_call_duration: '720000',
      },
      associations: [
        { to: { id: '51' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 194 }] },
        { to: { id: '77' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 206 }] },
      ],
    });
  });

  it('POSTs a note with its subject and line breaks, and a meeting of half an hour by default', async () => {
    const notes = hubspotAnswers('post', '/notes', () => HttpResponse.json(record('9002'), { status: 201 }));
    const meetings = hubspotAnswers('post', '/meetings', () => HttpResponse.json(record('9003'), { status: 201 }));
    await log({ type: 'note', deal_id: '77', subject: 'Legal', body: 'Approved.\nSigning Friday.', occurred_at: '2025-03-04T09:00:00Z' });
    await log({ type: 'meeting', contact_id: '51', subject: 'Demo', body: 'Went well.', occurred_at: '2025-03-04T09:00:00Z' });
    expect(await notes[0]!.json()).toEqual({
      properties: { hs_timestamp: '2025-03-04T09:00:00.000Z', hs_note_body: 'Legal<br><br>Approved.<br>Signing Friday.' },
      associations: [{ to: { id: '77' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 214 }] }],
    });
    expect(await meetings[0]!.json()).toEqual({
      properties: {
        hs_timestamp: '2025-03-04T09:00:00.000Z',
        hs_meeting_title: 'Demo',
        hs_meeting_body: 'Went well.',
        hs_meeting_start_time: '2025-03-04T09:00:00.000Z',
        hs_meeting_end_time: '2025-03-04T09:30:00.000Z',
        hs_meeting_outcome: 'COMPLETED',
      },
      associations: [{ to: { id: '51' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 200 }] }],
    });
  });

  it('dates an activity without its time at the request\'s, and maps an association to a record that does not exist', async () => {
    hubspotAnswers('post', '/notes', () => HttpResponse.json(record('9004'), { status: 201 }));
    const before = Date.now();
    const logged = (await log({ type: 'note', contact_id: '51', body: 'x' })) as { result: { occurred_at: string } };
    expect(Date.parse(logged.result.occurred_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(logged.result.occurred_at)).toBeLessThanOrEqual(Date.now());
    server.resetHandlers();
    hubspotAnswers('post', '/notes', () => hubspotError(400, 'One or more associations are invalid', 'VALIDATION_ERROR', { errors: [{ message: 'Contact 999 does not exist' }] }));
    await expect(log({ type: 'note', contact_id: '999', body: 'x' })).rejects.toThrow('HubSpot answered HTTP 400: One or more associations are invalid (VALIDATION_ERROR): Contact 999 does not exist');
  });

  it('ends as a timeout failure when HubSpot does not answer within the deadline', async () => {
    hubspotAnswers('post', '/notes', neverAnswers);
    const payload = crmLogActivity.payload.parse({ type: 'note', contact_id: '51', body: 'x' });
    expect(await executeLive(crmLogActivity, payload, { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP)).toEqual({
      status: 'failed',
      detail: 'The provider did not answer within 100 ms',
    });
  });
});

describe('crm operations through the API with a live agent key', () => {
  const live = liveKeyApp();

  it("never reach a CRM through the server's settings: without the organization's app they are blocked, debiting nothing", async () => {
    const seen = answerAndRecord(server, 'post', `${API}/*`, () => HttpResponse.json(record('1')));
    for (const operation of [crmSearchContacts, crmCreateContact, crmUpdateDeal, crmLogActivity]) {
      const { body, balance } = await live.dispatch(operation.operation, operation.examples[0]!.payload);
      expect(body, operation.operation).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app', cost_cents: 0 });
      expect(detailOf(body)).toContain('POST /api/v1/connected-apps/hubspot/install or POST /api/v1/connected-apps/salesforce/install');
      expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
    }
    expect(seen).toHaveLength(0);
  });

  it("creates a contact in the organization's own HubSpot with its own token and debits 2 cents; a refusal debits nothing", async () => {
    const created = hubspotAnswers('post', '/contacts', () => HttpResponse.json(record('601'), { status: 201 }));
    const app = { provider: 'hubspot', accessToken: 'hs-org-own', details: { hub_id: '4455667' } } as const;
    const { body, balance } = await live.dispatch('crm.create_contact', { email: 'jane@acme.example', last_name: 'Doe' }, {}, app);
    expect(body).toMatchObject({ status: 'executed', cost_cents: 2, result: { contact_id: '601' } });
    expect(balance).toMatchObject({ balance_cents: 498, held_cents: 0 });
    expect(created[0]!.headers.get('authorization')).toBe('Bearer hs-org-own');
    server.resetHandlers();
    hubspotAnswers('post', '/contacts', () => hubspotError(409, 'Contact already exists. Existing ID: 601', 'CONFLICT'));
    const refused = await live.dispatch('crm.create_contact', { email: 'jane@acme.example' }, {}, app);
    expect(refused.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(refused.body)).toBe('HubSpot answered HTTP 409: Contact already exists. Existing ID: 601 (CONFLICT)');
    expect(refused.balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});

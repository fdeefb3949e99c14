import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { crmCreateContact, crmLogActivity, crmSearchContacts, crmUpdateDeal } from '../../src/domain/catalog/operations/crm.js';
import { adapterContexts, answerAndRecord, connectedAppAccess, executeLive, liveKeyApp, mockProviders, neverAnswers } from '../support/providers.js';

const INSTANCE = 'https://acme.my.salesforce.com';
const API = `${INSTANCE}/services/data/v62.0`;
/** The organization's Salesforce app: its OAuth access token and the instance its install recorded. */
const APP = connectedAppAccess('salesforce', '00Dxx0000001gPL!AQ4AQ.token', { instance_url: INSTANCE, org_id: '00Dxx0000001gPLEAY' });
const AUTHORIZATION = 'Bearer 00Dxx0000001gPL!AQ4AQ.token';
const CONTACT_ID = '0035g00000AbCdEAAV';
const OPPORTUNITY_ID = '0065g00000XyZaBAAV';

const server = mockProviders();
const contextWith = adapterContexts('sr_salesforce_1', {}, 5_000, APP);

const search = (payload: unknown, context = contextWith()) => crmSearchContacts.live!(crmSearchContacts.payload.parse(payload), context);
const create = (payload: unknown, context = contextWith()) => crmCreateContact.live!(crmCreateContact.payload.parse(payload), context);
const update = (payload: unknown, context = contextWith()) => crmUpdateDeal.live!(crmUpdateDeal.payload.parse(payload), context);
const log = (payload: unknown, context = contextWith()) => crmLogActivity.live!(crmLogActivity.payload.parse(payload), context);

const salesforceAnswers = (method: 'get' | 'post' | 'patch', path: string, response: () => Response | Promise<Response>) =>
  answerAndRecord(server, method, `${API}${path}`, response);

/** Salesforce's error body: a list of errors. */
const salesforceError = (status: number, errorCode: string, message: string, fields?: string[]) =>
  HttpResponse.json([{ message, errorCode, ...(fields ? { fields } : {}) }], { status });

const created = (id: string) => HttpResponse.json({ id, success: true, errors: [] }, { status: 201 });

/** A Contact row of a SOQL answer. */
const contactRow = (id: string, fields: { FirstName?: string | null; LastName: string; Email?: string | null; Account?: { Name: string } | null }) => ({
  attributes: { type: 'Contact', url: `/services/data/v62.0/sobjects/Contact/${id}` },
  Id: id,
  FirstName: fields.FirstName ?? null,
  LastName: fields.LastName,
  Email: fields.Email ?? null,
  Phone: null,
  Account: fields.Account === null ? null : { attributes: { type: 'Account', url: '/services/data/v62.0/sobjects/Account/0015g00000Acme1AAA' }, ...(fields.Account ?? { Name: 'Acme' }) },
  LastModifiedDate: '2025-02-04T11:30:00.000+0000',
});

describe('crm.search_contacts live through Salesforce', () => {
  it('GETs a SOQL query on the org\'s instance with the app\'s token, one row more than asked, and maps the contacts', async () => {
    const seen = salesforceAnswers('get', '/query', () =>
      HttpResponse.json({
        totalSize: 3,
        done: true,
        records: [
          contactRow(CONTACT_ID, { FirstName: 'Jane', LastName: 'Doe', Email: 'jane@acme.example' }),
          contactRow('0035g00000AbCdFAAV', { LastName: 'Roe', Account: null }),
          contactRow('0035g00000AbCdGAAV', { LastName: 'Poe' }),
        ],
      }),
    );
    expect(await search({ query: 'Acme', limit: 2, app: 'salesforce' })).toEqual({
      status: 'executed',
      result: {
        contacts: [
          {
            contact_id: CONTACT_ID,
            first_name: 'Jane',
            last_name: 'Doe',
            email: 'jane@acme.example',
            phone: null,
            company: 'Acme',
            url: `${INSTANCE}/lightning/r/Contact/${CONTACT_ID}/view`,
            updated_at: '2025-02-04T11:30:00.000Z',
          },
          {
            contact_id: '0035g00000AbCdFAAV',
            first_name: null,
            last_name: 'Roe',
            email: null,
            phone: null,
            company: null,
            url: `${INSTANCE}/lightning/r/Contact/0035g00000AbCdFAAV/view`,
            updated_at: '2025-02-04T11:30:00.000Z',
          },
        ],
        has_more: true,
      },
      costCents: 1,
    });
    const request = seen[0]!;
    expect([request.method, request.headers.get('authorization')]).toEqual(['GET', AUTHORIZATION]);
    expect(new URL(request.url).searchParams.get('q')).toBe(
      "SELECT Id, FirstName, LastName, Email, Phone, Account.Name, LastModifiedDate FROM Contact WHERE Name LIKE '%Acme%' OR Email LIKE '%Acme%' OR Account.Name LIKE '%Acme%' ORDER BY LastModifiedDate DESC LIMIT 3",
    );
  });

  it('escapes quotes, backslashes and LIKE\'s wildcards, so that a query is only ever text to look for', async () => {
    const seen = salesforceAnswers('get', '/query', () => HttpResponse.json({ totalSize: 0, done: true, records: [] }));
    expect(await search({ query: "x' OR Name != '\\_%" })).toMatchObject({ result: { contacts: [], has_more: false } });
    const soql = new URL(seen[0]!.url).searchParams.get('q')!;
    expect(soql).toContain("WHERE Name LIKE '%x\\' OR Name != \\'\\\\\\_\\%%'");
  });

  it('maps an expired session asking to reconnect, the API limit, a malformed query and an unexpected answer', async () => {
    salesforceAnswers('get', '/query', () => salesforceError(401, 'INVALID_SESSION_ID', 'Session expired or invalid'));
    await expect(search({ query: 'Acme' })).rejects.toThrow(
      'Salesforce answered HTTP 401: INVALID_SESSION_ID: Session expired or invalid (reconnect the Salesforce app (POST /api/v1/connected-apps/salesforce/install))',
    );
    server.resetHandlers();
    salesforceAnswers('get', '/query', () => salesforceError(403, 'REQUEST_LIMIT_EXCEEDED', 'TotalRequests Limit exceeded.'));
    await expect(search({ query: 'Acme' })).rejects.toThrow('Salesforce answered HTTP 403: REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.');
    server.resetHandlers();
    salesforceAnswers('get', '/query', () => new HttpResponse('Too Many Requests', { status: 429, headers: { 'retry-after': '20' } }));
    await expect(search({ query: 'Acme' })).rejects.toThrow('Salesforce answered HTTP 429: Too Many Requests (retry after 20 s)');
    server.resetHandlers();
    salesforceAnswers('get', '/query', () => HttpResponse.json({ records: [] }));
    await expect(search({ query: 'Acme' })).rejects.toThrow(/^Salesforce answered in an unexpected shape \(totalSize: /);
  });

  it('never calls an instance outside Salesforce\'s domains, whatever the install recorded', async () => {
    const seen = salesforceAnswers('get', '/query', () => HttpResponse.json({ totalSize: 0, done: true, records: [] }));
    for (const instance_url of ['https://evil.example.com', 'http://acme.my.salesforce.com', 'https://salesforce.com.evil.example', 'https://acme.my.salesforce.com/x', 'https://x@acme.my.salesforce.com']) {
      await expect(search({ query: 'Acme' }, contextWith({}, undefined, connectedAppAccess('salesforce', 't', { instance_url })))).rejects.toThrow(
        "The organization's Salesforce app (capp_test_salesforce) has no valid instance_url recorded: reconnect it with POST /api/v1/connected-apps/salesforce/install",
      );
    }
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when Salesforce does not answer within the deadline', async () => {
    salesforceAnswers('get', '/query', neverAnswers);
    const outcome = await executeLive(crmSearchContacts, crmSearchContacts.payload.parse({ query: 'Acme' }), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

describe('crm.create_contact live through Salesforce', () => {
  it('POSTs a Contact row with the fields given and answers its id and page', async () => {
    const seen = salesforceAnswers('post', '/sobjects/Contact', () => created(CONTACT_ID));
    expect(await create({ email: 'jane@acme.example', first_name: 'Jane', last_name: 'Doe', phone: '+1 555 0100', job_title: 'CFO' })).toEqual({
      status: 'executed',
      result: { contact_id: CONTACT_ID, url: `${INSTANCE}/lightning/r/Contact/${CONTACT_ID}/view` },
      costCents: 2,
    });
    expect([seen[0]!.method, seen[0]!.headers.get('authorization')]).toEqual(['POST', AUTHORIZATION]);
    expect(await seen[0]!.json()).toEqual({ Email: 'jane@acme.example', LastName: 'Doe', FirstName: 'Jane', Phone: '+1 555 0100', Title: 'CFO' });
  });

  it('fails a contact without a last name before any request, and maps a duplicate rule\'s refusal', async () => {
    const seen = salesforceAnswers('post', '/sobjects/Contact', () =>
      salesforceError(400, 'DUPLICATES_DETECTED', 'Use one of these records?'),
    );
    await expect(create({ email: 'jane@acme.example' })).rejects.toThrow('A Salesforce contact needs a last name: send last_name');
    expect(seen).toHaveLength(0);
    await expect(create({ email: 'jane@acme.example', last_name: 'Doe' })).rejects.toThrow('Salesforce answered HTTP 400: DUPLICATES_DETECTED: Use one of these records?');
  });
});

describe('crm.update_deal live through Salesforce', () => {
  it('PATCHes the Opportunity with only the fields sent, under Salesforce\'s names, and reads its 204', async () => {
    const seen = salesforceAnswers('patch', `/sobjects/Opportunity/${OPPORTUNITY_ID}`, () => new HttpResponse(null, { status: 204 }));
    expect(await update({ deal_id: OPPORTUNITY_ID, stage: 'Closed Won', close_date: '2025-07-31', name: 'Acme, 40 seats' })).toEqual({
      status: 'executed',
      result: { deal_id: OPPORTUNITY_ID, url: `${INSTANCE}/lightning/r/Opportunity/${OPPORTUNITY_ID}/view`, updated_fields: ['name', 'stage', 'close_date'] },
      costCents: 1,
    });
    expect(await seen[0]!.json()).toEqual({ Name: 'Acme, 40 seats', StageName: 'Closed Won', CloseDate: '2025-07-31' });
  });

  it('maps a missing row and a picklist value the org lacks; fails an id that is not a Salesforce one before any request', async () => {
    salesforceAnswers('patch', `/sobjects/Opportunity/${OPPORTUNITY_ID}`, () => salesforceError(404, 'NOT_FOUND', 'The requested resource does not exist'));
    await expect(update({ deal_id: OPPORTUNITY_ID, amount: 5 })).rejects.toThrow('Salesforce answered HTTP 404: NOT_FOUND: The requested resource does not exist');
    server.resetHandlers();
    salesforceAnswers('patch', `/sobjects/Opportunity/${OPPORTUNITY_ID}`, () =>
      salesforceError(400, 'INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST', 'Stage: bad value for restricted picklist field: Won', ['StageName']),
    );
    await expect(update({ deal_id: OPPORTUNITY_ID, stage: 'Won' })).rejects.toThrow(
      'Salesforce answered HTTP 400: INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST: Stage: bad value for restricted picklist field: Won',
    );
    const seen = salesforceAnswers('patch', '/sobjects/Opportunity/:id', () => new HttpResponse(null, { status: 204 }));
    await expect(update({ deal_id: '8123456789', stage: 'x' })).rejects.toThrow('Salesforce record ids are 15 or 18 letters and digits');
    expect(seen).toHaveLength(0);
  });
});

describe('crm.log_activity live through Salesforce', () => {
  it('logs a call as a completed Task of subtype Call with its duration, on the contact and the opportunity', async () => {
    const seen = salesforceAnswers('post', '/sobjects/Task', () => created('00T5g00000TaSk1AAA'));
    expect(
      await log({ type: 'call', contact_id: CONTACT_ID, deal_id: OPPORTUNITY_ID, body: 'Wants a quote.', duration_minutes: 12, occurred_at: '2025-03-04T23:30:00-05:00' }),
    ).toEqual({ status: 'executed', result: { activity_id: '00T5g00000TaSk1AAA', type: 'call', occurred_at: '2025-03-05T04:30:00.000Z' }, costCents: 1 });
    expect(await seen[0]!.json()).toEqual({
      Subject: 'Call',
      Description: 'Wants a quote.',
      Status: 'Completed',
      ActivityDate: '2025-03-05',
      TaskSubtype: 'Call',
      CallDurationInSeconds: 720,
      WhoId: CONTACT_ID,
      WhatId: OPPORTUNITY_ID,
    });
  });

  it('logs a note as a completed Task, and a meeting as an Event of half an hour by default', async () => {
    const tasks = salesforceAnswers('post', '/sobjects/Task', () => created('00T5g00000TaSk2AAA'));
    const events = salesforceAnswers('post', '/sobjects/Event', () => created('00U5g00000EvEnTAAA'));
    await log({ type: 'note', deal_id: OPPORTUNITY_ID, subject: 'Legal', body: 'Approved.', occurred_at: '2025-03-04T09:00:00Z' });
    expect(await log({ type: 'meeting', contact_id: CONTACT_ID, body: 'Demo went well.', occurred_at: '2025-03-04T09:00:00Z' })).toMatchObject({
      result: { activity_id: '00U5g00000EvEnTAAA', type: 'meeting' },
    });
    expect(await tasks[0]!.json()).toEqual({
      Subject: 'Legal',
      Description: 'Approved.',
      Status: 'Completed',
      ActivityDate: '2025-03-04',
      TaskSubtype: 'Task',
      WhatId: OPPORTUNITY_ID,
    });
    expect(await events[0]!.json()).toEqual({
      Subject: 'Meeting',
      Description: 'Demo went well.',
      StartDateTime: '2025-03-04T09:00:00.000Z',
      EndDateTime: '2025-03-04T09:30:00.000Z',
      WhoId: CONTACT_ID,
    });
  });

  it('maps a reference to a record of the wrong kind; fails an id that is not a Salesforce one before any request', async () => {
    salesforceAnswers('post', '/sobjects/Task', () =>
      salesforceError(400, 'FIELD_INTEGRITY_EXCEPTION', 'Name ID: id value of incorrect type: 0065g00000XyZaBAAV', ['WhoId']),
    );
    await expect(log({ type: 'note', contact_id: OPPORTUNITY_ID, body: 'x' })).rejects.toThrow(
      'Salesforce answered HTTP 400: FIELD_INTEGRITY_EXCEPTION: Name ID: id value of incorrect type: 0065g00000XyZaBAAV',
    );
    const seen = salesforceAnswers('post', '/sobjects/Event', () => created('x'));
    await expect(log({ type: 'meeting', contact_id: '51', body: 'x' })).rejects.toThrow('Salesforce record ids are 15 or 18 letters and digits');
    expect(seen).toHaveLength(0);
  });
});

describe('a CRM operation through the API with a live agent key and a Salesforce app', () => {
  const live = liveKeyApp();

  it("logs on the organization's own instance with its own token and debits 1 cent", async () => {
    const seen = salesforceAnswers('post', '/sobjects/Task', () => created('00T5g00000TaSk3AAA'));
    const app = { provider: 'salesforce', accessToken: 'sf-org-own', details: { instance_url: INSTANCE, org_id: '00Dxx0000001gPLEAY' } } as const;
    const { body, balance } = await live.dispatch('crm.log_activity', { type: 'note', contact_id: CONTACT_ID, body: 'Called back.' }, {}, app);
    expect(body).toMatchObject({ status: 'executed', cost_cents: 1, result: { activity_id: '00T5g00000TaSk3AAA', type: 'note' } });
    expect(balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer sf-org-own');
  });
});

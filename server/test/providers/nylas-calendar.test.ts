import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { calendarCreateEvent, calendarListEvents } from '../../src/domain/catalog/operations/calendar.js';
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
/** The organization's Nylas app: its grant (a mailbox and its calendars) and that grant's access token. */
const APP = connectedAppAccess('nylas', 'nylas_grant_access_token_A', { grant_id: GRANT });
const NO_APP =
  "acts through the organization's own calendar app, and this organization has none: an admin installs one with POST /api/v1/connected-apps/nylas/install";

const server = mockProviders();
const contextWith = adapterContexts('sr_calendar_1', {}, 5_000, APP);

const list = (payload: unknown, context = contextWith()) => calendarListEvents.live!(calendarListEvents.payload.parse(payload), context);
const create = (payload: unknown, context = contextWith()) => calendarCreateEvent.live!(calendarCreateEvent.payload.parse(payload), context);

const WINDOW = { calendar_id: 'primary', start: '2025-03-04T00:00:00+01:00', end: '2025-03-05T00:00:00+01:00', limit: 20 };
const NEW_EVENT = {
  title: 'Onboarding call with Acme',
  start: '2025-03-04T10:00:00+01:00',
  end: '2025-03-04T10:30:00+01:00',
  timezone: 'Europe/Paris',
  participants: ['ada@example.com'],
};

/** An event as Nylas answers it, with `when` in one of its four shapes. */
function nylasEvent(when: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    id: '5dgbc2oo6ngt6c8a4ofufu0mhe',
    grant_id: GRANT,
    object: 'event',
    calendar_id: 'ada@example.com',
    busy: true,
    read_only: false,
    title: 'Onboarding call with Acme',
    description: 'Agenda: accounts, billing.',
    location: 'Room 4',
    when,
    participants: [{ email: 'ada@example.com', name: 'Ada Lovelace', status: 'yes' }, { email: 'bob@example.com', status: 'noreply' }],
    organizer: { email: 'agents@proctor.test', name: '' },
    status: 'confirmed',
    visibility: 'default',
    html_link: 'https://www.google.com/calendar/event?eid=NWRnYmMy',
    conferencing: {},
    created_at: 1_740_990_000,
    updated_at: 1_740_990_000,
    ...overrides,
  };
}

const TIMESPAN = { object: 'timespan', start_time: 1_741_078_800, end_time: 1_741_080_600, start_timezone: 'Europe/Paris', end_timezone: 'Europe/Paris' };

const nylasError = (status: number, type: string, message: string, headers: Record<string, string> = {}) =>
  HttpResponse.json({ request_id: 'req-err', error: { type, message } }, { status, headers });

describe('calendar payloads and sandboxes', () => {
  it('take ISO times with offsets, end after start within a year, "primary" by default', () => {
    expect(calendarListEvents.payload.parse({ start: WINDOW.start, end: WINDOW.end })).toEqual({ calendar_id: 'primary', start: WINDOW.start, end: WINDOW.end, limit: 50 });
    expect(calendarListEvents.payload.safeParse({ ...WINDOW, start: '2025-03-04 00:00' }).error?.issues[0]?.path).toEqual(['start']);
    for (const end of [WINDOW.start, '2025-03-03T00:00:00Z', '2026-03-06T00:00:00Z']) {
      expect(calendarListEvents.payload.safeParse({ ...WINDOW, end }).error?.issues[0]).toMatchObject({
        path: ['end'],
        message: 'end must be after start, and at most 366 days after it',
      });
    }
    expect(calendarCreateEvent.payload.parse(NEW_EVENT)).toMatchObject({ calendar_id: 'primary', notify_participants: true });
    expect(calendarCreateEvent.payload.safeParse({ ...NEW_EVENT, timezone: 'Paris time' }).error?.issues[0]?.path).toEqual(['timezone']);
    expect(calendarCreateEvent.payload.safeParse({ ...NEW_EVENT, participants: ['ada'] }).error?.issues[0]?.path).toEqual(['participants', 0]);
  });

  it('sandboxes answer realistic events for free, the same each time, and fail on their triggers', async () => {
    const context = contextWith({});
    const listed = await calendarListEvents.sandbox(calendarListEvents.payload.parse(WINDOW), context);
    expect(listed).toMatchObject({ status: 'executed', costCents: 0, result: { has_more: false } });
    const events = listed.status === 'executed' ? listed.result.events : [];
    expect(events).toHaveLength(3);
    for (const event of events) {
      expect(Date.parse(event.start)).toBeGreaterThan(Date.parse(WINDOW.start));
      expect(Date.parse(event.end)).toBeLessThanOrEqual(Date.parse(WINDOW.end));
    }
    expect(await calendarListEvents.sandbox(calendarListEvents.payload.parse(WINDOW), context)).toEqual(listed);
    expect(await calendarListEvents.sandbox(calendarListEvents.payload.parse({ ...WINDOW, calendar_id: 'sandbox-fail' }), context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: calendar_id is "sandbox-fail"/),
    });
    expect(await calendarCreateEvent.sandbox(calendarCreateEvent.payload.parse(NEW_EVENT), context)).toMatchObject({
      status: 'executed',
      costCents: 0,
      result: { id: expect.stringMatching(/^evt_/), start: '2025-03-04T09:00:00.000Z', timezone: 'Europe/Paris', participants: [{ email: 'ada@example.com', status: 'noreply' }] },
    });
    expect(await calendarCreateEvent.sandbox(calendarCreateEvent.payload.parse({ ...NEW_EVENT, title: 'sandbox:fail' }), context)).toMatchObject({
      status: 'failed',
    });
  });

  it('price a list at 1 cent and a new event at 2', async () => {
    expect(await calendarListEvents.pricing.estimateCents(calendarListEvents.payload.parse(WINDOW), pricingContext())).toBe(1);
    expect(await calendarCreateEvent.pricing.estimateCents(calendarCreateEvent.payload.parse(NEW_EVENT), pricingContext())).toBe(2);
  });
});

describe('calendar.list_events live through Nylas', () => {
  it('GETs the documented query with the grant\'s token: calendar, the window in Unix seconds, limit, occurrences expanded', async () => {
    const seen = answerAndRecord(server, 'get', `${BASE}/events`, () =>
      HttpResponse.json({ request_id: 'req-e', data: [nylasEvent(TIMESPAN)], next_cursor: 'CigKGjRsb3Bp' }),
    );
    expect(await list(WINDOW)).toEqual({
      status: 'executed',
      result: {
        events: [
          {
            id: '5dgbc2oo6ngt6c8a4ofufu0mhe',
            calendar_id: 'ada@example.com',
            title: 'Onboarding call with Acme',
            description: 'Agenda: accounts, billing.',
            location: 'Room 4',
            start: '2025-03-04T09:00:00.000Z',
            end: '2025-03-04T09:30:00.000Z',
            all_day: false,
            timezone: 'Europe/Paris',
            status: 'confirmed',
            participants: [
              { email: 'ada@example.com', name: 'Ada Lovelace', status: 'yes' },
              { email: 'bob@example.com', name: null, status: 'noreply' },
            ],
            url: 'https://www.google.com/calendar/event?eid=NWRnYmMy',
          },
        ],
        has_more: true,
      },
      costCents: 1,
    });
    const request = seen[0]!;
    expect([request.method, request.headers.get('authorization')]).toEqual(['GET', 'Bearer nylas_grant_access_token_A']);
    expect(request.url).toBe(`${BASE}/events?calendar_id=primary&start=1741042800&end=1741129200&limit=20&expand_recurring=true`);
  });

  it('reads all-day events (date and datespan) as their dates, and a moment (time) as start and end alike', async () => {
    answerAndRecord(server, 'get', `${BASE}/events`, () =>
      HttpResponse.json({
        request_id: 'req-e',
        data: [
          nylasEvent({ object: 'date', date: '2025-03-04' }, { id: 'a', status: null, participants: null, html_link: null, location: null, description: null }),
          nylasEvent({ object: 'datespan', start_date: '2025-03-04', end_date: '2025-03-06' }, { id: 'b' }),
          nylasEvent({ object: 'time', time: 1_741_078_800, timezone: 'UTC' }, { id: 'c' }),
        ],
        next_cursor: null,
      }),
    );
    const outcome = await list(WINDOW);
    expect(outcome.status === 'executed' && outcome.result.events.map(({ id, start, end, all_day, timezone }) => ({ id, start, end, all_day, timezone }))).toEqual([
      { id: 'a', start: '2025-03-04', end: '2025-03-04', all_day: true, timezone: null },
      { id: 'b', start: '2025-03-04', end: '2025-03-06', all_day: true, timezone: null },
      { id: 'c', start: '2025-03-04T09:00:00.000Z', end: '2025-03-04T09:00:00.000Z', all_day: false, timezone: 'UTC' },
    ]);
    expect(outcome).toMatchObject({ result: { events: [{ status: null, participants: [], url: null, location: '', description: '' }, {}, {}], has_more: false } });
  });

  it('maps Nylas\' errors with its message, and a 429 with its Retry-After', async () => {
    server.use(http.get(`${BASE}/events`, () => nylasError(404, 'api.not_found_error', 'Calendar not found')));
    await expect(list({ ...WINDOW, calendar_id: 'gone' })).rejects.toThrow('Nylas answered HTTP 404: Calendar not found');
    server.use(http.get(`${BASE}/events`, () => nylasError(403, 'api.provider_error', 'Request had insufficient authentication scopes.')));
    await expect(list(WINDOW)).rejects.toThrow('Nylas answered HTTP 403: Request had insufficient authentication scopes.');
    server.use(http.get(`${BASE}/events`, () => nylasError(429, 'api.rate_limit_error', 'Rate limit error.', { 'retry-after': '4' })));
    await expect(list(WINDOW)).rejects.toThrow('Nylas answered HTTP 429: Rate limit error. (retry after 4 s)');
  });

  it('fails on an answer in another shape', async () => {
    server.use(http.get(`${BASE}/events`, () => HttpResponse.json({ request_id: 'r', data: [{ id: 'x', calendar_id: 'c', when: { object: 'someday' } }] })));
    await expect(list(WINDOW)).rejects.toThrow(/^Nylas answered in an unexpected shape \(data\.0\.when/);
  });

  it('without the organization\'s Nylas app fails naming the install endpoint, before any request', async () => {
    const seen = answerAndRecord(server, 'get', `${BASE}/events`, () => HttpResponse.json({ data: [] }));
    await expect(list(WINDOW, contextWith({}, undefined, null))).rejects.toThrow(`calendar.list_events ${NO_APP}`);
    await expect(list(WINDOW, contextWith({}, undefined, connectedAppAccess('slack', 'xoxb-1', { team_id: 'T1' })))).rejects.toThrow(NO_APP);
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when Nylas does not answer within the deadline', async () => {
    server.use(http.get(`${BASE}/events`, neverAnswers));
    expect(await executeLive(calendarListEvents, calendarListEvents.payload.parse(WINDOW), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP)).toEqual({
      status: 'failed',
      detail: 'The provider did not answer within 100 ms',
    });
  });
});

describe('calendar.create_event live through Nylas', () => {
  it('POSTs the documented event: calendar and notify_participants in the query, a timespan in Unix seconds with its zone, participants', async () => {
    const seen = answerAndRecord(server, 'post', `${BASE}/events`, () =>
      HttpResponse.json({ request_id: 'req-c', data: nylasEvent(TIMESPAN, { participants: [{ email: 'ada@example.com', status: 'noreply' }] }) }),
    );
    expect(await create({ ...NEW_EVENT, description: 'Agenda: accounts, billing.', location: 'Room 4' })).toMatchObject({
      status: 'executed',
      result: { id: '5dgbc2oo6ngt6c8a4ofufu0mhe', start: '2025-03-04T09:00:00.000Z', end: '2025-03-04T09:30:00.000Z', participants: [{ email: 'ada@example.com', status: 'noreply' }] },
      costCents: 2,
    });
    const request = seen[0]!;
    expect([request.method, request.url, request.headers.get('authorization'), request.headers.get('content-type')]).toEqual([
      'POST',
      `${BASE}/events?calendar_id=primary&notify_participants=true`,
      'Bearer nylas_grant_access_token_A',
      'application/json',
    ]);
    expect(await request.json()).toEqual({
      title: 'Onboarding call with Acme',
      when: { start_time: 1_741_078_800, end_time: 1_741_080_600, start_timezone: 'Europe/Paris', end_timezone: 'Europe/Paris' },
      description: 'Agenda: accounts, billing.',
      location: 'Room 4',
      participants: [{ email: 'ada@example.com' }],
    });
  });

  it('sends only what the payload has, and no notifications when asked', async () => {
    const seen = answerAndRecord(server, 'post', `${BASE}/events`, () => HttpResponse.json({ request_id: 'req-c', data: nylasEvent(TIMESPAN) }));
    await create({ calendar_id: 'team@example.com', title: 'Focus', start: '2025-03-04T10:00:00Z', end: '2025-03-04T12:00:00Z', notify_participants: false });
    expect(seen[0]!.url).toBe(`${BASE}/events?calendar_id=team%40example.com&notify_participants=false`);
    expect(await seen[0]!.json()).toEqual({ title: 'Focus', when: { start_time: 1_741_082_400, end_time: 1_741_089_600 } });
  });

  it('maps Nylas\' refusals, and a 429 with its Retry-After', async () => {
    server.use(http.post(`${BASE}/events`, () => nylasError(400, 'api.invalid_request_error', 'Calendar is read-only')));
    await expect(create(NEW_EVENT)).rejects.toThrow('Nylas answered HTTP 400: Calendar is read-only');
    server.use(http.post(`${BASE}/events`, () => nylasError(429, 'api.rate_limit_error', 'Rate limit error.', { 'retry-after': '9' })));
    await expect(create(NEW_EVENT)).rejects.toThrow('Nylas answered HTTP 429: Rate limit error. (retry after 9 s)');
  });

  it('ends as a timeout failure when Nylas does not answer within the deadline', async () => {
    server.use(http.post(`${BASE}/events`, neverAnswers));
    expect(await executeLive(calendarCreateEvent, calendarCreateEvent.payload.parse(NEW_EVENT), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP)).toEqual({
      status: 'failed',
      detail: 'The provider did not answer within 100 ms',
    });
  });
});

describe('the calendar operations through the API with a live agent key', () => {
  const live = liveKeyApp({ NYLAS_API_KEY: 'nyk_v0_server_application_key' });
  const app = { provider: 'nylas', accessToken: 'org-grant-token', details: { grant_id: GRANT } } as const;

  it("are blocked without the organization's Nylas app, naming the calendar family, and never use the server's API key", async () => {
    const seen = answerAndRecord(server, 'get', `${BASE}/events`, () => HttpResponse.json({ data: [] }));
    const { body, balance } = await live.dispatch('calendar.list_events', WINDOW);
    expect(body).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app', cost_cents: 0 });
    expect(detailOf(body)).toBe(
      'calendar.list_events needs a connected calendar app (Nylas) in this workspace; none is installed: POST /api/v1/connected-apps/nylas/install',
    );
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
    expect(seen).toHaveLength(0);
  });

  it("run through the organization's Nylas app, installed as its email app, debiting 1 and 2 cents; a refusal debits nothing", async () => {
    const listed = answerAndRecord(server, 'get', `${BASE}/events`, () => HttpResponse.json({ request_id: 'r', data: [nylasEvent(TIMESPAN)], next_cursor: null }));
    const read = await live.dispatch('calendar.list_events', WINDOW, {}, app);
    expect(read.body).toMatchObject({ status: 'executed', cost_cents: 1, result: { events: [{ id: '5dgbc2oo6ngt6c8a4ofufu0mhe' }], has_more: false } });
    expect(read.balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
    expect(listed[0]!.headers.get('authorization')).toBe('Bearer org-grant-token');
    answerAndRecord(server, 'post', `${BASE}/events`, () => HttpResponse.json({ request_id: 'r', data: nylasEvent(TIMESPAN) }));
    const created = await live.dispatch('calendar.create_event', NEW_EVENT, {}, app);
    expect(created.body).toMatchObject({ status: 'executed', cost_cents: 2, result: { title: 'Onboarding call with Acme' } });
    expect(created.balance).toMatchObject({ balance_cents: 498, held_cents: 0 });
    server.use(http.post(`${BASE}/events`, () => nylasError(400, 'api.invalid_request_error', 'Calendar is read-only')));
    const refused = await live.dispatch('calendar.create_event', NEW_EVENT, {}, app);
    expect(refused.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(refused.body)).toBe('Nylas answered HTTP 400: Calendar is read-only');
    expect(refused.balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});

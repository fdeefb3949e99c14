import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/domain/catalog/index.js';
import { agentWithBindings, dispatchAs, type DispatchFixture } from '../support/dispatch.js';
import { connectApp } from '../support/connected-apps.js';
import { answerAndRecord, mockProviders } from '../support/providers.js';
import { useTestApp } from '../support/app.js';

/**
 * The operations that act on the organization's own ticketing, mailbox, team chat, calendar and CRM
 * apps, through the dispatch API: test mode answers their sandboxes (and their documented failure
 * triggers) for free, and in live mode each organization's request reaches its own app only.
 */

const OPERATIONS = [
  'ticket.get',
  'ticket.comment',
  'email.draft',
  'chat.read_messages',
  'calendar.list_events',
  'calendar.create_event',
  'crm.search_contacts',
  'crm.create_contact',
  'crm.update_deal',
  'crm.log_activity',
] as const;

const app = useTestApp({ env: { NYLAS_API_KEY: 'nyk_v0_server_application_key' } });
const server = mockProviders();

const bindings = Object.fromEntries(OPERATIONS.map((operation) => [operation, {}]));
const example = (operation: (typeof OPERATIONS)[number]) => CATALOG[operation].examples[0]!.payload;

describe('in test mode', () => {
  it('each answers its sandbox for free, and fails on its documented trigger, without an app', async () => {
    const fixture = await agentWithBindings(app, bindings);
    for (const operation of OPERATIONS) {
      const ran = await dispatchAs(app, fixture.testKey, { operation, payload: example(operation) });
      expect(ran.body, operation).toMatchObject({ status: 'executed', cost_cents: 0 });
      for (const { payload } of CATALOG[operation].sandboxFailures) {
        const failed = await dispatchAs(app, fixture.testKey, { operation, payload });
        expect(failed.body, operation).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
        expect((failed.body.result as { detail: string }).detail).toMatch(/^Sandbox failure trigger: /);
      }
    }
  });

  it('refuses a bad payload with 400 naming the field, recording nothing', async () => {
    const fixture = await agentWithBindings(app, bindings);
    const refused = await dispatchAs(app, fixture.testKey, { operation: 'calendar.list_events', payload: { start: '2025-03-04T10:00:00Z', end: '2025-03-04T09:00:00Z' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('end must be after start');
  });
});

/** Every request the provider endpoints below saw, in the order they came. */
const arrived: Request[] = [];

/** Answers `method url` with `respond`, keeping each request in `arrived`. */
const serve = (method: 'get' | 'post' | 'put' | 'patch', url: string, respond: (request: Request) => Response) =>
  answerAndRecord(server, method, url, (request) => {
    arrived.push(request);
    return respond(request);
  });

/** The provider endpoints the examples reach, on any account. */
function providersServe() {
  return {
    zendeskGet: serve('get', 'https://:subdomain.zendesk.com/api/v2/tickets/:id', ({ url }: Request) =>
      HttpResponse.json({ ticket: { id: Number(/tickets\/(\d+)/.exec(url)![1]), subject: 'x', status: 'open', created_at: '2025-01-31T09:12:04Z', updated_at: '2025-01-31T09:12:04Z' } }),
    ),
    zendeskPut: serve('put', 'https://:subdomain.zendesk.com/api/v2/tickets/:id', ({ url }: Request) =>
      HttpResponse.json({ ticket: { id: Number(/tickets\/(\d+)/.exec(url)![1]), status: 'open' }, audit: { events: [{ id: 1, type: 'Comment' }] } }),
    ),
    drafts: serve('post', 'https://api.us.nylas.com/v3/grants/:grant/drafts', () => HttpResponse.json({ data: { id: 'd1', thread_id: null } })),
    history: serve('get', 'https://slack.com/api/conversations.history', () => HttpResponse.json({ ok: true, messages: [], has_more: false })),
    eventsList: serve('get', 'https://api.us.nylas.com/v3/grants/:grant/events', () => HttpResponse.json({ data: [], next_cursor: null })),
    eventsCreate: serve('post', 'https://api.us.nylas.com/v3/grants/:grant/events', () =>
      HttpResponse.json({ data: { id: 'e1', calendar_id: 'primary', when: { object: 'timespan', start_time: 1_741_078_800, end_time: 1_741_080_600 } } }),
    ),
    hubspotSearch: serve('post', 'https://api.hubapi.com/crm/v3/objects/contacts/search', () => HttpResponse.json({ total: 0, results: [] })),
    hubspotCreate: serve('post', 'https://api.hubapi.com/crm/v3/objects/:type', () => HttpResponse.json({ id: '601' }, { status: 201 })),
    hubspotPatch: serve('patch', 'https://api.hubapi.com/crm/v3/objects/deals/:id', () => HttpResponse.json({ id: '8123456789' })),
  };
}

/** An organization with its own Zendesk, Nylas, Slack and HubSpot apps, each with tokens and accounts of its own. */
async function organizationWithApps(name: string): Promise<DispatchFixture> {
  const fixture = await agentWithBindings(app, bindings);
  const orgId = fixture.owner.session.organization.id;
  await connectApp(app, orgId, { provider: 'zendesk', accessToken: `zd-${name}`, details: { subdomain: name } });
  await connectApp(app, orgId, { provider: 'nylas', accessToken: `nylas-${name}`, details: { grant_id: `grant-${name}` } });
  await connectApp(app, orgId, { provider: 'slack', accessToken: `xoxb-${name}`, details: { team_id: `T${name.toUpperCase()}` } });
  await connectApp(app, orgId, { provider: 'hubspot', accessToken: `hs-${name}`, details: { hub_id: name === 'acme' ? '101' : '202' } });
  return fixture;
}

describe('in live mode', () => {
  it("one organization's request reaches its own app's account with its own token, never another organization's; one without apps reaches none", async () => {
    providersServe();
    const acme = await organizationWithApps('acme');
    const globex = await organizationWithApps('globex');
    const bare = await agentWithBindings(app, bindings);
    const all = () => arrived;

    for (const operation of OPERATIONS) {
      const before = all().length;
      const blocked = await dispatchAs(app, bare.liveKey, { operation, payload: example(operation) });
      expect(blocked.body, operation).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app', cost_cents: 0 });
      expect(all().length, operation).toBe(before);

      for (const [name, fixture] of [['acme', acme], ['globex', globex]] as const) {
        const from = all().length;
        const ran = await dispatchAs(app, fixture.liveKey, { operation, payload: example(operation) });
        expect(ran.body, `${operation} for ${name}`).toMatchObject({ status: 'executed' });
        const requests = all().slice(from);
        expect(requests, operation).toHaveLength(1);
        const [request] = requests;
        const authorization = request!.headers.get('authorization');
        const { hostname, pathname } = new URL(request!.url);
        // Its own token, and its own account: its Zendesk subdomain or its Nylas grant (Slack's and HubSpot's are the token's workspace and hub).
        expect(authorization, operation).toMatch(new RegExp(`^Bearer (zd|nylas|xoxb|hs)-${name}$`));
        if (hostname.endsWith('zendesk.com')) expect(hostname).toBe(`${name}.zendesk.com`);
        if (hostname === 'api.us.nylas.com') expect(pathname).toMatch(new RegExp(`^/v3/grants/grant-${name}/`));
      }
    }
    const other = (name: string) => (name === 'acme' ? 'globex' : 'acme');
    for (const request of all()) {
      const owner = /-(acme|globex)$/.exec(request.headers.get('authorization') ?? '')![1]!;
      expect(request.url).not.toContain(other(owner));
    }
  });
});

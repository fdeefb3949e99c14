import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ticketComment, ticketCreate, ticketGet, ticketUpdate } from '../../src/domain/catalog/operations/ticket.js';
import { adapterContexts, answerAndRecord, connectedAppAccess, executeLive, mockProviders, neverAnswers } from '../support/providers.js';

const CLOUD_ID = '11223344-a1b2-3b33-c444-def123456789';
const API = `https://api.atlassian.com/ex/jira/${CLOUD_ID}/rest/api/3`;
const SITE = 'https://acme.atlassian.net';
/** The organization's Jira app: the site it was installed on (Atlassian 3LO) and its access token. */
const APP = connectedAppAccess('jira', 'jira_3lo_token_acme', { cloud_id: CLOUD_ID, site_url: `${SITE}/` });
const AUTHORIZATION = 'Bearer jira_3lo_token_acme';
const CREATE = { title: 'Checkout fails for EU cards', description: 'Since 09:00 UTC every EU card is declined.', priority: 'urgent', project: 'OPS' };

const server = mockProviders();
const contextWith = adapterContexts('sr_jira_1', {}, 5_000, APP);

const create = (payload: unknown, context = contextWith()) => ticketCreate.live!(ticketCreate.payload.parse(payload), context);
const update = (payload: unknown, context = contextWith()) => ticketUpdate.live!(ticketUpdate.payload.parse(payload), context);

type Category = 'new' | 'indeterminate' | 'done';
const CATEGORY_NAMES: Record<Category, string> = { new: 'To Do', indeterminate: 'In Progress', done: 'Done' };
const CATEGORY_IDS: Record<Category, number> = { new: 2, indeterminate: 4, done: 3 };

/** A status as Jira answers it, in an issue or as a transition's target. */
function jiraStatus(name: string, category: Category, id = '10001') {
  return {
    self: `${SITE}/rest/api/3/status/${id}`,
    description: '',
    iconUrl: `${SITE}/images/icons/statuses/generic.png`,
    name,
    id,
    statusCategory: {
      self: `${SITE}/rest/api/3/statuscategory/${CATEGORY_IDS[category]}`,
      id: CATEGORY_IDS[category],
      key: category,
      colorName: 'blue-gray',
      name: CATEGORY_NAMES[category],
    },
  };
}

/** GET /issue/{key}?fields=status, as Jira answers it. */
const issueAnswer = (key: string, name: string, category: Category) =>
  HttpResponse.json({ expand: 'renderedFields,names,schema', id: '10042', self: `${API}/issue/10042`, key, fields: { status: jiraStatus(name, category) } });

/** One transition of GET /issue/{key}/transitions. */
function transition(id: string, name: string, to: ReturnType<typeof jiraStatus>, isAvailable = true) {
  return { id, name, to, hasScreen: false, isGlobal: true, isInitial: false, isAvailable, isConditional: false, isLooped: false };
}

/** A software project's simple workflow: To Do, In Progress, Done. */
const WORKFLOW = [
  transition('11', 'To Do', jiraStatus('To Do', 'new', '10000')),
  transition('21', 'In Progress', jiraStatus('In Progress', 'indeterminate', '3')),
  transition('31', 'Done', jiraStatus('Done', 'done', '10001')),
];

const jiraError = (status: number, errorMessages: string[], errors: Record<string, string> = {}) =>
  HttpResponse.json({ errorMessages, errors }, { status });

/** Serves the issue OPS-12 in `category`, its transitions, and the writes; keeps every request. */
function issueServes(name: string, category: Category, transitions = WORKFLOW) {
  return {
    read: answerAndRecord(server, 'get', `${API}/issue/OPS-12`, () => issueAnswer('OPS-12', name, category)),
    transitions: answerAndRecord(server, 'get', `${API}/issue/OPS-12/transitions`, () => HttpResponse.json({ expand: 'transitions', transitions })),
    transition: answerAndRecord(server, 'post', `${API}/issue/OPS-12/transitions`, () => new HttpResponse(null, { status: 204 })),
    comment: answerAndRecord(server, 'post', `${API}/issue/OPS-12/comment`, () =>
      HttpResponse.json({ self: `${API}/issue/10042/comment/10100`, id: '10100', created: '2025-01-31T09:12:04.000+0000' }, { status: 201 }),
    ),
  };
}

/** Answers POST /issue with OPS-12 and its status read with `category`; keeps both requests. */
function createServes(category: Category = 'new') {
  return {
    create: answerAndRecord(server, 'post', `${API}/issue`, () =>
      HttpResponse.json(
        { id: '10042', key: 'OPS-12', self: `${API}/issue/10042`, transition: { status: 200, errorCollection: { errorMessages: [], errors: {} } } },
        { status: 201 },
      ),
    ),
    read: answerAndRecord(server, 'get', `${API}/issue/OPS-12`, () => issueAnswer('OPS-12', CATEGORY_NAMES[category], category)),
  };
}

describe('ticket.create live through Jira', () => {
  it('POSTs the documented request: the app\'s bearer token on its site\'s cloud id, a Task with the description in ADF and the priority by name', async () => {
    const seen = createServes();
    await create({ ...CREATE, description: 'Since 09:00 UTC every EU card is declined.\n\nSee the dashboard.' });
    expect(seen.create).toHaveLength(1);
    const request = seen.create[0]!;
    expect([request.method, request.url]).toEqual(['POST', `${API}/issue`]);
    expect(request.headers.get('authorization')).toBe(AUTHORIZATION);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({
      fields: {
        project: { key: 'OPS' },
        summary: 'Checkout fails for EU cards',
        description: {
          type: 'doc',
          version: 1,
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Since 09:00 UTC every EU card is declined.' }] },
            { type: 'paragraph', content: [] },
            { type: 'paragraph', content: [{ type: 'text', text: 'See the dashboard.' }] },
          ],
        },
        issuetype: { name: 'Task' },
        priority: { name: 'Highest' },
      },
    });
    expect(seen.read.map((read) => [read.method, read.url, read.headers.get('authorization')])).toEqual([
      ['GET', `${API}/issue/OPS-12?fields=status`, AUTHORIZATION],
    ]);
  });

  it.each([
    ['low', 'Low'],
    ['normal', 'Medium'],
    ['high', 'High'],
  ])('names priority %s as Jira\'s default scheme does: %s', async (priority, name) => {
    const seen = createServes();
    await create({ ...CREATE, priority });
    expect(await seen.create[0]!.json()).toMatchObject({ fields: { priority: { name } } });
  });

  it('leaves out the description and priority when the payload does, for Jira\'s defaults', async () => {
    const seen = createServes();
    await create({ title: 'Printer on fire', project: 'OPS' });
    expect(await seen.create[0]!.json()).toEqual({ fields: { project: { key: 'OPS' }, summary: 'Printer on fire', issuetype: { name: 'Task' } } });
  });

  it.each([
    ['new', 'open'],
    ['indeterminate', 'pending'],
    ['done', 'solved'],
  ] as const)('answers the key, its page on the site, and status category %s as %s', async (category, status) => {
    createServes(category);
    expect(await create(CREATE)).toEqual({
      status: 'executed',
      result: { ticket_id: 'OPS-12', url: 'https://acme.atlassian.net/browse/OPS-12', status },
      costCents: 2,
    });
  });

  it('still answers the created issue, as open, when reading its status fails after the create', async () => {
    const seen = createServes();
    server.use(http.get(`${API}/issue/OPS-12`, () => new HttpResponse('Service Unavailable', { status: 503 })));
    expect(await create(CREATE)).toMatchObject({ status: 'executed', result: { ticket_id: 'OPS-12', status: 'open' } });
    expect(seen.create).toHaveLength(1);
  });

  it('without a project fails saying Jira needs one, before any request', async () => {
    const seen = createServes();
    await expect(create({ title: 'Printer on fire' })).rejects.toThrow(
      'ticket.create needs project, the key of the Jira project to file the ticket in (e.g. "OPS"): the organization’s ticketing app is Jira',
    );
    expect(seen.create).toHaveLength(0);
  });

  it.each([
    [
      400,
      { errorMessages: [], errors: { priority: 'Field \'priority\' cannot be set. It is not on the appropriate screen, or unknown.', project: 'Specify a valid project ID or key' } },
      'Jira answered HTTP 400: priority: Field \'priority\' cannot be set. It is not on the appropriate screen, or unknown.; project: Specify a valid project ID or key',
    ],
    [
      403,
      { errorMessages: ['You do not have permission to create issues in this project.'], errors: {} },
      'Jira answered HTTP 403: You do not have permission to create issues in this project.',
    ],
    [
      401,
      { code: 401, message: 'Unauthorized; scope does not match' },
      'Jira answered HTTP 401: Unauthorized; scope does not match (reconnect the Jira app (POST /api/v1/connected-apps/jira/install))',
    ],
  ])('maps HTTP %i to a failure carrying Jira\'s error', async (status, body, detail) => {
    server.use(http.post(`${API}/issue`, () => HttpResponse.json(body, { status })));
    await expect(create(CREATE)).rejects.toThrow(detail);
  });

  it('maps a 5xx whose body is not JSON', async () => {
    server.use(http.post(`${API}/issue`, () => new HttpResponse('<html><body>Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } })));
    await expect(create(CREATE)).rejects.toThrow('Jira answered HTTP 502: <html><body>Bad Gateway</body></html>');
  });

  it('maps a 429 with its Retry-After', async () => {
    server.use(
      http.post(`${API}/issue`, () => HttpResponse.json({ errorMessages: ['Rate limit exceeded.'], errors: {} }, { status: 429, headers: { 'retry-after': '5' } })),
    );
    await expect(create(CREATE)).rejects.toThrow('Jira answered HTTP 429: Rate limit exceeded. (retry after 5 s)');
  });

  it('fails on an answer without the issue\'s key', async () => {
    server.use(http.post(`${API}/issue`, () => HttpResponse.json({ id: '10042', self: `${API}/issue/10042` }, { status: 201 })));
    await expect(create(CREATE)).rejects.toThrow(/^Jira answered in an unexpected shape \(key: /);
  });

  it('acts on each organization\'s own site with its own token', async () => {
    const otherCloud = '99999999-0000-4000-8000-000000000000';
    const acme = createServes();
    const globex = answerAndRecord(server, 'post', `https://api.atlassian.com/ex/jira/${otherCloud}/rest/api/3/issue`, () =>
      HttpResponse.json({ id: '1', key: 'GX-1', self: 'x' }, { status: 201 }),
    );
    server.use(http.get(`https://api.atlassian.com/ex/jira/${otherCloud}/rest/api/3/issue/GX-1`, () => issueAnswer('GX-1', 'Backlog', 'new')));
    await create(CREATE);
    const other = connectedAppAccess('jira', 'jira_3lo_token_globex', { cloud_id: otherCloud, site_url: 'https://globex.atlassian.net' });
    expect(await create({ ...CREATE, project: 'GX' }, contextWith({}, 'sr_jira_2', other))).toMatchObject({
      result: { ticket_id: 'GX-1', url: 'https://globex.atlassian.net/browse/GX-1' },
    });
    expect(acme.create.map((request) => request.headers.get('authorization'))).toEqual([AUTHORIZATION]);
    expect(globex.map((request) => request.headers.get('authorization'))).toEqual(['Bearer jira_3lo_token_globex']);
  });

  it('fails an app without a valid cloud id or site, asking to reconnect it, before any request', async () => {
    const seen = createServes();
    const invalid: Record<string, string>[] = [{ site_url: SITE }, { cloud_id: 'a/../b', site_url: SITE }, { cloud_id: CLOUD_ID, site_url: 'acme.atlassian.net' }];
    for (const details of invalid) {
      await expect(create(CREATE, contextWith({}, undefined, connectedAppAccess('jira', 't', details)))).rejects.toThrow(
        /^The organization's Jira app \(capp_test_jira\) has no valid (cloud_id|site_url) recorded: reconnect it with POST \/api\/v1\/connected-apps\/jira\/install$/,
      );
    }
    expect(seen.create).toHaveLength(0);
  });

  it('goes to the organization\'s Jira app even where the payload names none, and refuses one naming Zendesk', async () => {
    const seen = createServes();
    await expect(create({ ...CREATE, app: 'zendesk' })).rejects.toThrow(
      'ticket.create acts through the organization\'s own Zendesk app, and this organization has none: an admin installs one with POST /api/v1/connected-apps/zendesk/install',
    );
    expect(await create({ ...CREATE, app: 'jira' })).toMatchObject({ status: 'executed' });
    expect(seen.create).toHaveLength(1);
  });

  it('ends as a timeout failure when Jira does not answer within the deadline', async () => {
    server.use(http.post(`${API}/issue`, neverAnswers));
    const outcome = await executeLive(ticketCreate, ticketCreate.payload.parse(CREATE), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

describe('ticket.update live through Jira', () => {
  it('moves the issue through the workflow\'s transition to a Done status: reads it, lists its transitions, posts the one to Done', async () => {
    const seen = issueServes('In Progress', 'indeterminate');
    expect(await update({ ticket_id: 'OPS-12', status: 'solved' })).toEqual({
      status: 'executed',
      result: { ticket_id: 'OPS-12', status: 'solved' },
      costCents: 1,
    });
    expect(seen.read.map((request) => request.url)).toEqual([`${API}/issue/OPS-12?fields=status`]);
    expect(seen.transitions.map((request) => [request.method, request.url])).toEqual([['GET', `${API}/issue/OPS-12/transitions`]]);
    expect(seen.transition).toHaveLength(1);
    const posted = seen.transition[0]!;
    expect(posted.headers.get('authorization')).toBe(AUTHORIZATION);
    expect(await posted.json()).toEqual({ transition: { id: '31' } });
    expect(seen.comment).toHaveLength(0);
  });

  it.each([
    ['open', 'done', '11'],
    ['pending', 'new', '21'],
    ['closed', 'indeterminate', '31'],
  ] as const)('takes status %s from %s through transition %s, and answers the status asked for', async (status, from, id) => {
    const seen = issueServes(CATEGORY_NAMES[from], from);
    expect(await update({ ticket_id: 'OPS-12', status })).toMatchObject({ result: { ticket_id: 'OPS-12', status } });
    expect(await seen.transition[0]!.json()).toEqual({ transition: { id } });
  });

  it('skips a transition Jira marks unavailable', async () => {
    const seen = issueServes('To Do', 'new', [
      transition('41', 'Close', jiraStatus('Closed', 'done', '6'), false),
      transition('31', 'Done', jiraStatus('Done', 'done', '10001')),
    ]);
    await update({ ticket_id: 'OPS-12', status: 'solved' });
    expect(await seen.transition[0]!.json()).toEqual({ transition: { id: '31' } });
  });

  it('transitions nothing when the issue is already in the category asked for', async () => {
    const seen = issueServes('QA Review', 'indeterminate');
    expect(await update({ ticket_id: 'OPS-12', status: 'pending' })).toMatchObject({ result: { status: 'pending' } });
    expect([...seen.transitions, ...seen.transition]).toHaveLength(0);
  });

  it('adds the comment in ADF, marked internal for Jira Service Management, and answers the issue\'s status', async () => {
    const seen = issueServes('In Progress', 'indeterminate');
    expect(await update({ ticket_id: 'OPS-12', comment: 'Looking into it.\nETA Friday.' })).toEqual({
      status: 'executed',
      result: { ticket_id: 'OPS-12', status: 'pending' },
      costCents: 1,
    });
    expect(seen.comment).toHaveLength(1);
    const posted = seen.comment[0]!;
    expect([posted.method, posted.url, posted.headers.get('authorization')]).toEqual(['POST', `${API}/issue/OPS-12/comment`, AUTHORIZATION]);
    expect(await posted.json()).toEqual({
      body: {
        type: 'doc',
        version: 1,
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Looking into it.' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'ETA Friday.' }] },
        ],
      },
      properties: [{ key: 'sd.public.comment', value: { internal: true } }],
    });
    expect([...seen.transitions, ...seen.transition]).toHaveLength(0);
  });

  it('transitions first, then comments', async () => {
    const order: string[] = [];
    issueServes('To Do', 'new');
    server.use(
      http.post(`${API}/issue/OPS-12/transitions`, () => {
        order.push('transition');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${API}/issue/OPS-12/comment`, () => {
        order.push('comment');
        return HttpResponse.json({ id: '10100' }, { status: 201 });
      }),
    );
    expect(await update({ ticket_id: 'OPS-12', status: 'solved', comment: 'Fixed in release 3.2.' })).toMatchObject({ result: { status: 'solved' } });
    expect(order).toEqual(['transition', 'comment']);
  });

  it('fails when no transition leads to the category, listing the ones there are, and writes nothing', async () => {
    const seen = issueServes('Backlog', 'new', [
      transition('21', 'Start work', jiraStatus('In Progress', 'indeterminate', '3')),
      transition('51', 'Park', jiraStatus('Parked', 'new', '7')),
    ]);
    await expect(update({ ticket_id: 'OPS-12', status: 'closed', comment: 'Done.' })).rejects.toThrow(
      'Jira offers no transition of OPS-12 from Backlog to a Done status, which "closed" means; its transitions: "Start work" to In Progress (In Progress), "Park" to Parked (To Do)',
    );
    issueServes('Backlog', 'new', []);
    await expect(update({ ticket_id: 'OPS-12', status: 'solved' })).rejects.toThrow(/its transitions: none$/);
    expect([...seen.transition, ...seen.comment]).toHaveLength(0);
  });

  it('maps a workflow\'s refusal of the transition to a failure carrying Jira\'s error, leaving no comment', async () => {
    const seen = issueServes('In Progress', 'indeterminate');
    server.use(http.post(`${API}/issue/OPS-12/transitions`, () => jiraError(400, [], { resolution: 'Resolution is required.' })));
    await expect(update({ ticket_id: 'OPS-12', status: 'solved', comment: 'Fixed.' })).rejects.toThrow('Jira answered HTTP 400: resolution: Resolution is required.');
    expect(seen.comment).toHaveLength(0);
  });

  it('maps an issue Jira does not show to a failure carrying its message', async () => {
    server.use(http.get(`${API}/issue/OPS-404`, () => jiraError(404, ['Issue does not exist or you do not have permission to see it.'])));
    await expect(update({ ticket_id: 'OPS-404', comment: 'Hello?' })).rejects.toThrow(
      'Jira answered HTTP 404: Issue does not exist or you do not have permission to see it.',
    );
  });

  it('maps a 5xx on the transitions list', async () => {
    issueServes('To Do', 'new');
    server.use(http.get(`${API}/issue/OPS-12/transitions`, () => jiraError(500, ['Internal server error'])));
    await expect(update({ ticket_id: 'OPS-12', status: 'solved' })).rejects.toThrow('Jira answered HTTP 500: Internal server error');
  });

  it('accepts an issue\'s numeric id and answers its key', async () => {
    server.use(http.get(`${API}/issue/10042`, () => issueAnswer('OPS-12', 'To Do', 'new')));
    const seen = issueServes('To Do', 'new');
    expect(await update({ ticket_id: '10042', comment: 'Noted.' })).toMatchObject({ result: { ticket_id: 'OPS-12', status: 'open' } });
    expect(seen.comment).toHaveLength(1);
  });

  it('fails a ticket id that is neither an issue key nor an id before any request', async () => {
    const seen = issueServes('To Do', 'new');
    for (const ticketId of ['tkt_1042', 'OPS-0', 'OPS 12', '-12', '../issue/OPS-12', 'OPS-12/comment']) {
      await expect(update({ ticket_id: ticketId, status: 'solved' })).rejects.toThrow(
        'Jira issues are named by their key, such as "OPS-12" as ticket.create returns it; ticket_id is not one',
      );
    }
    expect(seen.read).toHaveLength(0);
  });

  it('ends as a timeout failure when Jira does not answer within the deadline', async () => {
    server.use(http.get(`${API}/issue/OPS-12`, neverAnswers));
    const outcome = await executeLive(ticketUpdate, ticketUpdate.payload.parse({ ticket_id: 'OPS-12', status: 'solved' }), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

const get = (payload: unknown, context = contextWith()) => ticketGet.live!(ticketGet.payload.parse(payload), context);
const comment = (payload: unknown, context = contextWith()) => ticketComment.live!(ticketComment.payload.parse(payload), context);

/** GET /issue/OPS-12 with the fields ticket.get asks for, as Jira answers them (the description in ADF). */
const issueDetails = (priority: string | null, description: unknown) =>
  HttpResponse.json({
    expand: 'renderedFields,names,schema',
    id: '10042',
    self: `${API}/issue/10042`,
    key: 'OPS-12',
    fields: {
      summary: 'Checkout fails for EU cards',
      description,
      status: jiraStatus('In Progress', 'indeterminate', '3'),
      priority: priority === null ? null : { self: `${SITE}/rest/api/3/priority/1`, iconUrl: `${SITE}/images/icons/priorities/high.svg`, name: priority, id: '2' },
      created: '2025-01-31T09:12:04.000+0100',
      updated: '2025-02-01T16:40:00.512+0000',
    },
  });

const DESCRIPTION = {
  type: 'doc',
  version: 1,
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'Since 09:00 UTC every ' }, { type: 'text', text: 'EU', marks: [{ type: 'strong' }] }, { type: 'text', text: ' card is declined.' }] },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Visa' }] }] }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Line one' }, { type: 'hardBreak' }, { type: 'text', text: 'line two' }] },
  ],
};

describe('ticket.get live through Jira', () => {
  it('GETs the issue with the fields it reads, and maps its ADF description to text, its category and its priority', async () => {
    const seen = answerAndRecord(server, 'get', `${API}/issue/OPS-12`, () => issueDetails('High', DESCRIPTION));
    expect(await get({ ticket_id: 'OPS-12', app: 'jira' })).toEqual({
      status: 'executed',
      result: {
        ticket_id: 'OPS-12',
        title: 'Checkout fails for EU cards',
        description: 'Since 09:00 UTC every EU card is declined.\nVisa\nLine one\nline two',
        status: 'pending',
        priority: 'high',
        url: 'https://acme.atlassian.net/browse/OPS-12',
        created_at: '2025-01-31T08:12:04.000Z',
        updated_at: '2025-02-01T16:40:00.512Z',
      },
      costCents: 1,
    });
    expect(seen.map((request) => [request.method, request.url, request.headers.get('authorization')])).toEqual([
      ['GET', `${API}/issue/OPS-12?fields=summary%2Cdescription%2Cstatus%2Cpriority%2Ccreated%2Cupdated`, AUTHORIZATION],
    ]);
  });

  it.each([
    ['Highest', 'urgent'],
    ['Medium', 'normal'],
    ['Lowest', 'low'],
    ['P1 - Blocker', null],
    [null, null],
  ])('reads priority %s as %s, and no description as empty', async (priority, expected) => {
    server.use(http.get(`${API}/issue/OPS-12`, () => issueDetails(priority, null)));
    expect(await get({ ticket_id: 'OPS-12' })).toMatchObject({ result: { priority: expected, description: '' } });
  });

  it('maps an issue Jira does not show, and a 429 with its Retry-After; refuses a key that is not one before any request', async () => {
    server.use(http.get(`${API}/issue/OPS-12`, () => jiraError(404, ['Issue does not exist or you do not have permission to see it.'])));
    await expect(get({ ticket_id: 'OPS-12' })).rejects.toThrow('Jira answered HTTP 404: Issue does not exist or you do not have permission to see it.');
    server.use(http.get(`${API}/issue/OPS-12`, () => HttpResponse.json({ errorMessages: ['Rate limit exceeded.'] }, { status: 429, headers: { 'retry-after': '7' } })));
    await expect(get({ ticket_id: 'OPS-12' })).rejects.toThrow('Jira answered HTTP 429: Rate limit exceeded. (retry after 7 s)');
    await expect(get({ ticket_id: 'OPS-12/comment' })).rejects.toThrow('Jira issues are named by their key');
  });

  it('ends as a timeout failure when Jira does not answer within the deadline', async () => {
    server.use(http.get(`${API}/issue/OPS-12`, neverAnswers));
    const outcome = await executeLive(ticketGet, ticketGet.payload.parse({ ticket_id: 'OPS-12' }), { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP);
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

describe('ticket.comment live through Jira', () => {
  const answered = () => HttpResponse.json({ self: `${API}/issue/10042/comment/10100`, id: '10100', created: '2025-01-31T09:12:04.000+0000' }, { status: 201 });

  it('POSTs the comment in ADF, marked internal unless public, and answers its id', async () => {
    const seen = answerAndRecord(server, 'post', `${API}/issue/OPS-12/comment`, answered);
    expect(await comment({ ticket_id: 'OPS-12', comment: 'Looking into it.' })).toEqual({
      status: 'executed',
      result: { ticket_id: 'OPS-12', comment_id: '10100', public: false },
      costCents: 2,
    });
    await comment({ ticket_id: 'OPS-12', comment: 'Fixed: please try again.', public: true });
    expect(seen.map((request) => [request.method, request.url, request.headers.get('authorization')])).toEqual([
      ['POST', `${API}/issue/OPS-12/comment`, AUTHORIZATION],
      ['POST', `${API}/issue/OPS-12/comment`, AUTHORIZATION],
    ]);
    expect(await seen[0]!.json()).toEqual({
      body: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Looking into it.' }] }] },
      properties: [{ key: 'sd.public.comment', value: { internal: true } }],
    });
    expect(await seen[1]!.json()).toEqual({
      body: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Fixed: please try again.' }] }] },
    });
  });

  it('maps Jira\'s refusals, and a 429 with its Retry-After', async () => {
    server.use(http.post(`${API}/issue/OPS-12/comment`, () => jiraError(400, [], { comment: 'Comment body can not be empty!' })));
    await expect(comment({ ticket_id: 'OPS-12', comment: 'x' })).rejects.toThrow('Jira answered HTTP 400: comment: Comment body can not be empty!');
    server.use(http.post(`${API}/issue/OPS-12/comment`, () => HttpResponse.json({ errorMessages: ['Rate limit exceeded.'] }, { status: 429, headers: { 'retry-after': '3' } })));
    await expect(comment({ ticket_id: 'OPS-12', comment: 'x' })).rejects.toThrow('Jira answered HTTP 429: Rate limit exceeded. (retry after 3 s)');
  });

  it('ends as a timeout failure when Jira does not answer within the deadline', async () => {
    server.use(http.post(`${API}/issue/OPS-12/comment`, neverAnswers));
    const payload = ticketComment.payload.parse({ ticket_id: 'OPS-12', comment: 'x' });
    expect(await executeLive(ticketComment, payload, { PROCTOR_PROVIDER_TIMEOUT_MS: '100' }, 'sr_slow', APP)).toEqual({
      status: 'failed',
      detail: 'The provider did not answer within 100 ms',
    });
  });
});

import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { CATALOG, getOperation, OPERATIONS, resolveOperation, type Operation } from '../../src/domain/catalog/index.js';
import type { PricingContext, ProviderOperationDefinition } from '../../src/domain/catalog/operation.js';
import type { AdapterOutcome } from '../../src/providers/contract.js';
import { dataCsvParse } from '../../src/domain/catalog/operations/data.js';
import { SANDBOX_FAIL_HOST } from '../../src/domain/catalog/sandbox.js';
import { emailSend } from '../../src/domain/catalog/operations/email.js';
import { ZEmailAddressSchema } from '../../src/domain/email-address.js';
import { textGeneration } from '../../src/domain/catalog/operations/text-generation.js';
import { webSearch } from '../../src/domain/catalog/operations/web-search.js';
import { callProvider } from '../../src/domain/dispatch/execute.js';
import { DomainError } from '../../src/domain/errors.js';
import { createLogger } from '../../src/logger.js';
import { mockProviders } from '../support/providers.js';

/** No provider is configured here: each provider's own tests configure it against its wire format. */
const config = loadConfig({});
const pricing: PricingContext = { mode: 'test', config, signal: new AbortController().signal };

/**
 * A local OpenAI-compatible server listing its models without prices: text generation prices
 * them at the fallback of 1 cent per 1K tokens, in test mode as in live (its estimate reads the
 * model list in both); OpenRouter's list for the examples, priced as it lists them.
 */
const LOCAL_AGGREGATOR = 'http://localhost:8000/v1';
mockProviders(
  http.get(`${LOCAL_AGGREGATOR}/models`, () => HttpResponse.json({ object: 'list', data: [{ id: 'openai/gpt-4o-mini', object: 'model', owned_by: 'vllm' }] })),
  http.get('https://openrouter.ai/api/v1/models', () =>
    HttpResponse.json({ data: [{ id: 'openai/gpt-4o-mini', pricing: { prompt: '0.00000015', completion: '0.0000006' } }] }),
  ),
);

/** Runs an adapter the way dispatch does: on the payload as its schema parses it, through callProvider(). */
async function run<P, R>(definition: ProviderOperationDefinition<P, R>, mode: 'sandbox' | 'live', payload: unknown): Promise<AdapterOutcome<R>> {
  const parsed = definition.payload.parse(payload);
  const outcome = await callProvider(untyped(definition), mode === 'sandbox' ? 'test' : 'live', parsed, 'sr_test', config, createLogger('silent'));
  return outcome as AdapterOutcome<R>;
}

const untyped = <P, R>(definition: ProviderOperationDefinition<P, R>) => definition as unknown as ProviderOperationDefinition;

/** A sandbox request to its end: a running one (voice.call) as the poller ends it, through the sandbox's check. */
async function runToEnd<P, R>(definition: ProviderOperationDefinition<P, R>, payload: unknown): Promise<AdapterOutcome<R>> {
  const outcome = await run(definition, 'sandbox', payload);
  if (outcome.status !== 'running') return outcome;
  const context = { signal: new AbortController().signal, serviceRequestId: 'sr_test', config };
  return definition.check!.sandbox({ externalId: outcome.externalId, payload: definition.payload.parse(payload) }, context);
}

/** The operations providers serve; workflow.run, served by Proctor itself, is tested through dispatch (test/routers/service-requests/workflow-run.test.ts). */
const providerOperation = (name: Operation): ProviderOperationDefinition | undefined => {
  const definition = CATALOG[name];
  return definition.internal ? undefined : definition;
};

/** For each operation, one field and a value its schema must refuse. */
const WRONG_FIELD: Record<Operation, [field: string, value: unknown]> = {
  'web_search.search': ['count', 21],
  'text_generation.generate': ['messages', []],
  'email.send': ['to', 'not-an-address'],
  'email.read': ['limit', 51],
  'email.reply': ['body', ''],
  'audio.transcribe': ['audio_url', 'ftp://example.com/standup.mp3'],
  'chat.send': ['channel', '#'.repeat(81)],
  'ticket.create': ['priority', 'critical'],
  'ticket.update': ['status', 'reopened'],
  'web.fetch_url': ['url', 'file:///etc/passwd'],
  'data.csv_parse': ['delimiter', ';;'],
  'notification.webhook': ['payload', 'not an object'],
  'workflow.run': ['workflow_id', ''],
  'embeddings.create': ['input', []],
  'speech.synthesize': ['input', 'x'.repeat(1001)],
  'knowledge.query': ['k', 51],
  'device.command': ['command', ''],
  'ticket.get': ['ticket_id', ''],
  'ticket.comment': ['public', 'yes'],
  'email.draft': ['to', 'not-an-address'],
  'chat.read_messages': ['channel', '#ops'],
  'calendar.list_events': ['start', 'tomorrow'],
  'calendar.create_event': ['participants', 'ada@example.com'],
  'image.generate': ['size', '512x512'],
  'translation.translate': ['target_lang', 'German'],
  'moderation.check': ['input', []],
  'storage.put_object': ['content_type', 'not a type'],
  'storage.get_object': ['as', 'utf16'],
  'document.extract_text': ['url', 'file:///etc/passwd'],
  'sms.send': ['to', '4155550123'],
  'voice.call': ['max_duration_minutes', 61],
  'web_search.news': ['freshness', 'hour'],
  'data.json_query': ['expression', ''],
  'web.extract': ['url', 'file:///etc/passwd'],
  'geocoding.lookup': ['limit', 11],
  'data.xlsx_parse': ['content', 'not base64!'],
  'payments.create_payment_link': ['currency', 'USD'],
  'payments.refund': ['payment', 'py_123'],
  'crm.search_contacts': ['query', 'a'],
  'crm.create_contact': ['email', 'jane'],
  'crm.update_deal': ['close_date', '31/07/2025'],
  'crm.log_activity': ['type', 'email'],
};

const EXECUTABLE = OPERATIONS.filter((name) => providerOperation(name));

describe('the catalog', () => {
  it('defines each named operation once, under its own name and service', () => {
    expect(Object.keys(CATALOG)).toEqual([...OPERATIONS]);
    for (const name of OPERATIONS) {
      const definition = getOperation(name);
      expect(definition.operation).toBe(name);
      expect(name.startsWith(`${definition.service}.`), name).toBe(true);
    }
  });

  it('prices every operation in whole cents, never 0, with a formula where the price is not fixed', () => {
    for (const { operation, pricing } of Object.values(CATALOG)) {
      if (pricing.costCents === undefined) expect(pricing.formula, operation).toBeTruthy();
      else expect(Number.isInteger(pricing.costCents) && pricing.costCents > 0, operation).toBe(true);
    }
    expect(getOperation('text_generation.generate').pricing).toMatchObject({
      unit: 'token',
      formula: expect.stringContaining('prompt_token_bound = UTF-8 bytes of the messages (content, tool calls and tool call ids) + 16 per message'),
    });
    expect(getOperation('audio.transcribe').pricing).toMatchObject({ unit: 'request', costCents: 10 });
    expect(getOperation('ticket.create').pricing.costCents).toBe(2);
    expect(getOperation('workflow.run').pricing.costCents).toBe(5);
  });

  it('marks only audio.transcribe, workflow.run and voice.call async, and the mailbox, calendar, team-chat, ticketing, payments and CRM operations as needing a connected app', () => {
    expect(OPERATIONS.filter((name) => CATALOG[name].async)).toEqual(['audio.transcribe', 'workflow.run', 'voice.call']);
    expect(Object.fromEntries(OPERATIONS.map((name) => [name, CATALOG[name].requiresConnectedApp]))).toEqual({
      'web_search.search': null,
      'text_generation.generate': null,
      'email.send': null,
      'email.read': 'email',
      'email.reply': 'email',
      'audio.transcribe': null,
      'chat.send': 'team_chat',
      'ticket.create': 'ticketing',
      'ticket.update': 'ticketing',
      'web.fetch_url': null,
      'data.csv_parse': null,
      'notification.webhook': null,
      'workflow.run': null,
      'embeddings.create': null,
      'speech.synthesize': null,
      'knowledge.query': null,
      'device.command': null,
      'ticket.get': 'ticketing',
      'ticket.comment': 'ticketing',
      'email.draft': 'email',
      'chat.read_messages': 'team_chat',
      'calendar.list_events': 'calendar',
      'calendar.create_event': 'calendar',
      'image.generate': null,
      'translation.translate': null,
      'moderation.check': null,
      'storage.put_object': null,
      'storage.get_object': null,
      'document.extract_text': null,
      'sms.send': null,
      'voice.call': null,
      'web_search.news': null,
      'data.json_query': null,
      'web.extract': null,
      'geocoding.lookup': null,
      'data.xlsx_parse': null,
      'payments.create_payment_link': 'payments',
      'payments.refund': 'payments',
      'crm.search_contacts': 'crm',
      'crm.create_contact': 'crm',
      'crm.update_deal': 'crm',
      'crm.log_activity': 'crm',
    });
  });

  it('fails a live operation whose provider is not configured with a detail naming the variables to set, or the app to install', async () => {
    const needNoSettings = ['data.csv_parse', 'web.fetch_url', 'data.json_query', 'web.extract', 'data.xlsx_parse'];
    for (const name of EXECUTABLE.filter((operation) => !needNoSettings.includes(operation))) {
      const definition = providerOperation(name)!;
      const outcome = await run(definition, 'live', definition.examples[0]!.payload);
      const needed = definition.requiresConnectedApp
        ? /^\S+ acts through the organization's own [\w ]+ app, and this organization has none: an admin installs one with POST \/api\/v1\/connected-apps\/[a-z]+\/install/
        : /\b(set|setting) [A-Z][A-Z_]+/;
      expect(outcome, name).toMatchObject({ status: 'failed', detail: expect.stringMatching(needed) });
    }
  });

  it('takes no server settings for an operation that acts through the organization\'s app, and names the app to use only where its family has several', () => {
    for (const name of OPERATIONS) {
      const definition = CATALOG[name];
      if (definition.requiresConnectedApp) expect(definition.liveSettings, name).toEqual([]);
    }
    expect(OPERATIONS.filter((name) => CATALOG[name].appOf)).toEqual([
      'ticket.create',
      'ticket.update',
      'ticket.get',
      'ticket.comment',
      'crm.search_contacts',
      'crm.create_contact',
      'crm.update_deal',
      'crm.log_activity',
    ]);
  });
});

describe.each(OPERATIONS)('%s', (name) => {
  const definition = CATALOG[name];

  it('has examples that its own payload schema accepts as they are', () => {
    expect(definition.examples.length).toBeGreaterThan(0);
    for (const { payload } of definition.examples) expect(definition.payload.parse(payload)).toEqual(payload);
  });

  it('estimates every example at a whole number of cents, at least 1', async () => {
    for (const { payload } of definition.examples) {
      const estimate = await definition.pricing.estimateCents(definition.payload.parse(payload), pricing);
      expect(Number.isInteger(estimate) && estimate >= 1, String(estimate)).toBe(true);
    }
  });

  it('refuses a wrong field, naming it, and unknown fields', () => {
    const [example] = definition.examples;
    const [field, value] = WRONG_FIELD[name];
    const wrong = definition.payload.safeParse({ ...(example?.payload as object), [field]: value });
    expect(wrong.error?.issues[0]?.path).toEqual([field]);
    expect(wrong.error?.issues[0]?.message).toBeTruthy();
    const unknown = definition.payload.safeParse({ ...(example?.payload as object), surprise: 1 });
    expect(unknown.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['surprise'] });
  });

  it('documents sandbox failures that its payload schema accepts and its sandbox answers failed, with a detail', async () => {
    expect(definition.sandboxFailures.length).toBeGreaterThan(0);
    const provided = providerOperation(name);
    for (const { description, payload } of definition.sandboxFailures) {
      expect(description).toBeTruthy();
      expect(definition.payload.parse(payload)).toEqual(payload);
      if (!provided) continue;
      const outcome = await runToEnd(provided, payload);
      expect(outcome, description).toMatchObject({ status: 'failed', detail: expect.stringMatching(/\S/) });
    }
  });
});

describe.each(EXECUTABLE)('the sandbox of %s', (name) => {
  const definition = providerOperation(name)!;

  it('answers every example for free, in the shape of the result schema, and the same way every time', async () => {
    for (const { payload } of definition.examples) {
      const first = await runToEnd(definition, payload);
      expect(first).toMatchObject({ status: 'executed', costCents: 0 });
      if (first?.status === 'executed') expect(definition.result.parse(first.result)).toEqual(first.result);
      expect(await runToEnd(definition, payload)).toEqual(first);
    }
  });
});

describe('email addresses (accounts and email.send alike)', () => {
  it('refuse a local part over 64 bytes, as mail servers and JSON Schema\'s email format do', () => {
    const send = (to: string, cc: string[] = []) => emailSend.payload.safeParse({ to, subject: 'Hi', body: 'Hello', cc }).success;
    expect(send(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(send(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(send('ok@example.com', [`${'a'.repeat(65)}@example.com`])).toBe(false);
  });

  it('say once what is wrong with an address without an @', () => {
    const parsed = ZEmailAddressSchema.safeParse('a'.repeat(80));
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['must be an email address']);
  });
});

describe('sandbox failure triggers', () => {
  it('fail email.send to fail@sandbox.proctor.dev, saying it is the sandbox trigger', async () => {
    const payload = { to: 'fail@sandbox.proctor.dev', subject: 'Hi', body: 'Hello' };
    expect(await run(emailSend, 'sandbox', payload)).toEqual({
      status: 'failed',
      detail:
        'Sandbox failure trigger: to is fail@sandbox.proctor.dev; test mode fails this request on purpose so that you can exercise your error handling',
    });
    expect(await run(emailSend, 'sandbox', { ...payload, to: 'fail@example.com' })).toMatchObject({ status: 'executed' });
  });

  it('match channels with or without "#" and any URL on fail.sandbox.proctor.dev', async () => {
    expect(await run(providerOperation('chat.send')!, 'sandbox', { channel: 'sandbox-fail', text: 'hi' })).toMatchObject({ status: 'failed' });
    expect(await run(providerOperation('web.fetch_url')!, 'sandbox', { url: 'https://FAIL.sandbox.proctor.dev/any/page?x=1' })).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: url is on fail\.sandbox\.proctor\.dev/),
    });
    expect(await run(providerOperation('web.fetch_url')!, 'sandbox', { url: 'https://sandbox.proctor.dev/' })).toMatchObject({ status: 'executed' });
  });

  it('fail audio.transcribe at once rather than running it', async () => {
    for (const { payload } of getOperation('audio.transcribe').sandboxFailures) {
      expect(await run(providerOperation('audio.transcribe')!, 'sandbox', payload)).toMatchObject({ status: 'failed' });
    }
  });

  it('are not triggers to live adapters, which fail only where the payload itself fails', async () => {
    expect(await run(dataCsvParse, 'live', dataCsvParse.sandboxFailures[0]?.payload)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Malformed CSV \(CSV_QUOTE_NOT_CLOSED\): /),
    });
    const csv = 'to,query,channel\nfail@sandbox.proctor.dev,sandbox:fail,sandbox-fail\n';
    for (const mode of ['live', 'sandbox'] as const) {
      expect(await run(dataCsvParse, mode, { csv })).toMatchObject({ status: 'executed', result: { row_count: 1 } });
    }
    for (const definition of EXECUTABLE.map((name) => providerOperation(name)!)) {
      for (const { payload } of definition.sandboxFailures) {
        const outcome = await run(definition, 'live', payload);
        // A refused URL is named by its host, which is the payload's own: only what the adapter adds counts.
        const detail = outcome?.status === 'failed' && outcome.detail.replaceAll(SANDBOX_FAIL_HOST, '<the payload\'s host>');
        expect(detail, definition.operation).not.toMatch(/sandbox/i);
      }
    }
  });
});

describe('live adapters', () => {
  it('answer every example in the shape of the result schema, within the estimate', async () => {
    for (const definition of EXECUTABLE.map((name) => providerOperation(name)!)) {
      for (const { payload } of definition.examples) {
        const outcome = await run(definition, 'live', payload);
        if (outcome?.status !== 'executed') continue;
        expect(definition.result.parse(outcome.result)).toEqual(outcome.result);
        expect(outcome.costCents).toBeLessThanOrEqual(await definition.pricing.estimateCents(definition.payload.parse(payload), pricing));
      }
    }
  });
});

describe('payload schemas', () => {
  it('fill in the documented defaults', () => {
    expect(getOperation('web_search.search').payload.parse({ query: 'q' })).toEqual({ query: 'q', count: 5 });
    expect(getOperation('email.read').payload.parse({})).toEqual({ folder: 'inbox', limit: 10 });
    expect(getOperation('data.csv_parse').payload.parse({ csv: 'a' })).toEqual({ csv: 'a', delimiter: ',', header: true });
    expect(getOperation('workflow.run').payload.parse({ workflow_id: 'wf_1' })).toEqual({ workflow_id: 'wf_1', input: {}, allow_draft: false, version: 'published' });
    expect(textGeneration.payload.parse({ model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] })).toMatchObject({
      max_tokens: 1024,
    });
  });

  it('say what is wrong in words', () => {
    const issue = (name: Operation, payload: unknown) => getOperation(name).payload.safeParse(payload).error?.issues[0];
    expect(issue('ticket.update', { ticket_id: 'tkt_1' })).toMatchObject({ path: ['status'], message: 'send status, comment or both' });
    expect(issue('web.fetch_url', { url: 'ftp://example.com/file' })).toMatchObject({
      path: ['url'],
      message: 'must be an http or https URL',
    });
    expect(issue('audio.transcribe', { audio_url: 'https://example.com/a.mp3', language: 'english!' })?.message).toMatch(/BCP 47/);
    expect(issue('text_generation.generate', { model: 'gpt 4o', messages: [{ role: 'user', content: 'hi' }] })?.message).toMatch(
      /model id such as "openai\/gpt-4o-mini"/,
    );
  });
});

describe('text_generation.generate', () => {
  const messages = [{ role: 'user' as const, content: 'x'.repeat(8000) }];

  it('estimates a model listed without prices at the fallback of 1 cent per 1K tokens: ceil((UTF-8 bytes + 16 per message + max_tokens) / 1000)', async () => {
    const local: PricingContext = { ...pricing, config: loadConfig({ OPENROUTER_BASE_URL: LOCAL_AGGREGATOR }) };
    const estimate = (max_tokens: number, content = 'x'.repeat(8000)) =>
      textGeneration.pricing.estimateCents({ model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content }], max_tokens }, local);
    expect(await estimate(1)).toBe(9);
    expect(await estimate(984)).toBe(9);
    expect(await estimate(985)).toBe(10);
    expect(await estimate(32_000)).toBe(41);
    // "é" is two bytes and "😀" four: the bound counts bytes, not characters.
    expect(await estimate(1, 'é'.repeat(1000))).toBe(3);
    expect(await estimate(1, '😀'.repeat(1000))).toBe(5);
  });

  it('answers in the sandbox by repeating the last user message, its usage counted from lengths, within max_tokens', async () => {
    const outcome = await run(textGeneration, 'sandbox', { model: 'meta-llama/llama-3.1-8b-instruct', messages, max_tokens: 1000 });
    expect(outcome).toMatchObject({
      status: 'executed',
      result: { model: 'meta-llama/llama-3.1-8b-instruct', usage: { prompt_tokens: 2000 }, tool_calls: [] },
    });
    if (outcome?.status !== 'executed') return;
    expect(outcome.result.content).toBe(messages.at(-1)!.content.slice(0, 4000));
    expect(outcome.result.usage.completion_tokens).toBe(Math.ceil(outcome.result.content.length / 4));
    const short = await run(textGeneration, 'sandbox', { model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'Sandbox' }], max_tokens: 1 });
    expect(short).toMatchObject({ status: 'executed', result: { content: 'Sand', usage: { completion_tokens: 1 }, finish_reason: 'length' } });
  });

  it('plans a tool call for each `call <operation> <JSON>` line whose tool is offered, and names each outcome once given the results', async () => {
    const tools = [{ type: 'function', function: { name: 'data__csv_parse' } }];
    const asked = await run(textGeneration, 'sandbox', {
      model: 'proctor/sandbox',
      messages: [{ role: 'user', content: 'Parse this:\ncall data.csv_parse {"csv": "a,b\\n1,2"}\ncall web.fetch_url {"url": "https://example.com"}' }],
      tools,
    });
    expect(asked).toMatchObject({ status: 'executed', result: { finish_reason: 'tool_calls' } });
    if (asked?.status !== 'executed') return;
    expect(asked.result.tool_calls).toEqual([{ id: 'call_1', type: 'function', function: { name: 'data__csv_parse', arguments: '{"csv": "a,b\\n1,2"}' } }]);
    expect(asked.result.content).toContain('(No tool is offered to me for web.fetch_url.)');
    const answered = await run(textGeneration, 'sandbox', {
      model: 'proctor/sandbox',
      messages: [
        { role: 'user', content: 'call data.csv_parse {}' },
        { role: 'assistant', content: '', tool_calls: asked.result.tool_calls },
        { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ status: 'executed', cost_cents: 0 }) },
      ],
      tools,
    });
    expect(answered).toMatchObject({ status: 'executed', result: { content: 'I called data.csv_parse (executed, 0 cents).', tool_calls: [], finish_reason: 'stop' } });
  });
});

describe('sandbox results', () => {
  it('web_search.search returns `count` results titled from the query', async () => {
    const outcome = await run(webSearch, 'sandbox', { query: 'proctor', count: 3 });
    expect(outcome?.status === 'executed' && outcome.result.results).toEqual([
      { title: 'proctor: result 1', url: 'https://example.com/search/1?q=proctor', snippet: 'Sandbox result 1 of 3 for "proctor".' },
      { title: 'proctor: result 2', url: 'https://example.com/search/2?q=proctor', snippet: 'Sandbox result 2 of 3 for "proctor".' },
      { title: 'proctor: result 3', url: 'https://example.com/search/3?q=proctor', snippet: 'Sandbox result 3 of 3 for "proctor".' },
    ]);
  });

  it('email.send derives the message id from a SHA-256 of the payload', async () => {
    const payload = { to: 'ada@example.com', subject: 'Hi', body: 'Hello' };
    const expected = `msg_${createHash('sha256').update(canonicalize(payload)).digest('hex').slice(0, 24)}`;
    expect(await run(emailSend, 'sandbox', payload)).toEqual({
      status: 'executed',
      result: { message_id: expected, accepted: true },
      costCents: 0,
    });
    const other = await run(emailSend, 'sandbox', { ...payload, body: 'Hello again' });
    expect(other?.status === 'executed' && other.result.message_id).not.toBe(expected);
  });
});

describe('data.csv_parse', () => {
  it('parses quoted fields with embedded commas, quotes and line breaks, keyed by the header', async () => {
    const csv = 'name,note\r\n"Hopper, Grace","said ""hi""\nthen left"\r\nAda,\r\n';
    expect(await run(dataCsvParse, 'live', { csv })).toEqual({
      status: 'executed',
      result: {
        columns: ['name', 'note'],
        rows: [
          { name: 'Hopper, Grace', note: 'said "hi"\nthen left' },
          { name: 'Ada', note: '' },
        ],
        row_count: 2,
      },
      costCents: 1,
    });
  });

  it('returns arrays of fields without a header, with any one-character delimiter', async () => {
    expect(await run(dataCsvParse, 'live', { csv: 'a;"b;c"\n1;2\n', delimiter: ';', header: false })).toEqual({
      status: 'executed',
      result: { columns: [], rows: [['a', 'b;c'], ['1', '2']], row_count: 2 },
      costCents: 1,
    });
  });

  it('gives the sandbox the same parse, for free', async () => {
    const payload = dataCsvParse.examples[0]?.payload;
    const live = await run(dataCsvParse, 'live', payload);
    expect(await run(dataCsvParse, 'sandbox', payload)).toEqual({ ...live, costCents: 0 });
  });

  it('fails clearly, with the line, on an unclosed quote, a ragged line or a repeated column', async () => {
    expect(await run(dataCsvParse, 'live', { csv: 'name,city\n"Ada,London\n' })).toEqual({
      status: 'failed',
      detail: 'Malformed CSV (CSV_QUOTE_NOT_CLOSED): Quote Not Closed: the parsing is finished with an opening quote at line 2',
    });
    expect(await run(dataCsvParse, 'live', { csv: 'name,city\nAda,London,UK\n' })).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Malformed CSV \(CSV_RECORD_INCONSISTENT_FIELDS_LENGTH\): Invalid Record Length: expect 2, got 3 on line 2/),
    });
    expect(await run(dataCsvParse, 'sandbox', { csv: 'name,name\nAda,Grace\n' })).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/the header names column "name" twice/),
    });
  });

  it('takes up to 10,000 rows besides the header, in both modes, and fails beyond, naming the limit', async () => {
    const rows = (count: number) => 'n\n' + '1\n'.repeat(count);
    for (const mode of ['live', 'sandbox'] as const) {
      expect(await run(dataCsvParse, mode, { csv: rows(10_000) })).toMatchObject({ status: 'executed', result: { row_count: 10_000 } });
      expect(await run(dataCsvParse, mode, { csv: rows(10_001) })).toEqual({
        status: 'failed',
        detail: 'Too many rows: the limit is 10,000 rows besides the header per request; split the CSV',
      });
    }
    expect(await run(dataCsvParse, 'live', { csv: '1\n'.repeat(10_000), header: false })).toMatchObject({
      status: 'executed',
      result: { row_count: 10_000 },
    });
    expect(await run(dataCsvParse, 'live', { csv: '1\n'.repeat(10_001), header: false })).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/the limit is 10,000 rows per request/),
    });
  });

  it('takes up to 500 columns and fails beyond, naming the limit', async () => {
    const columns = (count: number) => Array.from({ length: count }, (_, index) => `c${index}`).join(',') + '\n';
    expect(await run(dataCsvParse, 'live', { csv: columns(500) })).toMatchObject({ status: 'executed', result: { row_count: 0 } });
    expect(await run(dataCsvParse, 'sandbox', { csv: columns(501), header: false })).toEqual({
      status: 'failed',
      detail: 'Too many columns: 501, over the limit of 500 columns',
    });
  });
});

describe('resolveOperation', () => {
  it('accepts "<service>.<operation>" and service plus operation', () => {
    expect(resolveOperation('email.send')).toBe('email.send');
    expect(resolveOperation('send', 'email')).toBe('email.send');
  });

  it('refuses anything else with invalid_request naming the catalog', () => {
    expect(() => resolveOperation('send')).toThrow(DomainError);
    expect(() => resolveOperation('send')).toThrow(
      'Unknown operation "send" (send "<service>.<operation>", or service and operation); the catalog has: web_search.search,',
    );
  });
});

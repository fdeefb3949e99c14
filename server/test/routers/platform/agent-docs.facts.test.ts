import { Ajv2020 } from 'ajv/dist/2020.js';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { agentDocs, CATALOG, OPERATIONS, type Operation } from '../../../src/domain/catalog/index.js';
import { REASON_CODES, REASONS } from '../../../src/domain/dispatch/reasons.js';
import { ERROR_CODES, ERRORS } from '../../../src/domain/errors.js';
import { ERROR_STATUS, type ErrorEnvelope } from '../../../src/trpc/errors.js';
import { toAgentDocsResponse, type AgentDocsResponse } from '../../../src/routers/platform/agent-docs.types.js';
import { madeBeforeAll, useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs, transcribe } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { mockProviders } from '../../support/providers.js';
import { openStream } from '../../support/sse.js';

/**
 * Each fact agent-docs states, held to what the server does: an agent that reads only agent-docs
 * must not be surprised. The app runs with no provider configured, as the test settings leave it.
 */

const app = useTestApp();
/**
 * The one provider test mode asks: the model list text generation is priced from in both modes
 * (OpenRouter lists it without a key), as OpenRouter answers it.
 */
mockProviders(
  http.get('https://openrouter.ai/api/v1/models', () =>
    HttpResponse.json({ data: [{ id: 'openai/gpt-4o-mini', pricing: { prompt: '0.00000015', completion: '0.0000006' } }] }),
  ),
);
const ajv = new Ajv2020({ strict: false });

/** Every operation bound, web.fetch_url behind an approval; and an agent with no binding at all. */
const setup = madeBeforeAll(async () => ({
  docs: (await call<AgentDocsResponse>(app, 'GET', '/api/v1/agent-docs')).body,
  fixture: await agentWithBindings(app, { ...Object.fromEntries(OPERATIONS.map((operation) => [operation, {}])), 'web.fetch_url': { approval_threshold_cents: 0 } }),
  unbound: await agentWithBindings(app, {}),
}));
const firstExample = (operation: Operation) => ({ operation, payload: CATALOG[operation].examples[0]!.payload });
const path = (template: string, id: string) => template.replace('{id}', id);

describe('GET /api/v1/agent-docs, against the server', () => {
  /** How to bring about each status (the table in docs/dispatch.md), with the key that did. */
  const STATUS_TRIGGERS: Record<string, () => Promise<[Awaited<ReturnType<typeof dispatchAs>>, string]>> = {
    executed: async () => [await dispatchAs(app, setup.fixture.testKey, CSV), setup.fixture.testKey],
    blocked: async () => [await dispatchAs(app, setup.unbound.testKey, CSV), setup.unbound.testKey],
    failed: async () => [
      await dispatchAs(app, setup.fixture.testKey, { operation: CSV.operation, payload: CATALOG['data.csv_parse'].sandboxFailures[0]!.payload }),
      setup.fixture.testKey,
    ],
    approval_required: async () => [await dispatchAs(app, setup.fixture.testKey, firstExample('web.fetch_url')), setup.fixture.testKey],
    running: async () => [(await transcribe(app, setup.fixture, true)) as Awaited<ReturnType<typeof dispatchAs>>, setup.fixture.testKey],
  };

  it('lists every status a dispatch answers with, each with the HTTP status a real dispatch gives it', async () => {
    const { docs } = setup;
    expect(docs.statuses.map((entry) => entry.status).sort()).toEqual(Object.keys(STATUS_TRIGGERS).sort());
    for (const { status, http_status, final } of docs.statuses) {
      const [answer, key] = await STATUS_TRIGGERS[status]!();
      expect({ status: answer.body.status, http: answer.status }, status).toEqual({ status, http: http_status });
      // The documented poll path answers for it; a final request stays as it is.
      const polled = await call<{ status: string }>(app, 'GET', path(docs.polling.request.path, answer.body.id), { as: { bearer: key } });
      expect(polled.status).toBe(200);
      if (final) expect(polled.body.status).toBe(status);
      expect(ajv.validate(docs.dispatch.response_schema, answer.body), JSON.stringify(ajv.errors)).toBe(true);
    }
  });

  it('lists every reason code with its meaning and what to do', () => {
    const { docs } = setup;
    expect(docs.reasons.map((reason) => reason.code)).toEqual(REASON_CODES);
    for (const reason of docs.reasons) {
      expect(reason.meaning).toBe(REASONS[reason.code as keyof typeof REASONS]);
      expect(reason.what_to_do.length, reason.code).toBeGreaterThan(20);
    }
  });

  it('names a poll path and an event stream that answer for a request', async () => {
    const { docs, fixture } = setup;
    const executed = await dispatchAs(app, fixture.testKey, CSV);
    const stream = await openStream(app, path(docs.polling.events.path, executed.body.id), { authorization: `Bearer ${fixture.testKey}` });
    expect(stream.response.status).toBe(200);
    const events = await stream.rest();
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { id: executed.body.id, status: 'executed' } });
  });

  it('states the dispatch request: its path, a required Idempotency-Key, an agent key only, and the retry rule', async () => {
    const { docs, fixture } = setup;
    expect(docs.dispatch).toMatchObject({ method: 'POST', path: '/api/v1/service-requests' });
    expect(docs.dispatch.headers.map((header) => [header.name, header.required])).toEqual([
      ['Authorization', true],
      ['Idempotency-Key', true],
      ['Content-Type', true],
    ]);
    const withoutKey = await dispatchAs(app, fixture.testKey, CSV, null);
    expect([withoutKey.status, withoutKey.body.error.code]).toEqual([400, 'invalid_request']);
    const asPerson = await call<ErrorEnvelope>(app, 'POST', docs.dispatch.path, { as: { bearer: fixture.token }, body: CSV, headers: { 'idempotency-key': 'k-1' } });
    expect(asPerson.status).toBe(403);
    const first = await dispatchAs(app, fixture.testKey, CSV, 'retry-1');
    const again = await dispatchAs(app, fixture.testKey, CSV, 'retry-1');
    expect(again.body.id).toBe(first.body.id);
    const other = await dispatchAs(app, fixture.testKey, { ...CSV, payload: { csv: 'a\n1\n' } }, 'retry-1');
    expect([other.status, other.body.error.code]).toEqual([409, 'idempotency_conflict']);
    expect(ajv.validate(docs.dispatch.body_schema, CSV)).toBe(true);
  });

  it('states every error code with its HTTP status and meaning, and the 400 a bad payload gets, as a real one comes', async () => {
    const { docs, fixture } = setup;
    expect(docs.errors.codes).toEqual(ERROR_CODES.map((code) => ({ code, http_status: ERROR_STATUS[code], meaning: ERRORS[code] })));
    const example = docs.errors.invalid_payload_example as ErrorEnvelope;
    expect(example.error.details?.[0]?.path).toBe('payload.to');
    const real = await dispatchAs(app, fixture.testKey, { operation: 'email.send', payload: { to: 'not-an-address', subject: 'Hello', body: 'Hi' } });
    expect(real.status).toBe(ERROR_STATUS.invalid_request);
    const { request_id: _real, ...got } = (real.body as unknown as ErrorEnvelope).error;
    const { request_id: _example, ...documented } = example.error;
    expect(got).toEqual(documented);
    expect(ajv.validate(docs.errors.envelope_schema, real.body), JSON.stringify(ajv.errors)).toBe(true);
  });

  it('states the key prefixes of both modes, and that test mode costs 0 under the same limits', async () => {
    const { docs, fixture } = setup;
    expect(docs.modes.map((mode) => [mode.mode, mode.key_prefix])).toEqual([
      ['live', 'agent_key_live_'],
      ['test', 'agent_key_test_'],
    ]);
    expect(fixture.liveKey.startsWith(docs.modes[0]!.key_prefix)).toBe(true);
    expect(fixture.testKey.startsWith(docs.modes[1]!.key_prefix)).toBe(true);
    const limited = await agentWithBindings(app, { [CSV.operation]: { daily_limit: 1 } });
    for (const key of [limited.liveKey, limited.testKey]) {
      const first = await dispatchAs(app, key, CSV);
      expect(first.body).toMatchObject({ status: 'executed', cost_cents: key === limited.testKey ? 0 : 1 });
      expect((await dispatchAs(app, key, CSV)).body).toMatchObject({ status: 'blocked', reason_code: 'daily_limit_exceeded' });
    }
  });

  it('names GET /api/v1/agents/me, which answers the agent', async () => {
    const { docs, fixture } = setup;
    expect(docs.self).toMatchObject({ method: 'GET', path: '/api/v1/agents/me' });
    const self = await call<{ id: string; mode: string }>(app, 'GET', docs.self.path, { as: { bearer: fixture.testKey } });
    expect(self.body).toMatchObject({ id: fixture.agentId, mode: 'test' });
  });

  describe('each operation available where it says, and unavailable where it says with the reason it fails with', () => {
    it('in test mode: every available one runs its first example; an unavailable one fails with its reason', async () => {
      const { docs, fixture } = setup;
      for (const { operation, availability } of docs.operations) {
        const answer = await dispatchAs(app, fixture.testKey, firstExample(operation as Operation));
        if (operation === 'workflow.run') {
          // Its example names stored work (a workflow) this organization does not have: answered, and failed saying so.
          expect(availability.test.available, operation).toBe(true);
          expect(answer.body, operation).toMatchObject({ status: 'failed', reason_code: 'adapter_error', result: { detail: expect.stringContaining('No workflow') } });
        } else if (operation === 'storage.put_object' || operation === 'document.extract_text') {
          // Its example stores a note in the agent's own workspace, or names a URL test mode answers without fetching.
          expect(availability.test.available, operation).toBe(true);
          expect(answer.body, operation).toMatchObject({ status: 'executed', cost_cents: 0 });
        } else if (CATALOG[operation as Operation].internal) {
          // Its example names a collection, device or stored object granted to nobody here: answered, and blocked saying so.
          expect(availability.test.available, operation).toBe(true);
          expect(answer.body, operation).toMatchObject({
            status: 'blocked',
            reason_code: 'resource_not_granted',
            result: { detail: expect.stringMatching(/not granted to this agent|not in this agent's workspace/) },
          });
        } else if (availability.test.available) {
          expect(['executed', 'running', 'approval_required'], operation).toContain(answer.body.status);
        } else {
          expect(answer.body, operation).toMatchObject({ status: 'failed', reason_code: 'adapter_error', result: { detail: availability.test.reason } });
        }
      }
    });

    it('in live mode on a server without provider settings: each unavailable one fails with adapter_error naming what to set', async () => {
      const { docs, fixture } = setup;
      const live = docs.operations.filter((entry) => !entry.availability.live.available);
      expect(live.map((entry) => entry.operation)).toContain('web_search.search');
      for (const { operation, live_settings, availability } of live) {
        const answer = await dispatchAs(app, fixture.liveKey, firstExample(operation as Operation));
        expect(answer.body, operation).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
        const detail = (answer.body.result as { detail: string }).detail;
        for (const setting of live_settings) {
          expect(detail, operation).toContain(setting);
          expect(availability.live.reason, operation).toContain(setting);
        }
      }
    });

    it('in live mode: one documented available executes', async () => {
      const { docs, fixture } = setup;
      expect(docs.operations.find((entry) => entry.operation === CSV.operation)?.availability.live).toEqual({ available: true, reason: null });
      expect((await dispatchAs(app, fixture.liveKey, CSV)).body).toMatchObject({ status: 'executed', cost_cents: 1 });
    });

    it("follows the server's settings: setting an operation's live_settings makes it available live", () => {
      const { docs } = setup;
      const search = docs.operations.find((entry) => entry.operation === 'web_search.search')!;
      expect(search.availability.live.available).toBe(false);
      const configured = loadConfig(Object.fromEntries(search.live_settings.map((name) => [name, 'set'])));
      const served = toAgentDocsResponse(agentDocs(configured)).operations.find((entry) => entry.operation === 'web_search.search')!;
      expect(served.availability.live).toEqual({ available: true, reason: null });
    });
  });
});

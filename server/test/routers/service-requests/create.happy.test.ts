import { describe, expect, it } from 'vitest';
import type { AuditEntryResponse } from '../../../src/routers/audit-logs/audit-entry.types.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, externalIdOf, transcribe } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

describe('POST /api/v1/service-requests: executed', () => {
  it('runs a live operation, debits its cost from the wallet and audits it', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const result = await dispatchAs(app, fixture.liveKey, CSV);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: expect.stringMatching(/^sr_/),
      agent_id: fixture.agentId,
      status: 'executed',
      operation: 'data.csv_parse',
      mode: 'live',
      cost_cents: 1,
      result: { columns: ['name', 'qty'], row_count: 2 },
    });
    expect(result.body.reason_code).toBeUndefined();
    expect(await balanceOf(app, fixture)).toEqual({ balance_cents: 499, held_cents: 0, currency: 'usd' });
    const audit = await call<{ data: AuditEntryResponse[] }>(app, 'GET', '/api/v1/audit-logs?action=service_request.executed', { as: { bearer: fixture.token } });
    expect(audit.body.data).toEqual([
      expect.objectContaining({ actor: { type: 'agent', id: fixture.agentId }, outcome: 'executed', cost_cents: 1, mode: 'live', target: { type: 'service_request', id: result.body.id } }),
    ]);
  });

  it('runs test mode in the sandbox at cost 0, without touching the balance, tagged test', async () => {
    const fixture = await agentWithBindings(app, { 'web_search.search': {} });
    const result = await dispatchAs(app, fixture.testKey, { operation: 'web_search.search', payload: { query: 'governance' } });
    expect(result.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0 });
    expect((result.body.result as { results: unknown[] }).results.length).toBeGreaterThan(0);
    expect((await balanceOf(app, fixture)).balance_cents).toBe(500);
    const audit = await call<{ data: AuditEntryResponse[] }>(app, 'GET', '/api/v1/audit-logs?mode=test', { as: { bearer: fixture.token } });
    expect(audit.body.data.map((entry) => entry.action)).toEqual(['service_request.executed']);
  });

  it('accepts the service and the bare operation separately', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const result = await dispatchAs(app, fixture.testKey, { service: 'data', operation: 'csv_parse', payload: CSV.payload });
    expect(result.body).toMatchObject({ status: 'executed', operation: 'data.csv_parse' });
  });
});

describe('POST /api/v1/service-requests: running', () => {
  it('answers 202 running for a long job, and 200 executed for a short one', async () => {
    const fixture = await agentWithBindings(app, { 'audio.transcribe': {} });
    const running = await transcribe(app, fixture, true);
    expect(running.status).toBe(202);
    expect(running.body).toMatchObject({ status: 'running', operation: 'audio.transcribe', mode: 'test' });
    const polled = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${running.body.id}`, { as: { bearer: fixture.testKey } });
    expect(polled.body.status).toBe('running');
    const quick = await transcribe(app, fixture, false);
    expect(quick.status).toBe(200);
    expect(quick.body.status).toBe('executed');
  });

  it('starts separate jobs when two requests send the same long recording', async () => {
    const fixture = await agentWithBindings(app, { 'audio.transcribe': {} });
    const first = await transcribe(app, fixture, true);
    const { payload } = await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: first.body.id } });
    const again = await dispatchAs(app, fixture.testKey, { operation: 'audio.transcribe', payload });
    expect(again.status).toBe(202);
    expect(again.body.id).not.toBe(first.body.id);
    expect(await externalIdOf(app, again.body.id)).not.toBe(await externalIdOf(app, first.body.id));
  });

  it('replays the current state of a running request under the same Idempotency-Key', async () => {
    const fixture = await agentWithBindings(app, { 'audio.transcribe': {} });
    const body = { operation: 'audio.transcribe', payload: { audio_url: 'https://example.com/replay-0.mp3' } };
    const first = await dispatchAs(app, fixture.testKey, body, 'replay-key');
    const again = await dispatchAs(app, fixture.testKey, body, 'replay-key');
    expect(again.body.id).toBe(first.body.id);
    expect(again.status).toBe(first.status);
  });
});

describe('POST /api/v1/service-requests: the approval gate', () => {
  it('does not gate a cost equal to the threshold', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 1 } });
    expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
  });

  it('gates test mode alike, on the live price', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });
    expect((await dispatchAs(app, fixture.testKey, CSV)).body.status).toBe('approval_required');
  });
});

describe('POST /api/v1/service-requests: Idempotency-Key', () => {
  it('answers the same request again without a second execution or charge; another body is a conflict', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const first = await dispatchAs(app, fixture.liveKey, CSV, 'key-1');
    const again = await dispatchAs(app, fixture.liveKey, { payload: CSV.payload, operation: CSV.operation }, 'key-1');
    expect(again.body).toEqual(first.body);
    expect((await balanceOf(app, fixture)).balance_cents).toBe(499);
    const other = await dispatchAs(app, fixture.liveKey, { ...CSV, payload: { csv: 'a\n1\n' } }, 'key-1');
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({ code: 'idempotency_conflict' });
    expect(other.body.error.message).toMatch(/different request/);
  });

  it('is scoped per agent', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const first = await dispatchAs(app, fixture.liveKey, CSV, 'shared');
    const otherAgent = await agentWithBindings(app, { 'data.csv_parse': {} });
    const second = await dispatchAs(app, otherAgent.liveKey, CSV, 'shared');
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.status).toBe('executed');
  });

  it('is scoped per mode: a test request never answers a live one, nor a live one a test one', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const test = await dispatchAs(app, fixture.testKey, CSV, 'one-key');
    const live = await dispatchAs(app, fixture.liveKey, CSV, 'one-key');
    expect(test.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0 });
    expect(live.body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 1 });
    expect(live.body.id).not.toBe(test.body.id);
    expect((await balanceOf(app, fixture)).balance_cents).toBe(499);

    const other = await agentWithBindings(app, { 'data.csv_parse': {} });
    const liveFirst = await dispatchAs(app, other.liveKey, CSV, 'another-key');
    const testAfter = await dispatchAs(app, other.testKey, CSV, 'another-key');
    expect(testAfter.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0 });
    expect(testAfter.body.id).not.toBe(liveFirst.body.id);
    // Each key replays only its own mode's request.
    expect((await dispatchAs(app, other.testKey, CSV, 'another-key')).body.id).toBe(testAfter.body.id);
    expect((await dispatchAs(app, other.liveKey, CSV, 'another-key')).body.id).toBe(liveFirst.body.id);
  });
});

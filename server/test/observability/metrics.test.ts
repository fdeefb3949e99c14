import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sealAllPending } from '../../src/domain/audit/sealer.js';
import { getOperation } from '../../src/domain/catalog/index.js';
import { useTestApp } from '../support/app.js';
import { admitWithoutSettling, CSV, dispatchAs, HOOK, sweepEverythingAdmitted, useAgentWithBindings } from '../support/dispatch.js';
import { call, uniqueEmail } from '../support/identity.js';
import { captureLogs } from '../support/logs.js';
import { scrape, type Scrape } from '../support/prometheus.js';

// One login per address and window: the second is refused, and counted.
const { logger, lines } = captureLogs('info');
const app = useTestApp({ env: { PROCTOR_LOGIN_RATE_LIMIT_PER_ADDRESS: '1' }, logger });
const fixture = useAgentWithBindings(app, { [CSV.operation]: {}, [HOOK.operation]: {} });

describe('GET /metrics', () => {
  it('counts a live dispatch: its outcome, its debit, its provider call and its HTTP request by route pattern; a replay apart', async () => {
    const before = await scrape(app);
    const key = randomUUID();
    const dispatched = await dispatchAs(app, fixture.liveKey, CSV, key);
    expect(dispatched.body.status).toBe('executed');
    const replayed = await dispatchAs(app, fixture.liveKey, CSV, key);
    expect(replayed.status).toBe(dispatched.status);
    const after = await scrape(app);

    const live = { operation: CSV.operation, mode: 'live' };
    expect(after.movedSince(before, 'proctor_dispatches_total', { ...live, outcome: 'executed' })).toBe(1);
    expect(after.movedSince(before, 'proctor_dispatches_total', { ...live, outcome: 'replayed' })).toBe(1);
    expect(dispatched.body.cost_cents).toBeGreaterThan(0);
    expect(after.movedSince(before, 'proctor_debited_cents_total', { mode: 'live' })).toBe(dispatched.body.cost_cents);
    const provider = { provider: getOperation(CSV.operation as Parameters<typeof getOperation>[0]).service, mode: 'live' };
    expect(after.movedSince(before, 'proctor_provider_call_duration_seconds', provider)).toBe(1);
    expect(after.family('proctor_provider_call_duration_seconds')?.type).toBe('histogram');
    const route = { method: 'POST', route: '/api/v1/service-requests', status: String(dispatched.status) };
    expect(after.movedSince(before, 'proctor_http_request_duration_seconds', route)).toBe(2);
  });

  it('logs as ever with tracing off: no trace fields, and each line its own fields only', async () => {
    const requestIds = [(await app.request('/api/v1/health')).headers.get('x-request-id'), (await app.request('/api/v1/health')).headers.get('x-request-id')];
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => requestIds.includes(line.req_id as string));
    expect(logged).toHaveLength(2);
    for (const line of logged) expect(line).not.toHaveProperty('trace_id');
    expect(logged.map((line) => line.req_id)).toEqual(requestIds);
  });

  it('labels a request by its route pattern, never its raw path', async () => {
    const path = `/api/v1/agents/${fixture.agentId}`;
    expect((await call(app, 'GET', path, { as: { bearer: fixture.token } })).status).toBe(200);
    await app.request('/no/such/page/xyz-unique');
    const response = await app.request('/metrics');
    const text = await response.text();
    expect(text).toContain('route="/api/v1/agents/{id}"');
    expect(text).not.toContain(fixture.agentId);
    expect(text).not.toContain('xyz-unique');
  });

  it('reads pending audit entries and the seal lag from the database, and sees them sealed', async () => {
    // No sealer runs beside this app: the dispatches above left entries pending.
    const pending = await scrape(app);
    expect(pending.value('proctor_audit_pending_entries')).toBeGreaterThan(0);
    expect(pending.value('proctor_audit_seal_lag_seconds')).toBeGreaterThan(0);
    await sealAllPending(app.db.prisma);
    const sealed = await scrape(app);
    expect(sealed.value('proctor_audit_pending_entries')).toBe(0);
    expect(sealed.value('proctor_audit_seal_lag_seconds')).toBe(0);
  });

  it('reads the holds outstanding from the database', async () => {
    const before = await scrape(app);
    const admission = await admitWithoutSettling(app, fixture, randomUUID());
    if (admission.kind !== 'admitted') throw new Error(`not admitted: ${admission.kind}`);
    const held = await scrape(app);
    expect(held.movedSince(before, 'proctor_holds_outstanding', { mode: 'live' })).toBe(1);
    expect(held.movedSince(before, 'proctor_held_cents', { mode: 'live' })).toBe(Number(admission.request.holdCents));
    expect(held.family('proctor_holds_outstanding')?.samples.map((sample) => sample.labels.mode).sort()).toEqual(['live', 'test']);
    await sweepEverythingAdmitted(app);
    const released = await scrape(app);
    expect(released.value('proctor_holds_outstanding', { mode: 'live' })).toBe(before.value('proctor_holds_outstanding', { mode: 'live' }));
  });

  it('counts rate-limit refusals by rule', async () => {
    const before = await scrape(app);
    const login = () => call(app, 'POST', '/api/v1/auth/login', { body: { email: uniqueEmail(), password: 'not-the-password' } });
    await login();
    expect((await login()).status).toBe(429);
    const after = await scrape(app);
    expect(after.movedSince(before, 'proctor_rate_limit_refusals_total', { rule: 'login_per_address' })).toBe(1);
  });

  it('shows the pool, the workflow runs and that the database answered', async () => {
    const now = await scrape(app);
    expect(now.value('proctor_db_pool_connections', { state: 'max' })).toBe(20);
    expect(now.value('proctor_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
    expect(now.family('proctor_workflow_runs_running')?.samples.map((sample) => sample.labels.state).sort()).toEqual(['advancing', 'due', 'sleeping']);
    expect(now.value('proctor_metrics_database_up')).toBe(1);
    expect(now.family('process_cpu_user_seconds_total')?.type).toBe('counter');
  });
});

interface DashboardPanel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  datasource?: { type: string; uid: string };
  targets?: { refId: string; expr: string }[];
}

const DASHBOARD = JSON.parse(readFileSync(new URL('../../../docs/grafana/proctor.json', import.meta.url), 'utf8')) as {
  uid: string;
  title: string;
  schemaVersion: number;
  templating: { list: { name: string; type: string }[] };
  panels: DashboardPanel[];
};

/** PromQL words that are not metric names: operators, modifiers, and what a function or aggregation is called. */
const PROMQL_WORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset']);

/** The metric names a PromQL expression reads: label matchers, grouping lists, ranges, strings and function names left out. */
function metricsOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)].map((match) => match[1]!).filter((word) => !PROMQL_WORDS.has(word) && !/^\d/.test(word));
}

/** Whether `name` is a series the scrape declares: a family, or a histogram's _bucket, _sum or _count. */
function declared(scraped: Scrape, name: string): boolean {
  if (scraped.family(name)) return true;
  const suffix = /_(bucket|sum|count)$/.exec(name);
  return suffix !== null && scraped.family(name.slice(0, -suffix[0].length))?.type === 'histogram';
}

describe('the Grafana dashboard (docs/grafana/proctor.json)', () => {
  it('is a dashboard: a uid, a Prometheus datasource variable, panels with unique ids and places on the grid, each query with its refId', () => {
    expect(DASHBOARD).toMatchObject({ uid: 'proctor-overview', title: 'Proctor', schemaVersion: expect.any(Number) as number });
    expect(DASHBOARD.templating.list).toContainEqual(expect.objectContaining({ name: 'datasource', type: 'datasource' }));
    expect(new Set(DASHBOARD.panels.map((panel) => panel.id)).size).toBe(DASHBOARD.panels.length);
    for (const panel of DASHBOARD.panels) {
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
      if (panel.type === 'row') continue;
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets!) expect(target.refId).toMatch(/^[A-Z]$/);
    }
  });

  it('queries only metrics that a scrape has', async () => {
    const scraped = await scrape(app);
    const queried = DASHBOARD.panels.flatMap((panel) => panel.targets ?? []).flatMap((target) => metricsOf(target.expr));
    expect(queried.length).toBeGreaterThan(20);
    expect(queried.filter((name) => !declared(scraped, name))).toEqual([]);
    // And every family of Proctor's own is on the dashboard.
    const shown = new Set(queried.map((name) => name.replace(/_(bucket|sum|count)$/, '')));
    expect(scraped.families.map((family) => family.name).filter((name) => name.startsWith('proctor_') && !shown.has(name))).toEqual([]);
  });
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { measureChatTurns, type ChatTurnsMeasurement } from './chat-turns.js';
import { measureKnowledgeQuery, type KnowledgeQueryMeasurement } from './knowledge-query.js';
import { measureScheduledFires, type ScheduledFiresMeasurement } from './scheduled-fires.js';
import { measureStorageTransfer, type StorageTransferMeasurement } from './storage-transfer.js';
import { measureWorkflowRuns, type WorkflowRunsMeasurement } from './workflow-runs.js';
import { MODERATE, startModerationProvider } from '../test/support/moderation-provider.js';

// Usage: pnpm bench (from the repository root or server/). Not a timed test: a measurement.
//
// 1. A throwaway data directory; `proctor migrate` initialises its embedded PostgreSQL, which is then
//    told to preload pg_stat_statements, so that the statements each dispatch costs can be counted.
// 2. `proctor serve` starts as its own process, NODE_ENV=production, on that embedded default, with
//    its usual info-level access log (to /dev/null), the rate limiter on (its limit set out of
//    reach, so every request still pays for its count) and a wallet that never runs dry.
// 3. An organization, agent and bindings are created through the API.
// 4. This process, not the server's, drives load on loopback with autocannon at each concurrency
//    level: GET /api/v1/health (the baseline of the same server in the same run), a test-mode
//    dispatch (sandbox web_search.search) and a live dispatch of data.csv_parse (parsed in-process
//    for 1 cent before admission, which debits it and settles the request in its one statement),
//    and a live dispatch through a provider (moderation.check at an OpenAI-compatible server this
//    process serves on loopback, 1 cent: held, called, settled and debited). Every dispatch carries a
//    new Idempotency-Key, so each one is a new request through the whole pipeline. The trigger row
//    fires a live webhook trigger of data.csv_parse with the same CSV, signed (no key: each a new fire).
//    The MCP row calls the live dispatch's tool over POST /api/v1/mcp (Streamable HTTP, a server per
//    request), each call a new JSON-RPC id and so a new dispatch, at MCP_CONNECTIONS as well as the
//    levels, as the live dispatch row is: its goal is a ratio to the live dispatch at that level.
// 5. Prints a table, and writes it as JSON to bench/results/latest.json (not committed: figures
//    belong to the machine; docs/performance.md quotes them with the machine they ran on).
//
// BENCH_SECONDS (default 10) per measurement, BENCH_CONNECTIONS (default "1,8,64"),
// BENCH_WARMUP_SECONDS (default 3, per route before its first level), BENCH_OUT (the JSON's path),
// BENCH_ROUTES (a subset of health,test_dispatch,replay_dispatch,live_dispatch,mcp_tool_call,provider_dispatch,team_dispatch,task_dispatch,blocked_dispatch,approval_dispatch,device_command,trigger_fire,workflow_run,scheduled_fire,chat_turn,storage_transfer,knowledge_query,two_instances), BENCH_SERVER_NODE_FLAGS (flags for
// the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it), BENCH_WORKFLOW_RUNS (default 300) and
// BENCH_WORKFLOW_STARTERS (default 16): the runs of the 5-step workflow (bench/workflow-runs.ts) and how many callers start them;
// BENCH_DELAY_RUNS (default 100): the runs of a one-step 1 s delay whose resumption latency the workflow row reports;
// BENCH_SCHEDULED_TASKS (default 200): the every-minute tasks whose fires the scheduled_fire row measures (bench/scheduled-fires.ts);
// BENCH_CHAT_CONNECTIONS (default 16): the callers of the chat_turn row, each in its own session (bench/chat-turns.ts);
// BENCH_STORAGE_ROUNDS (default 5): the 10 MB uploads and downloads of the storage_transfer row (bench/storage-transfer.ts);
// BENCH_KNOWLEDGE_CHUNKS (default 10,000) and BENCH_KNOWLEDGE_QUERIES (default 200): the collection's passages and the queries of the knowledge_query row (bench/knowledge-query.ts).

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const LEVELS = (process.env.BENCH_CONNECTIONS ?? '1,8,64').split(',').map((level) => Number(level.trim()));
/** The level the MCP row's goal compares at: an agent's MCP client makes its calls one at a time, a fleet of them a few dozen at once. */
const MCP_CONNECTIONS = 16;
const WITH_MCP_LEVEL = [...new Set([...LEVELS, MCP_CONNECTIONS])].sort((a, b) => a - b);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFile = path.resolve(process.env.BENCH_OUT ?? path.join(serverDir, 'bench', 'results', 'latest.json'));

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const CLOCK_TICKS = 100;


// --- 1. the data directory and its cluster, and a provider -----------------------------------------

// An OpenAI-compatible moderation endpoint on loopback: the provider of the provider_dispatch row,
// so that a live call held, made and settled runs with no network (the crash test's provider too).
const provider = await startModerationProvider();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proctor-bench-'));
chmodSync(dataDir, 0o755); // as root, the postgres user must reach it
const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  PROCTOR_DATA_DIR: dataDir,
  PROCTOR_TRIAL_BALANCE_CENTS: '1000000000000',
  PROCTOR_RATE_LIMIT_REQUESTS: '1000000000',
  PROCTOR_TRIGGER_RATE_LIMIT_REQUESTS: '1000000000',
  ...provider.env,
};
delete serverEnv.DATABASE_URL; // the embedded default, always
delete serverEnv.LOG_LEVEL; // the production default (info)
const serverNodeFlags = process.env.BENCH_SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];

const migrated = spawnSync(process.execPath, ['dist/cli.js', 'migrate'], { cwd: serverDir, env: serverEnv, encoding: 'utf8' });
if (migrated.status !== 0) throw new Error(`proctor migrate failed: ${migrated.stderr}${migrated.stdout}`);
appendFileSync(path.join(dataDir, 'postgres', 'postgresql.auto.conf'), "shared_preload_libraries = 'pg_stat_statements'\n");

// --- 2. the server ----------------------------------------------------------------------------------

/** `proctor serve` with `env`, and the URL it says it listens on. */
async function serve(env: NodeJS.ProcessEnv, nodeFlags: string[] = []): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...nodeFlags, 'dist/cli.js', 'serve'], { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-16_384);
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`)));
  });
  return { child, url };
}

const { child: server, url: baseUrl } = await serve(serverEnv, serverNodeFlags);

async function stopServer() {
  if (server.exitCode !== null) return;
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
}

try {
  // The cluster's port is the fourth line of postmaster.pid; its password is in the data directory.
  const postmasterPid = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const port = postmasterPid[3]!.trim();
  const postgresPid = Number(postmasterPid[0]);
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const stats = new pg.Client({ connectionString: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/proctor` });
  // Stopping the server stops its PostgreSQL, which ends this connection: that must not hide the error that stopped the bench.
  stats.on('error', () => {});
  await stats.connect();
  await stats.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');

  // --- 3. an organization, an agent, its bindings ----------------------------------------------------

  const post = async (route: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return { body: (await response.json()) as Record<string, unknown>, headers: response.headers };
  };
  const signup = await post('/api/v1/auth/signup', { email: 'bench@example.test', password: 'benchmark password' }, {});
  const cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;
  const { token } = (await post('/api/v1/personal-tokens', { name: 'bench' }, { cookie })).body as { token: string };
  const asUser = { authorization: `Bearer ${token}` };
  const created = (await post('/api/v1/agents', { name: 'Bench' }, asUser)).body as {
    agent: { id: string };
    api_key: string;
    test_api_key: string;
  };
  for (const operation of ['data.csv_parse', 'web_search.search', 'device.command', 'moderation.check']) {
    await post(`/api/v1/agents/${created.agent.id}/services`, { operation }, asUser);
  }
  // A device granted to the agent: its live device.command dispatches queue a command each.
  const device = (await post('/api/v1/devices', { name: 'Bench device' }, asUser)).body as { device: { id: string } };
  await post(`/api/v1/devices/${device.device.id}/grants`, { agent_id: created.agent.id }, asUser);
  // A binding whose daily limit is 0: every dispatch of it is refused by its first budget.
  // An operation that needs no connected app, so that the refusal is the admission statement's.
  await post(`/api/v1/agents/${created.agent.id}/services`, { operation: 'email.send', daily_limit: 0 }, asUser);

  // An agent whose every live data.csv_parse (1 cent) waits for a person: threshold 0.
  const gated = (await post('/api/v1/agents', { name: 'Bench gated' }, asUser)).body as { agent: { id: string }; api_key: string };
  await post(`/api/v1/agents/${gated.agent.id}/services`, { operation: 'data.csv_parse', approval_threshold_cents: 0 }, asUser);

  // An agent of a team with daily and monthly limits and a pool, owned by a worker with an
  // allocation: its live dispatches hold every level of the budget hierarchy.
  const userId = (signup.body.user as { id: string }).id;
  const team = (await post('/api/v1/teams', { name: 'Bench team' }, asUser)).body as { id: string };
  await post(`/api/v1/teams/${team.id}/budget`, { daily_limit_cents: 100_000_000_000, monthly_limit_cents: 100_000_000_000 }, asUser);
  await post(`/api/v1/teams/${team.id}/budget/allocate`, { amount_cents: 100_000_000_000 }, asUser);
  await post(`/api/v1/teams/${team.id}/members`, { user_id: userId, role: 'worker' }, asUser);
  await post(`/api/v1/teams/${team.id}/workers/${userId}/budget/allocate`, { amount_cents: 50_000_000_000 }, asUser);
  const teamAgent = (await post('/api/v1/agents', { name: 'Bench team agent' }, asUser)).body as { agent: { id: string }; api_key: string };
  await post(`/api/v1/agents/${teamAgent.agent.id}/services`, { operation: 'data.csv_parse' }, asUser);
  const placed = await fetch(`${baseUrl}/api/v1/agents/${teamAgent.agent.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ team_id: team.id, owner_user_id: userId }),
  });
  if (!placed.ok) throw new Error(`placing the team agent: ${placed.status} ${await placed.text()}`);

  // A spawned agent with a monthly cap, working on a task its parent delegated: its dispatches also
  // hold the task's cap, read the task's state and re-read the agent's cap under row locks.
  const asParent = { authorization: `Bearer ${created.api_key}` };
  const child = (await post('/api/v1/agents/spawn', { name: 'Bench child', services: ['data.csv_parse'], monthly_budget_cents: 100_000_000_000 }, asParent)).body as {
    agent: { id: string };
    api_key: string;
  };
  const delegated = { child_agent_id: child.agent.id, title: 'Bench task', budget_cents: 100_000_000_000, operations: ['data.csv_parse'] };
  const task = (await post(`/api/v1/agents/${created.agent.id}/delegated-tasks`, delegated, asParent)).body as { id: string };

  // A webhook trigger of the live agent firing the live dispatch's run: the fire brings the csv, signed
  // as its caller would sign it (docs/triggers.md); every fire a new one (no Idempotency-Key).
  const csvRun = { csv: 'name,qty\nbolt,3\nnut,5\n' };
  const trigger = (await post('/api/v1/triggers', { agent_id: created.agent.id, name: 'Bench trigger', kind: 'webhook', operation: 'data.csv_parse', mode: 'live' }, { cookie })).body as {
    id: string;
    signing_secret: string;
  };
  const firedBody = JSON.stringify(csvRun);
  const fireSignature = `sha256=${createHmac('sha256', trigger.signing_secret).update(firedBody).digest('hex')}`;

  // One test dispatch whose Idempotency-Key every request of the replay route sends again: each is
  // answered with this request, as a client retrying after a lost answer would be.
  const replayed = { operation: 'web_search.search', payload: { query: 'governance' } };
  const replayKey = { authorization: `Bearer ${created.test_api_key}`, 'idempotency-key': 'bench-replay' };
  await post('/api/v1/service-requests', replayed, replayKey);

  // --- 4. load --------------------------------------------------------------------------------------

  interface Route {
    key: 'health' | 'test_dispatch' | 'replay_dispatch' | 'live_dispatch' | 'mcp_tool_call' | 'provider_dispatch' | 'team_dispatch' | 'task_dispatch' | 'blocked_dispatch' | 'approval_dispatch' | 'device_command' | 'trigger_fire';
    name: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
    /** The status every response must have; anything else counts as an error. */
    expect: { status: number; field?: [string, string] };
    /** Whether each request carries a new Idempotency-Key (a new dispatch needs one; a replay sends its headers' own, a trigger fire none). */
    freshKey?: false;
    /** A new body for each request, instead of `body` every time (an MCP call's new JSON-RPC id). */
    freshBody?: () => string;
    /** The connection levels measured, when not BENCH_CONNECTIONS'. */
    levels?: number[];
  }
  const dispatchRoute = (key: Route['key'], name: string, agentKey: string, body: unknown, status: string, headers: Record<string, string> = {}): Route => ({
    key,
    name,
    path: '/api/v1/service-requests',
    headers: { authorization: `Bearer ${agentKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    expect: { status: 200, field: ['status', status] },
  });
  const routes: Route[] = [
    { key: 'health', name: 'GET /api/v1/health (baseline)', path: '/api/v1/health', headers: {}, expect: { status: 200 } },
    dispatchRoute('test_dispatch', 'test dispatch, sandbox web_search.search', created.test_api_key, { operation: 'web_search.search', payload: { query: 'governance' } }, 'executed'),
    { ...dispatchRoute('replay_dispatch', 'replay of a test dispatch, one Idempotency-Key', created.test_api_key, replayed, 'executed', replayKey), freshKey: false },
    { ...dispatchRoute('live_dispatch', 'live dispatch, data.csv_parse (1 cent)', created.api_key, { operation: 'data.csv_parse', payload: csvRun }, 'executed'), levels: WITH_MCP_LEVEL },
    {
      key: 'mcp_tool_call',
      name: 'MCP tools/call of data.csv_parse over Streamable HTTP, the live dispatch’s (1 cent)',
      path: '/api/v1/mcp',
      headers: { authorization: `Bearer ${created.api_key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
      body: '',
      freshBody: () => JSON.stringify({ jsonrpc: '2.0', id: randomUUID(), method: 'tools/call', params: { name: 'data.csv_parse', arguments: csvRun } }),
      expect: { status: 200, field: ['status', 'executed'] },
      freshKey: false,
      levels: WITH_MCP_LEVEL,
    },
    dispatchRoute('provider_dispatch', 'live dispatch through a provider, moderation.check on loopback (1 cent)', created.api_key, MODERATE, 'executed'),
    dispatchRoute('team_dispatch', 'live dispatch by a team agent with a worker allocation, data.csv_parse', teamAgent.api_key, { operation: 'data.csv_parse', payload: { csv: 'name,qty\nbolt,3\nnut,5\n' } }, 'executed'),
    dispatchRoute('task_dispatch', 'live dispatch for a delegated task by a capped spawned agent, data.csv_parse', child.api_key, { operation: 'data.csv_parse', payload: { csv: 'name,qty\nbolt,3\nnut,5\n' } }, 'executed', {
      'x-delegated-task': task.id,
    }),
    dispatchRoute('blocked_dispatch', 'live dispatch blocked, email.send at daily_limit 0', created.api_key, { operation: 'email.send', payload: { to: 'ops@example.com', subject: 'hello', body: 'hello' } }, 'blocked'),
    dispatchRoute('approval_dispatch', 'live dispatch waiting for approval, data.csv_parse at threshold 0', gated.api_key, { operation: 'data.csv_parse', payload: csvRun }, 'approval_required'),
    dispatchRoute('device_command', 'live dispatch, device.command queued to a granted device (1 cent)', created.api_key, { operation: 'device.command', payload: { device_id: device.device.id, command: 'bench' } }, 'executed'),
    {
      key: 'trigger_fire',
      name: 'signed webhook trigger fire, the live dispatch’s run',
      path: `/api/v1/triggers/${trigger.id}/fire`,
      headers: { 'content-type': 'application/json', 'x-service-signature': fireSignature },
      body: firedBody,
      expect: { status: 200, field: ['status', 'executed'] },
      freshKey: false,
    },
  ];

  async function load(route: Route, connections: number, seconds: number, at = baseUrl) {
    let unexpected = 0;
    const latencies: number[] = [];
    // The promise autocannon returns is also its event emitter: every response's time is kept,
    // so that any percentile is exact.
    const tracker = autocannon({
      url: `${at}${route.path}`,
      connections,
      duration: seconds,
      requests: [
        route.body === undefined
          ? { method: 'GET', headers: route.headers }
          : {
              method: 'POST',
              body: route.body,
              // A new Idempotency-Key for every request: each one is a new dispatch.
              setupRequest: (request) => ({
                ...request,
                headers: route.freshKey === false ? route.headers : { ...route.headers, 'idempotency-key': randomUUID() },
                ...(route.freshBody ? { body: route.freshBody() } : {}),
              }),
              onResponse: (status, body) => {
                if (status !== route.expect.status) return;
                const [field, value] = route.expect.field!;
                if (!body.includes(`"${field}":"${value}"`)) unexpected += 1;
              },
            },
      ],
    }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
    tracker.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
    const result = await tracker;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => (latencies.length === 0 ? 0 : Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]! * 10) / 10);
    return { result, unexpected, latency: { p50: pct(50), p95: pct(95), p99: pct(99), max: pct(100) } };
  }

  interface Statements {
    /** Dispatches the server took in, counted in the database (autocannon does not count those cut off at the end). */
    dispatches: number;
    statements: number;
    /** Transactions PostgreSQL committed or rolled back: explicit ones and single statements alike. */
    transactions: number;
    /** Explicit (BEGIN … COMMIT) transactions. */
    explicit_transactions: number;
    /** Every statement sent, transaction control (BEGIN, COMMIT, SAVEPOINT…) included: round trips. */
    roundTrips: number;
    /**
     * Statements that ended in an error outside an explicit transaction (an admission statement
     * that refused, a check-only one): pg_stat_statements counts no statement that fails, so they
     * are counted from the transactions rolled back less the explicit ROLLBACKs, and added to
     * `statements` and `roundTrips`.
     */
    failed: number;
    /** Time PostgreSQL spent executing each dispatch's statements (planning excluded), ms. */
    exec_ms: number;
    top: { calls_per_request: number; mean_exec_ms: number; query: string }[];
  }
  /** `served`, for a route that records no request (a replay): the requests answered, to count per. */
  async function statementsPer(before: { commits: number; rollbacks: number; dispatches: number }, served?: number): Promise<Statements> {
    const requests = served ?? (await dispatchCount()) - before.dispatches;
    const rows = await stats.query<{ query: string; calls: string; total_exec_time: number }>(
      `SELECT query, calls, total_exec_time FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = 'proctor')
         AND query NOT LIKE '%pg_stat_statements%' AND query NOT LIKE '%pg_stat_database%' ORDER BY calls DESC`,
    );
    const control = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET TRANSACTION|START TRANSACTION)\b/i;
    let roundTrips = 0;
    let statements = 0;
    let begins = 0;
    let rollbacks = 0;
    let execMs = 0;
    for (const row of rows.rows) {
      execMs += row.total_exec_time;
      roundTrips += Number(row.calls);
      if (!control.test(row.query)) statements += Number(row.calls);
      if (/^\s*(BEGIN|START TRANSACTION)\b/i.test(row.query)) begins += Number(row.calls);
      if (/^\s*ROLLBACK\s*$/i.test(row.query)) rollbacks += Number(row.calls);
    }
    const after = await transactionCount();
    const failed = Math.max(0, after.rollbacks - before.rollbacks - rollbacks);
    const per = (n: number) => Math.round((n / Math.max(requests, 1)) * 100) / 100;
    return {
      dispatches: requests,
      statements: per(statements + failed),
      failed: per(failed),
      transactions: per(after.all - before.commits),
      explicit_transactions: per(begins),
      exec_ms: Math.round((execMs / Math.max(requests, 1)) * 1000) / 1000,
      roundTrips: per(roundTrips + failed),
      top: rows.rows.slice(0, 12).map((row) => ({
        calls_per_request: per(Number(row.calls)),
        mean_exec_ms: Math.round((row.total_exec_time / Math.max(Number(row.calls), 1)) * 1000) / 1000,
        query: row.query.replace(/\s+/g, ' ').slice(0, 160) })),
    };
  }
  async function dispatchCount(): Promise<number> {
    const { rows } = await stats.query<{ n: string }>('SELECT count(*) AS n FROM service_requests');
    return Number(rows[0]!.n);
  }
  async function transactionCount(): Promise<{ all: number; rollbacks: number }> {
    const { rows } = await stats.query<{ n: string; rollbacks: string }>(
      `SELECT xact_commit + xact_rollback AS n, xact_rollback AS rollbacks FROM pg_stat_database WHERE datname = 'proctor'`,
    );
    return { all: Number(rows[0]!.n), rollbacks: Number(rows[0]!.rollbacks) };
  }

  const cpus = os.cpus();
  console.log(
    `Proctor bench: Node ${process.version}, ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n` +
      `server NODE_ENV=production on embedded PostgreSQL; autocannon in this process; ${DURATION_SECONDS} s per measurement\n`,
  );

  interface Measurement {
    route: Route['key'];
    name: string;
    connections: number;
    requests_per_second: number;
    latency_ms: { p50: number; p95: number; p99: number; max: number };
    requests: number;
    errors: number;
    cpu_ms_per_request: { server: number | null; postgres: number | null; load_generator: number };
    ratio_to_health: number | null;
    per_request?: Statements;
  }
  const measurements: Measurement[] = [];
  const rows: string[] = [];

  const selected = process.env.BENCH_ROUTES?.split(',').map((key) => key.trim());
  for (const route of routes.filter((candidate) => !selected || selected.includes(candidate.key))) {
    if (WARMUP_SECONDS > 0) await load(route, 8, WARMUP_SECONDS);
    for (const connections of route.levels ?? LEVELS) {
      // Statistics are reset just before and read just after each dispatch measurement; background
      // work (the sweeper, every 10 s) adds a negligible few statements.
      await stats.query('SELECT pg_stat_statements_reset()');
      await stats.query('SELECT pg_stat_reset()');
      // pg_stat_database's counters are flushed by backends every second or so; wait for quiet.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const transactions = await transactionCount();
      const before = { commits: transactions.all, rollbacks: transactions.rollbacks, dispatches: await dispatchCount() };
      const cpuBefore = { server: cpuSeconds(server.pid!), postgres: treeCpuSeconds(postgresPid), bench: process.cpuUsage() };
      const { result, unexpected, latency } = await load(route, connections, DURATION_SECONDS);
      const cpuAfter = { server: cpuSeconds(server.pid!), postgres: treeCpuSeconds(postgresPid), bench: process.cpuUsage(cpuBefore.bench) };
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const completed = result.requests.total;
      const errors = result.errors + result.timeouts + result.non2xx + unexpected;
      const baseline = measurements.find((m) => m.route === 'health' && m.connections === connections);
      const measurement: Measurement = {
        route: route.key,
        name: route.name,
        connections,
        requests_per_second: Math.round((completed / DURATION_SECONDS) * 10) / 10,
        latency_ms: latency,
        requests: completed,
        errors,
        // CPU time per request, a figure much less sensitive to other load on the machine than requests/s.
        cpu_ms_per_request: {
          server: perRequestMs(cpuBefore.server, cpuAfter.server, completed),
          postgres: perRequestMs(cpuBefore.postgres, cpuAfter.postgres, completed),
          load_generator: Math.round(((cpuAfter.bench.user + cpuAfter.bench.system) / 1000 / Math.max(completed, 1)) * 1000) / 1000,
        },
        ratio_to_health: baseline ? Math.round((completed / DURATION_SECONDS / baseline.requests_per_second) * 1000) / 1000 : null,
      };
      if (route.key !== 'health') measurement.per_request = await statementsPer(before, route.key === 'replay_dispatch' ? completed : undefined);
      measurements.push(measurement);
      const line =
        `| ${route.name} | ${connections} | ${fmt(measurement.requests_per_second)} | ${measurement.latency_ms.p50} | ${measurement.latency_ms.p95} | ` +
        `${measurement.latency_ms.p99} | ${errors} | ${cpuCell(measurement.cpu_ms_per_request)} | ${measurement.ratio_to_health === null ? '' : `${(measurement.ratio_to_health * 100).toFixed(1)}%`} | ` +
        `${measurement.per_request ? `${measurement.per_request.statements}${measurement.per_request.failed >= 0.01 ? ` (${measurement.per_request.failed} failed)` : ''} / ${measurement.per_request.explicit_transactions} / ${measurement.per_request.transactions} / ${measurement.per_request.roundTrips}` : ''} |`;
      rows.push(line);
      process.stderr.write(`  measured: ${route.name}, ${connections} connections: ${fmt(measurement.requests_per_second)} requests/s\n`);
    }
  }

  // The workflow row: runs started through the API, run by the server's engine.
  let workflowRuns: (WorkflowRunsMeasurement & { dispatch_ratio_to_live: number | null }) | null = null;
  if (!selected || selected.includes('workflow_run')) {
    const measured = await measureWorkflowRuns(baseUrl, cookie, created.agent.id, post, Number(process.env.BENCH_WORKFLOW_RUNS ?? 300), Number(process.env.BENCH_WORKFLOW_STARTERS ?? 16), Number(process.env.BENCH_DELAY_RUNS ?? 100));
    const live = measurements.find((m) => m.route === 'live_dispatch' && m.connections === Math.max(...LEVELS));
    workflowRuns = { ...measured, dispatch_ratio_to_live: live ? Math.round((measured.dispatches_per_second / live.requests_per_second) * 1000) / 1000 : null };
    process.stderr.write(`  measured: ${measured.runs} workflow runs: ${measured.runs_per_second} runs/s\n`);
  }

  // The scheduled-fire row: every-minute tasks falling due at once, fired by the server's scheduler.
  let scheduledFires: (ScheduledFiresMeasurement & { ratio_to_live: number | null }) | null = null;
  if (!selected || selected.includes('scheduled_fire')) {
    const measured = await measureScheduledFires(stats, token, created.agent.id, post, Number(process.env.BENCH_SCHEDULED_TASKS ?? 200));
    const live = measurements.find((m) => m.route === 'live_dispatch' && m.connections === Math.max(...LEVELS));
    scheduledFires = { ...measured, ratio_to_live: live ? Math.round((measured.fires_per_second / live.requests_per_second) * 1000) / 1000 : null };
    process.stderr.write(`  measured: ${measured.tasks} scheduled fires: ${measured.fires_per_second} fires/s\n`);
  }

  // The chat row: sandbox chat turns with one live tool call each, streamed to their done event.
  let chatTurns: (ChatTurnsMeasurement & { tool_calls_ratio_to_live: number | null }) | null = null;
  if (!selected || selected.includes('chat_turn')) {
    const measured = await measureChatTurns(baseUrl, token, created.agent.id, post, Number(process.env.BENCH_CHAT_CONNECTIONS ?? 16), DURATION_SECONDS);
    const live = measurements.find((m) => m.route === 'live_dispatch' && m.connections === Math.max(...LEVELS));
    chatTurns = { ...measured, tool_calls_ratio_to_live: live ? Math.round((measured.turns_per_second / live.requests_per_second) * 1000) / 1000 : null };
    process.stderr.write(`  measured: chat turns at ${measured.connections} connections: ${measured.turns_per_second} turns/s\n`);
  }

  // The storage row: a 10 MB object through its signed upload and download URLs, against a disk read.
  let storageTransfer: StorageTransferMeasurement | null = null;
  if (!selected || selected.includes('storage_transfer')) {
    storageTransfer = await measureStorageTransfer(baseUrl, cookie, post, Number(process.env.BENCH_STORAGE_ROUNDS ?? 5));
    process.stderr.write(`  measured: storage transfer: ${storageTransfer.upload_mb_per_second} MB/s up, ${storageTransfer.download_mb_per_second} MB/s down\n`);
  }

  // The knowledge row: a collection of 10,000 passages searched by meaning through the API.
  let knowledgeQuery: KnowledgeQueryMeasurement | null = null;
  if (!selected || selected.includes('knowledge_query')) {
    knowledgeQuery = await measureKnowledgeQuery(baseUrl, cookie, post, stats, Number(process.env.BENCH_KNOWLEDGE_CHUNKS ?? 10_000), Number(process.env.BENCH_KNOWLEDGE_QUERIES ?? 200));
    process.stderr.write(`  measured: knowledge query: p50 ${knowledgeQuery.latency_ms.p50} ms, p99 ${knowledgeQuery.latency_ms.p99} ms\n`);
  }

  // The two-instance row: a second `proctor serve` on the same PostgreSQL, both loaded at once
  // with the top level's connections each, health then test dispatches: each instance's ratio.
  let twoInstances: { instance: number; health_per_second: number; test_per_second: number; ratio: number }[] | null = null;
  if (!selected || selected.includes('two_instances')) {
    const { child: second, url: secondUrl } = await serve({ ...serverEnv, DATABASE_URL: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/proctor` });
    try {
      const both = async (route: Route) => {
        const answers = await Promise.all([baseUrl, secondUrl].map((url) => load(route, Math.max(...LEVELS), DURATION_SECONDS, url)));
        return answers.map(({ result }) => Math.round((result.requests.total / DURATION_SECONDS) * 10) / 10);
      };
      const testRoute = routes.find((route) => route.key === 'test_dispatch')!;
      await load(testRoute, 8, WARMUP_SECONDS, secondUrl);
      const health = await both(routes[0]!);
      const test = await both(testRoute);
      twoInstances = [0, 1].map((i) => ({ instance: i + 1, health_per_second: health[i]!, test_per_second: test[i]!, ratio: Math.round((test[i]! / health[i]!) * 1000) / 1000 }));
      process.stderr.write(`  measured: two instances: ${twoInstances.map((row) => `${fmt(row.test_per_second)} test dispatches/s`).join(', ')}\n`);
    } finally {
      second.kill('SIGINT');
      await new Promise((resolve) => (second.exitCode === null ? second.once('exit', resolve) : resolve(null)));
    }
  }

  const at = (key: Route['key'], connections: number) => measurements.find((m) => m.route === key && m.connections === connections);
  const top = Math.max(...LEVELS);
  const rate = (key: Route['key']) => at(key, top)?.requests_per_second;
  const ratio = (of: Route['key'], to: Route['key']) => {
    const [a, b] = [rate(of), rate(to)];
    return a === undefined || b === undefined ? null : Math.round((a / b) * 1000) / 1000;
  };
  const ratioAt = (of: Route['key'], to: Route['key'], connections: number) => {
    const [a, b] = [at(of, connections)?.requests_per_second, at(to, connections)?.requests_per_second];
    return a === undefined || b === undefined ? null : Math.round((a / b) * 1000) / 1000;
  };
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const test = at('test_dispatch', top);
  const health = at('health', top);
  const testCpu = test && test.cpu_ms_per_request.server !== null && test.cpu_ms_per_request.postgres !== null ? Math.round((test.cpu_ms_per_request.server + test.cpu_ms_per_request.postgres) * 100) / 100 : null;
  const p99Ratio = test && health ? Math.round((test.latency_ms.p99 / health.latency_ms.p99) * 100) / 100 : null;
  // The hot path's goals (docs/performance.md), each a ratio within this run, since the machine's
  // own speed varies from run to run; a row not measured in this run reads "?" and not met.
  const goals: { name: string; actual: number | null; target: number; atMost?: boolean; connections?: number; show: (value: number) => string }[] = [
    { name: 'test dispatch vs health', actual: ratio('test_dispatch', 'health'), target: 0.35, show: percent },
    { name: 'live vs test dispatch', actual: ratio('live_dispatch', 'test_dispatch'), target: 0.9, show: percent },
    { name: 'team agent vs live', actual: ratio('team_dispatch', 'live_dispatch'), target: 0.9, show: percent },
    { name: 'delegated task vs live', actual: ratio('task_dispatch', 'live_dispatch'), target: 0.9, show: percent },
    { name: 'blocked vs test dispatch', actual: ratio('blocked_dispatch', 'test_dispatch'), target: 1, show: percent },
    { name: 'replay vs health', actual: ratio('replay_dispatch', 'health'), target: 0.5, show: percent },
    { name: 'signed trigger fire vs live', actual: ratio('trigger_fire', 'live_dispatch'), target: 0.8, show: percent },
    { name: `MCP tools/call vs live dispatch at ${MCP_CONNECTIONS} connections`, actual: ratioAt('mcp_tool_call', 'live_dispatch', MCP_CONNECTIONS), target: 0.8, connections: MCP_CONNECTIONS, show: percent },
    { name: 'test dispatch p99 vs health p99', actual: p99Ratio, target: 3, atMost: true, show: (value) => `${value}×` },
    { name: 'CPU per test dispatch, server + PostgreSQL', actual: testCpu, target: 1, atMost: true, show: (value) => `${value} ms` },
  ];
  const targets = Object.fromEntries(
    goals.map(({ name, actual, target, atMost, connections }) => [name, { target, at_most: atMost ?? false, connections: connections ?? top, actual, met: actual !== null && (atMost ? actual <= target : actual >= target) }]),
  );

  console.log('| Route | Connections | Requests/s | p50 ms | p95 ms | p99 ms | Errors | CPU ms/request: server + PostgreSQL | vs health | Per dispatch: SQL statements (of them ended in an error) / BEGIN…COMMIT / all transactions / round trips |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const line of rows) console.log(line);
  console.log(`\nTargets at ${top} connections:`);
  for (const { name, actual, target, atMost, show } of goals) {
    // A goal whose rows this run left out (BENCH_ROUTES, BENCH_CONNECTIONS) is neither met nor missed.
    console.log(`- ${name} ${atMost ? '≤' : '≥'} ${show(target)}: ${actual === null ? 'not measured in this run' : `${show(actual)} ${mark(targets[name]!.met)}`}`);
  }
  if (twoInstances) {
    console.log(`\nTwo instances on one PostgreSQL, ${top} connections each, loaded at once:`);
    for (const row of twoInstances) {
      console.log(`- instance ${row.instance}: health ${fmt(row.health_per_second)}/s, test dispatch ${fmt(row.test_per_second)}/s (${(row.ratio * 100).toFixed(1)}% of its health)`);
    }
  }
  if (workflowRuns) {
    const w = workflowRuns;
    console.log(
      `\nWorkflow runs (5 steps: 4 live data.csv_parse dispatches and a condition, two in parallel), ${w.runs} runs started by ${w.starters} callers: ` +
        `${w.runs_per_second} runs/s (${w.dispatches_per_second} dispatches/s${w.dispatch_ratio_to_live === null ? '' : `, ${(w.dispatch_ratio_to_live * 100).toFixed(1)}% of direct live dispatch at ${top}`}); ` +
        `to completion p50 ${w.completion_ms.p50} ms, p95 ${w.completion_ms.p95} ms, p99 ${w.completion_ms.p99} ms, max ${w.completion_ms.max} ms; ${w.failed} not completed. ` +
        `A delay step resumes after it falls due (${w.delay_resumption_ms.runs} runs): p50 ${w.delay_resumption_ms.p50} ms, p99 ${w.delay_resumption_ms.p99} ms, max ${w.delay_resumption_ms.max} ms`,
    );
  }
  if (scheduledFires) {
    const f = scheduledFires;
    console.log(
      `\nScheduled fires (${f.tasks} every-minute tasks falling due at once, each a live data.csv_parse fired by one instance's scheduler): ` +
        `${f.fires_per_second} fires/s${f.ratio_to_live === null ? '' : ` (${(f.ratio_to_live * 100).toFixed(1)}% of direct live dispatch at ${top})`}; ` +
        `late after their time p50 ${f.lateness_ms.p50} ms, p99 ${f.lateness_ms.p99} ms, max ${f.lateness_ms.max} ms; ${f.not_executed} not executed`,
    );
  }
  if (chatTurns) {
    const c = chatTurns;
    console.log(
      `\nChat turns (sandbox model, one live data.csv_parse call each, ${c.connections} callers each in its own session, ${c.seconds} s): ` +
        `${c.turns_per_second} turns/s${c.tool_calls_ratio_to_live === null ? '' : ` (their tool calls ${(c.tool_calls_ratio_to_live * 100).toFixed(1)}% of direct live dispatch at ${top})`}; ` +
        `first event p50 ${c.first_event_ms.p50} ms, p99 ${c.first_event_ms.p99} ms; whole turn p50 ${c.turn_ms.p50} ms, p99 ${c.turn_ms.p99} ms; ${c.failed} not completed`,
    );
  }
  if (storageTransfer) {
    const t = storageTransfer;
    console.log(
      `\nStorage (a ${t.bytes / 1024 / 1024} MB object, ${t.rounds} rounds, through its signed URLs, streamed to and from a file and hashed on upload): ` +
        `upload ${t.upload_mb_per_second} MB/s, download ${t.download_mb_per_second} MB/s; reading the same file from disk in this process ${t.disk_read_mb_per_second} MB/s`,
    );
  }
  if (knowledgeQuery) {
    const q = knowledgeQuery;
    console.log(
      `\nKnowledge query (POST /api/v1/knowledge/collections/{id}/query, k 5, over ${q.chunks.toLocaleString('en')} passages; ${q.other_chunks.toLocaleString('en')} more in another collection; ${q.queries} queries one after another, each embedded by the server's model): ` +
        `p50 ${q.latency_ms.p50} ms, p95 ${q.latency_ms.p95} ms, p99 ${q.latency_ms.p99} ms, max ${q.latency_ms.max} ms; ` +
        `vector store ${q.backend}, ${q.uses_hnsw_index ? 'through the HNSW index' : 'NOT through the HNSW index'} (the search's SQL ${q.sql_execution_ms} ms in PostgreSQL). Plan: ${q.plan}`,
    );
  }
  for (const m of measurements.filter((m) => m.per_request && m.connections === top)) {
    console.log(`\nStatements per ${m.name} at ${top} connections (calls per request, mean execution ms; ${m.per_request!.exec_ms} ms executing per dispatch):`);
    for (const q of m.per_request!.top) console.log(`  ${q.calls_per_request.toFixed(2).padStart(5)}  ${q.mean_exec_ms.toFixed(3).padStart(7)}  ${q.query.slice(0, 110)}`);
  }

  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: { node: process.version, platform: `${os.platform()} ${os.release()}`, cpus: cpus.length, cpu_model: cpus[0]?.model ?? null, memory_gib: Math.round(os.totalmem() / 2 ** 30), load_average_at_start: os.loadavg() },
        setup: { duration_seconds: DURATION_SECONDS, warmup_seconds: WARMUP_SECONDS, connections: LEVELS, server: 'proctor serve, NODE_ENV=production, embedded PostgreSQL, LOG_LEVEL info', load_generator: 'autocannon, a separate process on loopback' },
        targets,
        measurements,
        workflow_runs: workflowRuns,
        storage_transfer: storageTransfer,
        knowledge_query: knowledgeQuery,
        scheduled_fires: scheduledFires,
        chat_turns: chatTurns,
        two_instances: twoInstances,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), outFile) || outFile}`);
  await stats.end();
} finally {
  await stopServer();
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** CPU seconds (user + system) used so far by a process, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * CPU seconds of a process and its children (PostgreSQL: the postmaster and its backends): those
 * alive now, and those that ended, which the kernel adds to the parent's children's time.
 */
function treeCpuSeconds(rootPid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${rootPid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let total = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid === rootPid) total += cpuSeconds(Number(entry)) ?? 0;
      } catch {
        // gone meanwhile
      }
    }
    return total;
  } catch {
    return null;
  }
}

function cpuCell(cpu: { server: number | null; postgres: number | null }): string {
  return cpu.server === null || cpu.postgres === null ? '' : `${cpu.server.toFixed(2)} + ${cpu.postgres.toFixed(2)}`;
}

function perRequestMs(before: number | null, after: number | null, requests: number): number | null {
  if (before === null || after === null) return null;
  return Math.round(((after - before) * 1000 * 1000) / Math.max(requests, 1)) / 1000;
}

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

function mark(met: boolean): string {
  return met ? '(met)' : '(NOT met)';
}

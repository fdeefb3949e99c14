import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

// Usage: pnpm bench. Starts the built server (`proctor serve`) as its own process on a throwaway
// embedded PostgreSQL (or DATABASE_URL), signs up through the API, then loads each route with
// autocannon from this process and prints throughput and latency percentiles. The dispatch routes
// run the whole pipeline (rate limit, idempotency, policy, budgets, hold, provider, settle, audit),
// each request with its own Idempotency-Key; the wallet is large enough never to run dry.

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proctor-bench-'));
chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, ['dist/cli.js', 'serve'], {
  cwd: serverDir,
  env: {
    ...process.env,
    PORT: '0',
    PROCTOR_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PROCTOR_TRIAL_BALANCE_CENTS: '1000000000',
    PROCTOR_RATE_LIMIT_REQUESTS: '1000000000',
  },
  stdio: ['ignore', 'inherit', 'pipe'],
});
const baseUrl = await new Promise<string>((resolve, reject) => {
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    const match = /listening on (http:\/\/\S+)/.exec(stderr);
    if (match) resolve(match[1]!);
  });
  server.on('exit', () => reject(new Error(`server exited: ${stderr}`)));
});

async function post(path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return { body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

const signup = await post('/api/v1/auth/signup', { email: 'bench@example.test', password: 'benchmark password' }, {});
const cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;
const { token } = (await post('/api/v1/personal-tokens', { name: 'bench' }, { cookie })).body as { token: string };
const asUser = { authorization: `Bearer ${token}` };
const created = (await post('/api/v1/agents', { name: 'Bench' }, asUser)).body as {
  agent: { id: string };
  api_key: string;
  test_api_key: string;
};
const agent = created.agent;
for (const operation of ['data.csv_parse', 'web_search.search']) {
  await post(`/api/v1/agents/${agent.id}/services`, { operation }, asUser);
}

interface Route {
  name: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

const dispatchRoute = (name: string, key: string, body: unknown): Route => ({
  name,
  path: '/api/v1/service-requests',
  headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  body,
});

const routes: Route[] = [
  { name: 'GET /api/v1/health (no auth, no database)', path: '/api/v1/health', headers: {} },
  { name: 'GET /api/v1/agents/{id} (personal token)', path: `/api/v1/agents/${agent.id}`, headers: asUser },
  dispatchRoute('POST /api/v1/service-requests, live data.csv_parse (executed, 1 cent)', created.api_key, {
    operation: 'data.csv_parse',
    payload: { csv: 'name,qty\nbolt,3\nnut,5\n' },
  }),
  dispatchRoute('POST /api/v1/service-requests, test web_search.search (sandbox)', created.test_api_key, {
    operation: 'web_search.search',
    payload: { query: 'governance' },
  }),
];

console.log(`Node ${process.version}, ${os.cpus().length} CPUs, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route\n`);
console.log('| Route | Requests/s | p50 ms | p99 ms | Non-2xx |');
console.log('|---|---|---|---|---|');
try {
  for (const route of routes) {
    const result = await autocannon({
      url: `${baseUrl}${route.path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        route.body === undefined
          ? { method: 'GET', headers: route.headers }
          : {
              method: 'POST',
              body: JSON.stringify(route.body),
              // A new Idempotency-Key for every request: each one is a new dispatch.
              setupRequest: (request) => ({ ...request, headers: { ...route.headers, 'idempotency-key': randomUUID() } }),
            },
      ],
    });
    console.log(
      `| ${route.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
    );
  }
} finally {
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

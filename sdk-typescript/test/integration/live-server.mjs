// Starts a real Proctor server for integration tests and the examples: `node server/dist/cli.js
// serve` on a free port with a fresh embedded PostgreSQL in a temporary directory, then signs up,
// mints a personal token, creates an agent and binds operations, as the README's "First steps" do.
// Plain ESM so that vitest's global setup and examples/scripts/run-examples.mjs share it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const cli = join(repoRoot, 'server/dist/cli.js');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Builds the server when it has never been built (or PROCTOR_SERVER_BUILD=always). */
function ensureBuilt() {
  if (existsSync(cli) && process.env.PROCTOR_SERVER_BUILD !== 'always') return;
  const result = spawnSync('pnpm', ['--filter', '@proctor/server', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (!existsSync(cli)) throw new Error(`server build failed (exit ${result.status}); ${cli} is missing`);
}

/**
 * Starts the server. With PROCTOR_TEST_BASE_URL set, uses that running server instead (no start,
 * no stop). Resolves with {baseURL, stop()}.
 */
export async function startServer({ log = false } = {}) {
  if (process.env.PROCTOR_TEST_BASE_URL) {
    return { baseURL: process.env.PROCTOR_TEST_BASE_URL.replace(/\/+$/, ''), stop: async () => {} };
  }
  ensureBuilt();
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'proctor-sdk-'));
  await chmod(dataDir, 0o755); // as root, the embedded PostgreSQL runs as `postgres` and must traverse it
  const child = spawn(process.execPath, [cli, 'serve'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PROCTOR_DATA_DIR: join(dataDir, 'data'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (log) process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const baseURL = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 120_000;
  for (;;) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 250))]);
    if (early) throw new Error(`the server exited during start (${JSON.stringify(early)}):\n${stderr}`);
    try {
      const res = await fetch(`${baseURL}/api/v1/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not become ready in 120 s:\n${stderr}`);
    }
  }

  return {
    baseURL,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(baseURL, method, path, { body, token, cookie } = {}) {
  const headers = { origin: baseURL };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  const res = await fetch(`${baseURL}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { res, data: text ? JSON.parse(text) : undefined };
}

/**
 * Signs up a fresh organization, mints a personal token with the session cookie, creates an agent
 * and binds operations (README "First steps"). Returns every credential the tests and examples use.
 */
export async function bootstrap(baseURL) {
  const email = `sdk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'correct horse battery staple';
  const signup = await call(baseURL, 'POST', '/auth/signup', { body: { email, password, org_name: 'SDK Tests' } });
  const cookie = signup.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('proctor_session='));
  if (!cookie) throw new Error('signup set no proctor_session cookie');
  const { data: minted } = await call(baseURL, 'POST', '/personal-tokens', { body: { name: 'sdk-tests' }, cookie });
  const token = minted.token;
  const { data: created } = await call(baseURL, 'POST', '/agents', { body: { name: 'SDK test agent' }, token });
  const agentId = created.agent.id;
  const bindings = [
    { operation: 'web_search.search', daily_limit: 1000 },
    { operation: 'data.csv_parse', daily_limit: 1000 },
    { operation: 'text_generation.generate', daily_limit: 1000 },
    // every chat.send needs a reviewer's approval
    { operation: 'chat.send', approval_threshold_cents: 0 },
  ];
  for (const binding of bindings) await call(baseURL, 'POST', `/agents/${agentId}/services`, { body: binding, token });
  return {
    baseURL,
    email,
    password,
    cookie,
    token,
    agentId,
    agentKey: created.api_key,
    testAgentKey: created.test_api_key,
  };
}

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellQuote } from '../src/cli/shell.js';
import { runCli } from './support/cli.js';
import { createMigratedDatabase } from './support/database.js';
import { call, uniqueEmail } from './support/identity.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

const PASSWORD = 'correct horse battery staple';
const EXPORTED = ['PROCTOR_BASE_URL', 'PROCTOR_TOKEN', 'PROCTOR_AGENT_KEY', 'PROCTOR_AGENT_ID'] as const;
type Exported = Record<(typeof EXPORTED)[number], string>;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess(await createMigratedDatabase());
});
afterAll(() => server?.stop());

/** What `eval "$(proctor init …)"` leaves in a POSIX shell. */
function evaluate(stdout: string): Exported {
  const printed = execFileSync('sh', ['-c', `eval "$1"; printf '%s\\0' ${EXPORTED.map((name) => `"$${name}"`).join(' ')}`, 'sh', stdout]);
  const values = printed.toString().split('\0');
  return Object.fromEntries(EXPORTED.map((name, index) => [name, values[index]!])) as Exported;
}

async function init(args: string[], env: Record<string, string> = {}, input?: string) {
  const run = runCli(['init', '--url', server.baseUrl, ...args], env, input);
  const code = await run.exited;
  return { code, ...run.output() };
}

describe('proctor init', () => {
  it('signs up and prints four export lines whose test key dispatches data.csv_parse at cost 0', async () => {
    const email = uniqueEmail();
    const result = await init(['--email', email, '--password-stdin', '--org-name', 'Analytical Engines'], {}, `${PASSWORD}\n`);
    expect(result.stderr).not.toContain(PASSWORD);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^export PROCTOR_BASE_URL=http:\/\/127\.0\.0\.1:\d+\nexport PROCTOR_TOKEN=service_pat_live_\S+\nexport PROCTOR_AGENT_KEY=agent_key_test_\S+\nexport PROCTOR_AGENT_ID=agt_\S+\n$/,
    );
    expect(result.stderr).toMatch(/Signed up as .*"Analytical Engines"/);
    expect(result.stderr).toMatch(/Bound \d+ operations, each at most 100 requests a day and 500 cents a month: .*data\.csv_parse/);

    const exported = evaluate(result.stdout);
    expect(exported.PROCTOR_BASE_URL).toBe(server.baseUrl);
    const dispatched = await call<{ status: string; mode: string; cost_cents: number }>(server.app, 'POST', '/api/v1/service-requests', {
      as: { bearer: exported.PROCTOR_AGENT_KEY },
      body: { operation: 'data.csv_parse', payload: { csv: 'name,city\nAda,London\n' } },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(dispatched.body, dispatched.raw).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0 });

    const bindings = await call<{ data: { operation: string; daily_limit: number; monthly_budget_cents: number }[] }>(
      server.app,
      'GET',
      `/api/v1/agents/${exported.PROCTOR_AGENT_ID}/services`,
      { as: { bearer: exported.PROCTOR_TOKEN } },
    );
    const docs = await call<{ operations: { operation: string; requires_connected_app: string | null }[] }>(server.app, 'GET', '/api/v1/agent-docs');
    const withoutApp = docs.body.operations.filter((op) => op.requires_connected_app === null).map((op) => op.operation);
    expect(bindings.body.data.map((binding) => binding.operation).sort()).toEqual(withoutApp.sort());
    expect(withoutApp).toEqual(expect.arrayContaining(['data.csv_parse', 'web_search.search', 'text_generation.generate', 'email.send']));
    expect(bindings.body.data[0]).toMatchObject({ daily_limit: 100, monthly_budget_cents: 500 });
  });

  it('prints the live key with --live; a second init with the same email signs in and creates another agent', async () => {
    const email = uniqueEmail();
    const env = { PROCTOR_PASSWORD: PASSWORD };
    const first = await init(['--email', email, '--live'], env);
    expect(first.code, first.stderr).toBe(0);
    expect(evaluate(first.stdout).PROCTOR_AGENT_KEY).toMatch(/^agent_key_live_/);

    const second = await init(['--email', email, '--agent-name', 'Second'], env);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toMatch(/already has an account; signing in with the same password instead/);
    const [one, two] = [evaluate(first.stdout), evaluate(second.stdout)];
    expect(two.PROCTOR_AGENT_ID).not.toBe(one.PROCTOR_AGENT_ID);
    const agents = await call<{ data: { id: string; name: string }[] }>(server.app, 'GET', '/api/v1/agents', {
      as: { bearer: two.PROCTOR_TOKEN },
    });
    expect(agents.body.data.map((agent) => agent.id)).toEqual(expect.arrayContaining([one.PROCTOR_AGENT_ID, two.PROCTOR_AGENT_ID]));
  });

  it('run again with the same agent name, reuses that agent and prints its rotated key: the one printed before stops working', async () => {
    const email = uniqueEmail();
    const env = { PROCTOR_PASSWORD: PASSWORD };
    const first = await init(['--email', email], env);
    expect(first.code, first.stderr).toBe(0);
    // A limit a person tightened since stays as they set it.
    const tightened = await call(server.app, 'POST', `/api/v1/agents/${evaluate(first.stdout).PROCTOR_AGENT_ID}/services`, {
      as: { bearer: evaluate(first.stdout).PROCTOR_TOKEN },
      body: { operation: 'data.csv_parse', daily_limit: 5 },
    });
    expect(tightened.status, tightened.raw).toBe(200);
    const again = await init(['--email', email], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/Left its \d+ bindings as they are\./);
    expect(again.stderr).not.toMatch(/Bound \d+ operations/);
    expect(again.stderr).toMatch(/Agent "My first agent" \(agt_\S+\) already exists: reusing it rather than making a second\. Its test key was rotated/);
    const [one, two] = [evaluate(first.stdout), evaluate(again.stdout)];
    expect(two.PROCTOR_AGENT_ID).toBe(one.PROCTOR_AGENT_ID);
    expect(two.PROCTOR_AGENT_KEY).toMatch(/^agent_key_test_/);
    expect(two.PROCTOR_AGENT_KEY).not.toBe(one.PROCTOR_AGENT_KEY);
    const agents = await call<{ data: { id: string; name: string }[] }>(server.app, 'GET', '/api/v1/agents', { as: { bearer: two.PROCTOR_TOKEN } });
    expect(agents.body.data.filter((agent) => agent.name === 'My first agent').map((agent) => agent.id)).toEqual([one.PROCTOR_AGENT_ID]);
    const dispatch = (key: string) =>
      call<{ status: string }>(server.app, 'POST', '/api/v1/service-requests', {
        as: { bearer: key },
        body: { operation: 'data.csv_parse', payload: { csv: 'name\nAda\n' } },
        headers: { 'idempotency-key': randomUUID() },
      });
    const bindings = await call<{ data: { operation: string; daily_limit: number }[] }>(server.app, 'GET', `/api/v1/agents/${two.PROCTOR_AGENT_ID}/services`, {
      as: { bearer: two.PROCTOR_TOKEN },
    });
    expect(bindings.body.data.find((binding) => binding.operation === 'data.csv_parse')?.daily_limit).toBe(5);
    expect((await dispatch(one.PROCTOR_AGENT_KEY)).status).toBe(401);
    expect((await dispatch(two.PROCTOR_AGENT_KEY)).body.status).toBe('executed');
  });

  it('refuses --login with a wrong password with the server message, exit 3 (auth)', async () => {
    const email = uniqueEmail();
    expect((await init(['--email', email], { PROCTOR_PASSWORD: PASSWORD })).code).toBe(0);
    const result = await init(['--email', email, '--login'], { PROCTOR_PASSWORD: 'not the password' });
    expect(result.code).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^proctor: unauthorized: .+\n$/);
    expect(result.stderr).not.toContain('not the password');
  });

  it('names the URL when no server answers there, exit 1', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const run = runCli(['init', '--email', 'ada@example.com'], { PROCTOR_BASE_URL: `http://127.0.0.1:${port}`, PROCTOR_PASSWORD: PASSWORD });
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toBe(`proctor: no Proctor server at http://127.0.0.1:${port} (connection refused); start one with pnpm start, or pass --url\n`);
  });

  it('without a terminal and without --email, exits 2 naming --email', async () => {
    const result = await init([], { PROCTOR_PASSWORD: PASSWORD });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^proctor: an email is needed .*pass --email <email>\n$/);
  });
});

describe('shellQuote', () => {
  it.each(["it's $HOME `x` \\ \"q\"", 'http://127.0.0.1:8787', ''])('gives %j back through sh', (value) => {
    expect(execFileSync('sh', ['-c', `printf '%s' ${shellQuote(value)}`]).toString()).toBe(value);
  });
});

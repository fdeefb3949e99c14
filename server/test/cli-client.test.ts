import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';
import { BUILT_CLI, runBuiltCli, type CliRun } from './support/cli.js';
import { agentWithBindings, CSV, dispatchAs, type DispatchFixture } from './support/dispatch.js';
import { call, createAgent } from './support/identity.js';

/**
 * The client commands of the built CLI (server/dist/cli.js, as `npx proctor` runs it) against one
 * real server in this process: each command's --json parsed, a table for people, the exit codes.
 */
const app = useTestApp();

/** Several processes in a row, each loading node and the CLI: room for a loaded machine, as cli.test.ts gives its own. */
const COMMANDS_TIMEOUT_MS = 90_000;
let fixture: DispatchFixture;
let home: string;
const running: CliRun[] = [];

beforeAll(async () => {
  if (!existsSync(BUILT_CLI)) throw new Error(`${BUILT_CLI} is missing: build first (pnpm --filter @proctor/server build)`);
  home = mkdtempSync(path.join(os.tmpdir(), 'proctor-cli-client-'));
  // Approval at any cost: the live key's requests wait for a person.
  fixture = await agentWithBindings(app, { [CSV.operation]: { approval_threshold_cents: 0 } });
});
afterAll(() => {
  for (const run of running) if (run.child.exitCode === null) run.child.kill('SIGKILL');
  rmSync(home, { recursive: true, force: true });
});

/** The user config directory of the runs, in a temporary home: nothing of the machine's own is read or written. */
const configEnv = () => ({ HOME: home, XDG_CONFIG_HOME: path.join(home, 'config') });

function start(args: string[], env: Record<string, string> = {}, options: { input?: string; cwd?: string } = {}): CliRun {
  const run = runBuiltCli(args, { ...configEnv(), PROCTOR_URL: app.baseUrl, PROCTOR_TOKEN: fixture.token, ...env }, options);
  running.push(run);
  return run;
}

async function proctor(args: string[], env: Record<string, string> = {}, options: { input?: string; cwd?: string } = {}) {
  const run = start(args, env, options);
  const code = await run.exited;
  return { code, ...run.output() };
}

async function json<T>(args: string[], env: Record<string, string> = {}, options: { input?: string; cwd?: string } = {}): Promise<T> {
  const result = await proctor([...args, '--json'], env, options);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}

describe('credentials', () => {
  it('without a token, exits 3 (auth) saying how to log in', async () => {
    const result = await proctor(['agents', 'list'], { PROCTOR_TOKEN: '' });
    expect(result.code).toBe(3);
    expect(result.stderr).toBe('proctor: not logged in: run proctor login, or set PROCTOR_TOKEN to a personal access token\n');
  });

  it('login keeps a pasted token in a 0600 file of a 0700 directory; the commands use it; logout forgets it', async () => {
    const login = await proctor(['login', '--token-stdin'], { PROCTOR_TOKEN: '' }, { input: `${fixture.token}\n` });
    expect(login.code, login.stderr).toBe(0);
    const file = path.join(home, 'config', 'proctor', 'config.json');
    expect(login.stderr).toContain(`Logged in to ${app.baseUrl} as ${fixture.owner.email}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);

    // A table for people: a header, and the agent's row in its columns.
    const listed = await proctor(['agents', 'list'], { PROCTOR_TOKEN: '', PROCTOR_URL: '' });
    expect(listed.code, listed.stderr).toBe(0);
    const [header, ...rows] = listed.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID +NAME +STATUS +CREATED$/);
    const row = rows.find((line) => line.startsWith(fixture.agentId))!;
    expect(row).toMatch(new RegExp(`^${fixture.agentId} +Researcher +active +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\dZ$`));
    expect(row.indexOf('active')).toBe(header!.indexOf('STATUS'));

    const logout = await proctor(['logout'], { PROCTOR_TOKEN: '' });
    expect(logout.code).toBe(0);
    expect(existsSync(file)).toBe(false);
  }, COMMANDS_TIMEOUT_MS);

  it('login with a password mints a token; logout --revoke revokes it, and it is refused after (exit 3)', async () => {
    const env = { PROCTOR_TOKEN: '', PROCTOR_PASSWORD: fixture.owner.password };
    const login = await proctor(['login', '--email', fixture.owner.email], env);
    expect(login.code, login.stderr).toBe(0);
    expect(login.stderr).toMatch(/Minted personal access token "proctor login .*" \(pat_\w+\)/);
    const saved = JSON.parse(readFileSync(path.join(home, 'config', 'proctor', 'config.json'), 'utf8')) as { token: string };
    const logout = await proctor(['logout', '--revoke'], env);
    expect(logout.code, logout.stderr).toBe(0);
    const refused = await proctor(['balance'], { PROCTOR_TOKEN: saved.token });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/^proctor: unauthorized: /);
  }, COMMANDS_TIMEOUT_MS);
});

describe('commands', () => {
  it('agents: list, create, pause and resume (--json), a bad option exits 2', async () => {
    // Independent commands run side by side: each is a process of its own.
    const [listed, created, usage] = await Promise.all([
      json<{ data: { id: string }[]; next_cursor: string | null }>(['agents', 'list']),
      json<{ agent: { id: string; name: string }; api_key: string; test_api_key: string }>(['agents', 'create', 'Scout']),
      proctor(['agents', 'list', '--limit', '0']),
    ]);
    expect(listed.data.map((agent) => agent.id)).toContain(fixture.agentId);
    expect(created).toMatchObject({ agent: { name: 'Scout' }, api_key: expect.stringMatching(/^agent_key_live_/), test_api_key: expect.stringMatching(/^agent_key_test_/) });

    const password = { PROCTOR_PASSWORD: fixture.owner.password };
    const paused = await json<{ id: string; status: string }>(['agents', 'pause', created.agent.id, '--email', fixture.owner.email], password);
    expect(paused).toMatchObject({ id: created.agent.id, status: 'paused' });
    const resumed = await json<{ status: string }>(['agents', 'resume', created.agent.id, '--email', fixture.owner.email], password);
    expect(resumed.status).toBe('active');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--limit.*a whole number from 1 to 100/);
  }, COMMANDS_TIMEOUT_MS);

  it('approvals and requests: list, approve, reject, get; unknown ids exit 4', async () => {
    const [first, second] = [await dispatchAs(app, fixture.liveKey, CSV), await dispatchAs(app, fixture.liveKey, CSV)];
    expect(first.body.status).toBe('approval_required');

    const [pending, requests, unknownApproval, missing] = await Promise.all([
      json<{ data: { id: string; status: string }[] }>(['approvals', 'list', '--status', 'pending']),
      json<{ data: { id: string; status: string }[] }>(['requests', 'list', '--agent', fixture.agentId]),
      proctor(['approvals', 'approve', 'apr_nope']),
      proctor(['requests', 'get', 'sr_nope']),
    ]);
    expect(pending.data.map((approval) => approval.id).sort()).toEqual([first.body.approval_id, second.body.approval_id].sort());
    expect(requests.data.map((request) => request.id)).toEqual([second.body.id, first.body.id]);
    expect(unknownApproval.code).toBe(4);
    expect(missing.code).toBe(4);
    expect(missing.stderr).toMatch(/^proctor: not_found: .*\n$/);

    const [approved, rejected] = await Promise.all([
      json<{ status: string; service_request: { status: string } }>(['approvals', 'approve', first.body.approval_id!, '--note', 'fine']),
      json<{ status: string; note: string }>(['approvals', 'reject', second.body.approval_id!, '--note', 'not now']),
    ]);
    expect(approved).toMatchObject({ status: 'approved', service_request: { status: 'executed' } });
    expect(rejected).toMatchObject({ status: 'rejected', note: 'not now' });
    const got = await json<{ id: string; status: string; operation: string }>(['requests', 'get', first.body.id]);
    expect(got).toMatchObject({ id: first.body.id, status: 'executed', operation: CSV.operation });
  }, COMMANDS_TIMEOUT_MS);

  it('usage and balance', async () => {
    const [usage, balance] = await Promise.all([
      json<{ group_by: string; data: { key: string; requests: number }[] }>(['usage']),
      json<{ balance_cents: number; held_cents: number; currency: string }>(['balance']),
    ]);
    expect(usage.group_by).toBe('operation');
    expect(usage.data.find((row) => row.key === CSV.operation)?.requests).toBeGreaterThanOrEqual(1);
    const wallet = await call<typeof balance>(app, 'GET', '/api/v1/balance', { as: { bearer: fixture.token } });
    expect(balance).toEqual(wallet.body);
  });
});

describe('audit', () => {
  it('tail --follow prints an entry written after it started', async () => {
    const follow = start(['audit', 'tail', '--follow', '--json', '--limit', '1', '--interval', '100']);
    await follow.waitFor(/"seq":\d+/);
    const made = await createAgent(app, { bearer: fixture.token }, { name: 'Followed' });
    const [line] = await follow.waitFor(new RegExp(`^.*"action":"agent.created".*"${made.agent.id}".*$`, 'm'));
    expect(JSON.parse(line)).toMatchObject({ action: 'agent.created', target: { type: 'agent', id: made.agent.id } });
    follow.child.kill('SIGTERM');
    await follow.exited;
  });

  it('verify recomputes the chain from the listing, as the server does; a tampered entry exits 1 naming its seq', async () => {
    const server = await call<{ entries: number; head_hash: string }>(app, 'GET', '/api/v1/audit-logs/verify', { as: { bearer: fixture.token } });
    const report = await json<{ valid: boolean; entries: number; head_hash: string; first_invalid_seq: null }>(['audit', 'verify']);
    expect(report).toEqual({ valid: true, entries: server.body.entries, head_hash: server.body.head_hash, first_invalid_seq: null });

    await app.db.prisma.$transaction([
      app.db.prisma.$executeRaw`SET LOCAL session_replication_role = 'replica'`,
      app.db.prisma.$executeRaw`UPDATE audit_entries SET outcome = 'forged' WHERE org_id = ${fixture.owner.session.organization.id} AND seq = 2`,
    ]);
    const broken = await proctor(['audit', 'verify', '--json']);
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.stdout)).toMatchObject({ valid: false, entries: 1, first_invalid_seq: 2 });
    expect(broken.stderr).toBe('proctor: the audit trail is broken at seq 2\n');
  });
});

describe('chat', () => {
  it('runs the local tool the model calls (read_file under --root, nothing outside it) and sends its results back', async () => {
    const root = mkdtempSync(path.join(home, 'work-'));
    writeFileSync(path.join(root, 'notes.txt'), 'Buy bolts.');
    const result = await proctor(['chat', fixture.agentId, '--yes', '--json', '--root', root], {}, {
      input: 'call read_file {"path": "notes.txt"}\ncall read_file {"path": ".."}\n',
    });
    expect(result.code, result.stderr).toBe(0);
    const events = result.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { event: string; data: Record<string, unknown> });
    // Two lines, two turns: each pauses on its local call, runs it here, and completes.
    const batches = events.filter((event) => event.event === 'local_tools_pending').map((event) => event.data.calls);
    expect(batches).toEqual([
      [{ tool_call_id: expect.stringMatching(/^ctc_/), name: 'read_file', arguments: { path: 'notes.txt' } }],
      [{ tool_call_id: expect.stringMatching(/^ctc_/), name: 'read_file', arguments: { path: '..' } }],
    ]);
    expect(events.filter((event) => event.event === 'done').map((event) => event.data.status)).toEqual(['paused', 'completed', 'paused', 'completed']);
    const answers = events.filter((event) => event.event === 'message').map((event) => event.data.content as string);
    expect(answers).toContain('I called read_file (Buy bolts.).');
    // The second named a path outside --root: refused, and the model told why.
    expect(answers.at(-1)).toMatch(/^I called read_file \(error: \.\. is outside /);
  });

  it('asks before running a local call, and a "no" sends the refusal instead', async () => {
    const result = await proctor(['chat', 'Researcher', '--root', home], {}, { input: 'call read_file {"path": "../etc/passwd"}\nn\n' });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('I called read_file (The user declined to run this call.).');
    expect(result.stderr).toContain('Run locally: read the file ../etc/passwd? [y/N] ');
    expect(result.stderr).toMatch(/declined read_file/);
  });
});

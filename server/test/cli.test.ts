import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrations.js';
import { startTestApp } from './support/app.js';
import { BUILT_CLI, runCli, SERVER_DIR, type CliRun } from './support/cli.js';
import { createEmptyDatabase, createMigratedDatabase } from './support/database.js';
import { createAgent, sessionCookieOf, signup } from './support/identity.js';

const run = promisify(execFile);
const tempDirs: string[] = [];
const running: CliRun[] = [];
afterAll(async () => {
  for (const run of running) {
    if (run.child.exitCode === null) {
      run.child.kill('SIGINT');
      await run.exited;
    }
  }
  tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'proctor-cli-'));
  chmodSync(dir, 0o755);
  tempDirs.push(dir);
  return dir;
}

function serve(env: Record<string, string>): CliRun {
  const run = runCli(['serve'], { PORT: '0', ...env });
  running.push(run);
  return run;
}

async function embeddedQuery(dataDir: string, sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'proctor' });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

async function expectOneLineFailure(run: CliRun, pattern: RegExp): Promise<void> {
  expect(await run.exited).toBe(1);
  const { stderr } = run.output();
  expect(stderr.trim().split('\n')).toHaveLength(1);
  expect(stderr).toMatch(pattern);
}

describe('proctor --help', () => {
  it.each([
    [[], /Usage: proctor[\s\S]*serve[\s\S]*migrate/],
    [["serve"], /Usage: proctor serve[\s\S]*PROCTOR_DATA_DIR[\s\S]*--port/],
    [['migrate'], /Usage: proctor migrate[\s\S]*DATABASE_URL/],
    [['admin'], /Usage: proctor admin[\s\S]*grant[\s\S]*revoke[\s\S]*list/],
  ])('explains %j', async (command, pattern) => {
    const run = runCli([...command, '--help']);
    expect(await run.exited).toBe(0);
    expect(run.output().stdout).toMatch(pattern);
  });

  it('runs as `npx proctor` in server/, as docs/cli.md says: the package\'s own bin, nothing fetched', async () => {
    const { bin, version } = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as { bin: { proctor: string }; version: string };
    expect(path.resolve(SERVER_DIR, bin.proctor)).toBe(BUILT_CLI);
    const { stdout } = await run('npx', ['--no-install', 'proctor', '--version'], { cwd: SERVER_DIR, env: { ...process.env, npm_config_offline: 'true' } });
    expect(stdout.trim()).toBe(version);
  });

  it('rejects an unknown command', async () => {
    const run = runCli(['launch']);
    expect(await run.exited).not.toBe(0);
    expect(run.output().stderr).toMatch(/unknown command 'launch'/);
  });
});

describe('proctor serve on the embedded PostgreSQL', () => {
  it('serves, refuses a second start on the same data dir, stops cleanly and keeps its data', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = serve({ PROCTOR_DATA_DIR: dataDir });
    const [, url] = await first.waitFor(/listening on (http:\/\/\S+)/);
    expect(first.output().stderr).toContain(`${url}/docs`);
    expect(first.output().stdout).toContain('"msg":"applied migrations"');
    expect((await fetch(`${url}/api/v1/ready`)).status).toBe(200);
    await embeddedQuery(dataDir, "INSERT INTO organizations (id, name) VALUES ('org_persist', 'Kept')");

    const second = serve({ PROCTOR_DATA_DIR: dataDir });
    await expectOneLineFailure(second, new RegExp(`^proctor: data directory ${dataDir} is in use by proctor \\(PID ${first.child.pid}\\); stop it first`));

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const restarted = serve({ PROCTOR_DATA_DIR: dataDir });
    const [, again] = await restarted.waitFor(/listening on (http:\/\/\S+)/);
    expect(restarted.output().stdout).not.toContain('applied migrations');
    const rows = await embeddedQuery(dataDir, "SELECT name FROM organizations WHERE id = 'org_persist'");
    expect(rows.rows).toEqual([{ name: 'Kept' }]);
    expect((await fetch(`${again}/api/v1/health`)).status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });

  it('says so in one line when the data dir is not writable', async () => {
    const blocker = path.join(tempDir(), 'a-file');
    writeFileSync(blocker, '');
    const run = serve({ PROCTOR_DATA_DIR: path.join(blocker, 'data') });
    await expectOneLineFailure(run, /^proctor: data directory .*a-file\/data is not writable \(ENOTDIR\)/);
  });
});

describe('proctor serve on DATABASE_URL', () => {
  it('serves on that database without touching the data dir', async () => {
    const dataDir = path.join(tempDir(), 'unused');
    const run = serve({ DATABASE_URL: await createMigratedDatabase(), PROCTOR_DATA_DIR: dataDir });
    const [, url] = await run.waitFor(/listening on (http:\/\/\S+)/);
    expect((await fetch(`${url}/api/v1/ready`)).status).toBe(200);
    expect(existsSync(dataDir)).toBe(false);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
  });

  it('says so in one line when the port is in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const run = serve({ DATABASE_URL: await createMigratedDatabase(), PORT: String(port) });
      await expectOneLineFailure(run, new RegExp(`^proctor: port ${port} on 127.0.0.1 is in use; set PORT`));
    } finally {
      blocker.close();
    }
  });

  it('says so in one line when the server cannot be reached, without the password', async () => {
    const run = serve({ DATABASE_URL: 'postgresql://proctor:s3cret-pw@127.0.0.1:1/proctor' });
    await expectOneLineFailure(run, /^proctor: cannot reach DATABASE_URL \(127\.0\.0\.1:1\/proctor\)/);
    expect(run.output().stderr).not.toContain('s3cret-pw');
  });

  it('rejects invalid configuration before starting anything', async () => {
    const run = serve({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    await expectOneLineFailure(run, /^proctor: invalid configuration: PORT: .*; DATABASE_URL: DATABASE_URL must be a postgres/);
  });
});

describe('proctor migrate', () => {
  it('applies pending migrations once, then reports the database up to date', async () => {
    const url = await createEmptyDatabase();
    const first = runCli(['migrate'], { DATABASE_URL: url });
    expect(await first.exited).toBe(0);
    const committed = readdirSync(MIGRATIONS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(first.output().stdout).toMatch(
      new RegExp(`applied ${committed.length} migration\\(s\\) to 127\\.0\\.0\\.1:\\d+/proctor_test_\\S+:\n {2}\\d{14}_init`),
    );
    for (const { name } of committed) expect(first.output().stdout).toContain(`  ${name}\n`);
    const second = runCli(['migrate'], { DATABASE_URL: url });
    expect(await second.exited).toBe(0);
    expect(second.output().stdout).toMatch(/database is up to date/);
  });
});

describe('proctor audit verify', () => {
  it('verifies an organization offline, and exits 1 naming the first bad seq once an entry is altered', async () => {
    const url = await createMigratedDatabase();
    const app = await startTestApp({ db: connectDatabase(url) });
    const owner = await signup(app);
    await createAgent(app, { cookie: owner.cookie });
    await app.close();
    const orgId = owner.session.organization.id;

    const intact = runCli(['audit', 'verify', '--org', orgId], { DATABASE_URL: url });
    expect(await intact.exited).toBe(0);
    expect(JSON.parse(intact.output().stdout)).toMatchObject({ valid: true, entries: 2, first_invalid_seq: null });

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("SET session_replication_role = 'replica'");
    await client.query("UPDATE audit_entries SET outcome = 'forged' WHERE org_id = $1 AND seq = 2", [orgId]);
    await client.end();
    const broken = runCli(['audit', 'verify', '--org', orgId], { DATABASE_URL: url });
    expect(await broken.exited).toBe(1);
    expect(JSON.parse(broken.output().stdout)).toMatchObject({ valid: false, entries: 1, first_invalid_seq: 2 });
    expect(broken.output().stderr).toContain(`the audit trail of ${orgId} is broken at seq 2`);
  });

  it('says so when the organization does not exist, exit 4 (not found)', async () => {
    const url = await createMigratedDatabase();
    const missing = runCli(['audit', 'verify', '--org', 'org_nope'], { DATABASE_URL: url });
    expect(await missing.exited).toBe(4);
    expect(missing.output().stderr).toMatch(/^proctor: organization org_nope not found[^\n]*\n$/);
  });
});

/** POST /api/v1/promo/codes with the session `cookie` on the server at `baseUrl`: 201 for a platform admin, 403 for anyone else. */
async function mintPromo(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/promo/codes`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ code: `CLI-${Math.random().toString(36).slice(2, 10)}`, amount_cents: 100, max_redemptions: 1 }),
  });
  return response.status;
}

/** Each command is a process of its own (tsx compiling the CLI): several in a row outlast the default 30 s on a loaded machine. */
const ADMIN_TIMEOUT_MS = 120_000;

describe('proctor admin', () => {
  it('grants, lists and revokes platform admins on DATABASE_URL, naming the account it acts on', async () => {
    const url = await createMigratedDatabase();
    const app = await startTestApp({ db: connectDatabase(url) });
    try {
      const user = await signup(app, { org_name: 'Ops desk' });
      const orgId = user.session.organization.id;
      expect(await mintPromo(app.baseUrl, user.cookie)).toBe(403);

      const granted = runCli(['admin', 'grant', user.email.toUpperCase()], { DATABASE_URL: url });
      expect(await granted.exited).toBe(0);
      expect(granted.output().stdout).toMatch(
        new RegExp(`^proctor: ${user.email} is now a platform admin\n {2}account {5}${user.session.user.id}, created \\d{4}-.*Z\n {2}member of {3}Ops desk \\(${orgId}, owner\\)\n {2}admin since .*Z\nAnyone may sign up with any address`),
      );
      expect(await mintPromo(app.baseUrl, user.cookie)).toBe(201);

      const listed = runCli(['admin', 'list'], { DATABASE_URL: url });
      expect(await listed.exited).toBe(0);
      expect(listed.output().stdout).toMatch(new RegExp(`^${user.email}\n {2}account {5}${user.session.user.id}`));

      const revoked = runCli(['admin', 'revoke', user.email], { DATABASE_URL: url });
      expect(await revoked.exited).toBe(0);
      expect(revoked.output().stdout).toBe(`proctor: ${user.email} is no longer a platform admin\n`);
      expect(await mintPromo(app.baseUrl, user.cookie)).toBe(403);
    } finally {
      await app.close();
    }
  }, ADMIN_TIMEOUT_MS);

  it('refuses, in one line and changing nothing, an email without an account, and a server still configured with PROCTOR_ADMIN_EMAILS', async () => {
    const url = await createMigratedDatabase();
    const unknown = runCli(['admin', 'grant', 'ops@example.com'], { DATABASE_URL: url });
    await expectOneLineFailure(unknown, /^proctor: No account has the email ops@example\.com: the person signs up first, then you grant it\n/);
    const configured = serve({ DATABASE_URL: url, PROCTOR_ADMIN_EMAILS: 'ops@example.com' });
    await expectOneLineFailure(configured, /^proctor: invalid configuration: PROCTOR_ADMIN_EMAILS: is no longer read: unset it, and make each platform admin with `proctor admin grant <email>`/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect((await client.query('SELECT count(*)::int AS n FROM platform_admins')).rows).toEqual([{ n: 0 }]);
    await client.end();
  }, ADMIN_TIMEOUT_MS);

  it('works on the embedded PostgreSQL beside a running proctor serve, and while it is stopped', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const missing = runCli(['admin', 'list'], { PROCTOR_DATA_DIR: dataDir });
    await expectOneLineFailure(missing, new RegExp(`^proctor: no embedded database in ${dataDir}: set PROCTOR_DATA_DIR`));
    expect(existsSync(dataDir)).toBe(false);

    const server = serve({ PROCTOR_DATA_DIR: dataDir });
    const [, baseUrl] = await server.waitFor(/listening on (http:\/\/\S+)/);
    const signedUp = await fetch(`${baseUrl}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { origin: baseUrl!, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@example.com', password: 'a long enough password' }),
    });
    expect(signedUp.status).toBe(201);
    const cookie = sessionCookieOf(signedUp.headers);

    const granted = runCli(['admin', 'grant', 'ops@example.com'], { PROCTOR_DATA_DIR: dataDir });
    expect(await granted.exited).toBe(0);
    expect(granted.output().stdout).toMatch(/^proctor: ops@example\.com is now a platform admin\n/);
    expect(await mintPromo(baseUrl!, cookie)).toBe(201);

    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    const revoked = runCli(['admin', 'revoke', 'ops@example.com'], { PROCTOR_DATA_DIR: dataDir });
    expect(await revoked.exited).toBe(0);
    expect(revoked.output().stdout).toBe('proctor: ops@example.com is no longer a platform admin\n');
    // The command stopped the cluster it started: the data directory is free for the server.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    const restarted = serve({ PROCTOR_DATA_DIR: dataDir });
    const [, again] = await restarted.waitFor(/listening on (http:\/\/\S+)/);
    expect(await mintPromo(again!, cookie)).toBe(403);
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  }, ADMIN_TIMEOUT_MS);
});

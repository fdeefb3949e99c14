import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../src/routers/auth/session.types.js';
import { runCli } from '../support/cli.js';
import { call, signup } from '../support/identity.js';
import { startServe, type ServerProcess } from '../support/server-process.js';

// Fault: `proctor serve` on its embedded PostgreSQL is killed with SIGKILL (kill -9, the OOM
// killer), so its exit hook never runs and its postmaster lives on, re-parented. A supervisor that
// restarts it with the same command must find it serving again, its data intact, without anyone
// stopping that postmaster by hand; a data directory a live Proctor holds is still refused.

const root = mkdtempSync(path.join(os.tmpdir(), 'proctor-kill-'));
chmodSync(root, 0o755); // as root, PostgreSQL runs as the postgres user and must reach it
const dataDir = path.join(root, 'data');
const env = { PROCTOR_DATA_DIR: dataDir };
const servers: ServerProcess[] = [];
const postmasters: number[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  // Whatever this test left running, should it fail, must not outlive it.
  for (const pid of postmasters) if (isRunning(pid)) process.kill(pid, 'SIGINT');
  for (const until = Date.now() + 10_000; postmasters.some(isRunning) && Date.now() < until; ) await sleep(50);
  rmSync(root, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `pid` runs: not gone, nor a zombie its new parent has yet to reap (this test runs on Linux). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function postmasterPid(): number {
  const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  postmasters.push(pid);
  return pid;
}

async function serve(): Promise<ServerProcess> {
  const server = await startServe(env);
  servers.push(server);
  return server;
}

describe('proctor serve on the embedded PostgreSQL, killed with SIGKILL', () => {
  it('starts again with the same command, on the same data, and still refuses a directory a live proctor holds', async () => {
    const first = await serve();
    const owner = await signup(first.app);
    const orphan = postmasterPid();

    first.run.child.kill('SIGKILL');
    await first.run.exited;
    expect(isRunning(orphan)).toBe(true); // what the supervisor's restart meets

    const second = await serve();
    expect(isRunning(orphan)).toBe(false);
    expect((await second.app.request('/api/v1/health')).status).toBe(200);
    // Data written before the kill is there: the session made then still signs its owner in.
    const session = await call<SessionResponse>(second.app, 'GET', '/api/v1/auth/session', { as: { cookie: owner.cookie } });
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(owner.email);

    // The restarted proctor holds the directory now: another start is refused, naming it.
    const adopted = postmasterPid();
    const third = runCli(['serve'], { PORT: '0', ...env });
    expect(await third.exited).toBe(1);
    expect(third.output().stderr).toBe(`proctor: data directory ${dataDir} is in use by proctor (PID ${second.run.child.pid}); stop it first\n`);
    expect(isRunning(adopted)).toBe(true);
    expect((await second.app.request('/api/v1/ready')).status).toBe(200);

    await second.stop();
    expect(second.run.child.exitCode).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);
});

import type { TestApp } from './app.js';
import { runCli, type CliRun } from './cli.js';

export interface ServerProcess {
  run: CliRun;
  baseUrl: string;
  /** The running process seen as a TestApp, for the identity and dispatch helpers (no `db`, no `close`). */
  app: TestApp;
  /** SIGINT and wait, unless it already exited. */
  stop(): Promise<void>;
}

/** `proctor serve` as its own process (see runCli) with `env` on top of a free port, once it listens. */
export async function startServe(env: Record<string, string>): Promise<ServerProcess> {
  const run = runCli(['serve'], { PORT: '0', LOG_LEVEL: 'warn', ...env });
  const [, baseUrl] = await run.waitFor(/listening on (http:\/\/\S+)/, 60_000);
  const app = {
    baseUrl: baseUrl!,
    request: (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init),
  } as TestApp;
  return {
    run,
    baseUrl: baseUrl!,
    app,
    async stop() {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGINT');
      await run.exited;
    },
  };
}

/** `proctor serve` as its own process (see runCli) on `databaseUrl`, once it listens. */
export const startServerProcess = (databaseUrl: string, env: Record<string, string> = {}) => startServe({ DATABASE_URL: databaseUrl, ...env });

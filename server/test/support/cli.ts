import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, where its `proctor` bin is found. */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The built CLI, as `npx proctor` runs it: what the client commands' tests run, with no compiler in between. */
export const BUILT_CLI = path.join(SERVER_DIR, 'dist', 'cli.js');

const newestModification = (dir: string): number =>
  Math.max(
    0,
    // src/generated is rewritten by every build (prisma generate) without changing the build.
    ...readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.name !== 'generated').map((entry) => {
      const entryPath = path.join(dir, entry.name);
      return entry.isDirectory() ? newestModification(entryPath) : statSync(entryPath).mtimeMs;
    }),
  );

/**
 * The built CLI when `pnpm build` ran after the last change to src/ (as the suite's command does
 * before the tests; tsc rewrites its build info whenever it emits), else the source through tsx:
 * a process compiling the whole server with tsx costs seconds of CPU, and the suite starts
 * hundreds of them. Decided once per worker.
 */
const cliEntry = (() => {
  try {
    const built = statSync(path.join(SERVER_DIR, 'dist/.tsbuildinfo')).mtimeMs;
    if (built >= newestModification(path.join(SERVER_DIR, 'src'))) return [BUILT_CLI];
  } catch {
    // no build yet
  }
  return ['--import', 'tsx', 'src/cli.ts'];
})();

export interface CliRun {
  child: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** Resolves with the first match of `pattern` in stderr or stdout. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

/**
 * Runs the `proctor` CLI (built or from source, see cliEntry), with only the given environment on top of
 * PATH, and `input` as its stdin (else none).
 */
export function runCli(args: string[], env: Record<string, string> = {}, input?: string): CliRun {
  const child = spawn(process.execPath, [...cliEntry, ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  return tracked(child, input);
}


/**
 * Runs the built `proctor` (server/dist/cli.js; build first) in `cwd`, with only `env` on top of
 * PATH, and `input` as its stdin (else none).
 */
export function runBuiltCli(args: string[], env: Record<string, string>, options: { input?: string; cwd?: string } = {}): CliRun {
  const child = spawn(process.execPath, [BUILT_CLI, ...args], {
    cwd: options.cwd ?? SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  return tracked(child, options.input);
}

function tracked(child: ChildProcess, input: string | undefined): CliRun {
  if (input !== undefined) child.stdin!.end(input);
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    listeners.forEach((listener) => listener());
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    listeners.forEach((listener) => listener());
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => ({ stdout, stderr }),
    exited,
    waitFor(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(stderr) ?? pattern.exec(stdout);
          if (!match) return;
          cleanup();
          resolve(match);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for ${pattern}; stderr: ${stderr}; stdout: ${stdout.slice(-2000)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void exited.then(() => {
          check();
          if (listeners.has(check)) {
            cleanup();
            reject(new Error(`exited before ${pattern}; stderr: ${stderr}`));
          }
        });
        check();
      });
    },
  };
}

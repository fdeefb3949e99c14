import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface CliRun {
  child: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** Resolves with the first match of `pattern` in stderr or stdout. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

/**
 * Runs the `proctor` CLI from source (through tsx), with only the given environment on top of
 * PATH, and `input` as its stdin (else none).
 */
export function runCli(args: string[], env: Record<string, string> = {}, input?: string): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
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

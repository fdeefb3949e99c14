import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface StepRun {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * One bash process that runs a document's steps one after another, as a reader pasting them into
 * one terminal would: variables, exports, functions and the directory carry over from step to
 * step. Each step is sourced from a file with its own stdout and stderr captured, and the shell
 * reports the step's exit status on its own stdout when the step is done.
 */
export class ShellSession {
  private readonly scratch = mkdtempSync(path.join(os.tmpdir(), 'proctor-readme-'));
  private readonly bash;
  private output = '';
  private waiting: (() => void) | undefined;
  private count = 0;

  constructor(cwd: string, env: Record<string, string>) {
    this.bash = spawn('bash', ['--noprofile', '--norc'], { cwd, env, stdio: ['pipe', 'pipe', 'inherit'] });
    this.bash.stdout.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
      this.waiting?.();
    });
  }

  /** Runs `code` in the session; rejects after `timeoutMs` (the session is then unusable). */
  run(code: string, timeoutMs: number): Promise<StepRun> {
    const step = path.join(this.scratch, `step-${(this.count += 1)}`);
    writeFileSync(`${step}.sh`, `${code}\n`);
    const done = `proctor-readme-step-${this.count}-done:`;
    this.output = '';
    this.bash.stdin.write(`. '${step}.sh' > '${step}.out' 2> '${step}.err' < /dev/null; echo "${done}$?"\n`);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the step did not finish in ${timeoutMs} ms:\n${code}`)), timeoutMs);
      this.waiting = () => {
        const match = new RegExp(`${done}(\\d+)`).exec(this.output);
        if (!match) return;
        clearTimeout(timer);
        this.waiting = undefined;
        resolve({ status: Number(match[1]), stdout: readFileSync(`${step}.out`, 'utf8'), stderr: readFileSync(`${step}.err`, 'utf8') });
      };
    });
  }

  close(): void {
    this.bash.kill('SIGKILL');
    rmSync(this.scratch, { recursive: true, force: true });
  }
}

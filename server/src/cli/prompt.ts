import { createInterface } from 'node:readline/promises';
import { CliError } from './api-client.js';
import { EXIT } from './exit-codes.js';

/**
 * Questions are asked on stderr, never stdout: `eval "$(proctor init)"` captures stdout, while
 * the terminal stays on stdin and stderr. So "interactive" means those two are terminals.
 */
export const canPrompt = (): boolean => Boolean(process.stdin.isTTY && process.stderr.isTTY);

export async function ask(question: string): Promise<string> {
  const readline = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await readline.question(question)).trim();
  } finally {
    readline.close();
  }
}

/** Reads a line without echoing it: the terminal in raw mode, so that no character is shown. */
export function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  input.setRawMode(true);
  process.stderr.write(question);
  input.setEncoding('utf8');
  input.resume();
  let value = '';
  return new Promise((resolve, reject) => {
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new CliError('interrupted', EXIT.interrupted));
          return;
        }
        value = char === '\u007f' || char === '\b' ? [...value].slice(0, -1).join('') : value + char;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of stdin, as `docker login --password-stdin` reads it. */
export async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0]!;
}

/** The password: the first line of stdin with --password-stdin, else PROCTOR_PASSWORD, else asked without echo on a terminal. */
export async function readPassword(passwordStdin: boolean | undefined): Promise<string> {
  if (passwordStdin) return readFirstLine();
  if (process.env.PROCTOR_PASSWORD) return process.env.PROCTOR_PASSWORD;
  if (!canPrompt()) throw new CliError('a password is needed and there is no terminal to ask on; pass --password-stdin or PROCTOR_PASSWORD', EXIT.usage);
  return askHidden('Password: ');
}

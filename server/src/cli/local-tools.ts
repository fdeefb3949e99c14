import { spawn } from 'node:child_process';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { InvalidArgumentError } from 'commander';
import { CliError } from './api-client.js';
import { EXIT } from './exit-codes.js';

/**
 * The tools `proctor chat` offers the model to run on this machine (the turn's local_tools; their
 * calls come back as local_tools_pending, and their results go back with continue_from). Two read
 * files under one root directory and nothing else; any other is a command the person names
 * (--tool), to which the model passes text on stdin only, never arguments: it cannot choose what runs.
 */
export interface LocalTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  /** What the person is asked before it runs. */
  describe(args: Record<string, unknown>): string;
  run(args: Record<string, unknown>): Promise<string>;
}

/** The most of a file, a listing or a command's output handed to the model. */
const MAX_OUTPUT_BYTES = 64 * 1024;
/** A command that runs longer is stopped: the turn waits for it. */
const COMMAND_TIMEOUT_MS = 60_000;

const cut = (text: string): string =>
  Buffer.byteLength(text) <= MAX_OUTPUT_BYTES ? text : `${Buffer.from(text).subarray(0, MAX_OUTPUT_BYTES).toString('utf8')}\n[cut at ${MAX_OUTPUT_BYTES} bytes]`;

/** A path the model gave, inside `root` once symbolic links are followed, else an error saying so. */
async function inside(root: string, given: unknown): Promise<string> {
  if (typeof given !== 'string' || given === '') throw new Error('path must be a non-empty string');
  const real = await realpath(path.resolve(root, given));
  const relative = path.relative(root, real);
  if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`${given} is outside ${root}, the only directory the tools read`);
  return real;
}

function fileTools(root: string): LocalTool[] {
  return [
    {
      name: 'read_file',
      description: `Reads a text file of the user's, under ${root} (at most ${MAX_OUTPUT_BYTES} bytes shown)`,
      parameters: { type: 'object', properties: { path: { type: 'string', description: `Relative to ${root}` } }, required: ['path'] },
      describe: (args) => `read the file ${String(args.path)}`,
      async run(args) {
        const file = await inside(root, args.path);
        if (!(await stat(file)).isFile()) throw new Error(`${String(args.path)} is not a file`);
        return cut(await readFile(file, 'utf8'));
      },
    },
    {
      name: 'list_files',
      description: `Lists a directory of the user's, under ${root}: one name a line, directories ending in /`,
      parameters: { type: 'object', properties: { path: { type: 'string', description: `Relative to ${root}; default the root itself` } } },
      describe: (args) => `list the directory ${String(args.path ?? '.')}`,
      async run(args) {
        const dir = await inside(root, args.path ?? '.');
        const entries = await readdir(dir, { withFileTypes: true });
        return cut(entries.map((entry) => `${entry.name}${entry.isDirectory() ? '/' : ''}`).sort().join('\n'));
      },
    },
  ];
}

/** `name=command`, as --tool takes it: the command runs in the platform's shell, as the person wrote it. */
export function parseToolOption(value: string, previous: { name: string; command: string }[] = []): { name: string; command: string }[] {
  const match = /^([A-Za-z][A-Za-z0-9_-]{0,63})=(.+)$/s.exec(value);
  if (!match || match[1]!.includes('__')) throw new InvalidArgumentError('name=command, the name a letter then letters, digits, _ or - (no "__")');
  return [...previous, { name: match[1]!, command: match[2]! }];
}

function commandTool(name: string, command: string, root: string): LocalTool {
  return {
    name,
    description: `Runs \`${command}\` on the user's machine in ${root}, with \`input\` on its standard input; answers its exit status and output`,
    parameters: { type: 'object', properties: { input: { type: 'string', description: 'Text for the command to read on standard input' } } },
    describe: (args) => `run \`${command}\`${typeof args.input === 'string' && args.input ? ` with ${JSON.stringify(args.input.slice(0, 200))} on stdin` : ''}`,
    run: (args) =>
      new Promise((resolve, reject) => {
        const child = spawn(command, { shell: true, cwd: root, stdio: ['pipe', 'pipe', 'pipe'], timeout: COMMAND_TIMEOUT_MS });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('error', reject);
        child.on('close', (code, signal) => resolve(cut(`exit ${code ?? signal}\n${output}`)));
        child.stdin.on('error', () => undefined);
        child.stdin.end(typeof args.input === 'string' ? args.input : '');
      }),
  };
}

/** The tools of one chat: the file tools (unless `files` is false) and the person's commands. */
export function localTools(root: string, files: boolean, commands: { name: string; command: string }[]): LocalTool[] {
  const tools = [...(files ? fileTools(root) : []), ...commands.map(({ name, command }) => commandTool(name, command, root))];
  const names = tools.map((tool) => tool.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new CliError(`two local tools are named ${twice}: rename the --tool`, EXIT.usage);
  return tools;
}

/** A call's result as the model reads it: the tool's output, or what went wrong. */
export async function runLocalCall(tools: LocalTool[], name: string, args: Record<string, unknown> | null): Promise<string> {
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) return `error: no local tool is named ${name}`;
  try {
    return await tool.run(args ?? {});
  } catch (error) {
    return `error: ${error instanceof Error ? error.message : String(error)}`;
  }
}

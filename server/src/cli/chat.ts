import { realpathSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { ChatTurnStream, Proctor } from '@proctor/sdk';
import { Command, Option } from 'commander';
import { CliError, cliErrorOf, exitWith, send } from './api-client.js';
import { connect, type Connection } from './connection.js';
import { EXIT } from './exit-codes.js';
import { localTools, parseToolOption, runLocalCall, type LocalTool } from './local-tools.js';
import { dim, printJsonLine, tone } from './output.js';
import { withJson, type JsonOption } from './options.js';

interface ChatOptions extends JsonOption {
  model?: string;
  live?: boolean;
  yes?: boolean;
  files: boolean;
  root: string;
  tool?: { name: string; command: string }[];
}

/** Lines of stdin, the person's messages and their answers to the questions, whether a terminal or a pipe. */
function lineReader(): { next(prompt: string, always?: boolean): Promise<string | null>; close(): void } {
  const readline = createInterface({ input: process.stdin, terminal: false });
  const lines = readline[Symbol.asyncIterator]();
  return {
    // A question is shown on stderr even when stdin is a pipe, so that a log says what was answered; the message prompt only on a terminal.
    async next(prompt, always = false) {
      if (always || process.stdin.isTTY) process.stderr.write(prompt);
      const line = await lines.next();
      return line.done ? null : line.value;
    },
    close: () => readline.close(),
  };
}

/** The agent by id, or by its exact name among the workspace's agents. */
async function agentIdOf({ api, call }: Connection, agent: string): Promise<string> {
  if (agent.startsWith('agt_')) return (await call(api.agents.retrieve(agent))).id;
  try {
    for await (const candidate of api.agents.list({ limit: 100 })) if (candidate.name === agent) return candidate.id;
  } catch (error) {
    throw cliErrorOf(api.baseURL, error);
  }
  throw new CliError(`no agent is named ${JSON.stringify(agent)} in your workspace (proctor agents list)`, EXIT.notFound);
}

const yes = (answer: string | null) => /^y(es)?$/i.test(answer?.trim() ?? '');

/** Prints a turn's events as they come: the assistant's text on stdout, the tool calls on stderr (or every event as a JSON line). */
function show(stream: ChatTurnStream, json: boolean | undefined): ChatTurnStream {
  if (json) {
    for (const name of ['model', 'status', 'thinking', 'message_delta', 'tool_planned', 'tool_executing', 'tool_done', 'tool_pending', 'local_tools_pending', 'usage', 'message', 'done'] as const) {
      stream.on(name, (data) => printJsonLine({ event: name, data }));
    }
    return stream;
  }
  const note = (line: string) => process.stderr.write(`${dim(line)}\n`);
  return stream
    .on('message_delta', (data) => process.stdout.write(data.text))
    .on('message', () => process.stdout.write('\n'))
    .on('tool_planned', (data) => note(`→ ${data.name} ${JSON.stringify(data.arguments)} (${data.kind})`))
    .on('tool_done', (data) => note(`← ${data.name} ${tone(data.status, process.stderr)}${data.reason_code ? ` ${data.reason_code}` : ''}, ${data.cost_cents}¢`))
    .on('tool_pending', (data) => note(`… ${data.name} waits for approval ${data.approval_id} (${data.cost_cents}¢)`));
}

/**
 * One message's turn to its end: a pause for local calls runs them (each asked first, unless
 * --yes) and sends their results; a pause for approvals asks the person to decide each, then resumes.
 */
async function converse(api: Proctor, stream: ChatTurnStream, tools: LocalTool[], options: ChatOptions, reader: ReturnType<typeof lineReader>): Promise<void> {
  for (;;) {
    const result = await show(stream, options.json).finalMessage();
    if (result.status !== 'paused') {
      if (result.status !== 'completed') process.stderr.write(`proctor: the turn ${result.status}${result.detail ? `: ${result.detail}` : ''}\n`);
      return;
    }
    const toolResults = [];
    for (const call of result.local_calls) {
      const tool = tools.find((candidate) => candidate.name === call.name);
      const asked = tool ? tool.describe(call.arguments ?? {}) : call.name;
      const allowed = options.yes || yes(await reader.next(`Run locally: ${asked}? [y/N] `, true));
      const content = allowed ? await runLocalCall(tools, call.name, call.arguments) : 'The user declined to run this call.';
      if (!options.json) process.stderr.write(dim(allowed ? `ran ${call.name}` : `declined ${call.name}`) + '\n');
      toolResults.push({ tool_call_id: call.tool_call_id, content });
    }
    for (const call of result.tool_calls.filter((candidate) => candidate.status === 'pending' && candidate.approval_id)) {
      const approve = yes(await reader.next(`Approve ${call.name} for ${call.cost_cents}¢ (${call.approval_id})? [y/N] `, true));
      await send(api.baseURL, api.chat.approvals.decide(call.approval_id!, { decision: approve ? 'approve' : 'reject' }));
    }
    stream = stream.continue(toolResults.length ? { tool_results: toolResults } : {});
  }
}

async function chat(agent: string, options: ChatOptions): Promise<void> {
  const connection = connect();
  const { api, call } = connection;
  const root = realpathSync(options.root);
  const tools = localTools(root, options.files, options.tool ?? []);
  const agentId = await agentIdOf(connection, agent);
  const session = await call(api.chat.sessions.create({ agent_id: agentId, mode: options.live ? 'live' : 'test', model: options.model }));
  if (!options.json) {
    process.stderr.write(
      dim(`Chat ${session.id} with ${agentId}, ${session.mode} mode. Local tools: ${tools.map((tool) => tool.name).join(', ') || 'none'}${tools.length ? ` (in ${root})` : ''}. /quit or end of input to leave.`) + '\n',
    );
  }
  const reader = lineReader();
  const local_tools = tools.map(({ name, description, parameters }) => ({ name, description, parameters }));
  try {
    for (;;) {
      const message = await reader.next('you> ');
      if (message === null || message.trim() === '/quit') break;
      if (message.trim() === '') continue;
      await converse(api, api.chat.stream({ session_id: session.id, message, local_tools }), tools, options, reader);
    }
  } catch (error) {
    // A failure of the stream or of a listing is said as every other call's.
    throw cliErrorOf(connection.baseUrl, error);
  } finally {
    reader.close();
  }
}

export const chatCommand = () =>
  withJson(
    new Command('chat')
      .description(
        "Talk with an agent: each line of stdin is a message, the answer streams back. The agent's bindings are its governed tools; the model may also call local tools, run here (each asked first, unless --yes): read_file and list_files under --root, and each --tool command. --json prints every event as a JSON line.",
      )
      .argument('<agent>', 'the agent, by id (agt_…) or name'),
  )
    .addOption(new Option('--model <model>', 'the model of its turns (default the agent’s, else proctor/sandbox)'))
    .addOption(new Option('--live', 'a live session: its tool calls spend the wallet (default test: the sandboxes, free)'))
    .addOption(new Option('-y, --yes', 'run local tool calls without asking'))
    .addOption(new Option('--no-files', 'offer no file tools'))
    .addOption(new Option('--root <dir>', 'the only directory the file tools read').default('.'))
    .addOption(new Option('--tool <name=command>', 'offer a command as a local tool (repeatable); the model sends it text on stdin, never arguments').argParser(parseToolOption))
    .action((agent: string, options: ChatOptions) => chat(agent, options).catch(exitWith));

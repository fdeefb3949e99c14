import type { Agent } from '@proctor/sdk';
import { Command, Option } from 'commander';
import { exitWith, send } from './api-client.js';
import { connect, withPasswordSession } from './connection.js';
import { dim, noteMore, printFields, printJson, printTable, when, type Column } from './output.js';
import { withJson, withPage, type JsonOption, type PageOptions } from './options.js';

const AGENT_COLUMNS: Column<Agent>[] = [
  { header: 'ID', value: (agent) => agent.id },
  { header: 'NAME', value: (agent) => agent.name },
  { header: 'STATUS', value: (agent) => agent.status, toned: true },
  { header: 'CREATED', value: (agent) => when(agent.created_at) },
];

async function list(options: PageOptions): Promise<void> {
  const { api, call } = connect();
  const page = await call(api.agents.list({ limit: options.limit, cursor: options.cursor }));
  if (options.json) return printJson({ data: page.data, next_cursor: page.next_cursor });
  printTable(AGENT_COLUMNS, page.data, 'No agents.');
  noteMore(page.next_cursor);
}

async function create(name: string, options: JsonOption & { description?: string }): Promise<void> {
  const { api, call } = connect();
  const created = await call(api.agents.create({ name, description: options.description }));
  if (options.json) return printJson(created);
  printFields([
    ['id', created.agent.id],
    ['name', created.agent.name],
    ['live key', created.api_key],
    ['test key', created.test_api_key],
  ]);
  process.stderr.write(dim('The keys are shown only this once: keep them. The agent has no bindings yet: it may dispatch nothing until you add some.') + '\n');
}

interface StatusOptions extends JsonOption {
  email?: string;
  passwordStdin?: boolean;
}

/** Pause or resume: a change of the agent, which the API takes from a browser session only, so it signs in with the password. */
async function setStatus(id: string, status: 'active' | 'paused', options: StatusOptions): Promise<void> {
  const agent = await withPasswordSession(options.email, options.passwordStdin, async (session, api) => (await send(api.baseURL, api.agents.update(id, { status }, session))).data);
  if (options.json) return printJson(agent);
  printTable(AGENT_COLUMNS, [agent], '');
}

const withPassword = (command: Command): Command =>
  withJson(command)
    .addOption(new Option('--email <email>', 'your account (default: the one proctor login used)'))
    .addOption(new Option('--password-stdin', 'read the password from the first line of stdin (else env PROCTOR_PASSWORD, else a prompt)'));

export const agentsCommand = () => {
  const agents = new Command('agents').description("The agents of your active workspace");
  withPage(agents.command('list').description('List the agents, oldest first')).action((options: PageOptions) => list(options).catch(exitWith));
  withJson(agents.command('create').description('Create an agent; prints its live and test keys, once').argument('<name>', 'its name'))
    .addOption(new Option('--description <text>', 'what it is for'))
    .action((name: string, options: JsonOption & { description?: string }) => create(name, options).catch(exitWith));
  withPassword(
    agents
      .command('pause')
      .description('Pause an agent: its requests, and those of the agents it spawned, fail agent_disabled until resumed. The API takes this from a signed-in person only, so it asks for your password')
      .argument('<id>', 'the agent (agt_…)'),
  ).action((id: string, options: StatusOptions) => setStatus(id, 'paused', options).catch(exitWith));
  withPassword(
    agents.command('resume').description('Make a paused agent active again; asks for your password, as pause does').argument('<id>', 'the agent (agt_…)'),
  ).action((id: string, options: StatusOptions) => setStatus(id, 'active', options).catch(exitWith));
  return agents;
};

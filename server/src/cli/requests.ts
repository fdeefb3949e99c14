import { ENUMS, type ServiceRequest } from '@proctor/sdk';
import { Command, Option } from 'commander';
import { exitWith } from './api-client.js';
import { connect } from './connection.js';
import { dollars, noteMore, printFields, printJson, printTable, tone, when, type Column } from './output.js';
import { withJson, withPage, type JsonOption, type PageOptions } from './options.js';

const REQUEST_COLUMNS: Column<ServiceRequest>[] = [
  { header: 'ID', value: (request) => request.id },
  { header: 'OPERATION', value: (request) => request.operation },
  { header: 'STATUS', value: (request) => request.status, toned: true },
  { header: 'REASON', value: (request) => request.reason_code ?? '' },
  { header: 'MODE', value: (request) => request.mode },
  { header: 'COST', value: (request) => dollars(request.cost_cents) },
  { header: 'AGENT', value: (request) => request.agent_id },
  { header: 'CREATED', value: (request) => when(request.created_at) },
];

interface ListOptions extends PageOptions {
  agent?: string;
  status?: ServiceRequest['status'];
  operation?: string;
  mode?: 'live' | 'test';
}

async function list(options: ListOptions): Promise<void> {
  const { api, call } = connect();
  const page = await call(
    api.serviceRequests.list({ limit: options.limit, cursor: options.cursor, agent_id: options.agent, status: options.status, operation: options.operation, mode: options.mode, order: 'desc' }),
  );
  if (options.json) return printJson({ data: page.data, next_cursor: page.next_cursor });
  printTable(REQUEST_COLUMNS, page.data, 'No service requests.');
  noteMore(page.next_cursor);
}

async function get(id: string, options: JsonOption): Promise<void> {
  const { api, call } = connect();
  const request = await call(api.serviceRequests.retrieve(id));
  if (options.json) return printJson(request);
  printFields([
    ['id', request.id],
    ['operation', request.operation],
    ['status', tone(request.status)],
    ...(request.reason_code ? ([['reason', request.reason_code]] as [string, string][]) : []),
    ...(request.refusal ? ([['advice', request.refusal.advice]] as [string, string][]) : []),
    ...(request.approval_id ? ([['approval', request.approval_id]] as [string, string][]) : []),
    ['mode', request.mode],
    ['cost', dollars(request.cost_cents)],
    ['agent', request.agent_id],
    ['created', when(request.created_at)],
    ['completed', when(request.completed_at)],
    ['payload', JSON.stringify(request.payload)],
    ['result', request.result === null ? '-' : JSON.stringify(request.result)],
  ]);
}

export const requestsCommand = () => {
  const requests = new Command('requests').description("Service requests: every governed call of your workspace's agents, and what came of it");
  withPage(requests.command('list').description('List service requests, newest first'))
    .addOption(new Option('--agent <id>', 'only this agent’s (agt_…)'))
    .addOption(new Option('--status <status>', 'only those of this status').choices(ENUMS.ServiceRequest.status))
    .addOption(new Option('--operation <operation>', 'only this operation, e.g. data.csv_parse'))
    .addOption(new Option('--mode <mode>', 'only live or only test').choices(ENUMS.ServiceRequest.mode))
    .action((options: ListOptions) => list(options).catch(exitWith));
  withJson(requests.command('get').description('Show one service request: its payload, outcome, cost and result').argument('<id>', 'the request (sr_…)')).action(
    (id: string, options: JsonOption) => get(id, options).catch(exitWith),
  );
  return requests;
};

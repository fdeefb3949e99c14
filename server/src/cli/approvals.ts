import { ENUMS, type Approval } from '@proctor/sdk';
import { Command, Option } from 'commander';
import { exitWith } from './api-client.js';
import { connect } from './connection.js';
import { dollars, noteMore, printJson, printTable, when, type Column } from './output.js';
import { withJson, withPage, type JsonOption, type PageOptions } from './options.js';

/** What waits on the approval, in a few words: the request's operation and agent, or the workflow step. */
const subjectOf = (approval: Approval): string =>
  approval.service_request
    ? `${approval.service_request.operation} by ${approval.service_request.agent_id}`
    : approval.workflow_step
      ? `step ${approval.workflow_step.step_label} of run ${approval.workflow_step.run_id}`
      : approval.kind;

const APPROVAL_COLUMNS: Column<Approval>[] = [
  { header: 'ID', value: (approval) => approval.id },
  { header: 'STATUS', value: (approval) => approval.status, toned: true },
  { header: 'COST', value: (approval) => dollars(approval.cost_cents) },
  { header: 'WAITS', value: subjectOf },
  { header: 'CREATED', value: (approval) => when(approval.created_at) },
  { header: 'EXPIRES', value: (approval) => when(approval.expires_at) },
];

async function list(options: PageOptions & { status?: Approval['status'] }): Promise<void> {
  const { api, call } = connect();
  const page = await call(api.approvals.list({ limit: options.limit, cursor: options.cursor, status: options.status }));
  if (options.json) return printJson({ data: page.data, next_cursor: page.next_cursor });
  printTable(APPROVAL_COLUMNS, page.data, 'No approvals.');
  noteMore(page.next_cursor);
}

async function decide(id: string, decision: 'approve' | 'reject', options: JsonOption & { note?: string }): Promise<void> {
  const { api, call } = connect();
  const approval = await call(decision === 'approve' ? api.approvals.approve(id, { note: options.note }) : api.approvals.reject(id, { reason: options.note }));
  if (options.json) return printJson(approval);
  printTable(APPROVAL_COLUMNS, [approval], '');
  const request = approval.service_request;
  if (request) process.stdout.write(`request ${request.id}: ${request.status}${request.reason_code ? ` (${request.reason_code})` : ''}\n`);
}

export const approvalsCommand = () => {
  const approvals = new Command('approvals').description('Approvals: requests above a threshold, and workflow approval steps, waiting for a person (admins and owners)');
  withPage(approvals.command('list').description('List approvals, oldest first'))
    .addOption(new Option('--status <status>', 'only those of this status').choices(ENUMS.Approval.status))
    .action((options: PageOptions & { status?: Approval['status'] }) => list(options).catch(exitWith));
  for (const [name, what] of [
    ['approve', 'Approve: budgets and balance are checked again now, then the request executes'],
    ['reject', 'Reject: the request is blocked'],
  ] as const) {
    withJson(approvals.command(name).description(what).argument('<id>', 'the approval (apr_…)'))
      .addOption(new Option('--note <text>', name === 'approve' ? "the approver's note" : 'the reason'))
      .action((id: string, options: JsonOption & { note?: string }) => decide(id, name, options).catch(exitWith));
  }
  return approvals;
};

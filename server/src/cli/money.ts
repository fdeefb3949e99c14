import { ENUMS, type Usage } from '@proctor/sdk';
import { Command, Option } from 'commander';
import { exitWith } from './api-client.js';
import { connect } from './connection.js';
import { dollars, printFields, printJson, printTable } from './output.js';
import { withJson, type JsonOption } from './options.js';

interface UsageOptions extends JsonOption {
  from?: string;
  to?: string;
  groupBy: Usage['group_by'];
}

async function usage(options: UsageOptions): Promise<void> {
  const { api, call } = connect();
  const report = await call(api.usage.retrieve({ from: options.from, to: options.to, group_by: options.groupBy }));
  if (options.json) return printJson(report);
  process.stdout.write(`Usage from ${report.from} to ${report.to}, by ${report.group_by}\n`);
  printTable(
    [
      { header: report.group_by.toUpperCase(), value: (row) => row.key },
      { header: 'MODE', value: (row) => row.mode },
      { header: 'REQUESTS', value: (row) => String(row.requests) },
      { header: 'EXECUTED', value: (row) => String(row.executed) },
      { header: 'COST', value: (row) => dollars(row.cost_cents) },
    ],
    report.data,
    'No requests in that time.',
  );
}

async function balance(options: JsonOption & { team?: string }): Promise<void> {
  const { api, call } = connect();
  const wallet = await call(api.balance.retrieve({ team_id: options.team }));
  if (options.json) return printJson(wallet);
  printFields([
    ['balance', dollars(wallet.balance_cents)],
    ['held', dollars(wallet.held_cents)],
    ['available', dollars(wallet.balance_cents - wallet.held_cents)],
    ...(wallet.team
      ? ([
          [`team ${wallet.team.team_id} pool`, dollars(wallet.team.pool_cents)],
          ['team spent', `${dollars(wallet.team.spent_total_cents)} of ${dollars(wallet.team.total_limit_cents)}`],
        ] as [string, string][])
      : []),
  ]);
}

export const usageCommand = () =>
  withJson(new Command('usage').description("Requests and spend of your workspace's agents, grouped (this UTC month unless --from/--to)"))
    .addOption(new Option('--from <time>', 'from this time, inclusive (ISO 8601)'))
    .addOption(new Option('--to <time>', 'to this time, exclusive (ISO 8601)'))
    .addOption(new Option('--group-by <group>', 'group rows by').choices(ENUMS.Usage.group_by).default('operation'))
    .action((options: UsageOptions) => usage(options).catch(exitWith));

export const balanceCommand = () =>
  withJson(new Command('balance').description("Your workspace's wallet: its balance, what requests in flight hold, what is available"))
    .addOption(new Option('--team <id>', "also this team's budget"))
    .action((options: JsonOption & { team?: string }) => balance(options).catch(exitWith));

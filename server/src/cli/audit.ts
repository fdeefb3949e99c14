import { setTimeout as sleep } from 'node:timers/promises';
import type { AuditEntry, AuditVerification } from '@proctor/sdk';
import { Command, Option } from 'commander';
import { contentHash, GENESIS_HASH } from '../domain/audit/chain.js';
import { CliError, exitWith } from './api-client.js';
import { connect, type Connection } from './connection.js';
import { EXIT } from './exit-codes.js';
import { printJson, printJsonLine, progress, tone, when } from './output.js';
import { wholeNumber, withJson, type JsonOption } from './options.js';

/** The most entries the API gives in one page (routers/audit-logs/list.types.ts). */
const PAGE = 100;

interface TailOptions extends JsonOption {
  limit: number;
  follow?: boolean;
  interval: number;
  agent?: string;
  action?: string;
}

/**
 * One entry on one line, each column its own width, so that lines printed as they come
 * (--follow) line up without knowing the ones after.
 */
function entryLine(entry: AuditEntry): string {
  const actor = `${entry.actor.type}${entry.actor.id ? ` ${entry.actor.id}` : ''}`;
  const target = entry.target ? `${entry.target.type} ${entry.target.id ?? ''}`.trim() : '';
  const cost = entry.cost_cents === null ? '' : `${entry.cost_cents}¢ ${entry.mode ?? ''}`.trim();
  const outcome = tone(entry.outcome) + ' '.repeat(Math.max(0, 17 - entry.outcome.length));
  return [String(entry.seq).padStart(6), when(entry.occurred_at).padEnd(20), entry.action.padEnd(36), outcome, actor.padEnd(36), target, cost]
    .join('  ')
    .trimEnd();
}

const HEADER = ['SEQ'.padStart(6), 'TIME'.padEnd(20), 'ACTION'.padEnd(36), 'OUTCOME'.padEnd(17), 'ACTOR'.padEnd(36), 'TARGET', 'COST'].join('  ');

async function tail(options: TailOptions): Promise<void> {
  const { api, call } = connect();
  const filters = { agent_id: options.agent, action: options.action };
  const print = (entries: AuditEntry[]) => {
    for (const entry of entries) {
      if (options.json) printJsonLine(entry);
      else process.stdout.write(`${entryLine(entry)}\n`);
    }
  };
  // The newest `limit`, shown oldest first, as tail(1) shows a file's end.
  const newest = (await call(api.auditLogs.list({ ...filters, limit: options.limit, order: 'desc' }))).data.reverse();
  if (!options.json && (newest.length > 0 || options.follow)) process.stdout.write(`${HEADER.trimEnd()}\n`);
  print(newest);
  if (!options.follow) {
    if (newest.length === 0 && !options.json) process.stdout.write('No audit entries.\n');
    return;
  }
  // The cursor is the last seq read: each poll asks for what came after it.
  let last = newest.at(-1)?.seq ?? 0;
  for (;;) {
    await sleep(options.interval);
    for (;;) {
      const page = await call(api.auditLogs.list({ ...filters, limit: PAGE, order: 'asc', cursor: String(last) }));
      print(page.data);
      last = page.data.at(-1)?.seq ?? last;
      if (page.next_cursor === null) break;
    }
  }
}

/**
 * Recomputes the organization's hash chain here, from the listing alone: each entry's seq the one
 * after the last, its prev_hash the last one's hash, its hash its own content's (domain/audit/chain.ts).
 * The same report as GET /api/v1/audit-logs/verify, but without trusting the server's answer.
 */
async function verifyListed({ api, call }: Connection): Promise<AuditVerification> {
  const orgId = (await call(api.auth.session())).organization.id;
  const shown = progress('verifying audit entries:');
  let head = { seq: 0, hash: GENESIS_HASH };
  let cursor: string | undefined;
  try {
    do {
      const page = await call(api.auditLogs.list({ limit: PAGE, order: 'asc', cursor }));
      for (const { prev_hash, hash, ...content } of page.data) {
        const valid = content.seq === head.seq + 1 && prev_hash === head.hash && hash === contentHash(head.hash, hashedContent(content, orgId));
        if (!valid) return { valid: false, entries: head.seq, head_hash: head.hash, first_invalid_seq: head.seq + 1 };
        head = { seq: content.seq, hash };
        shown.update(head.seq);
      }
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  } finally {
    shown.done();
  }
  return { valid: true, entries: head.seq, head_hash: head.hash, first_invalid_seq: null };
}

/** The fields the hash covers, named one by one: a field the API adds later is not hashed content. */
function hashedContent(entry: Omit<AuditEntry, 'prev_hash' | 'hash'>, orgId: string) {
  const { id, seq, occurred_at, actor, action, target, agent_id, outcome, reason_code, cost_cents, mode, request_id, details } = entry;
  return { id, org_id: orgId, seq, occurred_at, actor, action, target, agent_id, outcome, reason_code, cost_cents, mode, request_id, details };
}

async function verify(options: JsonOption & { org?: string }): Promise<void> {
  // The database's modules only for the offline check (cli.ts says why).
  if (options.org) return (await import('./audit-offline.js')).verifyOffline(options.org);
  const report = await verifyListed(connect());
  if (options.json) printJson(report);
  else if (report.valid) process.stdout.write(`${tone('valid')}: ${report.entries} entries, head ${report.head_hash}\n`);
  else process.stdout.write(`${tone('broken')} at seq ${report.first_invalid_seq}: the ${report.entries} entries before it are intact, head ${report.head_hash}\n`);
  if (!report.valid) throw new CliError(`the audit trail is broken at seq ${report.first_invalid_seq}`, EXIT.error);
}

export const auditCommand = () => {
  const audit = new Command('audit').description('The audit trail: every change and dispatch outcome, hash-chained');
  withJson(audit.command('tail').description('Print the newest audit entries, oldest first; --follow keeps printing new ones as they are written (--json: one entry per line)'))
    .addOption(new Option('-n, --limit <n>', 'how many of the newest to print first (1 to 100)').default(20).argParser(wholeNumber(1, 100)))
    .addOption(new Option('-f, --follow', 'keep polling for new entries until interrupted'))
    .addOption(new Option('--interval <ms>', 'with --follow: how often to poll, in milliseconds').default(2000).argParser(wholeNumber(100, 3_600_000)))
    .addOption(new Option('--agent <id>', 'only entries about this agent (agt_…)'))
    .addOption(new Option('--action <action>', 'only this action, e.g. agent.created'))
    .action((options: TailOptions) => tail(options).catch(exitWith));
  withJson(
    audit
      .command('verify')
      .description(
        "Recompute your organization's hash chain here, from GET /api/v1/audit-logs (progress on a terminal); with --org, offline on DATABASE_URL or the embedded PostgreSQL instead. Prints {valid, entries, head_hash, first_invalid_seq} with --json; exits 1 when the chain is broken.",
      ),
  )
    .addOption(new Option('--org <id>', 'verify this organization (org_…) offline, on the database, without the API'))
    .action((options: JsonOption & { org?: string }) => verify(options).catch(exitWith));
  return audit;
};

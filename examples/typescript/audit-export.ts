/**
 * Audit export: walks the whole audit trail with cursor iteration (no manual paging) and writes it
 * as JSON Lines, then asks the server to verify the hash chain.
 *
 *   PROCTOR_BASE_URL=… PROCTOR_TOKEN=service_pat_live_… pnpm exec tsx typescript/audit-export.ts [out.jsonl]
 */
import { createWriteStream } from 'node:fs';
import { Proctor } from '@proctor/sdk';

const client = new Proctor(); // PROCTOR_TOKEN, PROCTOR_BASE_URL
const outPath = process.argv[2];

async function main() {
  const out = outPath ? createWriteStream(outPath) : process.stdout;
  let count = 0;
  let lastSeq = 0;
  // No await before the loop: list() is iterable at once and fetches page after page (100 a page).
  for await (const entry of client.auditLogs.list({ limit: 100 })) {
    out.write(`${JSON.stringify(entry)}\n`);
    count += 1;
    if (entry.seq !== lastSeq + 1) throw new Error(`gap in the chain: ${lastSeq} then ${entry.seq}`);
    lastSeq = entry.seq;
  }
  if (out !== process.stdout) await new Promise<void>((resolve) => out.end(() => resolve()));

  const pages = [];
  for await (const page of client.auditLogs.list({ limit: 25 }).iterPages()) pages.push(page.data.length);

  const verification = await client.auditLogs.verify();
  console.error(
    `exported ${count} entries${outPath ? ` to ${outPath}` : ''}; pages of 25: [${pages.join(', ')}]; ` +
      `chain valid: ${verification.valid} (${verification.entries} entries, head ${verification.head_hash?.slice(0, 12)}…)`,
  );
  if (!verification.valid || verification.entries !== count) process.exitCode = 1;
}

await main();

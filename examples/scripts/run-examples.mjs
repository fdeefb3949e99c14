// Runs every TypeScript example against a live server: starts `proctor serve` on a free port with
// a fresh embedded PostgreSQL (or uses PROCTOR_TEST_BASE_URL), signs up, mints a token, creates an
// agent, then runs each program with PROCTOR_BASE_URL, PROCTOR_TOKEN, PROCTOR_AGENT_KEY (the test
// key) and PROCTOR_AGENT_ID set, and fails if any exits non-zero. Needs the SDK built
// (`pnpm --filter @proctor/sdk build`; `pnpm test` at the root builds it first).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrap, startServer } from '../../sdk-typescript/test/integration/live-server.mjs';

const here = fileURLToPath(new URL('..', import.meta.url));
const examples = ['typescript/dispatch-test-mode.ts', 'typescript/approval-flow.ts', 'typescript/audit-export.ts'];

const server = await startServer();
let failed = 0;
const scratch = mkdtempSync(join(tmpdir(), 'proctor-examples-'));
try {
  const live = await bootstrap(server.baseURL);
  const env = {
    ...process.env,
    PROCTOR_BASE_URL: live.baseURL,
    PROCTOR_TOKEN: live.token,
    PROCTOR_AGENT_KEY: live.testAgentKey,
    PROCTOR_AGENT_ID: live.agentId,
  };
  for (const example of examples) {
    console.log(`\n=== ${example}`);
    const args = ['exec', 'tsx', example, ...(example.endsWith('audit-export.ts') ? [join(scratch, 'audit.jsonl')] : [])];
    const result = spawnSync('pnpm', args, { cwd: here, env, stdio: 'inherit' });
    if (result.status !== 0) {
      failed += 1;
      console.error(`✗ ${example} exited with ${result.status ?? result.signal}`);
    } else {
      console.log(`✓ ${example}`);
    }
  }
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
// The line scripts/ci-summary.mjs adds to the run's total.
console.log(`examples (typescript): ${examples.length - failed} passed, ${failed} failed`);
if (failed > 0) process.exit(1);

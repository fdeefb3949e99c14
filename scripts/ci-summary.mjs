// Usage: node scripts/ci-summary.mjs LOG EXIT_STATUS. Called by .ci/run on the whole run's output:
// adds up what every suite reported and prints one line per suite, then the run's own closing line
// "N passed, M failed", so that a reader of the log (or CI) knows that tests ran and how many.
//
// The suites and the line each one closes with:
//   vitest (server, SDK unit, types, integration, other Node versions)   "Tests  3 failed | 40 passed (43)"
//   pytest (Python SDK)                                                  "1 failed, 149 passed, 2 warnings in 3.1s"
//   schemathesis (pnpm fuzz)                                             "4015 generated, 4015 passed, 69 skipped"
//   the example runners                                                  "examples (python): 3 passed, 0 failed"
// A failed run whose failure no suite counted (lint, typecheck, a build) counts as one failure.
import { readFileSync } from 'node:fs';

const [logFile, statusArgument] = process.argv.slice(2);
if (!logFile || statusArgument === undefined) {
  console.error('usage: node scripts/ci-summary.mjs LOG EXIT_STATUS');
  process.exit(2);
}
const status = Number(statusArgument);
// eslint-disable-next-line no-control-regex -- colour codes are control characters
const lines = readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '').split('\n');

const count = (line, word) => Number(new RegExp(`(\\d+) ${word}\\b`).exec(line)?.[1] ?? 0);

const SUITES = [
  { name: 'vitest', match: (line) => /^\s*Tests\s+\d+ (passed|failed)/.test(line) },
  { name: 'pytest', match: (line) => /^=*\s*(\d+ (passed|failed|errors?)(, )?)+.* in [\d.]+s( \([^)]*\))?\s*=*$/.test(line) },
  // "4015 generated, 4015 passed, 69 skipped", or on failures "4140 generated, 1 found 1 unique failure, 73 skipped".
  {
    name: 'schemathesis',
    match: (line) => /^\s*\d+ generated, /.test(line),
    passed: (line) => (/\d+ passed/.test(line) ? count(line, 'passed') : count(line, 'generated') - count(line, 'found')),
    failed: (line) => count(line, 'found'),
  },
  { name: 'examples', match: (line) => /^examples \(\w+\): \d+ passed, \d+ failed$/.test(line) },
];

const totals = new Map(SUITES.map(({ name }) => [name, { runs: 0, passed: 0, failed: 0 }]));
for (const line of lines) {
  const suite = SUITES.find(({ match }) => match(line));
  if (!suite) continue;
  const total = totals.get(suite.name);
  total.runs += 1;
  total.passed += suite.passed ? suite.passed(line) : count(line, 'passed');
  total.failed += suite.failed ? suite.failed(line) : count(line, 'failed') + count(line, 'errors?');
}

let passed = 0;
let failed = 0;
for (const [name, total] of totals) {
  if (total.runs === 0) continue;
  console.log(`summary: ${name}: ${total.passed} passed, ${total.failed} failed (${total.runs} run${total.runs === 1 ? '' : 's'})`);
  passed += total.passed;
  failed += total.failed;
}
if (status !== 0 && failed === 0) {
  console.log(`summary: the run exited ${status} in a step that counts no tests (lint, typecheck, build or setup): one failure`);
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);

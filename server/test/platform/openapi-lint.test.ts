import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../src/openapi/document.js';

const ROOT = path.dirname(path.dirname(OPENAPI_FILE));
const REDOCLY = path.resolve(import.meta.dirname, '../../node_modules/.bin/redocly');

describe('openapi/openapi.json', () => {
  // Run from the root, where redocly.yaml (the recommended ruleset) and .redocly.lint-ignore.yaml
  // (the four problems meant, each with its reason) are.
  it("passes Redocly's recommended lint: no error, no warning", async () => {
    const { stdout } = await promisify(execFile)(REDOCLY, ['lint', path.relative(ROOT, OPENAPI_FILE), '--format=json'], { cwd: ROOT }).catch(
      (failure: { stdout: string }) => failure,
    );
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
    expect(report.problems.map(({ ruleId, message, location }) => `${ruleId} ${location[0]?.pointer}: ${message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 30_000);
});

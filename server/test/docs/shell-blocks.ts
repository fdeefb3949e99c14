import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type ServerProcess } from '../support/server-process.js';
import { DOCUMENTS, fencedBlocks, REPO_ROOT, type FencedBlock } from './fenced-blocks.js';
import { ShellSession } from './shell-session.js';
import { outputMismatches, stepsOf } from './shown-output.js';

/**
 * Every shell block of the documents either runs here against a real server and shows what it
 * really prints, or says why it cannot run. Each document's runnable blocks run in order in one
 * bash session (from the repository's root, as the README's commands are given) against a fresh
 * `proctor serve` on its own embedded PostgreSQL and a free port. The documents address the server
 * where `pnpm start` listens, http://127.0.0.1:8787; here that address in a block is replaced by
 * the test server's, and the session starts with PROCTOR_BASE_URL set to it (`proctor init`
 * reads it). A block marked `fresh server` runs in a session and on a server of its own.
 */

const DEFAULT_BASE_URL = 'http://127.0.0.1:8787';
const STEP_TIMEOUT_MS = 240_000;

const shellBlocks = (document: string) => fencedBlocks(document).filter((block) => block.language === 'shell');

export const describeShellBlocks = () =>
  describe.each(DOCUMENTS)('shell blocks of %s', (document) => {
    it('marks every shell block runnable, or not runnable with the reason', () => {
      const unmarked = shellBlocks(document)
        .filter(({ marker }) => !(marker?.kind === 'runnable' || (marker?.kind === 'not runnable' && marker.reason !== '')))
        .map(({ where }) => where);
      expect(unmarked, 'put <!-- runnable --> or <!-- not runnable: why --> on the line above each').toEqual([]);
    });

    const runnable = shellBlocks(document).filter(({ marker }) => marker?.kind === 'runnable');
    const sessions: FencedBlock[][] = [
      runnable.filter(({ marker }) => marker?.kind === 'runnable' && !marker.freshServer),
      ...runnable.filter(({ marker }) => marker?.kind === 'runnable' && marker.freshServer).map((block) => [block]),
    ].filter((blocks) => blocks.length > 0);

    describe.each(sessions.map((blocks) => [blocks[0]!.where, blocks] as const))('session from %s', (_, blocks) => {
      let server: ServerProcess;
      let session: ShellSession;
      let dataDir: string;

      beforeAll(async () => {
        dataDir = mkdtempSync(path.join(os.tmpdir(), 'proctor-readme-data-'));
        chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL runs as `postgres` and must reach it
        server = await startServe({ PROCTOR_DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'warn' });
        session = new ShellSession(REPO_ROOT, {
          // What a reader's terminal has: not the package manager's variables nor its node_modules/.bin.
          PATH: (process.env.PATH ?? '').split(':').filter((entry) => !entry.includes('node_modules')).join(':'),
          HOME: process.env.HOME ?? os.homedir(),
          LANG: 'C.UTF-8',
          PROCTOR_BASE_URL: server.baseUrl,
        });
      }, 120_000);

      afterAll(async () => {
        session?.close();
        await server?.stop();
        rmSync(dataDir, { recursive: true, force: true });
      });

      const steps = blocks.flatMap((block) => stepsOf(block.code).map((step) => ({ ...step, where: `${block.document}:${block.line + 1 + step.line}` })));
      it.each(steps.map((step) => [step.where, step] as const))('%s', async (_where, step) => {
        const run = await session.run(step.code.replaceAll(DEFAULT_BASE_URL, server.baseUrl), STEP_TIMEOUT_MS);
        const context = `\n$ ${step.code}\n--- stdout\n${run.stdout}--- stderr\n${run.stderr}`;
        expect(run.status, `exit status${context}`).toBe(0);
        if (step.shown !== undefined) expect(outputMismatches(step.shown, run.stdout), `shown output${context}`).toEqual([]);
      }, STEP_TIMEOUT_MS);
    });
  });

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const common = { pool: 'forks', testTimeout: 30_000, hookTimeout: 60_000 } as const;

/**
 * The router tests whose worker loads the server's modules once for all its files rather than
 * once per file (loading them took a third of the suite's time): each of these files makes its
 * own app and database, and talks to it over HTTP. Left out, with a module graph of their own:
 * files that replace a module (vi.mock: a module another file of the worker loaded keeps the real
 * one), and files that read a model listing, which a process keeps an hour per aggregator URL
 * (src/providers/model-prices.ts), so that one file's listing is never another's, and files that
 * measure the process's memory, whose collections would sweep every file's modules.
 */
const SHARED_ROOT = 'test/routers';
const NEEDS_OWN_MODULES = /vi\.mock\(|openrouter|api\/v1\/models|text_generation|memoryUsage/;
const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));
const sharedModuleFiles = (readdirSync(path.join(SERVER_DIR, SHARED_ROOT), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join(SHARED_ROOT, file))
  .filter((file) => !NEEDS_OWN_MODULES.test(readFileSync(path.join(SERVER_DIR, file), 'utf8')));

export default defineConfig({
  test: {
    // One PostgreSQL for the whole run, set up once for both projects (their context is the root's).
    globalSetup: ['test/support/global-setup.ts'],
    projects: [
      // First, two files at a time: a router test mostly waits on its app and PostgreSQL.
      { test: { ...common, name: 'shared modules', include: sharedModuleFiles, isolate: false, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      // Then one at a time: browsers, server processes and load tests, which time out when two
      // such files share two cores.
      { test: { ...common, name: 'own modules', include: ['test/**/*.test.ts'], exclude: sharedModuleFiles, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});

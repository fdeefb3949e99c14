import { afterAll, beforeAll } from 'vitest';
import { startBackgroundWork } from '../../src/background.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { createLogger, type Logger } from '../../src/logger.js';
import type { TestApp } from './app.js';
import { hashingEmbedder } from './hashing-embedder.js';

/**
 * The server's own background work (src/background.ts), as `proctor serve` runs it, but with a
 * poller that ticks every 10 ms and asks about running requests at once, and a workflow engine that
 * looks for due runs every 10 ms (and Slack events every 50 ms). Returns its stop function.
 */
export function runBackgroundWork(db: Database, config: Config, logger: Logger = createLogger('silent')): () => Promise<void> {
  return startBackgroundWork(db, config, logger, { pollMs: 10, pollQuietMs: 0, workflowMs: 10, slackMs: 50, embedder: hashingEmbedder() });
}

/** The server's background work running beside `app` for the enclosing block's tests (runBackgroundWork). */
export function useBackgroundWork(app: TestApp): void {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(() => {
    stop = runBackgroundWork(app.db, app.config);
  });
  afterAll(() => stop?.());
}

import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { SEAL_INTERVAL_MS, sealAllPending } from './domain/audit/sealer.js';
import { expireApprovals } from './domain/approvals/approvals.js';
import { createPoller } from './domain/dispatch/poller.js';
import { sweepInterrupted } from './domain/dispatch/sweeper.js';
import { purgeExpired } from './domain/housekeeping.js';
import { unavailableEmbedder, type Embedder } from './domain/embeddings/embedder.js';
import { createWorkflowEngine } from './domain/workflows/engine.js';
import { refreshDue } from './domain/connected-apps/refresh.js';
import { tokenBoxOf } from './domain/connected-apps/token-box.js';
import type { Logger } from './logger.js';

/** How often each task runs, and how long a running request goes without news before its provider is asked again. */
export interface BackgroundTimings {
  sealMs: number;
  sweepMs: number;
  /** How often the poller looks for running requests to check (each check runs on its own, see createPoller). */
  pollMs: number;
  pollQuietMs: number;
  housekeepingMs: number;
  /** How often the workflow engine looks for runs due (new, woken, or left by an instance that died). */
  workflowMs: number;
  /** How often connected apps whose tokens expire soon are refreshed (domain/connected-apps/refresh.ts). */
  appRefreshMs: number;
}

export const BACKGROUND_TIMINGS: BackgroundTimings = {
  sealMs: SEAL_INTERVAL_MS,
  sweepMs: 10_000,
  pollMs: 5_000,
  pollQuietMs: 5_000,
  housekeepingMs: 60 * 60 * 1000,
  workflowMs: 250,
  appRefreshMs: 30_000,
};

/** How long past the provider deadline an admitted request may stay unsettled before it is swept. */
const sweepGraceMs = (providerTimeoutMs: number) => Math.min(30_000, providerTimeoutMs);

/**
 * Runs `task` now and then `intervalMs` after each run ends, so runs never overlap nor pile up.
 * A failure (the database away) is logged once per streak and retried at the next run. Returns its
 * stop function, which waits for a run under way.
 */
function every(intervalMs: number, name: string, logger: Logger, task: () => Promise<unknown>): () => Promise<void> {
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = task().then(
      (result) => {
        if (failing) logger.info({ task: name }, 'background task recovered');
        failing = false;
        logger.debug({ task: name, result }, 'background task');
      },
      (error: unknown) => {
        if (!failing) logger.warn({ err: error, task: name }, 'background task failed; retrying');
        failing = true;
      },
    );
    void running.then(() => {
      if (stopped) return;
      timer = setTimeout(run, intervalMs);
      timer.unref();
    });
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/**
 * The server's background work: chaining the audit entries written pending (docs/performance.md),
 * finishing requests interrupted between admit and settle, expiring approvals, polling providers
 * about running requests, advancing workflow runs, refreshing connected apps' tokens, and purging expired sessions. Safe with several
 * server instances.
 * Stopping waits for the runs under way, and for the checks under way to hand their requests back.
 */
export function startBackgroundWork(
  db: Database,
  config: Config,
  logger: Logger,
  options: Partial<BackgroundTimings> & { embedder?: Embedder } = {},
): () => Promise<void> {
  const { sealMs, sweepMs, pollMs, pollQuietMs, housekeepingMs, workflowMs, appRefreshMs } = { ...BACKGROUND_TIMINGS, ...options };
  const poller = createPoller(db.prisma, logger, config, pollQuietMs);
  // Workflow steps that read and write memories embed with the server's model, as the API does.
  const embedder = options.embedder ?? unavailableEmbedder('This server runs no embedding model, so workflow memory steps cannot run');
  const engine = createWorkflowEngine(db.prisma, logger, config, embedder);
  const stops = [
    every(sealMs, 'seal', logger, async () => ({ sealed: await sealAllPending(db.prisma) })),
    every(sweepMs, 'sweep', logger, async () => ({
      interrupted: await sweepInterrupted(db.prisma, config.PROCTOR_PROVIDER_TIMEOUT_MS, sweepGraceMs(config.PROCTOR_PROVIDER_TIMEOUT_MS)),
      expiredApprovals: await expireApprovals(db.prisma),
    })),
    every(pollMs, 'poll', logger, async () => ({ checksStarted: await poller.tick() })),
    every(housekeepingMs, 'housekeeping', logger, () => purgeExpired(db.prisma)),
    every(workflowMs, 'workflows', logger, async () => ({ runsAdvanced: await engine.tick() })),
    // Without an encryption key no app can have been installed.
    every(appRefreshMs, 'connected-apps', logger, async () => ({ refreshed: tokenBoxOf(config) ? await refreshDue(db.prisma, config, logger) : 0 })),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
    await Promise.all([poller.stop(), engine.stop()]);
  };
}

import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { expireApprovals } from './domain/dispatch/approvals.js';
import { createPoller } from './domain/dispatch/poller.js';
import { sweepInterrupted } from './domain/dispatch/sweeper.js';
import { purgeExpired } from './domain/housekeeping.js';
import type { Logger } from './logger.js';

const SWEEP_INTERVAL_MS = 10_000;
/** How long past the provider deadline an admitted request may stay unsettled before it is swept. */
const sweepGraceMs = (providerTimeoutMs: number) => Math.min(30_000, providerTimeoutMs);
/** How long a running request goes without news before its provider is asked again. */
const POLL_QUIET_MS = 5_000;
/** How often the poller looks for running requests to check (each check runs on its own, see createPoller). */
const POLL_INTERVAL_MS = 5_000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** Runs `task` now and every `intervalMs`, one run at a time; failures are logged and retried at the next tick. */
function every(intervalMs: number, name: string, logger: Logger, task: () => Promise<unknown>): () => void {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(task).then(
      (result) => logger.debug({ task: name, result }, 'background task'),
      (error: unknown) => logger.warn({ err: error, task: name }, 'background task failed'),
    );
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The server's background work: finishing requests interrupted between admit and settle,
 * expiring approvals, polling providers about running requests, and purging expired sessions. Safe with several server instances.
 * Stopping waits for the checks under way to hand their requests back.
 */
export function startBackgroundWork(db: Database, config: Config, logger: Logger): () => Promise<void> {
  const poller = createPoller(db.prisma, logger, config, POLL_QUIET_MS);
  const stops = [
    every(SWEEP_INTERVAL_MS, 'sweep', logger, async () => ({
      interrupted: await sweepInterrupted(db.prisma, config.PROCTOR_PROVIDER_TIMEOUT_MS, sweepGraceMs(config.PROCTOR_PROVIDER_TIMEOUT_MS)),
      expiredApprovals: await expireApprovals(db.prisma),
    })),
    every(POLL_INTERVAL_MS, 'poll', logger, async () => ({ checksStarted: await poller.tick() })),
    every(HOUSEKEEPING_INTERVAL_MS, 'housekeeping', logger, () => purgeExpired(db.prisma)),
  ];
  return () => {
    stops.forEach((stop) => stop());
    return poller.stop();
  };
}

import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { connectionOptions, databaseTimeouts } from './db/timeouts.js';
import { SEAL_INTERVAL_MS, sealAllPending } from './domain/audit/sealer.js';
import { expireApprovals } from './domain/approvals/approvals.js';
import { createPoller } from './domain/dispatch/poller.js';
import { sweepInterrupted } from './domain/dispatch/sweeper.js';
import { purgeExpired } from './domain/housekeeping.js';
import { createKnowledgeIngester } from './domain/knowledge/ingest.js';
import { purgeStorage, storageDueMs } from './domain/storage/purge.js';
import { unavailableEmbedder, type Embedder } from './domain/embeddings/embedder.js';
import { createWorkflowEngine, nextRunDueMs } from './domain/workflows/engine.js';
import { refreshDue } from './domain/connected-apps/refresh.js';
import { createScheduler } from './domain/event-sources/scheduler.js';
import { createSlackResponder } from './domain/chat/slack.js';
import { tokenBoxOf } from './domain/connected-apps/token-box.js';
import type { Logger } from './logger.js';
import { listenOn } from './worker/listener.js';
import { WORK_CHANNEL, WORK_LISTENER_NAME } from './worker/nudge.js';
import { createRunner, type TaskKind } from './worker/runner.js';

/**
 * How often each kind of background work looks for work when nothing nudges it (worker/runner.ts),
 * and how long a running request goes without news before its provider is asked again.
 */
export interface BackgroundTimings {
  sealMs: number;
  sweepMs: number;
  /** How often the poller looks for running requests to check (each check runs on its own, see createPoller). */
  pollMs: number;
  pollQuietMs: number;
  housekeepingMs: number;
  /**
   * How often the workflow engine looks for runs due when nothing nudged it: new, woken and
   * cancelled runs nudge it (worker/nudge.ts), a sleeping run's wake sets its timer; this catches
   * a run left by an instance that died.
   */
  workflowMs: number;
  /** How often connected apps whose tokens expire soon are refreshed (domain/connected-apps/refresh.ts). */
  appRefreshMs: number;
  /**
   * How often the scheduler looks for cron sources due when nothing nudged it: a source saved
   * nudges it, and its next time sets its timer; this catches what came while no one listened.
   */
  scheduleMs: number;
  /** How often Slack events left pending (their instance died, or their thread was busy) are looked for when nothing nudged. */
  slackMs: number;
  /** How often the bytes of objects deleted 7 days ago are purged and pending objects never uploaded swept (domain/storage/purge.ts). */
  storageMs: number;
  /**
   * How often knowledge documents left pending are looked for when nothing nudged (domain/knowledge/ingest.ts):
   * a document added pending nudges it, and a lease passing sets its timer; this catches what came while no one listened.
   */
  knowledgeMs: number;
}

export const BACKGROUND_TIMINGS: BackgroundTimings = {
  sealMs: SEAL_INTERVAL_MS,
  sweepMs: 10_000,
  pollMs: 5_000,
  pollQuietMs: 5_000,
  housekeepingMs: 60 * 60 * 1000,
  workflowMs: 5_000,
  appRefreshMs: 30_000,
  scheduleMs: 10_000,
  slackMs: 5_000,
  storageMs: 60_000,
  knowledgeMs: 30_000,
};

/** How long past the provider deadline an admitted request may stay unsettled before it is swept. */
const sweepGraceMs = (providerTimeoutMs: number) => Math.min(30_000, providerTimeoutMs);

/**
 * The server's background work, each kind a task of one runner (worker/runner.ts): chaining the
 * audit entries written pending (docs/performance.md), finishing requests interrupted between
 * admit and settle, expiring approvals, polling providers about running requests, advancing
 * workflow runs, firing scheduled tasks and cron triggers, refreshing connected apps' tokens, settling objects uploaded to S3 and purging stored objects deleted 7 days ago, reading big knowledge documents, and
 * purging expired sessions. Safe with
 * several server instances: each kind claims its work. The runner LISTENs for nudges (a run
 * added or woken) on a connection of its own, polling only as a fallback.
 * Stopping waits for the runs under way, and for the checks under way to hand their requests back.
 */
export function startBackgroundWork(
  db: Database,
  config: Config,
  logger: Logger,
  options: Partial<BackgroundTimings> & { embedder?: Embedder } = {},
): () => Promise<void> {
  const { sealMs, sweepMs, pollMs, pollQuietMs, housekeepingMs, workflowMs, appRefreshMs, scheduleMs, slackMs, storageMs, knowledgeMs } = { ...BACKGROUND_TIMINGS, ...options };
  const poller = createPoller(db.prisma, logger, config, pollQuietMs);
  // Workflow steps that read and write memories, and knowledge documents read here, embed with the server's model, as the API does.
  const embedder = options.embedder ?? unavailableEmbedder('This server runs no embedding model, so workflow memory steps cannot run');
  // A run's advance that ends may have set the run's next wake: the runner ticks the kind again, which sets its timer.
  const engine = createWorkflowEngine(db.prisma, logger, config, embedder, undefined, () => runner.wake('workflows'));
  const scheduler = createScheduler({ db: db.prisma, logger, config });
  const slack = createSlackResponder({ db: db.prisma, logger, config }, () => runner.wake('slack'));
  const ingester = createKnowledgeIngester({ db: db.prisma, config, embedder, logger }, () => runner.wake('knowledge'));
  const kinds: TaskKind[] = [
    // Not nudged: every audited write would add a NOTIFY, and PostgreSQL serializes the commits of
    // notifying transactions (a global lock on its notification queue), which the dispatch path's
    // pending audit entries are written to avoid (docs/performance.md). Its poll is 200 ms.
    { name: 'seal', pollMs: sealMs, tick: async () => ({ sealed: await sealAllPending(db.prisma) }) },
    {
      name: 'sweep',
      pollMs: sweepMs,
      tick: async () => ({
        interrupted: await sweepInterrupted(db.prisma, config.PROCTOR_PROVIDER_TIMEOUT_MS, sweepGraceMs(config.PROCTOR_PROVIDER_TIMEOUT_MS)),
        expiredApprovals: await expireApprovals(db.prisma),
      }),
    },
    { name: 'poll', pollMs, tick: async () => ({ checksStarted: await poller.tick() }), stop: () => poller.stop() },
    { name: 'housekeeping', pollMs: housekeepingMs, tick: () => purgeExpired(db.prisma) },
    {
      name: 'workflows',
      pollMs: workflowMs,
      tick: async () => ({ runsAdvanced: await engine.tick() }),
      // With every slot taken, a run due waits for a slot to free (afterRun above), not for a timer.
      nextDueMs: () => (engine.full() ? Promise.resolve(null) : nextRunDueMs(db.prisma)),
      stop: () => engine.stop(),
    },
    { name: 'schedules', pollMs: scheduleMs, tick: () => scheduler.tick(), nextDueMs: () => scheduler.nextDueMs() },
    // Without an encryption key no app can have been installed.
    { name: 'connected-apps', pollMs: appRefreshMs, tick: async () => ({ refreshed: tokenBoxOf(config) ? await refreshDue(db.prisma, config, logger) : 0 }) },
    // Slack messages to organizations' apps (domain/chat/slack.ts): nudged as each is received; the poll takes up an event whose instance died.
    { name: 'slack', pollMs: slackMs, tick: () => slack.tick(), stop: () => slack.stop() },
    // Nudged as an S3 object is created; ticks every second while such an upload may still arrive (domain/storage/purge.ts).
    { name: 'storage', pollMs: storageMs, tick: () => purgeStorage(db.prisma, config), nextDueMs: () => storageDueMs(db.prisma, config) },
    // Knowledge documents over PROCTOR_KNOWLEDGE_ASYNC_BYTES, read and embedded here: nudged as each is added, due again when a lease passes.
    { name: 'knowledge', pollMs: knowledgeMs, tick: () => ingester.tick(), nextDueMs: () => ingester.nextDueMs(), stop: () => ingester.stop() },
  ];
  const runner = createRunner(kinds, logger);
  // A nudge names its kind; on (re)connecting, every kind looks for what came while none listened.
  const listener = listenOn({ connectionString: db.url, ...connectionOptions(databaseTimeouts(config)) }, logger, {
    channel: WORK_CHANNEL,
    name: WORK_LISTENER_NAME,
    purpose: 'background work (the fallback polls meanwhile)',
    onNotify: (kind) => runner.wake(kind),
    onListening: () => runner.wakeAll(),
  });
  return async () => {
    await listener.close();
    await runner.stop();
  };
}

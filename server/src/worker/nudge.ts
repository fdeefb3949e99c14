import type { Prisma } from '../generated/prisma/client.js';

/** The channel the background work runner LISTENs on (runner.ts); a notification's payload names the kind of work to look for. */
export const WORK_CHANNEL = 'proctor_work';

/** The application_name of the connection listening on it (worker/listener.ts), which pg_stat_activity shows. */
export const WORK_LISTENER_NAME = 'proctor_work_listener';

/** The kinds of background work producers nudge: the others find their work by time alone (background.ts). */
type NudgedKind = 'workflows' | 'schedules' | 'slack' | 'storage' | 'knowledge';

/**
 * Tells the runners of every server instance that work of `kind` was added or woken, in the
 * transaction that adds it: PostgreSQL delivers the notification on commit (none on rollback), so
 * a runner never looks before the work is visible. Identical notifications of one transaction are
 * delivered once.
 */
export async function nudge(tx: Prisma.TransactionClient, kind: NudgedKind): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${WORK_CHANNEL}, ${kind})`;
}

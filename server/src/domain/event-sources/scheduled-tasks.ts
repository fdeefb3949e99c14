import type { EventFire } from '../../generated/prisma/client.js';
import type { AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import type { Schedule } from './cron.js';
import { dispatchFire, fireAudit, fireNow, type FireDeps } from './fire.js';
import { createSource, firedPayload, type EventSource, type NewSource } from './sources.js';

export type NewScheduledTask = Omit<NewSource, 'owner' | 'kind' | 'schedule' | 'signingSecret'> & { schedule: Schedule; testRun: boolean };

/**
 * Saves a scheduled task (sources.ts createSource); with `testRun`, fires it once now as well,
 * running the newest version of a workflow whether published or not, as a dashboard's test does.
 */
export async function createScheduledTask(
  deps: FireDeps,
  caller: UserCaller,
  input: NewScheduledTask,
  audit: AuditContext,
): Promise<{ task: EventSource; testRun: EventFire | null }> {
  const { testRun, ...fields } = input;
  const task = await createSource(deps.db, caller, { ...fields, owner: 'scheduled_task', kind: 'cron' }, audit);
  if (!testRun) return { task, testRun: null };
  const fire = fireNow(task, firedPayload(task, true), null);
  await dispatchFire(deps, task, fire, fireAudit(task, audit.requestId));
  return { task, testRun: await deps.db.eventFire.findUniqueOrThrow({ where: { id: fire.id } }) };
}

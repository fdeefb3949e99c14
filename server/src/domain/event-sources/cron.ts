import { Cron } from 'croner';
import { DomainError } from '../errors.js';

/**
 * Cron schedules: five-field expressions in an IANA time zone, read by croner (ARCHITECTURE.md §9),
 * which knows the zone's daylight-saving rules: a local time that does not exist on a
 * spring-forward day (02:30 in New York on the second Sunday of March) fires when the clocks have
 * moved on (03:00), and a local time that happens twice in autumn fires once, the first time.
 * Five fields make the shortest interval a minute. Every next time is computed from the time
 * scheduled before it, never from the clock, so that a late tick does not shift the schedule.
 */
export interface Schedule {
  cronExpr: string;
  timezone: string;
}

/** The zone when none is given. */
export const DEFAULT_TIMEZONE = 'UTC';

/**
 * How many missed times a source that fell behind records as skipped, the most recent ones
 * (docs/decisions.md, the catch-up policy): a minute schedule behind by a week would otherwise
 * write ten thousand rows.
 */
export const MAX_MISSED_RECORDED = 100;

const cronOf = ({ cronExpr, timezone }: Schedule): Cron => new Cron(cronExpr, { timezone, mode: '5-part', paused: true });

const invalid = (path: string, message: string) => new DomainError('invalid_request', `${path}: ${message}`, [{ path, message }]);

/** Whether `timezone` names an IANA zone this server knows. */
function knownZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The schedule checked, or a 400 naming its field: an unknown zone (`timezone`), an expression
 * that is not five fields croner reads, or one that never fires (`0 0 31 2 *`), all `cron_expr`.
 * `paths` names the fields as the caller's body does.
 */
export function checkSchedule(schedule: Schedule, now: Date, paths = { cronExpr: 'cron_expr', timezone: 'timezone' }): Schedule {
  if (!knownZone(schedule.timezone)) throw invalid(paths.timezone, `"${schedule.timezone}" is not an IANA time zone this server knows (America/New_York, Europe/Berlin, UTC…)`);
  let cron: Cron;
  try {
    cron = cronOf(schedule);
  } catch (error) {
    const why = error instanceof Error ? error.message.replace(/^CronPattern: /, '') : String(error);
    throw invalid(paths.cronExpr, `"${schedule.cronExpr}" is not a five-field cron expression (minute hour day-of-month month day-of-week): ${why}`);
  }
  if (cron.nextRun(now) === null) throw invalid(paths.cronExpr, `"${schedule.cronExpr}" never fires (no date matches it)`);
  return schedule;
}

/** The first time of the schedule strictly after `after`; null when it fires no more. */
export function nextFire(schedule: Schedule, after: Date): Date | null {
  return cronOf(schedule).nextRun(after);
}

/**
 * The times of a source due at `now`, from `from` (its next_run_at) on: the latest is fired, the
 * older ones are missed, and `next` is the first time after `now`. Read backwards from `now`, so
 * that a source far behind costs no more than one just behind: only the MAX_MISSED_RECORDED most
 * recent missed times are returned, and `more` says whether older ones were passed over.
 */
export function dueTimes(schedule: Schedule, from: Date, now: Date): { fire: Date | null; missed: Date[]; more: boolean; next: Date | null } {
  const cron = cronOf(schedule);
  // The usual case, a source on time: only `from` is due, and reading back is not needed.
  const after = from <= now ? cron.nextRun(from) : from;
  if (after === null || after > now) return from <= now ? { fire: from, missed: [], more: false, next: after } : { fire: null, missed: [], more: false, next: from };
  const recent = cron.previousRuns(MAX_MISSED_RECORDED + 2, new Date(now.getTime() + 1));
  const due = recent.filter((time) => time >= from).reverse();
  const more = due.length > MAX_MISSED_RECORDED + 1;
  if (more) due.shift();
  const fire = due.pop() ?? null;
  return { fire, missed: due, more, next: cron.nextRun(now) };
}

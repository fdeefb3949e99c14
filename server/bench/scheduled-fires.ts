// The scheduled-fire row of `pnpm bench` (bench/http.ts): `tasks` scheduled tasks, every minute, each
// a live data.csv_parse (1 cent), created through the API; at the next minute they all fall due at
// once, and the server's scheduler (server/src/domain/event-sources/scheduler.ts) claims them and
// dispatches each fire through the pipeline. Measured in database time, from the scheduled time to
// each fire's fired_at: how many fires a second one instance dispatches, and how late each one is.
import type pg from 'pg';

type Post = (route: string, body: unknown, headers: Record<string, string>) => Promise<{ body: Record<string, unknown> }>;

export interface ScheduledFiresMeasurement {
  tasks: number;
  fires_per_second: number;
  /** From the scheduled time to fired_at. */
  lateness_ms: { p50: number; p99: number; max: number };
  not_executed: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** How long to wait for the fires past the minute before giving up. */
const WAIT_MS = 90_000;

export async function measureScheduledFires(stats: pg.Client, token: string, agentId: string, post: Post, tasks: number): Promise<ScheduledFiresMeasurement> {
  const asToken = { authorization: `Bearer ${token}` };
  const body = { agent_id: agentId, operation: 'data.csv_parse', payload: { csv: 'name,qty\nbolt,3\n' }, cron_expr: '* * * * *' };
  const ids: string[] = [];
  for (let made = 0; made < tasks; made += 16) {
    const batch = await Promise.all(Array.from({ length: Math.min(16, tasks - made) }, (_, i) => post('/api/v1/scheduled-tasks', { ...body, name: `Bench ${made + i}` }, asToken)));
    ids.push(...batch.map((created) => created.body.id as string));
  }
  // Their first time: every task has the same one, unless the minute turned while they were made.
  const { rows: due } = await stats.query<{ at: Date }>('SELECT max(next_run_at) AS at FROM event_sources WHERE id = ANY($1)', [ids]);
  const scheduledFor = due[0]!.at;
  const deadline = scheduledFor.getTime() + WAIT_MS;
  let fires: { late_ms: number; status: string | null }[] = [];
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { rows } = await stats.query<{ late_ms: number; status: string | null }>(
      `SELECT (extract(epoch FROM f.fired_at - f.scheduled_for) * 1000)::float8 AS late_ms, r.status::text AS status
       FROM event_fires f LEFT JOIN service_requests r ON r.id = f.service_request_id
       WHERE f.source_id = ANY($1) AND f.scheduled_for = $2 AND f.status <> 'pending'`,
      [ids, scheduledFor],
    );
    fires = rows;
    if (fires.length === ids.length) break;
  }
  // Stop them: the rest of the bench does not need a fire a minute per task.
  await stats.query(`UPDATE event_sources SET status = 'paused', next_run_at = NULL WHERE id = ANY($1)`, [ids]);
  const late = fires.map((fire) => fire.late_ms).sort((a, b) => a - b);
  const spanMs = Math.max(late.at(-1) ?? 0, 1);
  return {
    tasks: ids.length,
    fires_per_second: Math.round((fires.length / (spanMs / 1000)) * 10) / 10,
    lateness_ms: late.length === 0 ? { p50: 0, p99: 0, max: 0 } : { p50: Math.round(percentile(late, 50)), p99: Math.round(percentile(late, 99)), max: Math.round(late.at(-1)!) },
    not_executed: ids.length - fires.filter((fire) => fire.status === 'executed').length,
  };
}

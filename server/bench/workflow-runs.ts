// The workflow row of `pnpm bench` (bench/http.ts): runs of a 5-step workflow, started through
// the API as fast as `starters` callers can, run by the server's own engine, measured from each
// run's created_at to its finished_at (database time, so polling does not blur them); and the
// resumption latency of a delay step: from the moment it falls due (its started_at plus its
// seconds) to its finished_at, which its run's timer (server/src/worker/runner.ts) decides.

type Post = (route: string, body: unknown, headers: Record<string, string>) => Promise<{ body: Record<string, unknown> }>;

/** Parse; then, at once, a condition on its rows and a second parse; a third parse when the condition holds; a fourth after both. */
const FIVE_STEPS = {
  steps: [
    { label: 'Parse', type: 'service_call', input: { operation: 'data.csv_parse', payload: { csv: '${input.csv}' } } },
    { label: 'Enough', type: 'condition', input: { expression: { '>=': [{ var: 'steps.Parse.output.row_count' }, 2] } } },
    { label: 'Side', type: 'service_call', input: { operation: 'data.csv_parse', payload: { csv: 'n\n${steps.Parse.output.row_count}\n' } } },
    { label: 'Detail', type: 'service_call', input: { operation: 'data.csv_parse', payload: { csv: 'first\n${steps.Parse.output.rows.0.name}\n' } } },
    { label: 'Report', type: 'service_call', input: { operation: 'data.csv_parse', payload: { csv: 'a,b\n${steps.Side.output.row_count},${steps.Detail.output.row_count}\n' } } },
  ],
  edges: [
    { from: 'Parse', to: 'Enough' },
    { from: 'Parse', to: 'Side' },
    { from: 'Enough', to: 'Detail', when: true },
    { from: 'Side', to: 'Report' },
    { from: 'Detail', to: 'Report' },
  ],
};

/** Paid steps of a run: four live data.csv_parse dispatches of 1 cent. */
export const DISPATCHES_PER_RUN = 4;

export interface WorkflowRunsMeasurement {
  runs: number;
  starters: number;
  runs_per_second: number;
  dispatches_per_second: number;
  completion_ms: { p50: number; p95: number; p99: number; max: number };
  failed: number;
  /** Runs of a one-step workflow, a 1 s delay, started a few ms apart: from each delay's due time to its step's finished_at. */
  delay_resumption_ms: { runs: number; p50: number; p99: number; max: number };
}

interface RunView {
  id: string;
  status: string;
  created_at: string;
  finished_at: string | null;
}

/** One delay step of this many seconds. */
const DELAY_SECONDS = 1;
const ONE_DELAY = { steps: [{ label: 'Wait', type: 'delay', input: { seconds: DELAY_SECONDS } }], edges: [] };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Starts `runs` runs of ONE_DELAY, each `gapMs` after the last (so their delays fall due apart,
 * each on its own timer), and measures how long after its due time each delay step finished.
 */
async function measureDelayResumption(baseUrl: string, cookie: string, agentId: string, post: Post, runs: number, gapMs: number) {
  const asSession = { cookie };
  const workflow = (await post('/api/v1/workflows', { name: 'Bench delay' }, asSession)).body as { id: string };
  const version = (await post(`/api/v1/workflows/${workflow.id}/versions`, ONE_DELAY, asSession)).body as { id: string };
  await post(`/api/v1/workflows/${workflow.id}/agents`, { agent_id: agentId }, asSession);
  const ids: string[] = [];
  for (let n = 0; n < runs; n++) {
    ids.push(((await post(`/api/v1/workflows/${workflow.id}/runs`, { agent_id: agentId, version_id: version.id, mode: 'test', input: {} }, asSession)).body as { id: string }).id);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  const latencies: number[] = [];
  const deadline = Date.now() + 60_000;
  for (const id of ids) {
    for (;;) {
      const run = (await (await fetch(`${baseUrl}/api/v1/workflows/${workflow.id}/runs/${id}`, { headers: asSession })).json()) as {
        status: string;
        steps: { started_at: string | null; finished_at: string | null }[];
      };
      if (run.status !== 'running') {
        const [step] = run.steps;
        latencies.push(new Date(step!.finished_at!).getTime() - (new Date(step!.started_at!).getTime() + DELAY_SECONDS * 1000));
        break;
      }
      if (Date.now() > deadline) throw new Error(`bench: the delay run ${id} did not finish in a minute`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  latencies.sort((a, b) => a - b);
  return { runs: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: percentile(latencies, 100) };
}

export async function measureWorkflowRuns(baseUrl: string, cookie: string, agentId: string, post: Post, runs: number, starters: number, delayRuns: number): Promise<WorkflowRunsMeasurement> {
  const asSession = { cookie };
  const workflow = (await post('/api/v1/workflows', { name: 'Bench workflow' }, asSession)).body as { id: string };
  const version = (await post(`/api/v1/workflows/${workflow.id}/versions`, FIVE_STEPS, asSession)).body as { id: string };
  await post(`/api/v1/workflows/${workflow.id}/agents`, { agent_id: agentId }, asSession);
  const body = { agent_id: agentId, version_id: version.id, mode: 'live', input: { csv: 'name,qty\nbolt,3\nnut,5\n' } };

  let next = 0;
  const started: string[] = [];
  await Promise.all(
    Array.from({ length: starters }, async () => {
      while (next < runs) {
        next += 1;
        started.push(((await post(`/api/v1/workflows/${workflow.id}/runs`, body, asSession)).body as { id: string }).id);
      }
    }),
  );
  const finished = new Map<string, RunView>();
  const deadline = Date.now() + 300_000;
  while (finished.size < started.length) {
    if (Date.now() > deadline) throw new Error(`bench: ${started.length - finished.size} workflow runs did not finish in 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const response = await fetch(`${baseUrl}/api/v1/workflows/${workflow.id}/runs?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: asSession });
      const page = (await response.json()) as { data: RunView[]; next_cursor: string | null };
      for (const run of page.data) if (run.status !== 'running') finished.set(run.id, run);
      cursor = page.next_cursor;
    }
  }
  const views = [...finished.values()];
  const durations = views.map((run) => new Date(run.finished_at!).getTime() - new Date(run.created_at).getTime()).sort((a, b) => a - b);
  const pct = (p: number) => percentile(durations, p);
  const span = (Math.max(...views.map((run) => new Date(run.finished_at!).getTime())) - Math.min(...views.map((run) => new Date(run.created_at).getTime()))) / 1000;
  const perSecond = (n: number) => Math.round((n / span) * 10) / 10;
  return {
    runs: views.length,
    starters,
    runs_per_second: perSecond(views.length),
    dispatches_per_second: perSecond(views.length * DISPATCHES_PER_RUN),
    completion_ms: { p50: pct(50), p95: pct(95), p99: pct(99), max: pct(100) },
    failed: views.filter((run) => run.status !== 'completed').length,
    delay_resumption_ms: await measureDelayResumption(baseUrl, cookie, agentId, post, delayRuns, 37),
  };
}

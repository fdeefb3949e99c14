import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * This process's own metrics: what it counted since it started (requests, dispatches, provider
 * calls), which Prometheus sums over instances. What lives in the database is read at scrape time
 * instead (database-gauges.ts), so that every instance reports the same, correct, figure.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/** Seconds, from a fast in-process answer to a provider's deadline (PROCTOR_PROVIDER_TIMEOUT_MS, 30 s by default). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestDuration = new Histogram({
  name: 'proctor_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern (never the raw path) and status, and how long they took',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

export const dispatches = new Counter({
  name: 'proctor_dispatches_total',
  help: 'Dispatches answered, by operation, mode and outcome (the request status, or replayed)',
  labelNames: ['operation', 'mode', 'outcome'] as const,
  registers: [processRegistry],
});

export const debitedCents = new Counter({
  name: 'proctor_debited_cents_total',
  help: 'Cents debited from wallets when requests settled, by mode (test mode always debits 0)',
  labelNames: ['mode'] as const,
  registers: [processRegistry],
});

export const providerDuration = new Histogram({
  name: 'proctor_provider_call_duration_seconds',
  help: 'Provider calls (adapters, sandboxes included) by provider and mode, and how long they took',
  labelNames: ['provider', 'mode'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

export const providerErrors = new Counter({
  name: 'proctor_provider_errors_total',
  help: 'Provider calls that failed (an error answer, a timeout, an adapter that threw), by provider and mode',
  labelNames: ['provider', 'mode'] as const,
  registers: [processRegistry],
});

export const rateLimitRefusals = new Counter({
  name: 'proctor_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by rule',
  labelNames: ['rule'] as const,
  registers: [processRegistry],
});

export const workflowSteps = new Counter({
  name: 'proctor_workflow_steps_total',
  help: 'Workflow step executions by step type and the status they ended in (waiting: asleep until a wake)',
  labelNames: ['type', 'status'] as const,
  registers: [processRegistry],
});

export const workflowRunsFinished = new Counter({
  name: 'proctor_workflow_runs_finished_total',
  help: 'Workflow runs that ended, by status',
  labelNames: ['status'] as const,
  registers: [processRegistry],
});

/**
 * A labelled child looked up once per distinct set of values: prom-client's labels() hashes its
 * values into a key on every call, which the hot path need not pay again.
 */
export function childCache<Child>(make: (...values: string[]) => Child): (...values: string[]) => Child {
  const children = new Map<string, Child>();
  return (...values) => {
    const key = values.join('\n');
    let child = children.get(key);
    if (child === undefined) {
      child = make(...values);
      children.set(key, child);
    }
    return child;
  };
}

import type { AdapterOutcome, Mode } from '../providers/contract.js';
import { childCache, debitedCents, dispatches, providerDuration, providerErrors, rateLimitRefusals, workflowRunsFinished, workflowSteps } from './registry.js';
import { inSpan } from './spans.js';

const dispatchChild = childCache((operation, mode, outcome) => dispatches.labels(operation, mode, outcome));

const debitChild = childCache((mode) => debitedCents.labels(mode));

/** What settling a request debited (settle.ts). */
export function countDebit(mode: string, cents: bigint): void {
  if (cents > 0n) debitChild(mode).inc(Number(cents));
}

interface DispatchAnswer {
  request: { operation: string; mode: string; status: string; costCents: bigint };
  replayed: boolean;
}

/**
 * Counts a dispatch's answer (dispatch.ts) and hands it back: a replay is counted as `replayed`,
 * not as its status again. `decided`: answered by admission, where an executed request was
 * settled in admission's own statement (admit.ts), its debit passing no settle(): counted here.
 */
export function countDispatch<Answer extends DispatchAnswer>(answer: Answer, decided = false): Answer {
  const { request, replayed } = answer;
  dispatchChild(request.operation, request.mode, replayed ? 'replayed' : request.status).inc();
  if (decided && !replayed && request.status === 'executed') countDebit(request.mode, request.costCents);
  return answer;
}

const providerChild = childCache((provider, mode) => ({ duration: providerDuration.labels(provider, mode), errors: providerErrors.labels(provider, mode) }));

/**
 * A provider call (execute.ts), timed and its failures counted by provider, in its own span: an
 * answer that is a failure counts as an error, as does a throw (then passed on).
 */
export function providerCall<Result extends AdapterOutcome<unknown>>(provider: string, mode: Mode, call: () => Promise<Result>): Promise<Result> {
  return inSpan('dispatch.provider', { 'proctor.provider': provider, 'proctor.mode': mode }, async () => {
    const metrics = providerChild(provider, mode);
    const started = performance.now();
    try {
      const outcome = await call();
      if (outcome.status === 'failed') metrics.errors.inc();
      return outcome;
    } catch (error) {
      metrics.errors.inc();
      throw error;
    } finally {
      metrics.duration.observe((performance.now() - started) / 1000);
    }
  });
}

/** A request refused by a rate limit (rate-limit/limiter.ts). */
export function countRateLimitRefusal(rule: string): void {
  rateLimitRefusals.labels(rule).inc();
}

/** A workflow step's execution and the status it ended in (workflows/engine.ts). */
export function countWorkflowStep(type: string, status: string): void {
  workflowSteps.labels(type, status).inc();
}

/** A workflow run's end (workflows/engine.ts). */
export function countWorkflowRunFinished(status: string): void {
  workflowRunsFinished.labels(status).inc();
}

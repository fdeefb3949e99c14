/**
 * The Idempotency-Keys of a run's dispatches are the engine's: an agent's own key with this prefix
 * could take a step's key before the step dispatches, and so answer the step with its own request.
 * POST /v1/service-requests refuses client keys that start with it.
 */
export const STEP_KEY_PREFIX = 'workflow:';

/** The key of a step attempt's dispatch: the same on every execution of the attempt, so it is admitted and charged once. */
export function stepIdempotencyKey(runId: string, label: string, attempt: number): string {
  return `${STEP_KEY_PREFIX}${runId}:${label}:${attempt}`;
}

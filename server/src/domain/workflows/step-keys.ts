import type { SERVER_KEY_PREFIXES } from '../dispatch/server-keys.js';

/** The Idempotency-Keys of a run's dispatches are the engine's (the server's prefixes, dispatch/server-keys.ts). */
const STEP_KEY_PREFIX: keyof typeof SERVER_KEY_PREFIXES = 'workflow:';

/** The key of a step attempt's dispatch: the same on every execution of the attempt, so it is admitted and charged once. */
export function stepIdempotencyKey(runId: string, label: string, attempt: number): string {
  return `${STEP_KEY_PREFIX}${runId}:${label}:${attempt}`;
}

import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { ProviderFailure } from '../../providers/failure.js';
import type { AdapterOutcome, Mode } from '../../providers/contract.js';
import type { OperationDefinition } from '../catalog/operation.js';

/**
 * Phase two: the provider call, outside any transaction, with a deadline. A provider's failure,
 * a live operation without its provider's settings, a timeout and an adapter bug all end as
 * failures with a detail.
 */
export async function execute(
  definition: OperationDefinition,
  mode: Mode,
  payload: unknown,
  serviceRequestId: string,
  config: Config,
  logger: Logger,
): Promise<AdapterOutcome<unknown>> {
  const adapter = mode === 'test' ? definition.sandbox : definition.live;
  const timeoutMs = config.PROCTOR_PROVIDER_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await adapter(payload, { signal, serviceRequestId, config });
  } catch (error) {
    return failureOf(error, signal, timeoutMs, logger, { service_request_id: serviceRequestId, operation: definition.operation });
  }
}

/**
 * What a throw from a provider call comes to: its own detail (what it holds for the log alone is
 * logged), a timeout, or (a bug) a generic detail that is logged.
 */
export function failureOf(
  error: unknown,
  signal: AbortSignal,
  timeoutMs: number,
  logger: Logger,
  logContext: Record<string, string>,
): { status: 'failed'; detail: string } {
  if (error instanceof ProviderFailure) {
    if (error.logFields) logger.warn({ ...logContext, ...error.logFields }, error.message);
    return { status: 'failed', detail: error.message };
  }
  if (signal.aborted) return { status: 'failed', detail: `The provider did not answer within ${timeoutMs} ms` };
  logger.error({ err: error, ...logContext }, 'adapter threw');
  return { status: 'failed', detail: 'The provider call failed unexpectedly' };
}

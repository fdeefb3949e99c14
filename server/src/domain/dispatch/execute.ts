import type { Logger } from '../../logger.js';
import type { AdapterOutcome, Mode, OperationDefinition } from '../catalog/operation.js';

/**
 * Phase two: the provider call, outside any transaction, with a deadline. A live operation
 * without a configured provider, a timeout and an adapter bug all end as failures with a detail.
 */
export async function execute(
  definition: OperationDefinition,
  mode: Mode,
  payload: unknown,
  serviceRequestId: string,
  timeoutMs: number,
  logger: Logger,
): Promise<AdapterOutcome<unknown>> {
  const adapter = mode === 'test' ? definition.sandbox : definition.live;
  if (!adapter) return { status: 'failed', detail: `No live provider is configured for ${definition.operation} yet` };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await adapter(payload, { signal, serviceRequestId });
  } catch (error) {
    if (signal.aborted) return { status: 'failed', detail: `The provider did not answer within ${timeoutMs} ms` };
    logger.error({ err: error, service_request_id: serviceRequestId, operation: definition.operation }, 'adapter threw');
    return { status: 'failed', detail: 'The provider call failed unexpectedly' };
  }
}

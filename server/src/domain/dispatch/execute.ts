import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { ProviderFailure } from '../../providers/failure.js';
import type { PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { AdapterOutcome, ConnectedAppAccess, Mode, Progress } from '../../providers/contract.js';
import { appForCall } from '../connected-apps/for-call.js';
import type { AuditContext } from '../audit/record.js';
import { internalHandler, internalServices, type InternalOutcome } from '../catalog/internal.js';
import type { OperationDefinition, ProviderOperationDefinition } from '../catalog/operation.js';
import { providerCall } from '../../observability/counters.js';

/** What executing an admitted request needs beside it: the services, and the HTTP request it came in (for the audit trail). */
export interface Execution {
  db: PrismaClient;
  config: Config;
  logger: Logger;
  requestId: string | null;
  /** A caller watching the provider call (a chat turn). */
  progress?: Progress | undefined;
}

/**
 * Phase two: the provider call (callProvider), or for an internal operation its start on
 * Proctor's own data (catalog/internal.ts). An internal operation's bug ends as a failure too.
 */
export async function execute(definition: OperationDefinition, request: ServiceRequest, payload: unknown, execution: Execution): Promise<InternalOutcome<unknown>> {
  const { config, logger, progress } = execution;
  if (!definition.internal) {
    if (request.mode !== 'live' || !definition.requiresConnectedApp) return callProvider(definition, request.mode, payload, request.id, config, logger, undefined, progress);
    const app = await appForCall(execution.db, config, logger, { agentId: request.agentId, definition, payload });
    if ('missing' in app) return { status: 'failed', detail: app.missing };
    if (!app.sandbox) return callProvider(definition, 'live', payload, request.id, config, logger, app.found, progress);
    // An app installed through the sandbox (PROCTOR_SANDBOX_APPS) answers as test mode does, at
    // the live price held: the whole live loop runs offline, and nothing reaches a real account.
    const outcome = await callProvider(definition, 'test', payload, request.id, config, logger, undefined, progress);
    return outcome.status === 'executed' ? { ...outcome, costCents: Number(request.holdCents) } : outcome;
  }
  // Outside the try: no handler registered is the server wired wrong, an error rather than a failed request.
  const start = internalHandler(definition);
  const { embedder } = internalServices();
  try {
    // The work acts as the request's agent, also when a person's approval let the request through.
    const audit: AuditContext = { actor: { type: 'agent', id: request.agentId }, requestId: execution.requestId };
    return await start(payload, { db: execution.db, request, audit, embedder, config, logger });
  } catch (error) {
    logger.error({ err: error, service_request_id: request.id, operation: definition.operation }, 'internal operation threw');
    return { status: 'failed', detail: 'The operation failed unexpectedly' };
  }
}

/**
 * The provider call, outside any transaction, with a deadline. A provider's failure, a live
 * operation without its provider's settings or its organization's app, a timeout and an adapter
 * bug all end as failures with a detail. `app`: the organization's connected app, for a live
 * operation that needs one.
 */
export async function callProvider(
  definition: ProviderOperationDefinition,
  mode: Mode,
  payload: unknown,
  serviceRequestId: string,
  config: Config,
  logger: Logger,
  app?: ConnectedAppAccess,
  progress?: Progress,
): Promise<AdapterOutcome<unknown>> {
  const adapter = mode === 'test' ? definition.sandbox : definition.live;
  const timeoutMs = config.PROCTOR_PROVIDER_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = progress?.signal ? AbortSignal.any([deadline, progress.signal]) : deadline;
  try {
    return await providerCall(definition.service, mode, () => adapter(payload, { signal, serviceRequestId, config, app, onDelta: progress?.onDelta }));
  } catch (error) {
    if (progress?.signal?.aborted && !deadline.aborted) return { status: 'failed', detail: 'The caller left before the provider answered' };
    return failureOf(error, deadline, timeoutMs, logger, { service_request_id: serviceRequestId, operation: definition.operation });
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

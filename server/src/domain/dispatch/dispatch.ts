import type { Config } from '../../config.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { admit, type DispatchRequest } from './admit.js';
import { execute } from './execute.js';
import type { ServiceRequestWithApproval } from '../service-requests/requests.js';
import { conclude } from './settle.js';
import { countDispatch } from '../../observability/counters.js';
import { inSpan } from '../../observability/spans.js';

/**
 * The governed pipeline: admit (policy, budgets, approval gate, hold) → the provider → settle
 * (a sandbox, or an in-process live adapter, may be asked first and settled by admission, admit.ts).
 * Answers with the request as stored, with its approval's id when it has one, and whether the
 * input's `alongside` was written with it (admit.ts). Each phase is a span
 * of the caller's trace, and each answer is counted (observability/).
 */
export async function dispatch(
  db: PrismaClient,
  logger: Logger,
  config: Config,
  input: DispatchRequest,
): Promise<{ request: ServiceRequestWithApproval; replayed: boolean; alongside: boolean }> {
  const admission = await inSpan('dispatch.admission', { 'proctor.operation': input.operation, 'proctor.mode': input.mode }, () => admit(db, input, config, logger));
  if (admission.kind === 'decided') return countDispatch({ request: admission.request, replayed: admission.replayed, alongside: admission.alongside === true }, true);
  const { request, definition, payload, known } = admission;
  const outcome = known ?? await execute(definition, request, payload, { db, config, logger, requestId: input.audit.requestId, progress: input.progress });
  const concluded = await inSpan('dispatch.settlement', { 'proctor.service_request_id': request.id }, () => conclude(db, request, definition.service, outcome, input.audit));
  // Admitted at once, the request has no approval: the answer needs no second read.
  return countDispatch({ request: { ...concluded, approval: null }, replayed: false, alongside: input.alongside !== undefined });
}

import type { Config } from '../../config.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { admit, type DispatchRequest } from './admit.js';
import { execute } from './execute.js';
import type { ServiceRequestWithApproval } from '../service-requests/requests.js';
import { conclude } from './settle.js';

/**
 * The governed pipeline: admit (policy, budgets, approval gate, hold) → the provider → settle
 * (a sandbox, or an in-process live adapter, may be asked first and settled by admission, admit.ts).
 * Answers with the request as stored, with its approval's id when it has one.
 */
export async function dispatch(
  db: PrismaClient,
  logger: Logger,
  config: Config,
  input: DispatchRequest,
): Promise<{ request: ServiceRequestWithApproval; replayed: boolean }> {
  const admission = await admit(db, input, config, logger);
  if (admission.kind === 'decided') return { request: admission.request, replayed: admission.replayed };
  const { request, definition, payload, known } = admission;
  const outcome = known ?? await execute(definition, request, payload, { db, config, logger, requestId: input.audit.requestId, progress: input.progress });
  const concluded = await conclude(db, request, definition.service, outcome, input.audit);
  // Admitted at once, the request has no approval: the answer needs no second read.
  return { request: { ...concluded, approval: null }, replayed: false };
}

import type { Config } from '../../config.js';
import type { PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { admit, type DispatchRequest } from './admit.js';
import { execute } from './execute.js';
import { conclude } from './settle.js';

/** The governed pipeline: admit (policy, budgets, approval gate, hold) → the provider → settle. */
export async function dispatch(
  db: PrismaClient,
  logger: Logger,
  config: Config,
  input: DispatchRequest,
): Promise<{ request: ServiceRequest; replayed: boolean }> {
  const admission = await admit(db, input, config, logger);
  if (admission.kind === 'decided') return admission;
  const { request, definition, payload } = admission;
  const outcome = await execute(definition, request.mode, payload, request.id, config, logger);
  return { request: await conclude(db, request, definition.service, outcome, input.audit), replayed: false };
}

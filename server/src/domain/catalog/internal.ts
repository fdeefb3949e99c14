import type { Config } from '../../config.js';
import type { PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import type { AdapterOutcome } from '../../providers/contract.js';
import type { AuditContext } from '../audit/record.js';
import type { ReasonCode } from '../dispatch/reasons.js';
import type { Embedder } from '../embeddings/embedder.js';
import type { InternalOperationDefinition } from './operation.js';

/**
 * Internal operations: those Proctor serves itself, on its own stored data (workflow.run starts a
 * run), instead of a provider. They pass the same pipeline as every operation (policy, budgets,
 * approval gate, hold), and then, in place of a provider call, its handler starts the work with
 * the admitted request. The catalog defines the operation; the feature that does the work (the
 * workflows, for workflow.run) registers its handler at start-up (registerInternalHandler, called
 * from src/internal-operations.ts), so that the catalog imports no feature. The rules they keep
 * (docs/dispatch.md, "Internal operations"):
 *
 * - Scope: everything they read or write belongs to the request's organization, and they act as
 *   the request's agent, in its mode (a test key's work runs in test mode end to end).
 * - Stored work: what `start` stores is written in one transaction with the request turning
 *   `running` (markRunningIn), so that a crash leaves either both or neither; it answers
 *   `running` (202) with the work's id as the request's external id.
 * - Further dispatches: each one the work makes is its own service request, as the same agent,
 *   through the same pipeline (its own policy, budgets, approvals, idempotency key derived from
 *   the work, audit entry and debit). The internal request holds and debits its own price only.
 * - Settling: when the work ends, the request is settled in the same transaction as the work's end
 *   (settle accepts a transaction): executed with the work's result (which reports the total the
 *   work's dispatches cost), or failed with a detail. A refusal found before anything is stored
 *   (a rule of the operation's own, e.g. a workflow not granted) ends the request `blocked` with a
 *   reason code, debiting nothing, as a budget refusal would.
 */
export interface InternalContext {
  db: PrismaClient;
  /** The admitted request: its organization, agent and mode scope everything the operation does. */
  request: ServiceRequest;
  /** The audit trail's view of the request: the agent that dispatched it. */
  audit: AuditContext;
  /** The server's embedder (registerInternalServices): knowledge.query embeds its query with the one a person's query uses. */
  embedder: Embedder;
  /** The server's settings and logger: for the further dispatches the work makes (a provider collection's query embedding). */
  config: Config;
  logger: Logger;
}

/** What the server gives internal operations beside the request: its embedder. */
export type InternalServices = Pick<InternalContext, 'embedder'>;

let services: InternalServices | undefined;

/**
 * Registers the server's services for internal operations, at start-up, beside their handlers
 * (src/internal-operations.ts). One per process, as the handlers are: the last registered serves
 * (the tests' apps in one process share the tests' embedder).
 */
export function registerInternalServices(registered: InternalServices): void {
  services = registered;
}

/** The registered services; none is a server wired wrong, as a missing handler is. */
export function internalServices(): InternalServices {
  if (!services) throw new Error('No services are registered for internal operations: the server registers them at start-up (registerInternalHandlers, src/internal-operations.ts)');
  return services;
}

/** What starting an internal operation came to: an adapter's outcome, or a refusal by one of its own rules. */
export type InternalOutcome<R> = AdapterOutcome<R> | { status: 'blocked'; reasonCode: ReasonCode; detail: string };

/** What starts an internal operation's work with the admitted request and its parsed payload. */
export type InternalHandler<P, R> = (payload: P, context: InternalContext) => Promise<InternalOutcome<R>>;

const handlers = new Map<string, InternalHandler<unknown, unknown>>();

/**
 * Registers the handler of an internal operation, at start-up. Registering the same handler again
 * (a second app in one process, as the tests start) changes nothing; another handler for an
 * operation that has one is a programming error.
 */
export function registerInternalHandler<P, R>(definition: InternalOperationDefinition<P, R>, start: InternalHandler<P, R>): void {
  const known = handlers.get(definition.operation);
  if (known && known !== start) throw new Error(`The internal operation ${definition.operation} has a handler already`);
  // Forgets the payload type, as the catalog does (registry.ts): the dispatch pipeline passes only payloads parsed by the operation's own schema.
  handlers.set(definition.operation, start as InternalHandler<unknown, unknown>);
}

/**
 * The handler of an internal operation. None registered is a server wired wrong (its start-up
 * did not call registerInternalHandlers): an error naming the operation, never a quiet answer.
 */
export function internalHandler(definition: Pick<InternalOperationDefinition, 'operation'>): InternalHandler<unknown, unknown> {
  const start = handlers.get(definition.operation);
  if (!start) {
    throw new Error(`No handler is registered for the internal operation ${definition.operation}: the server registers them at start-up (registerInternalHandlers, src/internal-operations.ts)`);
  }
  return start;
}

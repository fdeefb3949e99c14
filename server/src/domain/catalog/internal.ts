import type { PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { AdapterOutcome } from '../../providers/contract.js';
import type { AuditContext } from '../audit/record.js';
import type { ReasonCode } from '../dispatch/reasons.js';

/**
 * Internal operations: those Proctor serves itself, on its own stored data (workflow.run starts a
 * run), instead of a provider. They pass the same pipeline as every operation (policy, budgets,
 * approval gate, hold), and then, in place of a provider call, `start` runs with the admitted
 * request. The rules they keep (docs/dispatch.md, "Internal operations"):
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
}

/** What starting an internal operation came to: an adapter's outcome, or a refusal by one of its own rules. */
export type InternalOutcome<R> = AdapterOutcome<R> | { status: 'blocked'; reasonCode: ReasonCode; detail: string };

export interface InternalOperation<P, R> {
  start(payload: P, context: InternalContext): Promise<InternalOutcome<R>>;
}

import type { Prisma } from '../generated/prisma/client.js';
import { getAgent, type Agent } from './agents.js';
import type { Caller } from './caller.js';
import { notFound } from './errors.js';

/**
 * The one rule for what an agent key reaches of the rows kept per agent (its requests, its
 * conversations, the agent record itself): its own agent's only, any other being not found, as
 * another organization's is, so that a key learns nothing of the agents beside it. A person
 * reaches the organization's. As a filter for a query of rows with an `agentId`.
 */
export function agentRowsOf(caller: Caller): { agentId?: string } {
  return caller.kind === 'agent' ? { agentId: caller.agentId } : {};
}

/**
 * The agent named by a path's `{id}` for a route that agents and people share, under
 * `agentRowsOf`'s rule. A deleted agent is not found (its keys no longer authenticate at all).
 */
export async function agentOfPath(db: Prisma.TransactionClient, caller: Caller, agentId: string): Promise<Agent> {
  const { agentId: own } = agentRowsOf(caller);
  if (own !== undefined && own !== agentId) throw notFound('Agent');
  return getAgent(db, caller.orgId, agentId);
}

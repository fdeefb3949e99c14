import type { Prisma } from '../generated/prisma/client.js';
import { getAgent, type Agent } from './agents.js';
import type { Caller } from './caller.js';
import { notFound } from './errors.js';

/**
 * The agent named by a path's `{id}` for a route that agents and people share: a person reaches
 * any live agent of the organization; an agent key only its own agent, any other id (a sibling's
 * included) being not found, as another organization's is, so that a key learns nothing of the
 * agents beside it. A deleted agent is not found (its keys no longer authenticate at all).
 */
export async function agentOfPath(db: Prisma.TransactionClient, caller: Caller, agentId: string): Promise<Agent> {
  if (caller.kind === 'agent' && caller.agentId !== agentId) throw notFound('Agent');
  return getAgent(db, caller.orgId, agentId);
}

import type { Prisma } from '../../generated/prisma/client.js';
import { getAgent, type Agent } from './agents.js';
import type { Caller } from '../auth/caller.js';
import { notFound } from '../errors.js';

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
 * `agentRowsOf`'s rule; with `descendants`, an agent key also reaches the agents it spawned and
 * theirs (a parent governs what its children remember, the spec's memories). A deleted agent is
 * not found (its keys no longer authenticate at all).
 */
export async function agentOfPath(
  db: Prisma.TransactionClient,
  caller: Caller,
  agentId: string,
  options: { descendants?: boolean } = {},
): Promise<Agent> {
  const { agentId: own } = agentRowsOf(caller);
  const another = own !== undefined && own !== agentId;
  if (another && !options.descendants) throw notFound('Agent');
  const agent = await getAgent(db, caller.orgId, agentId);
  if (another && !(await descendsFrom(db, agent, own))) throw notFound('Agent');
  return agent;
}

/** Whether `ancestorId` is on the agent's spawn chain (at most 3 levels: one read per level). */
async function descendsFrom(db: Prisma.TransactionClient, agent: Agent, ancestorId: string): Promise<boolean> {
  let parentId = agent.parentAgentId;
  for (let level = 0; parentId !== null && level < 3; level++) {
    if (parentId === ancestorId) return true;
    parentId = (await db.agent.findFirst({ where: { id: parentId, orgId: agent.orgId }, select: { parentAgentId: true } }))?.parentAgentId ?? null;
  }
  return false;
}

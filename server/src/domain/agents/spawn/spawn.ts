import type { PrismaClient, ServiceBinding } from '../../../generated/prisma/client.js';
import type { KeyMode } from '../../../generated/prisma/enums.js';
import { agentTarget, getAgent, issueKeys, newAgentRecord, type Agent } from '../agents.js';
import { appendAudit, type AuditContext } from '../../audit/record.js';
import type { AgentCaller } from '../../auth/caller.js';
import { DomainError } from '../../errors.js';
import { holdActiveChain, MAX_SPAWN_DEPTH } from '../family.js';
import { newId } from '../../ids.js';
import { carveFromParent } from './carve.js';

/** A service the child gets: one of the parent's enabled operations, with limits no looser than the parent's. */
export interface SpawnService {
  operation: string;
  dailyLimit?: number | undefined;
  monthlyBudgetCents?: number | undefined;
  approvalThresholdCents?: number | undefined;
}

export interface SpawnInput {
  name: string;
  description?: string | undefined;
  services: SpawnService[];
  monthlyBudgetCents: number;
}

type Limit = 'dailyLimit' | 'monthlyBudgetCents' | 'approvalThresholdCents';
const LIMITS: Record<Limit, string> = {
  dailyLimit: 'daily_limit',
  monthlyBudgetCents: 'monthly_budget_cents',
  approvalThresholdCents: 'approval_threshold_cents',
};

/**
 * The child's bindings: each service one of the parent's enabled bindings, with each limit the
 * one asked for when it is no looser than the parent's, else the parent's. A limit the parent
 * lacks may be set freely; one it has may not be lifted. Anything else is 403, naming every
 * service at fault.
 */
function childBindings(parentBindings: ServiceBinding[], services: SpawnService[]): Omit<ServiceBinding, 'id' | 'orgId' | 'agentId' | 'createdAt' | 'updatedAt'>[] {
  const enabled = new Map(parentBindings.filter((binding) => binding.enabled).map((binding) => [binding.operation, binding]));
  const problems: { path: string; message: string }[] = [];
  const bindings = services.map((service, index) => {
    const parent = enabled.get(service.operation);
    if (!parent) {
      problems.push({ path: `services.${index}`, message: `${service.operation} is not an enabled service of the parent agent` });
      return null;
    }
    const limit = (name: Limit): bigint | number | null => {
      const own = parent[name];
      const asked = service[name];
      if (asked === undefined) return own;
      if (own !== null && BigInt(asked) > BigInt(own)) {
        problems.push({ path: `services.${index}.${LIMITS[name]}`, message: `${asked} is looser than the parent's ${own}` });
      }
      return asked;
    };
    const daily = limit('dailyLimit');
    const monthly = limit('monthlyBudgetCents');
    const threshold = limit('approvalThresholdCents');
    return {
      operation: service.operation,
      dailyLimit: daily === null ? null : Number(daily),
      monthlyBudgetCents: monthly === null ? null : BigInt(monthly),
      approvalThresholdCents: threshold === null ? null : BigInt(threshold),
      enabled: true,
    };
  });
  if (problems.length > 0) {
    throw new DomainError('forbidden', `A spawned agent gets only the parent's enabled services, no looser: ${problems[0]!.message}`, problems);
  }
  return bindings.filter((binding) => binding !== null);
}

/**
 * An agent spawns a child in its workspace, team and owner, one level deeper: the services a
 * subset of its own, its monthly cap carved from the parent's in the key's mode, or lent from
 * what the parent may spend when it has no cap (carve.ts), and the child's
 * key of the caller's mode (both exist; a person can rotate the other). Only an agent whose spawn
 * chain is all active spawns. All in one transaction,
 * audited; nothing is created when any check refuses.
 */
export async function spawnAgent(
  db: PrismaClient,
  caller: AgentCaller,
  input: SpawnInput,
  audit: AuditContext,
): Promise<{ agent: Agent; apiKey: string; mode: KeyMode }> {
  const duplicate = input.services.findIndex((service, index) => input.services.findIndex((other) => other.operation === service.operation) !== index);
  if (duplicate >= 0) {
    throw new DomainError('invalid_request', `services.${duplicate}: ${input.services[duplicate]!.operation} is named twice`, [
      { path: `services.${duplicate}`, message: 'named twice' },
    ]);
  }
  return db.$transaction(async (tx) => {
    const parent = await getAgent(tx, caller.orgId, caller.agentId);
    if (parent.depth >= MAX_SPAWN_DEPTH) {
      throw new DomainError('spawn_depth_exceeded', `The agent is at depth ${parent.depth}, the deepest a spawn chain goes (${MAX_SPAWN_DEPTH}): it cannot spawn`);
    }
    // A stopped agent's descendants stop with it (family.ts): none of the chain may be paused,
    // disabled or deleted, and none is stopped until this spawn has committed.
    await holdActiveChain(tx, parent.id);
    const bindings = childBindings(await tx.serviceBinding.findMany({ where: { agentId: parent.id } }), input.services);
    const cents = BigInt(input.monthlyBudgetCents);
    const carved = await carveFromParent(tx, parent, cents, caller.mode, bindings.map((binding) => binding.operation));
    const child = await tx.agent.create({
      data: {
        ...newAgentRecord(parent, { name: input.name, description: input.description }),
        parentAgentId: parent.id,
        depth: parent.depth + 1,
        monthlyBudgetCents: cents,
        carvedCents: carved,
        carveMode: carved === null ? null : caller.mode,
        teamId: parent.teamId,
        ownerUserId: parent.ownerUserId,
      },
    });
    await tx.serviceBinding.createMany({ data: bindings.map((binding) => ({ id: newId('bnd'), orgId: parent.orgId, agentId: child.id, ...binding })) });
    const keys = await issueKeys(tx, child);
    await appendAudit(tx, parent.orgId, audit, {
      action: 'agent.spawned',
      ...agentTarget(child.id),
      details: {
        parent_agent_id: parent.id,
        depth: child.depth,
        services: bindings.map((binding) => binding.operation),
        monthly_budget_cents: input.monthlyBudgetCents,
        carved_cents: carved === null ? null : Number(carved),
        carve_mode: carved === null ? null : caller.mode,
      },
    });
    return { agent: child, apiKey: caller.mode === 'live' ? keys.liveKey : keys.testKey, mode: caller.mode };
  });
}

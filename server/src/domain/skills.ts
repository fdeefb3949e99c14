import type { Config } from '../config.js';
import type { PrismaClient, ServiceBinding } from '../generated/prisma/client.js';
import { agentOfPath } from './agent-of-path.js';
import type { Caller } from './caller.js';
import { agentDocs, type OperationDocs } from './catalog/index.js';

/**
 * What an agent can do, derived each time and stored nowhere: today one `service` skill per
 * enabled binding, the catalog's description of its operation beside the binding's limits. A
 * `workflow` kind joins them once workflows exist (the workflows granted to the agent).
 */
export interface ServiceSkill {
  type: 'service';
  operation: OperationDocs;
  binding: ServiceBinding;
}

/**
 * The agent's skills, by operation. A binding whose operation the catalog no longer holds (a
 * server rolled back past it) is left out: it cannot be dispatched, so it is not a skill.
 */
export async function agentSkills(db: PrismaClient, caller: Caller, agentId: string, config: Config): Promise<ServiceSkill[]> {
  await agentOfPath(db, caller, agentId);
  const bindings = await db.serviceBinding.findMany({ where: { agentId, orgId: caller.orgId, enabled: true }, orderBy: { operation: 'asc' } });
  const catalog = new Map(agentDocs(config).operations.map((docs) => [docs.operation, docs]));
  return bindings.flatMap((binding) => {
    const operation = catalog.get(binding.operation);
    return operation ? [{ type: 'service' as const, operation, binding }] : [];
  });
}

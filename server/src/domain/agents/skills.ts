import type { Config } from '../../config.js';
import type { PrismaClient, ServiceBinding, Workflow } from '../../generated/prisma/client.js';
import { agentOfPath } from './agent-of-path.js';
import type { Caller } from '../auth/caller.js';
import { agentDocs, type OperationDocs } from '../catalog/index.js';

/**
 * What an agent can do, derived each time and stored nowhere: one `service` skill per enabled
 * binding, the catalog's description of its operation beside the binding's limits, and one
 * `workflow` skill per workflow granted to the agent, under the limits of its workflow.run
 * binding (a run is dispatched as workflow.run: without that binding enabled, no workflow is a skill).
 */
export interface ServiceSkill {
  type: 'service';
  operation: OperationDocs;
  binding: ServiceBinding;
}

export interface WorkflowSkill {
  type: 'workflow';
  operation: OperationDocs;
  binding: ServiceBinding;
  workflow: Pick<Workflow, 'id' | 'name' | 'description'>;
}

export type Skill = ServiceSkill | WorkflowSkill;

const RUN_OPERATION = 'workflow.run';

/**
 * The agent's skills, by operation, the workflows by name. A binding whose operation the catalog
 * no longer holds (a server rolled back past it) is left out: it cannot be dispatched, so it is
 * not a skill.
 */
export async function agentSkills(db: PrismaClient, caller: Caller, agentId: string, config: Config): Promise<Skill[]> {
  await agentOfPath(db, caller, agentId);
  const bindings = await db.serviceBinding.findMany({ where: { agentId, orgId: caller.orgId, enabled: true }, orderBy: { operation: 'asc' } });
  const catalog = new Map(agentDocs(config).operations.map((docs) => [docs.operation, docs]));
  const granted = bindings.some((binding) => binding.operation === RUN_OPERATION)
    ? await db.workflow.findMany({
        where: { orgId: caller.orgId, deletedAt: null, grants: { some: { agentId } } },
        select: { id: true, name: true, description: true },
        orderBy: { name: 'asc' },
      })
    : [];
  return bindings.flatMap((binding): Skill[] => {
    const operation = catalog.get(binding.operation);
    if (!operation) return [];
    if (binding.operation === RUN_OPERATION) return granted.map((workflow) => ({ type: 'workflow', operation, binding, workflow }));
    return [{ type: 'service', operation, binding }];
  });
}

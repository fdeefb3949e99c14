import { z } from 'zod';
import { loadConfig } from '../../config.js';
import { agentDocs } from '../../domain/catalog/index.js';
import type { Skill } from '../../domain/agents/skills.js';
import { toCatalogOperationResponse, ZCatalogOperationSchema } from '../platform/agent-docs.types.js';
import { centsOut, ZCentsSchema } from '../shared.types.js';
import { ZIdSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';

/** The catalog's fields of a skill, rendered as GET /api/v1/agent-docs renders the operation. */
const CATALOG_FIELDS = { operation: true, name: true, description: true, payload_schema: true, result_schema: true, pricing: true } as const;

export const ZSkillSchema = z
  .object({
    type: z.enum(['service', 'workflow']).meta({
      description:
        'service: an operation the agent may dispatch (an enabled binding); workflow: a workflow granted to the agent, run by dispatching workflow.run with its id (the catalog fields and limits are those of workflow.run)',
    }),
    ...ZCatalogOperationSchema.pick(CATALOG_FIELDS).shape,
    limits: z
      .object({
        daily_limit: z.number().int().nullable().meta({ description: 'Requests per day; null: none' }),
        monthly_budget_cents: ZCentsSchema.nullable().meta({ description: 'Monthly cap for this operation; null: none' }),
        approval_threshold_cents: ZCentsSchema.nullable().meta({ description: 'A cost above this needs approval; null: never' }),
      })
      .meta({ description: "The binding's limits" }),
    workflow: z
      .object({ id: ZIdSchema, name: ZLabelSchema, description: ZTextSchema.nullable() })
      .nullable()
      .meta({ description: 'The workflow of a `workflow` skill; null for a `service` skill' }),
  })
  .meta({ id: 'AgentSkill' });

export type SkillResponse = z.infer<typeof ZSkillSchema>;

type SkillLimits = Pick<Skill['binding'], 'dailyLimit' | 'monthlyBudgetCents' | 'approvalThresholdCents'>;
/** A skill with only the limits of its binding (the example has no binding row); distributed over the kinds of skill. */
type SkillView = Skill extends infer S ? (S extends Skill ? Omit<S, 'binding'> & { binding: SkillLimits } : never) : never;

export function toSkillResponse(skill: SkillView): SkillResponse {
  const { type, operation, binding } = skill;
  const docs = toCatalogOperationResponse(operation);
  return {
    type,
    operation: docs.operation,
    name: docs.name,
    description: docs.description,
    payload_schema: docs.payload_schema,
    result_schema: docs.result_schema,
    pricing: docs.pricing,
    limits: {
      daily_limit: binding.dailyLimit,
      monthly_budget_cents: centsOut(binding.monthlyBudgetCents),
      approval_threshold_cents: centsOut(binding.approvalThresholdCents),
    },
    workflow: skill.type === 'workflow' ? { id: skill.workflow.id, name: skill.workflow.name, description: skill.workflow.description } : null,
  };
}

/** A web search skill, its catalog fields as a server without provider settings serves them (the same wherever the document is generated). */
export const SKILL_EXAMPLE: SkillResponse = toSkillResponse({
  type: 'service',
  operation: agentDocs(loadConfig({})).operations.find((docs) => docs.operation === 'web_search.search')!,
  binding: { dailyLimit: 200, monthlyBudgetCents: 5000n, approvalThresholdCents: null },
});

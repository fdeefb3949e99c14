import type { Tool } from '@modelcontextprotocol/server';
import type { AgentSelfResponse } from '../../routers/agents/me.types.js';
import type { SkillResponse } from '../../routers/agents/skill.types.js';
import type { DispatchBody } from '../api.js';

/** A granted workflow's tool is named for the operation that runs it and the workflow's id. */
const WORKFLOW_TOOL_PREFIX = 'workflow.run.';

type Binding = AgentSelfResponse['bindings'][number];

const cents = (value: number) => `${value} ¢`;

function price(pricing: SkillResponse['pricing']): string {
  if (pricing.cost_cents !== undefined) return `${cents(pricing.cost_cents)} per ${pricing.unit}`;
  return `by ${pricing.unit}${pricing.formula ? `: ${pricing.formula}` : ''}`;
}

/** The price, what the binding's limits have left (GET /api/v1/agents/me's headroom) and when a person must approve. */
function governance(skill: SkillResponse, binding: Binding | undefined, mode: string): string {
  const left = binding
    ? [
        binding.today.remaining_requests === null ? 'no daily limit' : `${binding.today.remaining_requests} requests left today (UTC)`,
        binding.month.remaining_cents === null ? 'no monthly budget' : `${cents(binding.month.remaining_cents)} left this month`,
      ].join(', ')
    : 'see proctor_balance';
  const threshold = skill.limits.approval_threshold_cents;
  const approval = threshold === null ? 'never needs approval' : `a worst-case cost above ${cents(threshold)} waits for a person's approval`;
  return `Price: ${price(skill.pricing)} (${mode} mode${mode === 'test' ? ', sandboxed, nothing debited' : ''}). Limits: ${left}; ${approval}.`;
}

/** A tool's output schema: the service request it answers with, its `result` the operation's (a tool error carries no result). */
function outputSchema(skill: SkillResponse): Tool['outputSchema'] {
  const { $schema: _dialect, ...result } = skill.result_schema;
  return {
    type: 'object',
    properties: {
      id: { type: 'string', description: 'The service request (sr_…)' },
      status: { type: 'string', enum: ['executed', 'running', 'approval_required', 'blocked', 'failed'] },
      cost_cents: { type: 'integer' },
      approval_id: { type: 'string', description: 'Present when an approval was needed' },
      result: { ...result, description: 'The provider output, when executed' },
    },
    required: ['id', 'status'],
  };
}

/**
 * The agent's skills as tools: an operation under its own name (catalog names are valid tool
 * names: [A-Za-z0-9_.-]), a granted workflow as workflow.run.<its id>, its arguments the run's
 * input. Each says its price, what is left of its limits and its approval threshold.
 */
export function skillTools(skills: readonly SkillResponse[], self: AgentSelfResponse): Tool[] {
  const bindings = new Map(self.bindings.map((binding) => [binding.operation, binding]));
  return skills.map((skill): Tool => {
    const rules = governance(skill, bindings.get(skill.operation), self.mode);
    if (skill.workflow) {
      const { workflow } = skill;
      return {
        name: `${WORKFLOW_TOOL_PREFIX}${workflow.id}`,
        title: `Run workflow ${workflow.name}`,
        description: `Runs the workflow "${workflow.name}"${workflow.description ? `: ${workflow.description}` : ''}. The arguments are the run's input. It answers running; ${rules}`,
        inputSchema: { type: 'object', description: "The workflow's input, read by its steps as ${input.…}" },
        outputSchema: outputSchema(skill),
      };
    }
    const { $schema: _dialect, ...input } = skill.payload_schema;
    return {
      name: skill.operation,
      title: skill.name,
      description: `${skill.description}\n\n${rules}`,
      inputSchema: input as Tool['inputSchema'],
      outputSchema: outputSchema(skill),
    };
  });
}

/** The dispatch a call of a skill's tool makes: the operation named, or workflow.run of the workflow named. */
export function skillDispatch(tool: string, args: Record<string, unknown>): DispatchBody {
  if (tool.startsWith(WORKFLOW_TOOL_PREFIX)) return { operation: 'workflow.run', payload: { workflow_id: tool.slice(WORKFLOW_TOOL_PREFIX.length), input: args } };
  return { operation: tool, payload: args };
}

import { z } from 'zod';
import { MAX_EDGES, MAX_STEPS, type WorkflowEdge, type WorkflowStep, ZEdgeSchema, ZStepSchema } from '../../../domain/workflows/definition.js';
import type { WorkflowVersion } from '../../../domain/workflows/versions.js';
import { CREATED_AT } from '../../examples.js';
import { ZTimestampSchema } from '../../shared.types.js';
import { WORKFLOW_EXAMPLE } from '../workflow.types.js';
import { ZIdSchema, ZLabelSchema } from '../../../domain/bounded.js';

export const ZWorkflowVersionIdSchema = ZIdSchema.min(1).meta({ description: 'Workflow version id (wfv_…)' });

export const ZWorkflowVersionSchema = z
  .object({
    id: ZIdSchema,
    workflow_id: ZIdSchema,
    number: z.number().int().min(1).meta({ description: '1, 2, 3… in the order the versions were saved' }),
    status: z.enum(['draft', 'published']).meta({ description: 'An agent runs a draft only with allow_draft; publishing goes through a governance review' }),
    steps: z.array(ZStepSchema).max(MAX_STEPS),
    edges: z.array(ZEdgeSchema).max(MAX_EDGES),
    created_by: ZLabelSchema,
    created_at: ZTimestampSchema,
    published_at: ZTimestampSchema.nullable(),
  })
  .meta({ id: 'WorkflowVersion' });

export type WorkflowVersionResponse = z.infer<typeof ZWorkflowVersionSchema>;

export function toWorkflowVersionResponse(version: WorkflowVersion): WorkflowVersionResponse {
  return {
    id: version.id,
    workflow_id: version.workflowId,
    number: version.number,
    status: version.status,
    steps: version.steps as WorkflowStep[],
    edges: version.edges as WorkflowEdge[],
    created_by: version.createdBy,
    created_at: version.createdAt.toISOString(),
    published_at: version.publishedAt?.toISOString() ?? null,
  };
}

export const WORKFLOW_VERSION_EXAMPLE: WorkflowVersionResponse = {
  id: 'wfv_01jh0xq7c9e1g3j5m7p9s1v3x5',
  workflow_id: WORKFLOW_EXAMPLE.id,
  number: 1,
  status: 'draft',
  steps: [
    { label: 'Search', type: 'service_call', input: { operation: 'web_search.search', payload: { query: '${input.supplier} reviews' } } },
    {
      label: 'Summarize',
      type: 'service_call',
      input: {
        operation: 'text_generation.generate',
        payload: { model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'Summarize these results: ${steps.Search.output.results}' }], max_tokens: 300 },
      },
    },
  ],
  edges: [{ from: 'Search', to: 'Summarize' }],
  created_by: WORKFLOW_EXAMPLE.created_by,
  created_at: CREATED_AT,
  published_at: null,
};

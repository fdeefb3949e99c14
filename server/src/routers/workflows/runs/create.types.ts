import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZWorkflowIdSchema } from '../workflow.types.js';
import { RUN_END_STATUSES, WORKFLOW_RUN_EXAMPLE, ZWorkflowRunSchema } from './run.types.js';
import { ZIdSchema, ZJsonObjectSchema } from '../../../domain/bounded.js';

export const ZCreateWorkflowRunRequestSchema = z.strictObject({
  id: ZWorkflowIdSchema,
  agent_id: ZIdSchema.min(1).meta({ description: 'The agent whose dispatches the steps make: the workflow must be granted to it' }),
  input: ZJsonObjectSchema.default({}).meta({ description: 'What ${input.<key>} templates read' }),
  version_id: ZIdSchema.min(1).optional().meta({ description: 'A version to run, a draft too; without it, the newest published version' }),
  mode: z.enum(['live', 'test']).default('live').meta({ description: "live: real providers, paid from the agent's workspace; test: the sandbox, free" }),
});
export const ZCreateWorkflowRunResponseSchema = ZWorkflowRunSchema;

export const createWorkflowRunMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workflows/{id}/runs',
    tags: ['Workflows'],
    summary: 'Run a workflow',
    description:
      `Starts a run (202) of a workflow you can see, as an agent it is granted to (else 403), of \`version_id\` or else the newest published version (none: 409). Each service_call and webhook step is a governed dispatch as that agent, in \`mode\`, with the same policy, budgets, approvals and audit as POST /api/v1/service-requests and an Idempotency-Key derived from run, step and attempt; steps whose inputs are ready run at once, concurrently. The engine runs on PostgreSQL: a server that stops mid-run resumes the run after it starts again, without repeating a finished step or charging twice. All ten step types run; an approval step waits for a person's decision on GET /api/v1/approvals, a run_workflow step for its sub-run. Sub-runs, by a run_workflow step or a step's workflow.run, nest at most 3 deep and one run's tree holds at most 100 runs, the run included, in test mode too: past either, the step fails saying which. Poll GET …/runs/{runId}. Audited as \`workflow.run_started\`, and \`workflow.run_completed\`, \`_failed\` or \`_cancelled\` when it ends.`,
    errorResponses: { 409: 'No published version and no version_id (`conflict`)' },
  },
  auth: MEMBER_SESSIONS,
  successStatus: 202,
  // runs.createAndWait / runs.create_and_wait: start, then poll retrieve until the run has ended.
  sdk: { waitable: { until: RUN_END_STATUSES } },
  examples: { request: { agent_id: WORKFLOW_RUN_EXAMPLE.agent_id, input: WORKFLOW_RUN_EXAMPLE.input, version_id: WORKFLOW_RUN_EXAMPLE.version_id, mode: 'test' }, response: WORKFLOW_RUN_EXAMPLE },
};

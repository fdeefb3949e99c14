import { z } from 'zod';
import type { RunWithSteps } from '../../../domain/workflows/runs.js';
import { AGENT_EXAMPLE, CREATED_AT } from '../../examples.js';
import { MAX_ATTEMPTS } from '../../../domain/workflows/recovery.js';
import { centsOut, ZCentsSchema, ZTimestampSchema } from '../../shared.types.js';
import { WORKFLOW_EXAMPLE, ZWorkflowIdSchema } from '../workflow.types.js';
import { WORKFLOW_VERSION_EXAMPLE } from '../versions/version.types.js';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema, ZLongTextSchema } from '../../../domain/bounded.js';
import { MAX_STEPS } from '../../../domain/workflows/definition.js';

export const ZWorkflowRunIdSchema = ZIdSchema.min(1).meta({ description: 'Workflow run id (wfr_…)' });
export const ZWorkflowRunPathSchema = z.strictObject({ id: ZWorkflowIdSchema, runId: ZWorkflowRunIdSchema });

export const ZWorkflowRunStatusSchema = z.enum(['running', 'completed', 'failed', 'cancelled']);

/** The statuses a run ends in. */
export const RUN_END_STATUSES = ZWorkflowRunStatusSchema.options.filter((status) => status !== 'running');

export const ZWorkflowStepRunSchema = z
  .object({
    label: ZLabelSchema,
    type: ZLabelSchema,
    attempt: z.number().int().min(1),
    status: z.enum(['pending', 'running', 'waiting', 'completed', 'failed', 'skipped', 'cancelled']).meta({
      description: 'waiting: a timer, an approval or a provider job; skipped: no edge into it was followed (a condition chose the other branch)',
    }),
    input: z.unknown().meta({ description: 'Its input with the templates resolved, once it ran (any JSON); null before' }),
    output: z.unknown().meta({ description: 'What it produced (any JSON), or what it has done so far while waiting; null before' }),
    error: ZLongTextSchema.nullable(),
    cost_cents: ZCentsSchema,
    service_request_id: ZIdSchema.nullable().meta({ description: 'The dispatch it made (service_call, webhook)' }),
    wake_at: ZTimestampSchema.nullable().meta({
      description: "While waiting: when the engine looks at it next (a delay's end; for a step woken by the change it waits on, a later backstop); null otherwise",
    }),
    started_at: ZTimestampSchema.nullable(),
    finished_at: ZTimestampSchema.nullable(),
  })
  .meta({ id: 'WorkflowStepRun' });

export const ZWorkflowRunSchema = z
  .object({
    id: ZIdSchema,
    workflow_id: ZIdSchema,
    version_id: ZIdSchema,
    agent_id: ZIdSchema.meta({ description: 'The agent its dispatches are made as' }),
    mode: z.enum(['live', 'test']),
    status: ZWorkflowRunStatusSchema,
    input: ZJsonObjectSchema,
    output: ZJsonObjectSchema.nullable().meta({ description: 'Once completed: the outputs of the steps nothing follows, by label' }),
    error: ZLongTextSchema.nullable().meta({ description: 'Once failed: the step that failed and why' }),
    cost_cents: ZCentsSchema.meta({ description: "What its steps' dispatches cost" }),
    cancel_requested_at: ZTimestampSchema.nullable(),
    created_at: ZTimestampSchema,
    finished_at: ZTimestampSchema.nullable(),
    steps: z.array(ZWorkflowStepRunSchema).max(MAX_STEPS * MAX_ATTEMPTS).meta({ description: "Every attempt of each step in the order made: the first attempts in the version's order, retries after them" }),
  })
  .meta({ id: 'WorkflowRun' });

export type WorkflowRunResponse = z.infer<typeof ZWorkflowRunSchema>;

export function toWorkflowRunResponse(run: RunWithSteps): WorkflowRunResponse {
  return {
    id: run.id,
    workflow_id: run.workflowId,
    version_id: run.versionId,
    agent_id: run.agentId,
    mode: run.mode,
    status: run.status,
    input: run.input as Record<string, unknown>,
    output: run.output as Record<string, unknown> | null,
    error: run.error,
    cost_cents: centsOut(run.costCents)!,
    cancel_requested_at: run.cancelRequestedAt?.toISOString() ?? null,
    created_at: run.createdAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    steps: run.steps.map((step) => ({
      label: step.label,
      type: step.type,
      attempt: step.attempt,
      status: step.status,
      input: step.input,
      output: step.output,
      error: step.error,
      cost_cents: centsOut(step.costCents)!,
      service_request_id: step.serviceRequestId,
      wake_at: step.status === 'waiting' ? (step.wakeAt?.toISOString() ?? null) : null,
      started_at: step.startedAt?.toISOString() ?? null,
      finished_at: step.finishedAt?.toISOString() ?? null,
    })),
  };
}

const pendingStep = (label: string, type: string) => ({
  label,
  type,
  attempt: 1,
  status: 'pending' as const,
  input: null,
  output: null,
  error: null,
  cost_cents: 0,
  service_request_id: null,
  wake_at: null,
  started_at: null,
  finished_at: null,
});

export const WORKFLOW_RUN_EXAMPLE: WorkflowRunResponse = {
  id: 'wfr_01jh0xr5d7f9h1k3m5p7r9t1v3',
  workflow_id: WORKFLOW_EXAMPLE.id,
  version_id: WORKFLOW_VERSION_EXAMPLE.id,
  agent_id: AGENT_EXAMPLE.id,
  mode: 'test',
  status: 'running',
  input: { supplier: 'Acme' },
  output: null,
  error: null,
  cost_cents: 0,
  cancel_requested_at: null,
  created_at: CREATED_AT,
  finished_at: null,
  steps: WORKFLOW_VERSION_EXAMPLE.steps.map((step) => pendingStep(step.label, step.type)),
};

/** What retrying a step does, said by both recovery routes. */
export const RETRY_RULES = `The run must have failed (else 409). A retried step gets a new attempt (at most ${MAX_ATTEMPTS}; its dispatch is a new request, with the next attempt's Idempotency-Key), and so do the steps after it that were skipped; steps that completed keep their outputs and are not repeated. The run is running again. Audited as \`workflow.run_retried\`.`;

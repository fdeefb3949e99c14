import { z } from 'zod';
import { defineInternalOperation, perRequest } from '../define.js';
import { ZIdSchema, ZJsonObjectSchema } from '../../bounded.js';

export const ZWorkflowRunPayloadSchema = z.strictObject({
  workflow_id: z.string().min(1).max(200).meta({ description: 'The workflow’s id (wf_…) or its name' }),
  input: ZJsonObjectSchema.default({}).meta({ description: 'The workflow’s input, read by its steps as ${input.…}' }),
  allow_draft: z
    .boolean()
    .default(false)
    .meta({ description: 'Run the newest version even when none is published: honoured for test keys only (live runs need a published version)' }),
});

export const ZWorkflowRunResultSchema = z.object({
  run_id: ZIdSchema,
  workflow_id: ZIdSchema,
  version_id: ZIdSchema,
  version_number: z.number().int(),
  output: ZJsonObjectSchema.meta({ description: 'The outputs of the steps nothing follows, by label' }),
  cost_cents: z.number().int().meta({ description: 'What the run’s own dispatches cost together (each is its own service request, charged on its own)' }),
});

export type WorkflowRunPayload = z.infer<typeof ZWorkflowRunPayloadSchema>;
export type WorkflowRunResult = z.infer<typeof ZWorkflowRunResultSchema>;

export const workflowRun = defineInternalOperation({
  operation: 'workflow.run',
  service: 'workflow',
  name: 'Run workflow',
  description:
    'Starts a run of a workflow granted to the agent, as the agent and in its key’s mode: its published version, or with a test key and allow_draft its newest. Answers running (202); the request ends executed with the run’s output when the run completes, failed when it fails or is cancelled. Dispatched by a run’s step it starts a sub-run: sub-runs nest at most 3 deep (else blocked workflow_depth_exceeded) and one top-level run’s tree holds at most 100 runs, itself included (else blocked workflow_limit_exceeded), in test mode too.',
  payload: ZWorkflowRunPayloadSchema,
  result: ZWorkflowRunResultSchema,
  pricing: perRequest(5),
  async: true,
  requiresConnectedApp: null,
  liveSettings: [],
  examples: [{ description: 'A nightly report', payload: { workflow_id: 'Nightly report', input: { date: '2025-01-31' }, allow_draft: false } }],
  sandboxFailures: [{ description: 'A workflow id or name the organization does not have fails', payload: { workflow_id: 'wf_unknown', input: {}, allow_draft: false } }],
  internal: {
    // Imported when first dispatched: the workflows domain reads the catalog (a service_call step's
    // payload is checked against its operation), so importing it here would be a cycle at start-up.
    start: async (payload, context) => (await import('../../workflows/run-operation.js')).startWorkflowRun(payload, context),
  },
});

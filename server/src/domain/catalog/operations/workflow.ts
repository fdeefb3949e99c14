import { z } from 'zod';
import { defineInternalOperation, perRequest } from '../define.js';
import { ZIdSchema, ZJsonObjectSchema } from '../../bounded.js';

const DRAFT = 'Run the newest version when none is published, with a live key as with a test key (the spec: a workflow-type task needs a published version unless a draft is allowed)';

/**
 * `allowDraft` is the spec's spelling, `allow_draft` this API's: either is accepted and both mean
 * the same; given both, they must agree. The payload parses to `allow_draft` alone.
 */
export const ZWorkflowRunPayloadSchema = z
  .strictObject({
    workflow_id: z.string().min(1).max(200).meta({ description: 'The workflow’s id (wf_…) or its name' }),
    input: ZJsonObjectSchema.default({}).meta({ description: 'The workflow’s input, read by its steps as ${input.…}' }),
    allow_draft: z.boolean().optional().meta({ description: `${DRAFT}. Default false` }),
    allowDraft: z.boolean().optional().meta({ description: 'The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree' }),
  })
  .superRefine((payload, context) => {
    if (payload.allow_draft !== undefined && payload.allowDraft !== undefined && payload.allow_draft !== payload.allowDraft) {
      context.addIssue({ code: 'custom', path: ['allowDraft'], message: `is ${payload.allowDraft} but allow_draft is ${payload.allow_draft}: give one of them, or the same value` });
    }
  })
  .transform(({ allowDraft, ...payload }) => ({ ...payload, allow_draft: payload.allow_draft ?? allowDraft ?? false }));

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
    'Starts a run of a workflow granted to the agent, as the agent and in its key’s mode: its published version, or with allow_draft (or allowDraft) true its newest version when none is published, with a live key as with a test key (else blocked workflow_unpublished); allow_draft and allowDraft given together must agree (else 400 naming allowDraft). Answers running (202); the request ends executed with the run’s output when the run completes, failed when it fails or is cancelled. Dispatched by a run’s step it starts a sub-run: sub-runs nest at most 3 deep (else blocked workflow_depth_exceeded) and one top-level run’s tree holds at most 100 runs, itself included (else blocked workflow_limit_exceeded), in test mode too. The request costs this operation’s own price; the run’s dispatches are service requests charged on their own, reported together in result.cost_cents and never added to the request’s cost_cents, which would count them twice in usage.',
  payload: ZWorkflowRunPayloadSchema,
  result: ZWorkflowRunResultSchema,
  pricing: perRequest(5),
  async: true,
  requiresConnectedApp: null,
  liveProvider: 'Proctor itself: starts a run of a granted workflow (an internal operation)',
  liveSettings: [],
  examples: [{ description: 'A nightly report', payload: { workflow_id: 'Nightly report', input: { date: '2025-01-31' }, allow_draft: false } }],
  sandboxFailures: [{ description: 'A workflow id or name the organization does not have fails', payload: { workflow_id: 'wf_unknown', input: {}, allow_draft: false } }],
  internal: {
    // Imported when first dispatched: the workflows domain reads the catalog (a service_call step's
    // payload is checked against its operation), so importing it here would be a cycle at start-up.
    start: async (payload, context) => (await import('../../workflows/run-operation.js')).startWorkflowRun(payload, context),
  },
});

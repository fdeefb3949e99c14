import { z } from 'zod';
import { defineInternalOperation, perRequest } from '../define.js';
import { ZIdSchema, ZJsonObjectSchema } from '../../bounded.js';
import { allowDraftFields, allowDraftOf, spellingsAgree } from '../../workflows/allow-draft.js';

const DRAFT = 'Run the newest version when none is published, with a live key as with a test key (the spec: a workflow-type task needs a published version unless a draft is allowed)';

/** The payload parses to `allow_draft` alone, from either spelling (allow-draft.ts). */
export const ZWorkflowRunPayloadSchema = z
  .strictObject({
    workflow_id: z.string().min(1).max(200).meta({ description: 'The workflow’s id (wf_…) or its name' }),
    input: ZJsonObjectSchema.default({}).meta({ description: 'The workflow’s input, read by its steps as ${input.…}' }),
    ...allowDraftFields(DRAFT),
    version: z
      .enum(['published', 'newest'])
      .default('published')
      .meta({ description: 'published: the published version (with allow_draft, the newest when none is); newest: the newest saved version whether published or not, as a scheduled task’s test run dispatches' }),
  })
  .superRefine(spellingsAgree)
  .transform(({ allowDraft, ...payload }) => ({ ...payload, allow_draft: allowDraftOf({ ...payload, allowDraft }) ?? false }));

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
  examples: [{ description: 'A nightly report', payload: { workflow_id: 'Nightly report', input: { date: '2025-01-31' }, allow_draft: false, version: 'published' } }],
  sandboxFailures: [{ description: 'A workflow id or name the organization does not have fails', payload: { workflow_id: 'wf_unknown', input: {}, allow_draft: false, version: 'published' } }],
  // Its handler, startWorkflowRun (workflows/run-operation.ts), is registered at start-up (catalog/internal.ts).
  internal: true,
});

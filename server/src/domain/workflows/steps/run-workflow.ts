import { z } from 'zod';
import { ZJsonObjectSchema } from '../../bounded.js';
import { agentLaunch, createRun, subRunDepth, takeTreePlace } from '../launch.js';
import { stopSubRuns } from './dispatch-step.js';
import { defineStep, untilWoken, runAudit, type Recorded, type StepContext, type StepOutcome } from './step.js';
import { text } from './text.js';

const ZRunWorkflowInputSchema = z.strictObject({
  workflow_id: text(200).meta({ description: "A workflow id or name of the organization, granted to the run's agent" }),
  input: ZJsonObjectSchema.optional(),
  allow_draft: z.boolean().optional().meta({ description: 'Run its newest version when none is published, in either mode' }),
});

/** A sub-run started by an earlier execution of the step, and how it ended: its output, and what its dispatches cost, become the step's. */
async function subRunOutcome(context: StepContext, runId: string): Promise<StepOutcome> {
  const child = await context.db.workflowRun.findUniqueOrThrow({ where: { id: runId } });
  const made = { run_id: runId };
  if (child.status === 'running') return untilWoken({ output: made });
  if (child.status === 'completed') return { status: 'completed', output: { ...made, output: child.output }, costCents: child.costCents };
  return { status: 'failed', error: child.status === 'cancelled' ? `The sub-run ${runId} was cancelled` : `The sub-run ${runId} failed: ${child.error ?? 'a step failed'}` };
}

/**
 * Starts a sub-run as the run's agent, in its mode, by the rules of workflow.run: the workflow
 * (id or name) granted to the agent, its published version (its newest with allow_draft),
 * nested at most MAX_RUN_DEPTH deep (subRunDepth), in a tree of at most MAX_TREE_RUNS runs
 * (takeTreePlace). The sub-run, its place in the tree and the step's waiting
 * outcome commit together, so the step never starts two.
 */
async function startSubRun(input: z.infer<typeof ZRunWorkflowInputSchema>, context: StepContext): Promise<StepOutcome | Recorded> {
  const { run } = context;
  const nested = subRunDepth(run.depth);
  if ('refusal' in nested) return { status: 'failed', error: nested.refusal };
  const named = input.workflow_id;
  return context.db.$transaction(async (tx): Promise<StepOutcome | Recorded> => {
    const launch = await agentLaunch(tx, run, named, input.allow_draft === true ? 'published_else_newest' : 'published');
    if (launch.kind === 'unknown') return { status: 'failed', error: `No workflow "${named}" in this organization` };
    if (launch.kind === 'not_granted') return { status: 'failed', error: `The workflow "${launch.workflow.name}" is not granted to the run's agent` };
    if (launch.kind === 'unpublished') {
      return { status: 'failed', error: `The workflow "${launch.workflow.name}" has no published version (allow_draft: true runs the newest draft)` };
    }
    const full = await takeTreePlace(tx, run);
    if (full) return { status: 'failed', error: full.refusal };
    const { version } = launch;
    const spec = { orgId: run.orgId, version, agentId: run.agentId, mode: run.mode, input: input.input ?? {} };
    const child = await createRun(tx, { ...spec, parent: { stepRunId: context.row.id, depth: nested.depth, rootRunId: run.rootRunId } }, runAudit(run));
    await context.recordIn(tx, untilWoken({ output: { run_id: child.id } }));
    return { status: 'recorded' };
  });
}

export const runWorkflow = defineStep({
  name: 'run_workflow',
  description:
    "Starts a sub-run of a workflow granted to the run's agent (its published version; its newest with allow_draft), within the nesting and tree limits (workflow_depth_exceeded, workflow_limit_exceeded); output {run_id, output}, its cost the sub-run's",
  input: ZRunWorkflowInputSchema,
  made: z.object({ run_id: z.string() }),
  start: startSubRun,
  resume: (made, context) => subRunOutcome(context, made.run_id),
  end: stopSubRuns,
});

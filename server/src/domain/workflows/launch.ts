import type { KeyMode, Prisma, Workflow, WorkflowRun, WorkflowVersion } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { newId } from '../ids.js';
import { namedBy } from './workflows.js';
import { nudge } from '../../worker/nudge.js';

/**
 * Starting a run, the one way for its three starters: a person (POST /api/v1/workflows/{id}/runs), an
 * agent's workflow.run dispatch, and a run's step (a sub-run: a run_workflow step, or a
 * service_call step's workflow.run).
 */

/** How deep sub-runs nest: a run at depth 3 cannot start another (a workflow that runs itself stops there). */
const MAX_RUN_DEPTH = 3;

/**
 * How many runs one tree holds, its top-level run included: with the depth, what bounds the runs
 * one top-level run starts (test mode is free, and 100 steps a version over 3 levels is a million).
 */
const MAX_TREE_RUNS = 100;

/** The run a step of which starts a sub-run. */
type ParentRun = Pick<WorkflowRun, 'rootRunId'>;

/**
 * The depth of a sub-run started by a step of a run at `depth`, or why it may not start. Every
 * way a step starts a run counts: a run_workflow step, and a service_call step's workflow.run.
 */
export function subRunDepth(depth: number): { depth: number } | { refusal: string } {
  if (depth + 1 > MAX_RUN_DEPTH) return { refusal: `Sub-runs nest at most ${MAX_RUN_DEPTH} deep, and this run is at depth ${depth}` };
  return { depth: depth + 1 };
}

/**
 * Takes a place for a sub-run in its tree, in the transaction that creates it: one conditional
 * UPDATE on the top-level run's row, so parallel steps of any run of the tree cannot overshoot
 * MAX_TREE_RUNS. The refusal when the tree is full.
 */
export async function takeTreePlace(tx: Prisma.TransactionClient, parent: ParentRun): Promise<{ refusal: string } | null> {
  const taken = await tx.workflowRun.updateMany({ where: { id: parent.rootRunId, treeRuns: { lt: MAX_TREE_RUNS } }, data: { treeRuns: { increment: 1 } } });
  if (taken.count === 1) return null;
  return { refusal: `A run tree holds at most ${MAX_TREE_RUNS} runs, its top-level run ${parent.rootRunId} included, and this one is full` };
}

/** A live workflow of the organization by id or by name (namedBy): how workflow.run and run_workflow name one. */
async function findWorkflow(tx: Prisma.TransactionClient, orgId: string, idOrName: string): Promise<Workflow | null> {
  return tx.workflow.findFirst({ where: { orgId, deletedAt: null, ...namedBy(idOrName) } });
}

/**
 * Which version a run takes: `published`, the published one; `published_else_newest` (a draft
 * allowed), the newest saved when none is published; `newest`, the newest saved whether published
 * or not (a scheduled task's test run).
 */
export type VersionChoice = 'published' | 'published_else_newest' | 'newest';

/** The version to run by `choice`; null when the workflow has none it may run. */
export async function versionToRun(tx: Prisma.TransactionClient, workflowId: string, choice: VersionChoice): Promise<WorkflowVersion | null> {
  const newest = () => tx.workflowVersion.findFirst({ where: { workflowId }, orderBy: { number: 'desc' } });
  if (choice === 'newest') return newest();
  const published = await tx.workflowVersion.findFirst({ where: { workflowId, status: 'published' }, orderBy: { number: 'desc' } });
  return published || choice === 'published' ? published : newest();
}

/** What an agent may run when it names a workflow: its version, or why not. */
export type AgentLaunch =
  | { kind: 'ready'; workflow: Workflow; version: WorkflowVersion }
  | { kind: 'unknown' }
  | { kind: 'not_granted'; workflow: Workflow }
  | { kind: 'unpublished'; workflow: Workflow };

/**
 * The rule an agent's run (workflow.run, and a run_workflow step as the run's agent) starts by: the
 * workflow named by id or name, granted to the agent, its published version; `allowDraft` runs the
 * newest version instead when none is published, in either mode: the spec lets a workflow-type
 * task run a draft when one is allowed, and a live key's outcome is a test key's.
 */
export async function agentLaunch(
  tx: Prisma.TransactionClient,
  agent: { orgId: string; agentId: string; mode: KeyMode },
  named: string,
  choice: VersionChoice,
): Promise<AgentLaunch> {
  const workflow = await findWorkflow(tx, agent.orgId, named);
  if (!workflow) return { kind: 'unknown' };
  const granted = await tx.workflowGrant.findUnique({ where: { workflowId_agentId: { workflowId: workflow.id, agentId: agent.agentId } } });
  if (!granted) return { kind: 'not_granted', workflow };
  const version = await versionToRun(tx, workflow.id, choice);
  return version ? { kind: 'ready', workflow, version } : { kind: 'unpublished', workflow };
}

export interface RunSpec {
  orgId: string;
  version: WorkflowVersion;
  agentId: string;
  mode: KeyMode;
  input: Record<string, unknown>;
  /** The person who started it; null for an agent's workflow.run and for a sub-run. */
  startedBy?: string | undefined;
  /** The workflow.run request it settles when it ends. */
  serviceRequestId?: string | undefined;
  /** The step attempt that started it, its run's depth + 1 (subRunDepth) and its tree's top-level run, whose place it took (takeTreePlace). */
  parent?: { stepRunId: string; depth: number; rootRunId: string } | undefined;
}

/**
 * Writes a run and all its steps pending, with its audit entry, in the caller's transaction (so
 * that what started it commits with it); the engine of any instance takes it from there.
 */
export async function createRun(tx: Prisma.TransactionClient, spec: RunSpec, audit: AuditContext) {
  const { version } = spec;
  const id = newId('wfr');
  const run = await tx.workflowRun.create({
    data: {
      id,
      orgId: spec.orgId,
      workflowId: version.workflowId,
      versionId: version.id,
      agentId: spec.agentId,
      mode: spec.mode,
      input: spec.input as Prisma.InputJsonValue,
      startedBy: spec.startedBy ?? null,
      serviceRequestId: spec.serviceRequestId ?? null,
      parentStepRunId: spec.parent?.stepRunId ?? null,
      depth: spec.parent?.depth ?? 0,
      rootRunId: spec.parent?.rootRunId ?? id,
    },
  });
  // A saved version's steps (definition.ts's WorkflowStep): each gets its first attempt.
  const steps = version.steps as { label: string; type: string }[];
  await nudge(tx, 'workflows');
  await tx.workflowStepRun.createMany({ data: steps.map((step) => ({ id: newId('wfs'), runId: run.id, label: step.label, type: step.type })) });
  await appendAudit(tx, spec.orgId, audit, {
    action: 'workflow.run_started',
    target: { type: 'workflow_run', id: run.id },
    agentId: spec.agentId,
    mode: spec.mode,
    details: {
      workflow_id: version.workflowId,
      version_id: version.id,
      number: version.number,
      ...(spec.serviceRequestId ? { service_request_id: spec.serviceRequestId } : {}),
      ...(spec.parent ? { parent_step_run_id: spec.parent.stepRunId } : {}),
    },
  });
  return run;
}

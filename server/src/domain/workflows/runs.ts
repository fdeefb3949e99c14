import type { KeyMode, PrismaClient, WorkflowRun, WorkflowStepRun } from '../../generated/prisma/client.js';
import { getAgent } from '../agents/agents.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { createRun, versionToRun } from './launch.js';
import { getWorkflow } from './workflows.js';
import { nudge } from '../../worker/nudge.js';

export type { WorkflowRun, WorkflowStepRun };
export type RunWithSteps = WorkflowRun & { steps: WorkflowStepRun[] };

export interface NewRun {
  agentId: string;
  input: Record<string, unknown>;
  /** A version to run, draft or published; without one, the newest published version. */
  versionId?: string | undefined;
  mode: KeyMode;
}

/**
 * Starts a run of a workflow the caller sees, as an agent the workflow is granted to (else 403),
 * of the version named, draft or published, or else the published one (none: 409), written with
 * its steps and audit entry in one transaction (launch.ts).
 */
export async function startRun(db: PrismaClient, caller: UserCaller, workflowId: string, input: NewRun, audit: AuditContext): Promise<RunWithSteps> {
  return db.$transaction(async (tx) => {
    await getWorkflow(tx, caller, workflowId);
    await getAgent(tx, caller.orgId, input.agentId);
    const granted = await tx.workflowGrant.findUnique({ where: { workflowId_agentId: { workflowId, agentId: input.agentId } } });
    if (!granted) throw new DomainError('forbidden', 'The workflow is not granted to the agent: an admin grants it with POST /api/v1/workflows/{id}/agents');
    const version = input.versionId ? await tx.workflowVersion.findFirst({ where: { id: input.versionId, workflowId } }) : await versionToRun(tx, workflowId, 'published');
    if (!version) {
      if (input.versionId) throw notFound('Workflow version');
      throw new DomainError('conflict', 'The workflow has no published version: pass version_id to run a draft, or publish one');
    }
    const run = await createRun(tx, { orgId: caller.orgId, version, agentId: input.agentId, mode: input.mode, input: input.input, startedBy: caller.userId }, audit);
    return tx.workflowRun.findUniqueOrThrow({ where: { id: run.id }, include: STEPS });
  });
}

/** The latest attempt of each step of a run, by label: what the engine advances and recovery retries. */
export function latestAttempts(steps: WorkflowStepRun[]): Map<string, WorkflowStepRun> {
  const latest = new Map<string, WorkflowStepRun>();
  for (const step of steps) if ((latest.get(step.label)?.attempt ?? 0) < step.attempt) latest.set(step.label, step);
  return latest;
}

/** The steps of a run in the version's order (their ids were made in it), every attempt. */
const STEPS = { steps: { orderBy: { id: 'asc' as const } } };

export async function listRuns(db: PrismaClient, caller: UserCaller, workflowId: string, page: PageRequest): Promise<Page<RunWithSteps>> {
  await getWorkflow(db, caller, workflowId);
  const { where, ...rest } = pageArgs(page);
  return toPage(await db.workflowRun.findMany({ where: { workflowId, ...where }, ...rest, include: STEPS }), page);
}

/** A run of a workflow the caller sees, with every attempt of each step, in the version's order. */
export async function getRun(db: PrismaClient, caller: UserCaller, workflowId: string, runId: string): Promise<RunWithSteps> {
  await getWorkflow(db, caller, workflowId);
  const run = await db.workflowRun.findFirst({ where: { id: runId, workflowId }, include: STEPS });
  if (!run) throw notFound('Workflow run');
  return run;
}

/**
 * Asks a running run to stop: the engine cancels its steps not yet finished at its next advance
 * (a step's dispatch already under way completes). A finished run is 409.
 */
export async function cancelRun(db: PrismaClient, caller: UserCaller, workflowId: string, runId: string, audit: AuditContext): Promise<RunWithSteps> {
  await getRun(db, caller, workflowId, runId);
  await db.$transaction(async (tx) => {
    const asked = await tx.workflowRun.updateMany({
      where: { id: runId, status: 'running', cancelRequestedAt: null },
      data: { cancelRequestedAt: new Date(), wakeAt: new Date() },
    });
    if (asked.count === 0) {
      const run = await tx.workflowRun.findUniqueOrThrow({ where: { id: runId } });
      if (run.status !== 'running') throw new DomainError('conflict', `The run is ${run.status}: only a running run can be cancelled`);
      return; // asked already: cancelling twice is the same request
    }
    await nudge(tx, 'workflows');
    await appendAudit(tx, caller.orgId, audit, { action: 'workflow.run_cancel_requested', target: { type: 'workflow_run', id: runId } });
  });
  return getRun(db, caller, workflowId, runId);
}

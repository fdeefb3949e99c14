import { z } from 'zod';
import { closeForEndedRun } from '../../approvals/approvals.js';
import { appendAudit } from '../../audit/record.js';
import { newId } from '../../ids.js';
import { defineStep, untilWoken, runAudit, type Recorded, type StepContext, type StepOutcome } from './step.js';
import { text } from './text.js';

/**
 * Asks a person to approve, through the approvals endpoints (GET /api/v1/approvals lists it, kind
 * workflow_step, to the reviewers of the agent's workspace), in the same transaction as the
 * step's waiting outcome: the step never asks twice. It expires as a request's approval does.
 */
async function requestApproval(fields: { title: string; description?: string | undefined }, context: StepContext): Promise<Recorded> {
  const { run, row } = context;
  const expiresAt = new Date(Date.now() + context.config.PROCTOR_APPROVAL_TTL_SECONDS * 1000);
  return context.db.$transaction(async (tx) => {
    const approval = await tx.approval.create({
      data: {
        id: newId('apr'),
        orgId: run.orgId,
        workflowStepRunId: row.id,
        agentId: run.agentId,
        title: fields.title,
        description: fields.description ?? null,
        costCents: 0n,
        thresholdCents: 0n,
        expiresAt,
      },
    });
    await appendAudit(tx, run.orgId, runAudit(run), {
      action: 'workflow.approval_requested',
      target: { type: 'approval', id: approval.id },
      agentId: run.agentId,
      mode: run.mode,
      details: { workflow_run_id: run.id, step_label: row.label, title: fields.title },
    });
    await context.recordIn(tx, untilWoken({ output: { approval_id: approval.id } }));
    return { status: 'recorded' as const };
  });
}

/** The decision on the approval an earlier execution of the step asked for: approved completes the step, rejected or expired fails it. */
async function decisionOf(context: StepContext, approvalId: string): Promise<StepOutcome> {
  const approval = await context.db.approval.findUniqueOrThrow({ where: { id: approvalId } });
  const made = { approval_id: approvalId };
  switch (approval.status) {
    case 'pending':
      return untilWoken({ output: made });
    case 'approved':
      return { status: 'completed', output: { ...made, status: 'approved', decided_by: approval.decidedBy, note: approval.note } };
    case 'rejected':
      return { status: 'failed', error: `Rejected by ${approval.decidedBy ?? 'a reviewer'}${approval.note ? `: ${approval.note}` : ''}` };
    case 'expired':
      return { status: 'failed', error: `Nobody decided the approval ${approvalId} in time` };
  }
}

export const approval = defineStep({
  name: 'approval',
  description:
    "Waits for a person's decision on the approvals endpoints; approved: output {approval_id, status, decided_by, note}; rejected or expired: the step fails",
  input: z.strictObject({
    title: text(200).meta({ description: 'What the person approves' }),
    description: text(10_000).optional(),
  }),
  made: z.object({ approval_id: z.string() }),
  start: requestApproval,
  resume: (made, context) => decisionOf(context, made.approval_id),
  // The approval it still waits for leaves the reviewers' queue, expired as the approvals domain expires one.
  end: async (tx, { run, row, made }) => {
    if (!made) return;
    await closeForEndedRun(tx, { workflowStepRunId: row.id }, run, runAudit(run));
  },
});

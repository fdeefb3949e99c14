import type { Prisma, PrismaClient, SkillProposal, SkillProposalStatus } from '../../generated/prisma/client.js';
import { agentOfPath } from './agent-of-path.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { Caller, UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import type { Definition, WorkflowEdge, WorkflowStep } from '../workflows/definition.js';
import { saveGrant } from '../workflows/grants.js';
import { checkDefinition, saveVersion, type WorkflowVersion } from '../workflows/versions.js';
import { checkNameFree, saveWorkflow } from '../workflows/workflows.js';

export type { SkillProposal, SkillProposalStatus };

export interface ProposedSkill {
  name: string;
  description?: string | undefined;
  /** The workflow to add a version to; without one, approving makes a new workflow named `name`. */
  workflowId?: string | undefined;
  definition: Definition;
}

export interface SkillDecision {
  status: 'approved' | 'rejected';
  notes?: string | undefined;
}

const target = (id: string) => ({ type: 'skill_proposal', id });

/**
 * An agent proposes a workflow for itself: with its key, for its own id only (agentOfPath), or a
 * person of the organization for it. Checked as approving it would be, so that what waits for an
 * admin could be approved: the definition (400 listing every problem), the workflow it adds to,
 * a live one of the organization (404), or else its name free (409).
 */
export async function proposeSkill(db: PrismaClient, caller: Caller, agentId: string, proposed: ProposedSkill, audit: AuditContext): Promise<SkillProposal> {
  await agentOfPath(db, caller, agentId);
  checkDefinition(proposed.definition);
  return db.$transaction(async (tx) => {
    if (proposed.workflowId !== undefined) {
      const workflow = await tx.workflow.findFirst({ where: { id: proposed.workflowId, orgId: caller.orgId, deletedAt: null }, select: { id: true } });
      if (!workflow) throw notFound('Workflow');
    } else {
      await checkNameFree(tx, caller.orgId, proposed.name);
    }
    const proposal = await tx.skillProposal.create({
      data: {
        id: newId('skp'),
        orgId: caller.orgId,
        agentId,
        workflowId: proposed.workflowId ?? null,
        name: proposed.name,
        description: proposed.description ?? null,
        steps: proposed.definition.steps as Prisma.InputJsonValue,
        edges: proposed.definition.edges as Prisma.InputJsonValue,
        proposedBy: caller.kind === 'agent' ? null : caller.userId,
      },
    });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'skill_proposal.created',
      target: target(proposal.id),
      agentId,
      details: { name: proposal.name, workflow_id: proposal.workflowId, steps: proposed.definition.steps.length },
    });
    return proposal;
  });
}

/** The agent's proposals, newest first (the latest are the ones waiting), filtered by status. */
export async function listSkillProposals(
  db: PrismaClient,
  caller: Caller,
  agentId: string,
  filter: { status?: SkillProposalStatus | undefined },
  page: PageRequest,
): Promise<Page<SkillProposal>> {
  await agentOfPath(db, caller, agentId);
  const newestFirst = { ...page, order: 'desc' as const };
  const args = pageArgs(newestFirst);
  const rows = await db.skillProposal.findMany({
    ...args,
    where: { ...args.where, agentId, orgId: caller.orgId, ...(filter.status ? { status: filter.status } : {}) },
  });
  return toPage(rows, newestFirst);
}

/**
 * Approves or rejects a pending proposal. The decision is one conditional write on the proposal
 * still pending, so of two decisions, parallel ones too, the second waits for the first and is a
 * `conflict`. Approving saves the proposal's steps as a draft version, of its workflow or of a new
 * one named as the proposal (private, the approver's), and grants that workflow to the agent,
 * all in the decision's transaction: a failure (a name taken since, 409; the workflow deleted,
 * 404; a definition no longer valid, 400) leaves the proposal pending and nothing written.
 */
export async function decideSkillProposal(
  db: PrismaClient,
  caller: UserCaller,
  agentId: string,
  id: string,
  decision: SkillDecision,
  audit: AuditContext,
): Promise<SkillProposal> {
  await agentOfPath(db, caller, agentId);
  return db.$transaction(async (tx) => {
    const decided = await tx.skillProposal.updateManyAndReturn({
      where: { id, agentId, orgId: caller.orgId, status: 'pending' },
      data: { status: decision.status, notes: decision.notes ?? null, decidedBy: caller.userId, decidedAt: new Date() },
    });
    if (decided.length === 0) {
      const proposal = await tx.skillProposal.findFirst({ where: { id, agentId, orgId: caller.orgId }, select: { status: true } });
      if (!proposal) throw notFound('Skill proposal');
      throw new DomainError('conflict', `The skill proposal was already ${proposal.status}`);
    }
    const notes = decision.notes ? { notes: decision.notes } : {};
    if (decision.status === 'rejected') {
      await appendAudit(tx, caller.orgId, audit, { action: 'skill_proposal.rejected', target: target(id), agentId, details: notes });
      return decided[0]!;
    }
    const version = await approve(tx, caller, decided[0]!, audit);
    await appendAudit(tx, caller.orgId, audit, {
      action: 'skill_proposal.approved',
      target: target(id),
      agentId,
      details: { ...notes, workflow_id: version.workflowId, version_id: version.id, number: version.number },
    });
    return tx.skillProposal.update({ where: { id }, data: { resultWorkflowId: version.workflowId, resultVersionId: version.id } });
  });
}

/** The draft version an approval saves, on the proposal's workflow or a new one, that workflow granted to the agent. */
async function approve(tx: Prisma.TransactionClient, caller: UserCaller, proposal: SkillProposal, audit: AuditContext): Promise<WorkflowVersion> {
  const workflowId = proposal.workflowId ?? (await saveWorkflow(tx, caller, { name: proposal.name, description: proposal.description ?? undefined }, audit)).id;
  const definition = { steps: proposal.steps as WorkflowStep[], edges: proposal.edges as WorkflowEdge[] };
  const version = await saveVersion(tx, caller, workflowId, definition, audit);
  await saveGrant(tx, caller, workflowId, proposal.agentId, audit);
  return version;
}

import { Prisma, type PrismaClient, type WorkflowVersion } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { definitionProblems, type Definition } from './definition.js';
import { getEditableWorkflow, getWorkflow } from './workflows.js';

export type { WorkflowVersion };

/** The versions a workflow may keep: each run pins one, so none is ever deleted. */
export const VERSIONS_PER_WORKFLOW = 1_000;

/**
 * 400 listing every problem of the definition at its path (`steps.2.input.payload.query`), when
 * it has any: the one answer to a definition that cannot be saved, wherever it is checked.
 */
export function checkDefinition(definition: Definition): void {
  const problems = definitionProblems(definition);
  if (problems.length === 0) return;
  const listed = problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ');
  throw new DomainError('invalid_request', `The workflow has ${problems.length} problem(s): ${listed}`, problems);
}

/** saveVersion in a transaction of its own. */
export async function createVersion(db: PrismaClient, caller: UserCaller, workflowId: string, definition: Definition, audit: AuditContext): Promise<WorkflowVersion> {
  return db.$transaction((tx) => saveVersion(tx, caller, workflowId, definition, audit));
}

/**
 * Saves the steps and edges as the workflow's next version, a draft, if the caller may change the
 * workflow and they hold no problem (checkDefinition: nothing saved otherwise). Numbers are taken
 * under the workflow's row lock, so parallel saves get 1, 2, 3… without a gap. In the caller's
 * transaction, for a write that must commit with the version or not at all.
 */
export async function saveVersion(
  tx: Prisma.TransactionClient,
  caller: UserCaller,
  workflowId: string,
  definition: Definition,
  audit: AuditContext,
): Promise<WorkflowVersion> {
  await getEditableWorkflow(tx, caller, workflowId);
  checkDefinition(definition);
  await tx.$queryRaw(Prisma.sql`SELECT id FROM workflows WHERE id = ${workflowId} FOR UPDATE`);
  const last = await tx.workflowVersion.findFirst({ where: { workflowId }, orderBy: { number: 'desc' }, select: { number: true } });
  const number = (last?.number ?? 0) + 1;
  if (number > VERSIONS_PER_WORKFLOW) {
    throw new DomainError('conflict', `The workflow has ${VERSIONS_PER_WORKFLOW} versions, the most it may keep: make a new workflow`);
  }
  const version = await tx.workflowVersion.create({
    data: {
      id: newId('wfv'),
      orgId: caller.orgId,
      workflowId,
      number,
      steps: definition.steps as Prisma.InputJsonValue,
      edges: definition.edges as Prisma.InputJsonValue,
      createdBy: caller.userId,
    },
  });
  await appendAudit(tx, caller.orgId, audit, {
    action: 'workflow.version_created',
    target: { type: 'workflow', id: workflowId },
    details: { version_id: version.id, number, steps: definition.steps.length },
  });
  return version;
}

export async function listVersions(db: PrismaClient, caller: UserCaller, workflowId: string, page: PageRequest): Promise<Page<WorkflowVersion>> {
  await getWorkflow(db, caller, workflowId);
  const { where, ...rest } = pageArgs(page);
  const rows = await db.workflowVersion.findMany({ where: { workflowId, ...where }, ...rest });
  return toPage(rows, page);
}

export async function getVersion(db: PrismaClient, caller: UserCaller, workflowId: string, versionId: string): Promise<WorkflowVersion> {
  await getWorkflow(db, caller, workflowId);
  const version = await db.workflowVersion.findFirst({ where: { id: versionId, workflowId } });
  if (!version) throw notFound('Workflow version');
  return version;
}

import { Prisma, type PrismaClient, type Workflow, type WorkflowVisibility } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { hasRole, isCreatorOrAdmin, type UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';

export type { Workflow, WorkflowVisibility };

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Prisma's `where` for the live workflows the caller sees (anyone else gets 404): its creator's,
 * all of them for the organization's admins and owners, those shared with a team the caller is
 * in, and those shared with the whole organization.
 */
export async function visibleTo(db: Db, caller: UserCaller): Promise<Prisma.WorkflowWhereInput> {
  const live = { orgId: caller.orgId, deletedAt: null };
  if (hasRole(caller.role, 'admin')) return live;
  const teams = await db.teamMember.findMany({ where: { orgId: caller.orgId, userId: caller.userId }, select: { teamId: true } });
  return {
    ...live,
    OR: [{ createdBy: caller.userId }, { visibility: 'org' }, { visibility: 'team', teamId: { in: teams.map((team) => team.teamId) } }],
  };
}

/** A workflow the caller sees, or 404. */
export async function getWorkflow(db: Db, caller: UserCaller, id: string): Promise<Workflow> {
  const workflow = await db.workflow.findFirst({ where: { id, ...(await visibleTo(db, caller)) } });
  if (!workflow) throw notFound('Workflow');
  return workflow;
}

/** A workflow the caller may change, and ask for its versions to be published (isCreatorOrAdmin, its `can_edit`); 404 when unseen, 403 when only seen. */
export async function getEditableWorkflow(db: Db, caller: UserCaller, id: string): Promise<Workflow> {
  const workflow = await getWorkflow(db, caller, id);
  if (!isCreatorOrAdmin(caller, workflow)) {
    throw new DomainError('forbidden', 'Only its creator, admins and owners may change a workflow');
  }
  return workflow;
}

export async function listWorkflows(db: PrismaClient, caller: UserCaller, page: PageRequest): Promise<Page<Workflow>> {
  const { where, ...rest } = pageArgs(page);
  const rows = await db.workflow.findMany({ where: { ...(await visibleTo(db, caller)), ...where }, ...rest });
  return toPage(rows, page);
}

const nameTaken = (name: string) => new DomainError('conflict', `A workflow named "${name}" already exists in this organization`);

/** What makes names unique in the organization: the name ignoring case. */
const nameKeyOf = (name: string) => name.toLowerCase();

/** A workflow's id: this prefix, `_` and a ULID (ids.ts). */
const ID_PREFIX = 'wf';

/**
 * Whether `text` names a workflow by its id: it starts with `wf_`, ignoring case as names are
 * compared. A name may not (ZWorkflowNameSchema), so that no name reads as another workflow's id.
 */
export const namesAnId = (text: string): boolean => nameKeyOf(text).startsWith(`${ID_PREFIX}_`);

/**
 * Prisma's `where` for the workflow that workflow.run and run_workflow name: by id when it names
 * one (a ULID ignores case), else by name ignoring case; never both, so the answer is one workflow.
 */
export const namedBy = (idOrName: string): Prisma.WorkflowWhereInput =>
  namesAnId(idOrName) ? { id: idOrName.toLowerCase() } : { nameKey: nameKeyOf(idOrName) };

/** Runs a write that sets a name, answering the unique name's violation as a conflict. */
async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw nameTaken(name);
    throw error;
  }
}

/**
 * 409 when a live workflow of the organization has the name, ignoring case: a check ahead of a
 * write that will take the name later (that write is held to it by the unique name itself).
 */
export async function checkNameFree(db: Db, orgId: string, name: string): Promise<void> {
  if (await db.workflow.findFirst({ where: { orgId, nameKey: nameKeyOf(name) }, select: { id: true } })) throw nameTaken(name);
}

export interface NewWorkflow {
  name: string;
  description?: string | undefined;
}

/** saveWorkflow in a transaction of its own. */
export async function createWorkflow(db: PrismaClient, caller: UserCaller, input: NewWorkflow, audit: AuditContext): Promise<Workflow> {
  return db.$transaction((tx) => saveWorkflow(tx, caller, input, audit));
}

/** A private workflow of its creator, without versions yet; in the caller's transaction, which a taken name (409) ends. */
export async function saveWorkflow(tx: Prisma.TransactionClient, caller: UserCaller, input: NewWorkflow, audit: AuditContext): Promise<Workflow> {
  const workflow = await withUniqueName(input.name, () =>
    tx.workflow.create({
      data: {
        id: newId(ID_PREFIX),
        orgId: caller.orgId,
        name: input.name,
        nameKey: nameKeyOf(input.name),
        description: input.description ?? null,
        createdBy: caller.userId,
      },
    }),
  );
  await appendAudit(tx, caller.orgId, audit, { action: 'workflow.created', target: { type: 'workflow', id: workflow.id }, details: { name: input.name } });
  return workflow;
}

export interface WorkflowChanges {
  name?: string | undefined;
  description?: string | null | undefined;
}

export async function updateWorkflow(db: PrismaClient, caller: UserCaller, id: string, changes: WorkflowChanges, audit: AuditContext): Promise<Workflow> {
  return withUniqueName(changes.name ?? '', () =>
    db.$transaction(async (tx) => {
      await getEditableWorkflow(tx, caller, id);
      const workflow = await tx.workflow.update({
        where: { id },
        data: {
          ...(changes.name !== undefined ? { name: changes.name, nameKey: nameKeyOf(changes.name) } : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
        },
      });
      await appendAudit(tx, caller.orgId, audit, { action: 'workflow.updated', target: { type: 'workflow', id }, details: { fields: Object.keys(changes) } });
      return workflow;
    }),
  );
}

/** Deletes softly: its versions stay for the runs that used them, its name is free again, its grants go. */
export async function deleteWorkflow(db: PrismaClient, caller: UserCaller, id: string, audit: AuditContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const workflow = await getEditableWorkflow(tx, caller, id);
    await tx.workflow.update({ where: { id }, data: { deletedAt: new Date(), nameKey: null } });
    await tx.workflowGrant.deleteMany({ where: { workflowId: id } });
    await appendAudit(tx, caller.orgId, audit, { action: 'workflow.deleted', target: { type: 'workflow', id }, details: { name: workflow.name } });
  });
}

export interface Sharing {
  visibility: WorkflowVisibility;
  teamId?: string | undefined;
}

/** Sets who sees the workflow; `team` needs one of the organization's teams. */
export async function shareWorkflow(db: PrismaClient, caller: UserCaller, id: string, sharing: Sharing, audit: AuditContext): Promise<Workflow> {
  return db.$transaction(async (tx) => {
    await getEditableWorkflow(tx, caller, id);
    if (sharing.visibility === 'team') {
      const team = sharing.teamId ? await tx.team.findFirst({ where: { id: sharing.teamId, orgId: caller.orgId } }) : null;
      if (!team) throw notFound('Team');
    }
    const teamId = sharing.visibility === 'team' ? sharing.teamId! : null;
    const workflow = await tx.workflow.update({ where: { id }, data: { visibility: sharing.visibility, teamId } });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'workflow.shared',
      target: { type: 'workflow', id },
      details: { visibility: sharing.visibility, ...(teamId ? { team_id: teamId } : {}) },
    });
    return workflow;
  });
}

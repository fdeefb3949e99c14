import { Prisma, type PrismaClient, type Workspace } from '../generated/prisma/client.js';
import { appendAudit, type AuditContext } from './audit/record.js';
import type { UserCaller } from './auth/caller.js';
import { DomainError, notFound } from './errors.js';
import { newId } from './ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from './pagination.js';

/** A workspace with its wallet: the settled balance, and what open requests hold of it. */
export interface WorkspaceWithWallet {
  workspace: Workspace;
  balanceCents: bigint;
  heldCents: bigint;
}

/**
 * The ids of a workspace's agents, deleted ones included, as an SQL subquery (served by the
 * agents (workspace_id, id) index): the one definition by which the lists of service requests and
 * approvals are scoped to the caller's workspace (usage joins the agents, for their team and
 * owner). By id, a request or an approval stays readable from any workspace of its organization,
 * as an agent does.
 */
export function workspaceAgentIdsSql(workspaceId: string): Prisma.Sql {
  return Prisma.sql`(SELECT a.id FROM agents a WHERE a.workspace_id = ${workspaceId})`;
}

const WITH_WALLET = { wallet: { select: { balanceCents: true, heldCents: true } } } as const;

function withWallet(row: Workspace & { wallet: { balanceCents: bigint; heldCents: bigint } | null }): WorkspaceWithWallet {
  const { wallet, ...workspace } = row;
  // Every workspace is made with its wallet in one transaction (signup, createWorkspace).
  if (!wallet) throw new Error(`workspace ${workspace.id} has no wallet`);
  return { workspace, balanceCents: wallet.balanceCents, heldCents: wallet.heldCents };
}

/**
 * A workspace and its wallet, inside the caller's transaction: every workspace has exactly one,
 * made with it. `balanceCents` is what the wallet starts with.
 */
export async function newWorkspaceWithWallet(
  tx: Prisma.TransactionClient,
  orgId: string,
  fields: { name: string; isDefault?: boolean; balanceCents: bigint },
): Promise<WorkspaceWithWallet & { walletId: string }> {
  const workspace = await tx.workspace.create({ data: { id: newId('wsp'), orgId, name: fields.name, isDefault: fields.isDefault ?? false } });
  const wallet = await tx.wallet.create({ data: { id: newId('wal'), orgId, workspaceId: workspace.id, balanceCents: fields.balanceCents } });
  return { workspace, walletId: wallet.id, balanceCents: wallet.balanceCents, heldCents: wallet.heldCents };
}

/** The organization's workspaces, oldest first, each with its wallet. */
export async function listWorkspaces(db: PrismaClient, orgId: string, page: PageRequest): Promise<Page<WorkspaceWithWallet>> {
  const args = pageArgs(page);
  const rows = await db.workspace.findMany({ ...args, where: { ...args.where, orgId }, include: WITH_WALLET });
  const found = toPage(rows, page);
  return { data: found.data.map(withWallet), nextCursor: found.nextCursor };
}

/**
 * A new workspace and its wallet, in one transaction with its audit entry. The wallet starts
 * empty: the trial balance is given once per organization, to the default workspace at signup
 * (accounts.ts); a new workspace is funded by a top-up, a checkout or a promo code. Names are
 * unique in the organization (the schema's unique index), so of concurrent creations of one name
 * exactly one succeeds.
 */
export async function createWorkspace(db: PrismaClient, orgId: string, name: string, audit: AuditContext): Promise<WorkspaceWithWallet> {
  try {
    return await db.$transaction(async (tx) => {
      const { walletId, ...created } = await newWorkspaceWithWallet(tx, orgId, { name, balanceCents: 0n });
      await appendAudit(tx, orgId, audit, {
        action: 'workspace.created',
        target: { type: 'workspace', id: created.workspace.id },
        details: { name, wallet_id: walletId },
      });
      return created;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new DomainError('conflict', `A workspace named "${name}" already exists in this organization`);
    }
    throw error;
  }
}

/**
 * Makes a workspace of the caller's organization the one the credential they call with acts in:
 * a browser session's (and where the person's next sign-in starts, clearing their active team,
 * which belonged to one workspace), or a personal token's. Their other sessions and tokens stay
 * where they are: two browsers, or a browser and a script, do not move one another. Audited,
 * unlike a team switch (teams/switch.ts): the workspace decides where new agents land, and so
 * which wallet pays for their dispatches.
 */
export async function switchWorkspace(db: PrismaClient, caller: UserCaller, workspaceId: string, audit: AuditContext): Promise<WorkspaceWithWallet> {
  return db.$transaction(async (tx) => {
    const row = await tx.workspace.findFirst({ where: { id: workspaceId, orgId: caller.orgId }, include: WITH_WALLET });
    if (!row) throw notFound('Workspace');
    if (caller.kind === 'pat') {
      await tx.personalToken.update({ where: { id: caller.tokenId }, data: { workspaceId } });
    } else {
      await tx.session.update({ where: { id: caller.sessionId }, data: { workspaceId } });
      await tx.membership.update({
        where: { orgId_userId: { orgId: caller.orgId, userId: caller.userId } },
        data: { activeWorkspaceId: workspaceId, activeTeamId: null },
      });
    }
    await appendAudit(tx, caller.orgId, audit, { action: 'workspace.switched', target: { type: 'workspace', id: workspaceId } });
    return withWallet(row);
  });
}

import type { PersonalToken, PrismaClient } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { notFound } from '../errors.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { hashSecret, newSecret, PERSONAL_TOKEN_PREFIX } from '../secrets.js';

export type { PersonalToken };

interface Owner {
  orgId: string;
  userId: string;
}

/**
 * A new token for the user in the organization, acting in the workspace the minting request acts
 * in (the session's, or the Proctor-Workspace header's); the secret is returned here only.
 */
export async function mintPersonalToken(
  db: PrismaClient,
  owner: Owner & { workspaceId: string },
  name: string,
  audit: AuditContext,
): Promise<{ record: PersonalToken; token: string }> {
  const token = newSecret(PERSONAL_TOKEN_PREFIX);
  const record = await db.$transaction(async (tx) => {
    const created = await tx.personalToken.create({
      data: { id: newId('pat'), orgId: owner.orgId, userId: owner.userId, workspaceId: owner.workspaceId, name, tokenHash: hashSecret(token) },
    });
    await appendAudit(tx, owner.orgId, audit, {
      action: 'personal_token.created',
      target: { type: 'personal_token', id: created.id },
      details: { name, workspace_id: owner.workspaceId },
    });
    return created;
  });
  return { record, token };
}

export async function listPersonalTokens(db: PrismaClient, owner: Owner, page: PageRequest): Promise<Page<PersonalToken>> {
  const args = pageArgs(page);
  return toPage(await db.personalToken.findMany({ ...args, where: { ...args.where, orgId: owner.orgId, userId: owner.userId } }), page);
}

export async function setPersonalTokenEnabled(
  db: PrismaClient,
  owner: Owner,
  id: string,
  enabled: boolean,
  audit: AuditContext,
): Promise<PersonalToken> {
  return db.$transaction(async (tx) => {
    const updated = await tx.personalToken.updateMany({ where: { id, orgId: owner.orgId, userId: owner.userId }, data: { enabled } });
    if (updated.count === 0) throw notFound('Personal access token');
    await appendAudit(tx, owner.orgId, audit, {
      action: enabled ? 'personal_token.enabled' : 'personal_token.disabled',
      target: { type: 'personal_token', id },
    });
    return tx.personalToken.findUniqueOrThrow({ where: { id } });
  });
}

export async function deletePersonalToken(db: PrismaClient, owner: Owner, id: string, audit: AuditContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const removed = await tx.personalToken.deleteMany({ where: { id, orgId: owner.orgId, userId: owner.userId } });
    if (removed.count === 0) throw notFound('Personal access token');
    await appendAudit(tx, owner.orgId, audit, { action: 'personal_token.deleted', target: { type: 'personal_token', id } });
  });
}

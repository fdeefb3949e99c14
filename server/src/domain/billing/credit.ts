import { Prisma } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext, type AuditEvent } from '../audit/record.js';
import { workspaceWalletSql } from '../usage/ledger.js';

/** Where money goes: a workspace's wallet, in its organization. */
export interface CreditTarget {
  orgId: string;
  workspaceId: string;
}

/**
 * Adds `amountCents` to the workspace's wallet inside the caller's transaction, with the audit
 * entry that records it: the one way money enters a wallet (a paid checkout, a promo code). One
 * statement, so concurrent credits and debits never lose each other's change. Returns the new
 * balance.
 */
export async function creditWallet(
  tx: Prisma.TransactionClient,
  target: CreditTarget,
  amountCents: bigint,
  audit: AuditContext,
  event: AuditEvent,
): Promise<bigint> {
  const [wallet] = await tx.$queryRaw<{ balance_cents: bigint }[]>`
    UPDATE wallets SET balance_cents = balance_cents + ${amountCents}
    WHERE id = ${workspaceWalletSql(Prisma.sql`${target.workspaceId}`)} AND org_id = ${target.orgId}
    RETURNING balance_cents`;
  if (!wallet) throw new Error(`workspace ${target.workspaceId} of ${target.orgId} has no wallet`);
  await appendAudit(tx, target.orgId, audit, event);
  return wallet.balance_cents;
}

import type { Config } from '../../config.js';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { creditWallet } from './credit.js';

export interface Redemption {
  code: string;
  amountCents: bigint;
  balanceCents: bigint;
}

const alreadyRedeemed = (code: string) => new DomainError('conflict', `Promo code ${code} was already redeemed by this organization`);

/**
 * Credits the caller's active workspace with the code's amount, once per organization, in one
 * transaction: the code's count is taken by a conditional update (live, not expired, not
 * exhausted), which also locks its row so that concurrent redemptions queue; the redemption's
 * unique (code, organization) refuses a second one, rolling the count back.
 * The same update holds the code to the server's current bounds (PROCTOR_PROMO_MAX_AMOUNT_CENTS,
 * PROCTOR_PROMO_MAX_CODE_CENTS; creation checks them too, promo-codes.ts): a code made before the
 * bounds, or before they were lowered, redeems no more than they allow.
 * Unknown and deleted codes are 404 alike; expired, exhausted and over-bound ones are 409, each said
 * so: the code was real and public, and saying why it no longer works tells a guesser nothing it
 * could use.
 */
export async function redeemPromoCode(db: PrismaClient, config: Config, caller: UserCaller, code: string, audit: AuditContext): Promise<Redemption> {
  // Codes are stored uppercased: the unique index finds the code, whatever case it was typed in.
  const wanted = code.toUpperCase();
  const { PROCTOR_PROMO_MAX_AMOUNT_CENTS: perRedemption, PROCTOR_PROMO_MAX_CODE_CENTS: perCode } = config;
  return db.$transaction(async (tx) => {
    const [promo] = await tx.$queryRaw<{ id: string; code: string; amount_cents: bigint }[]>`
      UPDATE promo_codes SET redemption_count = redemption_count + 1
      WHERE code = ${wanted} AND deleted_at IS NULL AND (expires_at IS NULL OR expires_at > now())
        AND (max_redemptions IS NULL OR redemption_count < max_redemptions)
        AND amount_cents <= ${perRedemption}
        AND (${perCode}::bigint = 0 OR amount_cents * max_redemptions <= ${perCode})
      RETURNING id, code, amount_cents`;
    if (!promo) throw await whyNotRedeemable(tx, caller.orgId, wanted);
    const redeemed = await tx.$executeRaw`
      INSERT INTO promo_redemptions (id, promo_code_id, org_id, workspace_id, amount_cents, redeemed_by)
      VALUES (${newId('prd')}, ${promo.id}, ${caller.orgId}, ${caller.workspaceId}, ${promo.amount_cents}, ${caller.userId})
      ON CONFLICT (promo_code_id, org_id) DO NOTHING`;
    if (redeemed === 0) throw alreadyRedeemed(promo.code);
    const balanceCents = await creditWallet(tx, { orgId: caller.orgId, workspaceId: caller.workspaceId }, promo.amount_cents, audit, {
      action: 'promo.redeemed',
      target: { type: 'promo_code', id: promo.id },
      details: { code: promo.code, amount_cents: Number(promo.amount_cents), workspace_id: caller.workspaceId },
    });
    return { code: promo.code, amountCents: promo.amount_cents, balanceCents };
  });
}

/** Why the code's conditional update took nothing, read after it: the error to answer. */
async function whyNotRedeemable(db: Prisma.TransactionClient, orgId: string, code: string): Promise<DomainError> {
  const promo = await db.promoCode.findUnique({
    where: { code },
    include: { redemptions: { where: { orgId }, select: { id: true } } },
  });
  if (!promo || promo.deletedAt) return notFound('Promo code');
  if (promo.redemptions.length > 0) return alreadyRedeemed(promo.code);
  if (promo.expiresAt && promo.expiresAt <= new Date()) return new DomainError('conflict', `Promo code ${promo.code} has expired`);
  if (promo.maxRedemptions !== null && promo.redemptionCount >= promo.maxRedemptions) {
    return new DomainError('conflict', `Promo code ${promo.code} has been redeemed as many times as it allows`);
  }
  return new DomainError('conflict', `Promo code ${promo.code} is over this server's bounds on promo codes, which it was made before; it redeems no more`);
}

import type { Config } from '../../config.js';
import { Prisma, type PrismaClient, type PromoCode } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { assertPlatformAdmin } from './platform-admins.js';

export type { PromoCode };

export interface NewPromoCode {
  code: string;
  amountCents: bigint;
  maxRedemptions?: number | undefined;
  expiresAt?: Date | undefined;
}

/**
 * Promo codes are the platform's, not an organization's: only platform admins manage them. Their
 * creation and deletion are recorded in the acting admin's organization's trail, the only trail
 * there is.
 */

/** Every promo code, deleted ones included (their code stays taken), oldest first. */
export async function listPromoCodes(db: PrismaClient, caller: UserCaller, page: PageRequest): Promise<Page<PromoCode>> {
  await assertPlatformAdmin(db, caller);
  return toPage(await db.promoCode.findMany(pageArgs(page)), page);
}

/**
 * Refuses (400) a code over the operator's bounds: what one redemption credits
 * (PROCTOR_PROMO_MAX_AMOUNT_CENTS), and what the code credits in all, amount × max_redemptions
 * (PROCTOR_PROMO_MAX_CODE_CENTS, unless 0). A code without max_redemptions has no total, so it is
 * refused while that bound is on. The bounds cap what a stolen or mistaken admin account can mint.
 */
function assertWithinBounds(config: Config, input: NewPromoCode): void {
  const perRedemption = config.PROCTOR_PROMO_MAX_AMOUNT_CENTS;
  if (input.amountCents > BigInt(perRedemption)) {
    throw new DomainError('invalid_request', `amount_cents is over this server's bound of ${perRedemption} cents per redemption (PROCTOR_PROMO_MAX_AMOUNT_CENTS)`, [
      { path: 'amount_cents', message: `at most ${perRedemption}` },
    ]);
  }
  const perCode = config.PROCTOR_PROMO_MAX_CODE_CENTS;
  if (perCode === 0) return;
  if (input.maxRedemptions === undefined) {
    throw new DomainError(
      'invalid_request',
      `max_redemptions is required: a code credits at most ${perCode} cents in all, amount_cents × max_redemptions, on this server (PROCTOR_PROMO_MAX_CODE_CENTS)`,
      [{ path: 'max_redemptions', message: 'required' }],
    );
  }
  const total = input.amountCents * BigInt(input.maxRedemptions);
  if (total > BigInt(perCode)) {
    throw new DomainError(
      'invalid_request',
      `amount_cents × max_redemptions is ${total} cents, over this server's bound of ${perCode} cents per code (PROCTOR_PROMO_MAX_CODE_CENTS)`,
      [{ path: 'max_redemptions', message: `at most ${BigInt(perCode) / input.amountCents} with this amount_cents` }],
    );
  }
}

/** A new code, stored uppercased; one taken before, even by a deleted code, is a 409. */
export async function createPromoCode(
  db: PrismaClient,
  config: Config,
  caller: UserCaller,
  input: NewPromoCode,
  audit: AuditContext,
): Promise<PromoCode> {
  await assertPlatformAdmin(db, caller);
  assertWithinBounds(config, input);
  const code = input.code.toUpperCase();
  try {
    return await db.$transaction(async (tx) => {
      const created = await tx.promoCode.create({
        data: {
          id: newId('promo'),
          code,
          amountCents: input.amountCents,
          maxRedemptions: input.maxRedemptions ?? null,
          expiresAt: input.expiresAt ?? null,
          createdBy: caller.userId,
        },
      });
      await appendAudit(tx, caller.orgId, audit, {
        action: 'promo.created',
        target: { type: 'promo_code', id: created.id },
        details: {
          code,
          amount_cents: Number(created.amountCents),
          max_redemptions: created.maxRedemptions,
          expires_at: created.expiresAt?.toISOString() ?? null,
        },
      });
      return created;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new DomainError('conflict', `Promo code ${code} already exists (a deleted code stays taken, so that it never credits an organization twice)`);
    }
    throw error;
  }
}

/** Soft-deletes the code: it redeems no more, and its redemptions stay. Unknown or deleted: 404. */
export async function deletePromoCode(db: PrismaClient, caller: UserCaller, code: string, audit: AuditContext): Promise<void> {
  await assertPlatformAdmin(db, caller);
  await db.$transaction(async (tx) => {
    const [deleted] = await tx.$queryRaw<{ id: string; code: string }[]>`
      UPDATE promo_codes SET deleted_at = now() WHERE code = ${code.toUpperCase()} AND deleted_at IS NULL RETURNING id, code`;
    if (!deleted) throw notFound('Promo code');
    await appendAudit(tx, caller.orgId, audit, { action: 'promo.deleted', target: { type: 'promo_code', id: deleted.id }, details: { code: deleted.code } });
  });
}

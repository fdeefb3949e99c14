import { z } from 'zod';
import { getBalance } from '../../domain/dispatch/ledger.js';
import { userProcedure } from '../../trpc/init.js';
import { getBalanceMeta, ZBalanceResponseSchema } from './get.types.js';

export const getBalanceRoute = userProcedure
  .meta(getBalanceMeta)
  .input(z.void())
  .output(ZBalanceResponseSchema)
  .query(async ({ ctx }) => {
    const { balanceCents, heldCents } = await getBalance(ctx.db.prisma, ctx.caller.workspaceId);
    return { balance_cents: Number(balanceCents), held_cents: Number(heldCents), currency: 'usd' as const };
  });

import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';

export const ZBalanceResponseSchema = z
  .object({
    balance_cents: z.number().int().meta({ description: 'Settled balance of the default workspace wallet' }),
    held_cents: z.number().int().meta({ description: 'Held by requests in flight; available = balance_cents - held_cents' }),
    currency: z.literal('usd'),
  })
  .meta({ id: 'Balance' });

export const getBalanceMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/balance',
    tags: ['Balance'],
    summary: "The organization's balance",
    description:
      'The organization\'s wallet: what it holds, and what live requests in flight hold of it; a live request needs its worst-case cost available. Test mode never spends.',
  },
  auth: MEMBERS,
  examples: { response: { balance_cents: 10000, held_cents: 25, currency: 'usd' } },
};

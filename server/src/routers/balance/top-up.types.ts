import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CHECKOUT_DESCRIPTION, CHECKOUT_SESSION_EXAMPLE, ZCheckoutAmountSchema } from '../billing/checkout-session.types.js';

export const ZTopUpRequestSchema = z.strictObject({ amount_cents: ZCheckoutAmountSchema });

export const topUpMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/balance/top-up',
    tags: ['Balance'],
    summary: 'Top up the balance: a checkout session to pay',
    description: `The same as POST /api/v1/billing/checkout-sessions with only an amount. ${CHECKOUT_DESCRIPTION}`,
    errorResponses: {
      501: 'Neither Stripe nor the sandbox provider is configured (`not_configured`)',
      503: 'Stripe did not create the session (`service_unavailable`); retry later',
    },
  },
  auth: ADMINS,
  successStatus: 201,
  examples: { request: { amount_cents: 2500 }, response: { ...CHECKOUT_SESSION_EXAMPLE, success_url: null } },
};

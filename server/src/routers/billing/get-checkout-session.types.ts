import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CHECKOUT_SESSION_EXAMPLE } from './checkout-session.types.js';
import { ZIdSchema } from '../../domain/bounded.js';

export const ZGetCheckoutSessionRequestSchema = z.strictObject({
  id: ZIdSchema.min(1).meta({ description: 'Checkout session id (chk_…)' }),
});

export const getCheckoutSessionMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/billing/checkout-sessions/{id}',
    tags: ['Billing'],
    summary: 'A checkout session, to see whether it was paid',
    description: "One of the organization's checkout sessions; status turns complete when the payment webhook credits the balance.",
  },
  auth: MEMBERS,
  sdk: { resource: ['billing', 'checkoutSessions'], method: 'retrieve' },
  examples: { response: { ...CHECKOUT_SESSION_EXAMPLE, status: 'complete', completed_at: '2025-01-06T09:32:10.000Z' } },
};

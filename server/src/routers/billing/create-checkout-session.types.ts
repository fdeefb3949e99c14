import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CHECKOUT_DESCRIPTION, CHECKOUT_SESSION_EXAMPLE } from './checkout-session.types.js';

export const createCheckoutSessionMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/billing/checkout-sessions',
    tags: ['Billing'],
    summary: 'Start a card checkout that adds to the balance',
    description: CHECKOUT_DESCRIPTION,
    errorResponses: {
      501: 'Neither Stripe nor the sandbox provider is configured (`not_configured`)',
      503: 'Stripe did not create the session (`service_unavailable`); retry later',
    },
  },
  auth: ADMINS,
  successStatus: 201,
  sdk: { resource: ['billing', 'checkoutSessions'], method: 'create' },
  examples: { request: { amount_cents: 2500, success_url: 'https://example.com/billing/done' }, response: CHECKOUT_SESSION_EXAMPLE },
};

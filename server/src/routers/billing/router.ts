import { router } from '../../trpc/init.js';
import { createCheckoutSessionRoute } from './create-checkout-session.js';
import { getCheckoutSessionRoute } from './get-checkout-session.js';

export const billingRouter = router({ createCheckoutSession: createCheckoutSessionRoute, getCheckoutSession: getCheckoutSessionRoute });

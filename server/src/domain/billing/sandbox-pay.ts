import type { Config } from '../../config.js';
import type { CheckoutSession, PrismaClient } from '../../generated/prisma/client.js';
import { findSandboxCheckout } from './checkout.js';
import { signedSandboxEvent } from './sandbox-provider.js';

/**
 * Pays a sandbox checkout as Stripe would once a card is charged: its checkout.session.completed,
 * signed with this server's payments webhook secret, is POSTed over HTTP to `receiverUrl` (this
 * server's own POST /api/v1/webhooks/payments), which verifies and applies it like any other. A
 * checkout no longer open sends nothing. Answers the checkout as it then is; null when there is
 * no such sandbox checkout.
 */
export async function paySandboxCheckout(db: PrismaClient, config: Config, id: string, receiverUrl: string): Promise<CheckoutSession | null> {
  const checkout = await findSandboxCheckout(db, id);
  if (!checkout || checkout.status !== 'open') return checkout;
  const secret = config.paymentsWebhookSecret;
  if (!secret) throw new Error('the sandbox is on without a payments webhook secret (config.ts makes one)');
  const { body, signature } = signedSandboxEvent(checkout, secret);
  const response = await fetch(receiverUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body,
    signal: AbortSignal.timeout(config.PROCTOR_PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`the payments webhook answered the sandbox's event with ${response.status}: ${await response.text()}`);
  return db.checkoutSession.findUniqueOrThrow({ where: { id } });
}

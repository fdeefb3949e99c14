import { Router, type Request } from 'express';
import { findSandboxCheckout, type CheckoutSession } from '../domain/billing/checkout.js';
import { paySandboxCheckout } from '../domain/billing/sandbox-pay.js';
import { paymentsWebhookMeta } from '../routers/webhooks/payments.types.js';
import { apiPath } from '../trpc/api-path.js';
import type { AppDeps } from '../trpc/context.js';
import { escapeHtml, htmlPage } from './html-page.js';

const PAGE = '/sandbox/checkout';

const dollars = (cents: bigint) => `$${(Number(cents) / 100).toFixed(2)}`;

/**
 * The pages' policy: the app's (security-headers.ts), plus this server's stylesheet, the console's
 * look (page-style.ts). No script: a plain form needs none. Its form's action is left open, since
 * paying redirects to the checkout's success_url, wherever that is.
 */
const PAGE_POLICY = ["default-src 'none'", "style-src 'self'", "base-uri 'none'", "frame-ancestors 'none'"].join('; ');

function page(title: string, body: string): string {
  const notice = "<p class=\"sandbox\"><strong>Sandbox:</strong> no card is charged; paying adds the amount to the workspace's balance.</p>";
  return htmlPage(`${title} · Proctor sandbox checkout`, `${body}\n${notice}`, { styled: true });
}

const NOT_FOUND = page('Checkout not found', '<h1>No such checkout</h1>\n<p>This checkout link is not valid.</p>');

function checkoutPage(checkout: CheckoutSession): string {
  const amount = escapeHtml(dollars(checkout.amountCents));
  if (checkout.status === 'complete') return paidPage(checkout);
  if (checkout.status !== 'open') return page('Checkout expired', `<h1>This checkout has expired</h1>\n<p>Nothing was paid. Start a new checkout.</p>`);
  const cancel = checkout.cancelUrl ? `\n<p><a href="${escapeHtml(checkout.cancelUrl)}">Cancel</a></p>` : '';
  return page(
    `Pay ${dollars(checkout.amountCents)}`,
    `<h1>Add ${amount} to your balance</h1>
<p class="hint">Checkout <code>${escapeHtml(checkout.id)}</code></p>
<form method="post">
<button type="submit">Pay ${amount}</button>
</form>${cancel}`,
  );
}

function paidPage(checkout: CheckoutSession): string {
  const back = checkout.successUrl ? `\n<p><a href="${escapeHtml(checkout.successUrl)}">Continue</a></p>` : '';
  return page('Paid', `<h1>Paid</h1>\n<p>${escapeHtml(dollars(checkout.amountCents))} was added to the balance.</p>${back}`);
}

/**
 * This server's own payments webhook, at the address the request reached it on: the sandbox's
 * event travels over real HTTP to the same receiver Stripe calls, whatever PROCTOR_PUBLIC_URL
 * says (a proxy in front may not route back to us). The server speaks plain HTTP (app.ts).
 */
function ownWebhookUrl(req: Request): string {
  const { localAddress: address, localPort: port } = req.socket;
  if (!address || !port) throw new Error('the request has no local address');
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}${apiPath(paymentsWebhookMeta)}`;
}

/**
 * The sandbox payment provider's pages (domain/billing/sandbox-provider.ts), mounted only when
 * PROCTOR_SANDBOX_PAYMENTS is on: GET shows the amount and a Pay button, POST pays (once,
 * however often it is pressed) and sends the browser on to the checkout's success_url (303), or
 * shows that it is paid. The checkout's id in the url is the credential, as Stripe's hosted
 * page's url is.
 */
export function sandboxCheckoutRouter(deps: AppDeps): Router {
  const pages = Router();
  pages.use(PAGE, (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': PAGE_POLICY }).type('html');
    next();
  });
  pages.get(`${PAGE}/:id`, async (req, res) => {
    const checkout = await findSandboxCheckout(deps.db.prisma, req.params.id);
    if (!checkout) res.status(404).send(NOT_FOUND);
    else res.send(checkoutPage(checkout));
  });
  pages.post(`${PAGE}/:id`, async (req, res) => {
    const checkout = await paySandboxCheckout(deps.db.prisma, deps.config, req.params.id, ownWebhookUrl(req));
    if (!checkout) res.status(404).send(NOT_FOUND);
    else if (checkout.status === 'complete' && checkout.successUrl) res.redirect(303, checkout.successUrl);
    else res.send(checkoutPage(checkout));
  });
  return pages;
}

import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, CSV, dispatchAs } from '../support/dispatch.js';
import { addMember, call, makePlatformAdmin, signup, type TestUser } from '../support/identity.js';

// The sandbox provider pays checkouts on this server's own page; the platform admin makes promo codes.
const app = useConsoleApp({ PROCTOR_SANDBOX_PAYMENTS: 'true' });
const browser = useConsoleBrowser(app);

const TRIAL_CENTS = 500;

async function walletOf(user: TestUser): Promise<{ balance_cents: number; held_cents: number }> {
  const result = await call<{ balance_cents: number; held_cents: number }>(app, 'GET', '/api/v1/balance', { as: { cookie: user.cookie } });
  return result.body;
}

const figure = (page: Page, name: 'balance' | 'held' | 'available') => page.locator(`[data-figure="${name}"]`);

/** Until the balance card shows `text` as the balance. */
async function expectBalance(page: Page, text: string): Promise<void> {
  await expect.poll(() => figure(page, 'balance').textContent()).toBe(text);
}

const checkoutsOf = (user: TestUser) => app.db.prisma.checkoutSession.count({ where: { orgId: user.session.organization.id } });

describe('usage and balance in the console', () => {
  it('shows a new organization its trial balance in dollars, and an empty spend that says how to fill it', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Usage & balance' }).click();
    await page.waitForURL('**/usage');
    await page.getByRole('heading', { name: 'Usage & balance', level: 1 }).waitFor();
    await expectBalance(page, '$5.00');
    expect(await figure(page, 'held').textContent()).toBe('$0.00');
    expect(await figure(page, 'available').textContent()).toBe('$5.00');
    await page.getByText('No requests in this period').waitFor();
    expect(await page.getByRole('link', { name: 'Agents page' }).getAttribute('href')).toBe('/agents');
    await screenshot(page, 'usage-empty');
    expectNoPageErrors(page);
  });

  it('charts live spend by day and tables it by operation, test requests counted apart', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    let liveCents = 0;
    for (let index = 0; index < 3; index += 1) {
      const { body } = await dispatchAs(app, fixture.liveKey, CSV);
      expect(body.status).toBe('executed');
      liveCents += body.cost_cents;
    }
    for (let index = 0; index < 2; index += 1) expect((await dispatchAs(app, fixture.testKey, CSV)).body.status).toBe('executed');
    expect(liveCents).toBeGreaterThan(0);
    const cost = `$${(liveCents / 100).toFixed(2)}`;

    const page = await browser.page({ user: fixture.owner });
    await page.goto('/usage');
    const live = page.locator(`tr[data-operation="${CSV.operation}"][data-mode="live"]`);
    await live.waitFor();
    expect(await live.locator('td').allTextContents()).toEqual(['live', '3', '3', cost]);
    expect(await page.locator(`tr[data-operation="${CSV.operation}"][data-mode="test"] td`).allTextContents()).toEqual(['test', '2', '2', '$0.00']);

    // Seven bars, one per UTC day, today's last: its title names its figures.
    const bars = page.locator('svg.chart .usage-day');
    expect(await bars.count()).toBe(7);
    expect(await bars.last().locator('title').textContent()).toMatch(new RegExp(`: \\${cost} live spend, 3 live requests, 2 test requests$`));
    const chart = page.getByRole('img', { name: 'Live spend by day' });
    const summary = page.locator(`[id="${await chart.getAttribute('aria-describedby')}"]`);
    expect(await summary.textContent()).toContain(`Live requests cost ${cost} in this period`);
    expect(await summary.textContent()).toContain('Test mode: 2 requests, which cost nothing');
    expect(Number(await bars.last().locator('rect.bar').getAttribute('height'))).toBeGreaterThan(0);
    await page.getByText('The figures by day, as a table').click();
    const today = new Date().toISOString().slice(0, 10);
    const todayLabel = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(`${today}T12:00:00Z`));
    expect(await page.getByRole('row', { name: todayLabel }).locator('td').allTextContents()).toEqual(['3', '3', cost, '2']);
    await screenshot(page, 'usage');

    await page.getByLabel('Period').selectOption({ label: 'Last 30 days' });
    await page.waitForURL('**/usage?period=30d');
    await expect.poll(() => bars.count()).toBe(30);
    expect(await live.locator('td').allTextContents()).toEqual(['live', '3', '3', cost]);
    expectNoPageErrors(page);

    const phone = await browser.page({ user: fixture.owner, viewport: PHONE });
    await phone.goto('/usage');
    await phone.locator(`tr[data-operation="${CSV.operation}"][data-mode="live"]`).waitFor();
    // The chart fits the phone's width rather than overflowing it.
    const width = await phone.locator('svg.chart').evaluate((svg) => svg.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'usage-phone');
    expectNoPageErrors(phone);
  });

  it('tops up $12.50 through the sandbox checkout and comes back to a balance grown by exactly 1250 cents', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/usage');
    await page.getByRole('link', { name: 'Add money' }).click();
    await page.waitForURL('**/usage/top-up');
    await expectBalance(page, '$5.00');
    await page.getByLabel('Amount in dollars').fill('12.50');
    await screenshot(page, 'usage-top-up');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL(/\/sandbox\/checkout\/chk_[^/]+$/);
    await page.getByRole('heading', { name: 'Add $12.50 to your balance' }).waitFor();
    await screenshot(page, 'sandbox-checkout');
    const checkoutId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Pay $12.50' }).click();

    await page.waitForURL(`**/usage?checkout=${checkoutId}`);
    await page.getByText('Payment received: $12.50 added to the balance.').waitFor();
    await expectBalance(page, '$17.50');
    expect(await walletOf(owner)).toEqual(expect.objectContaining({ balance_cents: TRIAL_CENTS + 1250, held_cents: 0 }));
    await screenshot(page, 'usage-after-top-up');

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.waitForURL(/\/usage$/);
    await page.getByText('Payment received').waitFor({ state: 'detached' });
    expectNoPageErrors(page);
  });

  it('waits for a payment confirmed after the person is back, and says when a checkout expired unpaid', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    const startCheckout = async (amount: string) => {
      await page.goto('/usage/top-up');
      await page.getByLabel('Amount in dollars').fill(amount);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(/\/sandbox\/checkout\/chk_[^/]+$/);
      return new URL(page.url()).pathname.split('/').pop()!;
    };

    // Back before the provider confirmed: the page asks again until the payment is in.
    const paidLater = await startCheckout('4');
    await page.goto(`/usage?checkout=${paidLater}`);
    await page.getByText('Waiting for the payment of $4.00 to be confirmed…').waitFor();
    const paid = await app.request(`/sandbox/checkout/${paidLater}`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await page.getByText('Payment received: $4.00 added to the balance.').waitFor({ timeout: 15_000 });
    await expectBalance(page, '$9.00');

    const expiring = await startCheckout('2');
    await app.db.prisma.checkoutSession.update({ where: { id: expiring }, data: { status: 'expired' } });
    await page.goto(`/usage?checkout=${expiring}`);
    await page.getByText('The checkout for $2.00 expired without a payment: nothing was added.').waitFor();
    expect((await walletOf(owner)).balance_cents).toBe(TRIAL_CENTS + 400);
    expectNoPageErrors(page);
  });

  it('says so when the person leaves the checkout without paying, and nothing is added', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/usage/top-up');
    await page.getByLabel('Amount in dollars').fill('3');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(/\/usage\?checkout=chk_\w+&cancelled=1$/);
    await page.getByText('You left the checkout without paying').waitFor();
    await expectBalance(page, '$5.00');
    expect((await walletOf(owner)).balance_cents).toBe(TRIAL_CENTS);
    expectNoPageErrors(page);
  });

  it('refuses an amount that is not dollars or outside $1.00 to $10,000.00, and creates no checkout', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/usage/top-up');
    const amount = page.getByLabel('Amount in dollars');
    const refusals: [string, RegExp][] = [
      ['0.5', /from \$1\.00 to \$10,000\.00/],
      ['abc', /amount in dollars, such as 12 or 12\.50/],
      ['20000', /from \$1\.00 to \$10,000\.00/],
      ['12.345', /amount in dollars/],
    ];
    for (const [typed, message] of refusals) {
      await amount.fill(typed);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(message);
      expect(await amount.getAttribute('aria-invalid')).toBe('true');
    }
    expect(page.url()).toMatch(/\/usage\/top-up$/);
    expect(await checkoutsOf(owner)).toBe(0);
    expect((await walletOf(owner)).balance_cents).toBe(TRIAL_CENTS);
    expectNoPageErrors(page);
  });

  it('redeems a promo code made by a platform admin once; the second time shows the server’s refusal and changes nothing', async () => {
    const admin = await makePlatformAdmin(app, await signup(app));
    const code = `WELCOME-${randomBytes(3).toString('hex')}`.toUpperCase();
    const created = await call(app, 'POST', '/api/v1/promo/codes', { as: { cookie: admin.cookie }, body: { code, amount_cents: 300, max_redemptions: 1 } });
    expect(created.status).toBe(201);

    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/usage/top-up');
    await expectBalance(page, '$5.00');
    const field = page.getByLabel('Promo code');
    const redeem = page.getByRole('button', { name: 'Redeem' });

    await field.fill('NO-SUCH-CODE');
    await redeem.click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Promo code not found');

    await field.fill(code.toLowerCase());
    await redeem.click();
    await page.getByText(`Code ${code} added $3.00: the balance is now $8.00.`).waitFor();
    await expectBalance(page, '$8.00');
    expect(await field.inputValue()).toBe('');

    await field.fill(code);
    await redeem.click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(`Promo code ${code} was already redeemed by this organization`);
    expect((await walletOf(owner)).balance_cents).toBe(TRIAL_CENTS + 300);
    expect(await figure(page, 'balance').textContent()).toBe('$8.00');
    expectNoPageErrors(page);
  });

  it('gives a member no card top-up (the server refuses them too) but lets them see the balance and redeem codes', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const refused = await call(app, 'POST', '/api/v1/billing/checkout-sessions', { as: { cookie: member.cookie }, body: { amount_cents: 1000 } });
    expect(refused.status).toBe(403);

    const page = await browser.page({ user: member });
    await page.goto('/usage/top-up');
    await page.getByText("Only the organization's owners and admins can add money by card").waitFor();
    expect(await page.getByLabel('Amount in dollars').count()).toBe(0);
    await expectBalance(page, '$5.00');
    expect(await page.getByLabel('Promo code').count()).toBe(1);
    expectNoPageErrors(page);
  });
});

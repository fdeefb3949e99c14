import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, CSV, dispatchAs } from '../support/dispatch.js';
import { addMember, call, createAgent, mintToken, signup } from '../support/identity.js';
import { placeInTeam } from '../support/teams.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

const step = (page: Page, id: string) => page.locator(`.checklist li[data-step="${id}"]`);
const isDone = async (page: Page, id: string) => (await step(page, id).getAttribute('class')) === 'checklist-done';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

describe('the home page', () => {
  it('opens after sign-in with a first-run checklist that ticks itself off as the organization does each step', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const page = await browser.page({ user: owner });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByText('0 of 4 done').waitFor();
    await screenshot(page, 'home-first-run');

    // Each step done elsewhere (here through the API, as an agent's developer would) ticks itself, without a reload.
    const created = await createAgent(app, { bearer: token }, { name: 'Checklist agent' });
    await expect.poll(() => isDone(page, 'agent'), { timeout: 15_000 }).toBe(true);
    expect(await isDone(page, 'binding')).toBe(false);
    const bound = await call(app, 'POST', `/api/v1/agents/${created.agent.id}/services`, { as: { bearer: token }, body: { operation: CSV.operation } });
    expect(bound.status, bound.raw).toBe(200);
    await expect.poll(() => isDone(page, 'binding'), { timeout: 15_000 }).toBe(true);
    expect((await dispatchAs(app, created.test_api_key, CSV)).body.status).toBe('executed');
    await expect.poll(() => isDone(page, 'request'), { timeout: 15_000 }).toBe(true);
    await page.getByText('3 of 4 done').waitFor();
    await addMember(app, owner.session.organization.id, 'member');
    // All four done: the checklist leaves the page.
    await page.getByRole('list', { name: 'Getting started' }).waitFor({ state: 'detached', timeout: 15_000 });
    expectNoPageErrors(page);
  }, 60_000);

  it('shows what waits (counted in the navigation too), the spend, the limits nearest reached, and recent refusals with their advice', async () => {
    const fixture = await agentWithBindings(app, {
      [CSV.operation]: { daily_limit: 4, monthly_budget_cents: 50 },
      'data.json_query': { approval_threshold_cents: 0 },
    });
    await addMember(app, fixture.owner.session.organization.id, 'member');
    for (let i = 0; i < 3; i += 1) expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
    const waiting = await dispatchAs(app, fixture.liveKey, { operation: 'data.json_query', payload: { document: { a: 1 }, expression: 'a' } });
    expect(waiting.body.status).toBe('approval_required');
    const refused = await dispatchAs(app, fixture.liveKey, { operation: 'web_search.search', payload: { query: 'x' } });
    expect(refused.body.status).toBe('blocked');

    const page = await browser.page({ user: fixture.owner });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    // The checklist is done already: an agent, a binding, a test request? No test request yet, so it stays.
    const approvalsTile = page.locator('[data-waiting="approvals"]');
    await expect.poll(() => approvalsTile.locator('.stat').textContent()).toBe('1');
    await expect.poll(() => nav(page).getByRole('link', { name: 'Approvals' }).textContent()).toContain('1');
    expect(await nav(page).getByRole('link', { name: 'Approvals (1 waiting)', exact: true }).count()).toBe(1);

    await expect.poll(() => page.locator('[data-figure="today"]').textContent()).toBe('$0.03');
    expect(await page.locator('[data-figure="month"]').textContent()).toBe('$0.03');
    // The chart draws the 3 cents of the agent, named.
    await page.getByText('Live requests cost $0.03 in the last 30 days, most of it by Researcher.').waitFor();
    await page.getByRole('combobox', { name: 'Split' }).selectOption('operation');
    await page.getByText(`Live requests cost $0.03 in the last 30 days, most of it on ${CSV.operation}.`).waitFor();

    // The binding's day limit is nearest: 3 of 4 requests, with its meter.
    const nearest = page.getByRole('meter', { name: 'Binding, requests per day' }).first();
    await nearest.waitFor();
    expect(await nearest.getAttribute('aria-valuetext')).toBe('3 of 4 requests today (UTC)');

    const blocked = page.locator('.home-blocked li').first();
    await blocked.waitFor();
    expect(await blocked.textContent()).toContain('policy_violation');
    expect(await blocked.textContent()).toContain('web_search.search');
    await screenshot(page, 'home');
    expectNoPageErrors(page);
  });

  it('is usable at 390 px: the navigation is a menu', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { daily_limit: 4 } });
    const page = await browser.page({ user: fixture.owner, viewport: PHONE });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await nav(page).isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav(page).getByRole('link', { name: 'Budgets' }).click();
    await page.getByRole('heading', { level: 1, name: 'Budgets' }).waitFor();
    // Navigating closes the menu.
    expect(await nav(page).isVisible()).toBe(false);
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'budgets-phone');
    expectNoPageErrors(page);
  });
});

describe('the Budgets page', () => {
  it("shows every limit with its meter against real consumption, closest first, and a team's and a worker's", async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { daily_limit: 10, monthly_budget_cents: 4 } });
    const { teamId } = await placeInTeam(app, fixture, { poolCents: 500, dailyLimitCents: 100, allocationCents: 200 });
    for (let i = 0; i < 3; i += 1) expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');

    const page = await browser.page({ user: fixture.owner });
    await page.goto('/budgets');
    await page.getByRole('heading', { level: 1, name: 'Budgets' }).waitFor();
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    // $0.03 of $0.04 this month is the closest (75%); then 3 of 10 requests today; then the team's day and the worker.
    const meters = page.getByRole('meter');
    await expect.poll(() => meters.evaluateAll((all) => all.map((meter) => meter.getAttribute('aria-valuetext')))).toEqual([
      '$0.03 of $0.04 this month',
      '3 of 10 requests today (UTC)',
      '$0.03 of $1.00 today (UTC)',
      '$0.03 of $2.00 in all',
      '$0.03 of $5.00 in all',
    ]);
    expect(await rows.nth(0).textContent()).toContain(CSV.operation);
    expect(await rows.nth(2).getByRole('link').getAttribute('href')).toBe(`/organization/teams/${teamId}`);
    await page.getByRole('combobox', { name: 'Counted in' }).selectOption('test');
    await page.waitForURL(/mode=test/);
    await expect.poll(() => meters.first().getAttribute('aria-valuetext')).toMatch(/^\$0\.00 of|^0 of/);
    await screenshot(page, 'budgets');

    // The team's page shows the same spend as meters.
    await page.goto(`/organization/teams/${teamId}`);
    const teamDay = page.getByRole('meter', { name: 'Today' });
    await teamDay.waitFor();
    expect(await teamDay.getAttribute('aria-valuetext')).toBe('$0.03 of $1.00 today (UTC)');
    expect(await page.getByRole('meter', { name: 'In total' }).getAttribute('aria-valuetext')).toBe('$0.03 of $5.00 in all');
    expect(await page.getByRole('meter', { name: /allocation$/ }).getAttribute('aria-valuetext')).toBe('$0.03 of $2.00 in all');
    expectNoPageErrors(page);
  });
});

describe("the agent page's meters", () => {
  it("draw the agent's cap on Overview and each binding's limits on Bindings, from what its requests used", async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { daily_limit: 5, monthly_budget_cents: 10 } });
    expect((await call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}/budget`, { as: { bearer: fixture.token }, body: { monthly_budget_cents: 20 } })).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
    expect((await dispatchAs(app, fixture.testKey, CSV)).body.status).toBe('executed');

    const page = await browser.page({ user: fixture.owner });
    await page.goto(`/agents/${fixture.agentId}`);
    const cap = page.getByRole('meter', { name: "Agent's monthly cap" });
    await cap.waitFor();
    expect(await cap.getAttribute('aria-valuetext')).toBe('$0.02 of $0.20 this month');
    // Test mode counts apart: one request, at its live price.
    await page.getByRole('combobox', { name: 'Counted in' }).selectOption('test');
    await expect.poll(() => cap.getAttribute('aria-valuetext')).toBe('$0.01 of $0.20 this month');

    await page.getByRole('tab', { name: 'Bindings' }).click();
    const today = page.getByRole('meter', { name: `${CSV.operation} requests today` });
    await today.waitFor();
    expect(await today.getAttribute('aria-valuetext')).toBe('2 of 5 requests today (UTC)');
    expect(await page.getByRole('meter', { name: `${CSV.operation} spend this month` }).getAttribute('aria-valuetext')).toBe('$0.02 of $0.10 this month');
    // A third live request moves the meter once the page reads again.
    expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
    await page.reload();
    await expect.poll(() => today.getAttribute('aria-valuetext')).toBe('3 of 5 requests today (UTC)');
    await screenshot(page, 'agent-bindings-meters');
    expectNoPageErrors(page);
  });
});

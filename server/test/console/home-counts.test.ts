import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AgentRequestResponse } from '../../src/routers/agent-requests/agent-request.types.js';
import type { BudgetRequestResponse } from '../../src/routers/budget-requests/budget-request.types.js';
import { expectNoPageErrors, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, CSV, dispatchAs } from '../support/dispatch.js';
import { call, type TestUser } from '../support/identity.js';
import { placeInTeam } from '../support/teams.js';
import { ask, DECISION } from '../routers/agent-requests/fixtures.js';
import { askBudget } from '../routers/budget-requests/fixtures.js';
import { teamPerson } from '../routers/teams/budget-fixtures.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

/** The counts re-read every 5 seconds, on a machine that may be busy. */
const SOON = { timeout: 15_000 };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
/** The home page's count of one kind of what waits, as shown ("0", "2"). */
const tileCount = (page: Page, kind: string) => page.locator(`[data-waiting="${kind}"] .stat`).textContent();
/**
 * The sidebar's link to a page, named with its count ("Inbox (2 waiting)") when `waiting` is given, else
 * with its label alone.
 */
const navLink = (page: Page, label: string, waiting?: number) =>
  nav(page).getByRole('link', { name: waiting === undefined ? label : `${label} (${waiting} waiting)`, exact: true });
const navLinks = (page: Page, label: string, waiting?: number) => navLink(page, label, waiting).count();

/** The Budgets page's row of one level, found by its "Limit" cell. */
const budgetRow = (page: Page, limitLabel: string) => page.locator('table tbody tr').filter({ has: page.getByRole('cell', { name: limitLabel, exact: true }) });

/** The start of the next UTC month: when a monthly limit counts afresh. */
const nextMonthStart = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();

/** A time as the console's dateTime shows it, in the browser's own locale and time zone. */
const shownAs = (page: Page, iso: string) =>
  page.evaluate(`new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(${JSON.stringify(iso)}))`) as Promise<string>;

const answer = (owner: TestUser, id: string, body: Record<string, unknown>) =>
  call<AgentRequestResponse>(app, 'PATCH', `/api/v1/agent-requests/${id}`, { as: { cookie: owner.cookie }, body });
const decide = (owner: TestUser, id: string, status: 'approved' | 'rejected') =>
  call<BudgetRequestResponse>(app, 'PATCH', `/api/v1/budget-requests/${id}`, { as: { cookie: owner.cookie }, body: { status } });

describe("a team's monthly limit", () => {
  it("is drawn on the team's page and listed on the Budgets page with the cents its agents' live requests used", async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const { teamId } = await placeInTeam(app, fixture, { poolCents: 500 });
    const set = await call<{ monthly_limit_cents: number | null }>(app, 'POST', `/api/v1/teams/${teamId}/budget`, {
      as: { cookie: fixture.owner.cookie },
      body: { monthly_limit_cents: 100 },
    });
    expect(set.status, set.raw).toBe(200);
    expect(set.body.monthly_limit_cents).toBe(100);
    for (let i = 0; i < 2; i += 1) expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
    // A test-mode request is counted apart: the team's live month must not move.
    expect((await dispatchAs(app, fixture.testKey, CSV)).body.status).toBe('executed');
    const team = await app.db.prisma.team.findUniqueOrThrow({ where: { id: teamId } });

    const page = await browser.page({ user: fixture.owner });
    await page.goto(`/organization/teams/${teamId}`);
    const month = page.getByRole('meter', { name: 'This month' });
    await month.waitFor();
    expect(await month.getAttribute('aria-valuetext')).toBe('$0.02 of $1.00 this month');
    expect(await month.getAttribute('aria-valuenow')).toBe('2');
    expect(await month.getAttribute('aria-valuemax')).toBe('100');
    // No daily limit is set, so no day meter; the total is bounded by the pool.
    expect(await page.getByRole('meter', { name: 'Today' }).count()).toBe(0);
    expect(await page.getByRole('meter', { name: 'In total' }).getAttribute('aria-valuetext')).toBe('$0.02 of $5.00 in all');
    await screenshot(page, 'team-monthly-limit');

    await page.goto('/budgets');
    await page.getByRole('heading', { level: 1, name: 'Budgets' }).waitFor();
    const row = budgetRow(page, 'Team, per month');
    await row.waitFor();
    await expect.poll(() => row.getByRole('cell').first().textContent(), SOON).toBe(team.name);
    expect(await row.getByRole('link', { name: team.name }).getAttribute('href')).toBe(`/organization/teams/${teamId}`);
    expect(await row.getByRole('meter').getAttribute('aria-valuetext')).toBe('$0.02 of $1.00 this month');
    expect(await row.getByRole('cell').last().textContent()).toBe(await shownAs(page, nextMonthStart()));
    // 2% of the month is closer to its limit than 0.4% of the pool: the month's row comes first.
    const meters = page.getByRole('meter');
    expect(await meters.evaluateAll((all) => all.map((meter) => meter.getAttribute('aria-valuetext')))).toEqual([
      '$0.02 of $1.00 this month',
      '$0.02 of $5.00 in all',
    ]);
    expectNoPageErrors(page);
  }, 90_000);
});

describe("an agent's monthly cap", () => {
  it('is a row of the Budgets page: the agent, the cap, and the cents its live requests used of it this month', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const capped = await call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}/budget`, { as: { bearer: fixture.token }, body: { monthly_budget_cents: 5 } });
    expect(capped.status, capped.raw).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');

    const page = await browser.page({ user: fixture.owner });
    await page.goto('/budgets');
    await page.getByRole('heading', { level: 1, name: 'Budgets' }).waitFor();
    const row = budgetRow(page, "Agent's monthly cap");
    await row.waitFor();
    // The only limit set in the organization.
    expect(await page.locator('table tbody tr').count()).toBe(1);
    const owner = row.getByRole('cell').first();
    await expect.poll(() => owner.textContent(), SOON).toBe('Researcher');
    expect(await owner.getByRole('link').getAttribute('href')).toBe(`/agents/${fixture.agentId}`);
    const meter = row.getByRole('meter', { name: "Agent's monthly cap" });
    expect(await meter.getAttribute('aria-valuetext')).toBe('$0.02 of $0.05 this month');
    expect(await meter.getAttribute('aria-valuenow')).toBe('2');
    expect(await meter.getAttribute('aria-valuemax')).toBe('5');
    expect(await row.getByRole('cell').last().textContent()).toBe(await shownAs(page, nextMonthStart()));

    // Two more live requests: 4 of 5 cents is nearly reached, once the page reads again.
    for (let i = 0; i < 2; i += 1) expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
    await page.reload();
    await expect.poll(() => meter.getAttribute('aria-valuetext'), SOON).toBe('$0.04 of $0.05 this month');
    expect(await row.locator('.meter-text').textContent()).toBe('$0.04 of $0.05 this month · nearly reached');
    await screenshot(page, 'budgets-agent-cap');
    expectNoPageErrors(page);
  }, 90_000);
});

describe('what waits for me on the home page', () => {
  it("counts agents' questions and budget requests to decide, beside their pages in the navigation too, and counts down as each is answered", async () => {
    const fixture = await agentWithBindings(app, {});
    const orgId = fixture.owner.session.organization.id;
    const created = await call<{ id: string }>(app, 'POST', '/api/v1/teams', { as: { cookie: fixture.owner.cookie }, body: { name: 'Research' } });
    expect(created.status, created.raw).toBe(201);
    const teamId = created.body.id;
    const worker = await teamPerson(app, { orgId, teamId }, 'worker');
    const question = await ask(app, fixture.liveKey);
    const budgetRequest = await askBudget(app, worker, teamId);

    const page = await browser.page({ user: fixture.owner });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await expect.poll(() => tileCount(page, 'agentRequests'), SOON).toBe('1');
    await expect.poll(() => tileCount(page, 'budgetRequests'), SOON).toBe('1');
    expect(await tileCount(page, 'approvals')).toBe('0');
    await expect.poll(() => navLinks(page, 'Inbox', 1), SOON).toBe(1);
    await expect.poll(() => navLinks(page, 'Organization', 1), SOON).toBe(1);

    // A second question while the page is open is counted without a reload.
    const decision = await ask(app, fixture.liveKey, DECISION);
    await expect.poll(() => tileCount(page, 'agentRequests'), SOON).toBe('2');
    await expect.poll(() => navLinks(page, 'Inbox', 2), SOON).toBe(1);
    expect(await navLink(page, 'Inbox', 2).locator('.nav-count').textContent()).toBe('2');
    await screenshot(page, 'home-waiting-counts');

    expect((await answer(fixture.owner, question.id, { status: 'resolved', response: 'Europe, the UK included.' })).status).toBe(200);
    await expect.poll(() => tileCount(page, 'agentRequests'), SOON).toBe('1');
    expect((await answer(fixture.owner, decision.id, { status: 'dismissed' })).status).toBe(200);
    await expect.poll(() => tileCount(page, 'agentRequests'), SOON).toBe('0');
    await page.getByText('No agent is asking you anything.').waitFor();
    await expect.poll(() => navLinks(page, 'Inbox'), SOON).toBe(1);

    // The worker's own request does not wait for the worker: only for who may decide it.
    const workerPage = await browser.page({ user: worker });
    await workerPage.goto('/');
    await expect.poll(() => tileCount(workerPage, 'budgetRequests'), SOON).toBe('0');
    expect(await workerPage.getByText('No budget request waits for you.').isVisible()).toBe(true);
    expectNoPageErrors(workerPage);

    const decided = await decide(fixture.owner, budgetRequest.id, 'rejected');
    expect(decided.status, decided.raw).toBe(200);
    await expect.poll(() => tileCount(page, 'budgetRequests'), SOON).toBe('0');
    await page.getByText('No budget request waits for you.').waitFor();
    await expect.poll(() => navLinks(page, 'Organization'), SOON).toBe(1);
    expectNoPageErrors(page);
  }, 90_000);
});

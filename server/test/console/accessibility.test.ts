import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { madeBeforeAll } from '../support/app.js';
import { DESKTOP, expectNoPageErrors, PHONE, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, CSV, dispatchAs } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { placeInTeam } from '../support/teams.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

/** An organization with something on every page: an agent in a team, a pending approval, requests, entries. */
const org = madeBeforeAll(async () => {
  const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0, daily_limit: 10, monthly_budget_cents: 200 } });
  const { teamId } = await placeInTeam(app, fixture, { poolCents: 100, allocationCents: 40 });
  await dispatchAs(app, fixture.testKey, CSV);
  const pending = await dispatchAs(app, fixture.liveKey, CSV);
  await dispatchAs(app, fixture.liveKey, { operation: 'chat.send', payload: { channel: 'c', text: 't' } });
  await call(app, 'POST', '/api/v1/agent-requests', { as: { bearer: fixture.liveKey }, body: { kind: 'decision', title: 'Which supplier?', body: 'Acme or Globex', options: ['Acme', 'Globex'] } });
  return { fixture, teamId, requestId: pending.body.id };
});

/** What axe-core finds against WCAG 2.1 A and AA on the page as it stands, one line per rule and element. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`));
}

/** Every page of the console, and what shows once its data is in. */
const PAGES: { path: () => string; ready: (page: Page) => Promise<void> }[] = [
  { path: () => '/approvals', ready: (page) => page.getByRole('button', { name: 'Approve' }).first().waitFor() },
  { path: () => '/inbox', ready: (page) => page.getByRole('button', { name: 'Globex' }).waitFor() },
  { path: () => '/agents', ready: (page) => page.getByRole('link', { name: 'Researcher' }).waitFor() },
  { path: () => `/agents/${org.fixture.agentId}`, ready: (page) => page.getByRole('button', { name: `Edit ${CSV.operation}` }).waitFor() },
  { path: () => '/requests', ready: (page) => page.locator('tbody tr').first().waitFor() },
  { path: () => `/requests/${org.requestId}`, ready: (page) => page.getByRole('heading', { name: 'Summary' }).waitFor() },
  { path: () => '/audit', ready: (page) => page.locator('tbody tr').first().waitFor() },
  { path: () => '/usage', ready: (page) => page.locator('svg').first().waitFor() },
  { path: () => '/usage/top-up', ready: (page) => page.getByLabel('Amount in dollars').waitFor() },
  { path: () => '/organization', ready: (page) => page.locator('tbody tr').first().waitFor() },
  { path: () => '/organization/invites', ready: (page) => page.getByLabel('Email').waitFor() },
  { path: () => '/organization/teams', ready: (page) => page.locator('tbody tr').first().waitFor() },
  { path: () => `/organization/teams/${org.teamId}`, ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: () => '/organization/workspaces', ready: (page) => page.locator('tbody tr').first().waitFor() },
  { path: () => '/tokens', ready: (page) => page.getByLabel('Name').waitFor() },
];

describe('the console against WCAG 2.1 AA (axe-core)', () => {
  for (const [label, viewport] of [
    ['at 1280 px', DESKTOP],
    ['at a phone’s 390 px', PHONE],
  ] as const) {
    it(`finds no violation on any signed-in page ${label}`, async () => {
      const page = await browser.page({ user: org.fixture.owner, viewport });
      const found: string[] = [];
      for (const { path, ready } of PAGES) {
        await page.goto(path());
        await ready(page);
        found.push(...(await violations(page)).map((line) => `${path()} ${line}`));
      }
      expect(found).toEqual([]);
      expectNoPageErrors(page);
    }, 120_000);
  }

  it('finds no violation on the login and signup pages', async () => {
    const page = await browser.page();
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await page.getByLabel('Email').waitFor();
      expect(await violations(page)).toEqual([]);
    }
    expectNoPageErrors(page);
  });

  it('approves a request with the keyboard alone: Tab to its Approve button, then Enter', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });
    const queued = await dispatchAs(app, fixture.liveKey, CSV);
    const page = await browser.page({ user: fixture.owner });
    await page.goto('/approvals');
    const approve = page.locator(`article[id="${queued.body.approval_id}"]`).getByRole('button', { name: 'Approve' });
    await approve.waitFor();
    let presses = 0;
    while (!(await approve.evaluate((button) => button.ownerDocument.activeElement === button))) {
      presses += 1;
      expect(presses, 'the Approve button is reachable with Tab').toBeLessThan(40);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Approved: executed' }).waitFor();
    expectNoPageErrors(page);
  });
});

import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, CSV, dispatchAs } from '../support/dispatch.js';
import { addMember, call } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

/** Runs SQL as the database superuser with the append-only triggers off: what an attacker with database access could do. */
async function tamper(sql: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: app.db.url });
  await client.connect();
  try {
    await client.query("SET session_replication_role = 'replica'");
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** An organization with an agent that has dispatched once in each mode. */
async function organization() {
  const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
  await dispatchAs(app, fixture.liveKey, CSV);
  await dispatchAs(app, fixture.testKey, CSV);
  return fixture;
}

/** The seq numbers and actions of the listed entries, top to bottom. */
const listed = (page: Page) =>
  page.locator('main tbody tr').evaluateAll((rows) => rows.map((row) => `${row.children[0]!.textContent} ${row.children[3]!.textContent!.trim()}`));

describe('the audit trail', () => {
  it('lists the organization’s entries newest first, filters them in the URL, and verifies the chain', async () => {
    const fixture = await organization();
    const page = await browser.page({ user: fixture.owner });
    await page.goto('/audit');
    await expect.poll(async () => (await listed(page)).slice(0, 2)).toEqual([expect.stringMatching(/service_request\.executed\s*test$/), expect.stringMatching(/service_request\.executed$/)]);
    const seqs = (await listed(page)).map((row) => Number(row.split(' ')[0]));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    const newest = page.locator('main tbody tr').first();
    await expect.poll(() => newest.textContent()).toMatch(/Researcher.*service_request\.executed.*test.*request sr_.*executed.*\$0\.00/);
    await screenshot(page, 'audit-trail');

    await page.getByLabel('Mode').selectOption('live');
    await page.waitForURL(/mode=live/);
    await page.getByLabel('Action').fill('service_request.executed');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/action=service_request\.executed/);
    await expect.poll(() => listed(page)).toEqual([expect.stringMatching(/service_request\.executed$/)]);
    await page.reload();
    await expect.poll(() => listed(page)).toHaveLength(1);
    expect(await page.getByLabel('Action').inputValue()).toBe('service_request.executed');

    await page.getByRole('button', { name: 'Verify chain' }).click();
    const verdict = page.getByRole('status').filter({ hasText: 'Chain valid' });
    await verdict.waitFor();
    const verification = (await call<{ entries: number; head_hash: string }>(app, 'GET', '/api/v1/audit-logs/verify', { as: { bearer: fixture.token } })).body;
    expect(await verdict.textContent()).toContain(`All ${verification.entries} entries match their hashes. Head hash: ${verification.head_hash}`);
    await screenshot(page, 'audit-verified');
    expectNoPageErrors(page);
  });

  it('shows where the chain breaks when an entry was altered in the database', async () => {
    const fixture = await organization();
    const orgId = fixture.owner.session.organization.id;
    const page = await browser.page({ user: fixture.owner, viewport: PHONE });
    await page.goto('/audit');
    await page.locator('main tbody tr').first().waitFor();
    await tamper("UPDATE audit_entries SET details = '{\"name\":\"forged\"}' WHERE org_id = $1 AND seq = 2", [orgId]);
    await page.getByRole('button', { name: 'Verify chain' }).click();
    const verdict = page.getByRole('alert').filter({ hasText: 'Chain broken at entry 2' });
    await verdict.waitFor();
    expect(await verdict.textContent()).toMatch(/The entry before it checks out/);
    await screenshot(page, 'audit-broken-phone');
    expectNoPageErrors(page);
  });

  it('says so when no entry matches the filters', async () => {
    const fixture = await organization();
    const page = await browser.page({ user: fixture.owner });
    await page.goto('/audit?action=no.such_action');
    await page.getByText('No entries match these filters').waitFor();
    expectNoPageErrors(page);
  });

  it('is readable and verifiable by a member', async () => {
    const fixture = await organization();
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await page.goto('/audit');
    await page.locator('main tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Verify chain' }).click();
    await page.getByRole('status').filter({ hasText: 'Chain valid' }).waitFor();
    expectNoPageErrors(page);
  });
});

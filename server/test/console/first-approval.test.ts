import { describe, expect, it } from 'vitest';
import { expectNoPageErrors, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { CSV, dispatchAs } from '../support/dispatch.js';
import { uniqueEmail } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

/**
 * The end-to-end flow, every step a person takes done in the console: sign up, create an
 * agent, bind an operation with an approval threshold, then (the agent's part, from the test with
 * its key) dispatch; the approval appears, is approved in the console, the request is executed,
 * and the audit chain verifies.
 */
describe('an owner’s first approval, end to end in the console', () => {
  it('signs up, creates an agent and its binding, approves its dispatch, sees it executed and the chain valid', async () => {
    const page = await browser.page();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password').fill('a long password');
    await page.getByRole('button', { name: 'Sign up' }).click();
    // A new organization opens on its home page, with the first-run checklist.
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByText('0 of 4 done').waitFor();

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Agents' }).click();
    await page.getByLabel('Name').fill('Purchasing agent');
    await page.getByRole('button', { name: 'Create agent' }).click();
    const liveKey = await page.locator('[data-secret="Live key"]').textContent();
    expect(liveKey).toMatch(/^agent_key_live_/);
    await page.getByRole('button', { name: 'I have copied them' }).click();
    await page.getByRole('link', { name: 'Purchasing agent' }).click();
    await page.getByRole('heading', { level: 1, name: 'Purchasing agent' }).waitFor();
    await page.getByRole('tab', { name: 'Bindings' }).click();

    // A threshold of $0.00: every paid request of this operation waits for a person.
    await page.getByLabel('Operation').selectOption(CSV.operation);
    await page.getByLabel('Approval threshold ($)').fill('0');
    await page.getByRole('button', { name: 'Save binding' }).click();
    await page.getByText(`Saved the binding of ${CSV.operation}.`).waitFor();

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Approvals' }).click();
    await page.getByText('Nothing is waiting for approval').waitFor();
    const queued = await dispatchAs(app, liveKey!, CSV);
    expect(queued.body).toMatchObject({ status: 'approval_required', reason_code: 'approval_threshold' });

    // The open queue shows it without a reload.
    const pending = page.locator(`article[id="${queued.body.approval_id}"]`);
    await pending.waitFor();
    expect(await pending.textContent()).toContain('Purchasing agent wants to run data.csv_parse');
    await pending.getByRole('button', { name: 'Approve' }).click();
    const decision = page.getByRole('status').filter({ hasText: 'Purchasing agent · data.csv_parse' });
    await decision.waitFor();
    await decision.getByRole('link', { name: 'View request' }).click();
    await page.waitForURL(`**/requests/${queued.body.id}`);
    await expect.poll(async () => page.locator('dl.facts').first().textContent()).toMatch(/Statusexecuted/);
    await screenshot(page, 'first-approval-request');

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit trail' }).click();
    await page.getByRole('button', { name: 'Verify chain' }).click();
    await page.getByRole('status').filter({ hasText: 'Chain valid' }).waitFor();
    await screenshot(page, 'first-approval-audit');
    expectNoPageErrors(page);
  });
});

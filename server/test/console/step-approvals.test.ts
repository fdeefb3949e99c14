import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBackgroundWork } from '../support/background.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings } from '../support/dispatch.js';
import { runWaitingForApproval, runWhen } from '../routers/workflows/fixtures.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);
// The workflow engine: it takes the run to its approval step, and on after the decision.
useBackgroundWork(app);

/** A test-mode run of "Pay suppliers", waiting at its approval step: the ids and the approval the queue shows. */
async function waitingRun() {
  const fixture = await agentWithBindings(app, {});
  const { cookie, workflow, runId, approval } = await runWaitingForApproval(app, fixture, { name: `Pay suppliers ${Math.random().toString(36).slice(2, 6)}` });
  return { fixture, cookie, workflow, runId, approvalId: approval.id };
}

const card = (page: Page, approvalId: string) => page.locator(`article[id="${approvalId}"]`);

describe('approval steps of workflow runs in the approvals queue', () => {
  it('shows the step’s title, description, workflow, run and agent; approving completes the step and the run page shows the run completed', async () => {
    const { fixture, workflow, runId, approvalId } = await waitingRun();
    const page = await browser.page({ user: fixture.owner });
    await page.goto('/approvals');
    const pending = card(page, approvalId);
    await pending.getByRole('heading', { name: 'Pay Acme?' }).waitFor();
    // The run's agent and mode are read from the run.
    await pending.getByRole('link', { name: 'Researcher' }).waitFor();
    await pending.getByRole('link', { name: workflow.name }).waitFor();
    const text = await pending.textContent();
    expect(text).toContain('The quote is in the run input');
    expect(text).toContain('Workflow step Approve');
    expect(text).toMatch(/test/);
    expect(text).not.toMatch(/Estimated cost|Approval threshold|wants to run/);
    expect(await pending.getByRole('link', { name: runId }).getAttribute('href')).toBe(`/workflows/${workflow.id}/runs/${runId}`);
    expect(await pending.getByRole('link', { name: workflow.name }).getAttribute('href')).toBe(`/workflows/${workflow.id}`);
    await screenshot(page, 'approvals-workflow-step');

    await pending.getByLabel('Note or reason (optional)').fill('Fine');
    await pending.getByRole('button', { name: 'Approve' }).click();
    const decision = page.getByRole('status').filter({ hasText: 'Pay Acme? · workflow step Approve' });
    await decision.waitFor();
    expect(await decision.textContent()).toMatch(/approved.*Approved: the step is complete and the run goes on/);
    await pending.waitFor({ state: 'detached' });

    await decision.getByRole('link', { name: 'View run' }).click();
    await page.waitForURL(`**/workflows/${workflow.id}/runs/${runId}`);
    await page.getByRole('status').filter({ hasText: 'completed' }).waitFor({ timeout: 15_000 });
    const approve = page.getByRole('list', { name: 'Steps' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Approve / }) });
    await approve.locator('.badge', { hasText: 'completed' }).waitFor();

    // The Approved tab lists it: the workflow, the step, no cost, and the run.
    await page.goto('/approvals?status=approved');
    const row = page.locator(`tr[id="${approvalId}"]`);
    await row.getByRole('link', { name: workflow.name }).waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Pay Acme\?Workflow step Approve—approved.*you.*Fine/);
    expect(await row.getByRole('link', { name: /^View run/ }).getAttribute('href')).toBe(`/workflows/${workflow.id}/runs/${runId}`);
    expectNoPageErrors(page);
  });

  it('rejects a step with a reason at phone width: the run fails, and the Rejected tab lists it', async () => {
    const { cookie, workflow, runId, approvalId, fixture } = await waitingRun();
    const page = await browser.page({ user: fixture.owner, viewport: PHONE });
    await page.goto('/approvals');
    const pending = card(page, approvalId);
    await pending.getByRole('heading', { name: 'Pay Acme?' }).waitFor();
    await pending.getByLabel('Note or reason (optional)').fill('Too dear');
    await pending.getByRole('button', { name: 'Reject' }).click();
    const decision = page.getByRole('status').filter({ hasText: 'Pay Acme? · workflow step Approve' });
    await decision.waitFor();
    expect(await decision.textContent()).toMatch(/rejected.*Rejected: the step failed, so the run fails/);
    await pending.waitFor({ state: 'detached' });
    const run = await runWhen(app, cookie, workflow.id, runId);
    expect(run.status).toBe('failed');
    expect(run.steps[0]!.error).toBe(`Rejected by ${fixture.owner.session.user.id}: Too dear`);

    await page.getByRole('link', { name: 'Rejected' }).click();
    await page.waitForURL('**/approvals?status=rejected');
    const row = page.locator(`tr[id="${approvalId}"]`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Workflow step Approve.*rejected.*you.*Too dear.*View run/);
    expectNoPageErrors(page);
  });
});

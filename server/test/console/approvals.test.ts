import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ServiceRequestResponse } from '../../src/routers/service-requests/service-request.types.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, setBalance, type DispatchFixture } from '../support/dispatch.js';
import { addMember, call } from '../support/identity.js';

// Approvals expire after 15 minutes here, so that the queue's expiry reads in minutes.
const app = useConsoleApp({ PROCTOR_APPROVAL_TTL_SECONDS: '900' });
const browser = useConsoleBrowser(app);

/** data.csv_parse costs 1 cent: a threshold of 0 makes every call of the agent wait for approval. */
const gated = () => agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });

/** A live dispatch of the fixture's agent, waiting for approval: its approval id and request id. */
async function queue(fixture: DispatchFixture): Promise<{ approvalId: string; requestId: string }> {
  const queued = await dispatchAs(app, fixture.liveKey, CSV);
  expect(queued.body.status).toBe('approval_required');
  return { approvalId: queued.body.approval_id!, requestId: queued.body.id };
}

const requestOf = async (fixture: DispatchFixture, id: string) =>
  (await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${id}`, { as: { bearer: fixture.token } })).body;

const card = (page: Page, approvalId: string) => page.locator(`article[id="${approvalId}"]`);

describe('the approvals queue', () => {
  it('shows a request that starts waiting while the page is open, without a reload, and approving runs it', async () => {
    const fixture = await gated();
    const page = await browser.page({ user: fixture.owner });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Approvals' }).click();
    await page.waitForURL('**/approvals');
    await page.getByText('Nothing is waiting for approval').waitFor();
    expect(await page.getByRole('main').textContent()).toMatch(/updates every few seconds/);
    await screenshot(page, 'approvals-empty');

    const { approvalId, requestId } = await queue(fixture);
    const pending = card(page, approvalId);
    await pending.waitFor();
    const text = await pending.textContent();
    expect(text).toContain('Researcher wants to run data.csv_parse');
    expect(text).toContain('Payloadcsv name,qty ⏎ bolt,3 ⏎ nut,5Whole payload');
    expect(text).toMatch(/Estimated cost\s*\$0\.01/);
    expect(text).toMatch(/Approval threshold\s*\$0\.00/);
    expect(text).toMatch(/expires in 1[45] minutes/);
    await screenshot(page, 'approvals-queue');

    await pending.getByRole('button', { name: 'Approve' }).click();
    const decision = page.getByRole('status').filter({ hasText: 'Researcher · data.csv_parse' });
    await decision.waitFor();
    expect(await decision.textContent()).toMatch(/executed.*Approved: executed, \$0\.01 charged/);
    await pending.waitFor({ state: 'detached' });
    expect(await requestOf(fixture, requestId)).toMatchObject({ status: 'executed', cost_cents: 1 });

    await decision.getByRole('link', { name: 'View request' }).click();
    await page.waitForURL(`**/requests/${requestId}`);
    await page.getByRole('heading', { name: 'Summary' }).waitFor();
    expect(await page.locator('dl.facts').textContent()).toMatch(/Statusexecuted/);
    expectNoPageErrors(page);
  });

  it('rejects with a reason at phone width: the request ends blocked and the Rejected tab lists it', async () => {
    const fixture = await gated();
    const { approvalId, requestId } = await queue(fixture);
    const page = await browser.page({ user: fixture.owner, viewport: PHONE });
    await page.goto('/approvals');
    const pending = card(page, approvalId);
    await pending.waitFor();
    await screenshot(page, 'approvals-queue-phone');

    await pending.getByLabel('Note or reason (optional)').fill('Not this month');
    await pending.getByRole('button', { name: 'Reject' }).click();
    const decision = page.getByRole('status').filter({ hasText: 'Researcher · data.csv_parse' });
    await decision.waitFor();
    expect(await decision.textContent()).toMatch(/Rejected: the request will not run/);
    await pending.waitFor({ state: 'detached' });
    expect(await requestOf(fixture, requestId)).toMatchObject({ status: 'blocked', reason_code: 'approval_rejected', cost_cents: 0 });

    await page.getByRole('link', { name: 'Rejected' }).click();
    await page.waitForURL('**/approvals?status=rejected');
    const row = page.locator(`tr[id="${approvalId}"]`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/rejected.*you.*Not this month/);
    expectNoPageErrors(page);
  });

  it('says when an approved request was blocked because the balance no longer covers it', async () => {
    const fixture = await gated();
    const { approvalId, requestId } = await queue(fixture);
    await setBalance(app, fixture.owner.session.organization.id, 0);
    const page = await browser.page({ user: fixture.owner });
    await page.goto('/approvals');
    await card(page, approvalId).getByRole('button', { name: 'Approve' }).click();
    const decision = page.getByRole('status').filter({ hasText: 'Researcher · data.csv_parse' });
    await decision.waitFor();
    expect(await decision.textContent()).toMatch(/blocked.*Approved, but blocked \(insufficient_balance\)/);
    expect(await requestOf(fixture, requestId)).toMatchObject({ status: 'blocked', reason_code: 'insufficient_balance', cost_cents: 0 });
    expectNoPageErrors(page);
  });

  it('shows the server’s refusal when an approval decided in another window is approved again, and charges once', async () => {
    const fixture = await gated();
    const { approvalId } = await queue(fixture);
    const first = await browser.page({ user: fixture.owner });
    const second = await browser.page({ user: fixture.owner });
    await Promise.all([first.goto('/approvals'), second.goto('/approvals')]);
    await Promise.all([card(first, approvalId).waitFor(), card(second, approvalId).waitFor()]);

    // The second window's queue is held back, as if its next poll were still to come; released, it catches up.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const isList = (url: URL) => url.pathname === '/api/v1/approvals';
    await second.route(isList, async (route) => {
      await released;
      await route.continue();
    });

    await card(first, approvalId).getByRole('button', { name: 'Approve' }).click();
    await card(first, approvalId).waitFor({ state: 'detached' });
    const charged = await balanceOf(app, fixture);

    await card(second, approvalId).getByRole('button', { name: 'Approve' }).click();
    const refusal = second.getByRole('alert').filter({ hasText: 'could not be approved' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/The approval was already approved/);
    expect(await balanceOf(app, fixture)).toEqual(charged);

    release();
    await card(second, approvalId).waitFor({ state: 'detached' });
    expectNoPageErrors(first);
    expectNoPageErrors(second);
  });

  it('marks a live approval with a "live" badge as prominent as a test one’s, here and in the requests list', async () => {
    const fixture = await gated();
    const live = await queue(fixture);
    const test = await dispatchAs(app, fixture.testKey, CSV);
    expect(test.body.status).toBe('approval_required');
    const page = await browser.page({ user: fixture.owner });
    await page.goto('/approvals');
    const liveBadge = card(page, live.approvalId).locator('.card-header .badge', { hasText: 'live' });
    const testBadge = card(page, test.body.approval_id!).locator('.card-header .badge', { hasText: 'test' });
    await liveBadge.waitFor();
    await testBadge.waitFor();
    const look = (badge: typeof liveBadge) =>
      badge.evaluate((element) => {
        const style = element.ownerDocument.defaultView!.getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return { background: style.backgroundColor, color: style.color, weight: Number(style.fontWeight), area: box.width * box.height };
      });
    const [liveLook, testLook] = [await look(liveBadge), await look(testBadge)];
    // Live is a colour of its own (solid, white text), no lighter and no smaller than test's.
    expect(liveLook).toMatchObject({ background: 'rgb(181, 71, 8)', color: 'rgb(255, 255, 255)' });
    expect(liveLook.background).not.toBe(testLook.background);
    expect(liveLook.weight).toBeGreaterThanOrEqual(testLook.weight);
    expect(liveLook.area).toBeGreaterThanOrEqual(testLook.area * 0.9);
    await screenshot(page, 'approvals-live-and-test');

    await page.goto('/requests');
    await page.locator('tbody .mode-badge-live', { hasText: 'live' }).first().waitFor();
    await page.locator('tbody .mode-badge-test', { hasText: 'test' }).first().waitFor();
    expectNoPageErrors(page);
  });

  it('shows a member the server’s refusal: only admins and owners decide approvals', async () => {
    const fixture = await gated();
    const { requestId } = await queue(fixture);
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await page.goto('/approvals');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/needs the admin role or higher; you are member/);
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Service requests' }).click();
    await page.waitForURL('**/requests');
    expect(await requestOf(fixture, requestId)).toMatchObject({ status: 'approval_required' });
    expectNoPageErrors(page);
  });
});

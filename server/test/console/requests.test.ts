import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REASONS } from '../../src/domain/dispatch/reasons.js';
import { madeBeforeAll } from '../support/app.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, CSV, dispatchAs } from '../support/dispatch.js';
import { addMember, call, createAgent } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

/**
 * One organization with two agents and one request of each kind the filters tell apart, made in
 * this order: Researcher's live CSV (executed), its test CSV (executed, test), its web.fetch_url
 * (no binding: blocked), then Summarizer's live CSV (executed).
 */
const org = madeBeforeAll(async () => {
  const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
  const summarizer = await createAgent(app, { bearer: fixture.token }, { name: 'Summarizer' });
  await call(app, 'POST', `/api/v1/agents/${summarizer.agent.id}/services`, { as: { bearer: fixture.token }, body: { operation: CSV.operation } });
  const live = (await dispatchAs(app, fixture.liveKey, CSV)).body;
  const test = (await dispatchAs(app, fixture.testKey, CSV)).body;
  const blocked = (await dispatchAs(app, fixture.liveKey, { operation: 'web.fetch_url', payload: { url: 'https://example.com/' } })).body;
  const other = (await dispatchAs(app, summarizer.api_key, CSV)).body;
  expect([live.status, test.status, blocked.status, other.status]).toEqual(['executed', 'executed', 'blocked', 'executed']);
  return { fixture, summarizerId: summarizer.agent.id, live, test, blocked, other };
});

const rows = (page: Page) => page.locator('main tbody tr');

/** The request ids the list shows, top to bottom (each row's link names its request). */
async function listed(page: Page): Promise<string[]> {
  const labels = await page.locator('main tbody tr td:nth-child(2) a').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.split(', ')[1]!);
}

describe('the service requests list', () => {
  it('lists newest first, narrows by filters kept in the URL, and keeps them on reload', async () => {
    const page = await browser.page({ user: org.fixture.owner });
    await page.goto('/requests');
    await expect.poll(() => listed(page)).toEqual([org.other.id, org.blocked.id, org.test.id, org.live.id]);
    await screenshot(page, 'requests-list');

    await page.getByLabel('Agent').selectOption({ label: 'Researcher' });
    await page.waitForURL(/agent_id=/);
    await expect.poll(() => listed(page)).toEqual([org.blocked.id, org.test.id, org.live.id]);
    await page.getByLabel('Status').selectOption('blocked');
    await page.waitForURL(/status=blocked/);
    await expect.poll(() => listed(page)).toEqual([org.blocked.id]);
    await expect.poll(() => rows(page).first().textContent()).toMatch(/web\.fetch_url.*Researcher.*live.*blocked.*\$0\.00.*policy_violation/);

    await page.reload();
    await expect.poll(() => listed(page)).toEqual([org.blocked.id]);
    expect(await page.getByLabel('Status').inputValue()).toBe('blocked');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Mode').selectOption('test');
    await page.waitForURL(/\/requests\?mode=test$/);
    await expect.poll(() => listed(page)).toEqual([org.test.id]);
    expectNoPageErrors(page);
  });

  it('says so when nothing matches, and ignores a filter value the API does not know', async () => {
    const page = await browser.page({ user: org.fixture.owner, viewport: PHONE });
    await page.goto(`/requests?agent_id=${org.summarizerId}&status=failed`);
    await page.getByText('No requests match these filters').waitFor();
    await page.goto('/requests?status=bogus');
    await expect.poll(() => listed(page)).toHaveLength(4);
    expect(await page.getByLabel('Status').inputValue()).toBe('');
    await screenshot(page, 'requests-list-phone');
    expectNoPageErrors(page);
  });

  it('is readable by a member', async () => {
    const member = await addMember(app, org.fixture.owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await page.goto('/requests');
    await expect.poll(() => listed(page)).toHaveLength(4);
    expectNoPageErrors(page);
  });
});

describe('a service request’s page', () => {
  it('shows an approved request: status, cost, agent, result, its approval and the audit entries of both', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });
    const queued = (await dispatchAs(app, fixture.liveKey, CSV)).body;
    const approved = await call(app, 'POST', `/api/v1/approvals/${queued.approval_id}/approve`, { as: { bearer: fixture.token }, body: { note: 'fine' } });
    expect(approved.status).toBe(200);
    const page = await browser.page({ user: fixture.owner });
    await page.goto(`/requests/${queued.id}`);
    const facts = page.locator('dl.facts');
    await facts.waitFor();
    const text = await facts.textContent();
    expect(text).toMatch(/Statusexecuted/);
    expect(text).toMatch(/Operationdata\.csv_parse/);
    expect(text).toMatch(/Cost\$0\.01/);
    expect(text).toContain(`Approval${queued.approval_id} approved`);
    expect(text).toMatch(/Completed\w{3} \d/);
    expect(JSON.parse((await page.getByLabel('Payload').textContent())!)).toEqual(CSV.payload);
    expect(await page.getByLabel('Result').textContent()).toContain('"rows"');
    const audit = page.getByRole('table', { name: 'Audit entries of this request' });
    await expect.poll(async () => (await audit.locator('tbody tr').allTextContents()).map((row) => row.match(/(service_request|approval)\.\w+/)?.[0])).toEqual([
      'service_request.approval_required',
      'approval.approved',
      'service_request.executed',
    ]);
    await screenshot(page, 'request-detail');

    await page.getByRole('link', { name: 'Researcher' }).first().click();
    await page.waitForURL(`**/agents/${fixture.agentId}`);
    expectNoPageErrors(page);
  });

  it('shows a blocked request’s reason code, its meaning and the server’s detail', async () => {
    const page = await browser.page({ user: org.fixture.owner, viewport: PHONE });
    await page.goto(`/requests/${org.blocked.id}`);
    const facts = page.locator('dl.facts');
    // The meaning is the server's own (GET /api/v1/agent-docs), which arrives beside the request.
    await facts.getByText(`policy_violation: ${REASONS.policy_violation}`).waitFor();
    const text = await facts.textContent();
    expect(text).toMatch(/Statusblocked/);
    expect(text).toContain((org.blocked.result as { detail: string }).detail);
    expect(text).toMatch(/Approvalnot needed/);
    expect(JSON.parse((await page.getByLabel('Payload').textContent())!)).toEqual({ url: 'https://example.com/' });
    await screenshot(page, 'request-detail-phone');
    expectNoPageErrors(page);
  });

  it('shows the limit a budget-blocked request met, when it counts afresh, and what the agent should do', async () => {
    const limited = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 1 } });
    await dispatchAs(app, limited.testKey, CSV);
    const refused = (await dispatchAs(app, limited.testKey, CSV)).body;
    expect(refused.refusal?.limit).toMatchObject({ level: 'binding_day', value: 1, used: 1 });
    const page = await browser.page({ user: limited.owner });
    await page.goto(`/requests/${refused.id}`);
    const facts = page.locator('dl.facts');
    await facts.getByText(/Limit binding_day: 1 requests a UTC day, 1 requests used; this request would add 1 request\. It counts afresh/).waitFor();
    // The detail is the server's one sentence: the limit, what is used, the reset, the advice.
    await facts.getByText(/The binding's daily limit of 1 request is reached \(1 used; this request adds 1\)/).waitFor();
    expect(await facts.textContent()).toContain(`What the agent should do: ${refused.refusal!.advice}`);
    expectNoPageErrors(page);
  });

  it('shows the server’s answer for a request that does not exist', async () => {
    const page = await browser.page({ user: org.fixture.owner });
    await page.goto('/requests/sr_doesnotexist');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/not found/i);
    expectNoPageErrors(page);
  });
});

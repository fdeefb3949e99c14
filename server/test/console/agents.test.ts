import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AgentResponse } from '../../src/routers/agents/agent.types.js';
import type { BindingResponse } from '../../src/routers/agents/binding.types.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { CSV } from '../support/dispatch.js';
import { addMember, call, createAgent, signup, type TestUser } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

const agentOf = async (owner: TestUser, id: string) => (await call<AgentResponse>(app, 'GET', `/api/v1/agents/${id}`, { as: { cookie: owner.cookie } })).body;

const bindingsOf = async (owner: TestUser, id: string) =>
  (await call<{ data: BindingResponse[] }>(app, 'GET', `/api/v1/agents/${id}/services`, { as: { cookie: owner.cookie } })).body.data;

const agentNames = async (owner: TestUser) =>
  (await call<{ data: AgentResponse[] }>(app, 'GET', '/api/v1/agents', { as: { cookie: owner.cookie } })).body.data.map((agent) => agent.name);

const meStatus = async (key: string) => (await call(app, 'GET', '/api/v1/agents/me', { as: { bearer: key } })).status;

/** The text of the secret ShownOnce shows under `label`. */
async function secret(page: Page, label: string): Promise<string> {
  const code = page.locator(`code[data-secret="${label}"]`);
  await code.waitFor();
  return (await code.textContent()) ?? '';
}

/** The Bindings section of an agent's page (the activity ledger below it names operations too). */
const bindingsOn = (page: Page) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Bindings', exact: true }) });

/** The agent's page at a tab (the Overview by default), once its facts have loaded. */
async function openAgent(page: Page, id: string, name: string, tab?: string): Promise<void> {
  await page.goto(tab ? `/agents/${id}?tab=${tab}` : `/agents/${id}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('the agents list', () => {
  it('creates an agent, shows its live and test keys once with copy buttons, forgets them, and lists the agent', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/agents');
    await page.getByRole('heading', { name: 'Agents in this workspace' }).waitFor();
    await page.locator('tbody tr').first().waitFor();

    await page.getByLabel('Name').fill('Invoice reader');
    await page.getByLabel('Description (optional)').fill('Reads supplier invoices');
    await page.getByRole('button', { name: 'Create agent' }).click();
    const liveKey = await secret(page, 'Live key');
    const testKey = await secret(page, 'Test key');
    expect(liveKey).toMatch(/^agent_key_live_/);
    expect(testKey).toMatch(/^agent_key_test_/);
    await expect(page.getByRole('button', { name: 'Copy Live key' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Copy Test key' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('sandbox adapters at no cost').first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'agents-created-keys');
    // The keys shown are the agent's: each identifies it.
    expect(await meStatus(liveKey)).toBe(200);
    expect(await meStatus(testKey)).toBe(200);

    await page.getByRole('button', { name: 'I have copied them' }).click();
    await page.locator('[data-secret]').first().waitFor({ state: 'detached' });
    const html = await page.content();
    expect(html).not.toContain(liveKey);
    expect(html).not.toContain(testKey);

    const link = page.getByRole('link', { name: 'Invoice reader' });
    await link.waitFor();
    const row = page.locator('tr', { has: link });
    expect(await row.textContent()).toContain('active');
    expect(await row.textContent()).toContain('Reads supplier invoices');
    await screenshot(page, 'agents-list');
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Invoice reader' }).waitFor();
    expectNoPageErrors(page);
  });

  it('shows the server’s refusal when a member tries to create an agent, and creates nothing', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const before = await agentNames(owner);
    const page = await browser.page({ user: member });
    await page.goto('/agents');
    await page.locator('tbody tr').first().waitFor();
    await page.getByLabel('Name').fill('Not allowed');
    await page.getByRole('button', { name: 'Create agent' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/needs the admin role.*you are member/);
    expect(await page.locator('[data-secret]').count()).toBe(0);
    expect(await agentNames(owner)).toEqual(before);
    expectNoPageErrors(page);
  });
});

describe('an agent’s page', () => {
  it('pauses and resumes the agent, and rotates its test key: the new key is shown once and the old one is refused', async () => {
    const owner = await signup(app);
    const created = await createAgent(app, { cookie: owner.cookie }, { name: 'Pager', description: 'Pages the on-call person' });
    const id = created.agent.id;
    const page = await browser.page({ user: owner });
    await openAgent(page, id, 'Pager');
    await expect(page.getByText(id).isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Pause agent' }).click();
    await page.getByRole('button', { name: 'Resume agent' }).waitFor();
    expect((await agentOf(owner, id)).status).toBe('paused');
    await page.getByRole('button', { name: 'Resume agent' }).click();
    await page.getByRole('button', { name: 'Pause agent' }).waitFor();
    expect((await agentOf(owner, id)).status).toBe('active');

    await page.getByRole('button', { name: 'Rotate test key' }).click();
    await page.getByRole('button', { name: 'Rotate: the old test key stops working' }).click();
    const newKey = await secret(page, 'New test key');
    expect(newKey).toMatch(/^agent_key_test_/);
    expect(newKey).not.toBe(created.test_api_key);
    expect(await meStatus(created.test_api_key)).toBe(401);
    expect(await meStatus(newKey)).toBe(200);
    // Only the key of the mode rotated changes.
    expect(await meStatus(created.api_key)).toBe(200);
    await screenshot(page, 'agent-detail');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.locator('[data-secret]').first().waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(newKey);
    expectNoPageErrors(page);
  });

  it('adds a binding from the catalog with limits typed in dollars, stores cents, edits and removes it', async () => {
    const owner = await signup(app);
    const created = await createAgent(app, { cookie: owner.cookie }, { name: 'Parser' });
    const id = created.agent.id;
    const page = await browser.page({ user: owner });
    await openAgent(page, id, 'Parser', 'bindings');
    await page.getByText('No bindings yet').waitFor();

    // The operations offered are the served catalog's.
    const offered = await page.getByLabel('Operation').locator('option').evaluateAll((options) => options.map((o) => o.getAttribute('value') ?? ''));
    const catalog = (await call<{ operations: { operation: string }[] }>(app, 'GET', '/api/v1/agent-docs')).body.operations.map((o) => o.operation);
    expect(offered.filter(Boolean)).toEqual(catalog);

    await page.getByLabel('Operation').selectOption(CSV.operation);
    await page.getByLabel('Daily limit (requests per day)').fill('250');
    await page.getByLabel('Monthly budget ($)').fill('12.50');
    await page.getByLabel('Approval threshold ($)').fill('0.75');
    await page.getByRole('button', { name: 'Save binding' }).click();
    await page.getByText(`Saved the binding of ${CSV.operation}.`).waitFor();
    expect(await bindingsOf(owner, id)).toMatchObject([
      { operation: CSV.operation, enabled: true, daily_limit: 250, monthly_budget_cents: 1250, approval_threshold_cents: 75 },
    ]);
    const row = bindingsOn(page).locator('tbody tr', { hasText: CSV.operation });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/250 \/ day.*\$12\.50.*\$0\.75/);
    await screenshot(page, 'agent-bindings');

    const phone = await browser.page({ user: owner, viewport: PHONE });
    await openAgent(phone, id, 'Parser', 'bindings');
    await bindingsOn(phone).locator('tbody tr', { hasText: CSV.operation }).waitFor();
    await screenshot(phone, 'agent-detail-phone');
    expectNoPageErrors(phone);

    await page.getByRole('button', { name: `Edit ${CSV.operation}` }).click();
    await expect(page.getByLabel('Approval threshold ($)').inputValue()).resolves.toBe('0.75');
    await page.getByLabel('Approval threshold ($)').fill('');
    await page.getByLabel('Monthly budget ($)').fill('$20');
    await page.getByLabel('Enabled (unchecked: every request for it is blocked)').uncheck();
    await page.getByRole('button', { name: 'Save binding' }).click();
    await page.getByText(`Saved the binding of ${CSV.operation}.`).waitFor();
    await expect
      .poll(() => bindingsOf(owner, id))
      .toMatchObject([{ operation: CSV.operation, enabled: false, daily_limit: 250, monthly_budget_cents: 2000, approval_threshold_cents: null }]);
    await row.getByText('Never').waitFor();

    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: `Remove ${CSV.operation}?` }).click();
    await page.getByText('No bindings yet').waitFor();
    expect(await bindingsOf(owner, id)).toEqual([]);
    expectNoPageErrors(page);
  });

  it('refuses a binding with an amount that is not dollars, or a limit the server refuses, and changes nothing', async () => {
    const owner = await signup(app);
    const created = await createAgent(app, { cookie: owner.cookie }, { name: 'Careful' });
    const id = created.agent.id;
    await call(app, 'POST', `/api/v1/agents/${id}/services`, {
      as: { cookie: owner.cookie },
      body: { operation: CSV.operation, daily_limit: 10, approval_threshold_cents: 100 },
    });
    const before = await bindingsOf(owner, id);
    const page = await browser.page({ user: owner });
    await openAgent(page, id, 'Careful', 'bindings');
    await bindingsOn(page).locator('tbody tr', { hasText: CSV.operation }).waitFor();

    // Choosing a bound operation fills in its limits.
    await page.getByLabel('Operation').selectOption(CSV.operation);
    await expect(page.getByLabel('Approval threshold ($)').inputValue()).resolves.toBe('1.00');
    const alert = page.getByRole('alert');
    for (const typed of ['abc', '-1']) {
      await page.getByLabel('Approval threshold ($)').fill(typed);
      await page.getByRole('button', { name: 'Save binding' }).click();
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/^Approval threshold: Enter an amount in dollars/);
    }
    await page.getByLabel('Approval threshold ($)').fill('2');
    await page.getByLabel('Daily limit (requests per day)').fill('20000000');
    await page.getByRole('button', { name: 'Save binding' }).click();
    await page.getByRole('alert').filter({ hasText: 'daily_limit' }).waitFor();
    await screenshot(page, 'agent-binding-refused');
    expect(await bindingsOf(owner, id)).toEqual(before);
    expectNoPageErrors(page);
  });

  it('shows the server’s refusal when a member tries to pause an agent, and leaves it active', async () => {
    const owner = await signup(app);
    const created = await createAgent(app, { cookie: owner.cookie }, { name: 'Guarded' });
    const member = await addMember(app, owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await openAgent(page, created.agent.id, 'Guarded');
    await page.getByText('You are a member').waitFor();
    await page.getByRole('button', { name: 'Pause agent' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/needs the admin role.*you are member/);
    expect((await agentOf(owner, created.agent.id)).status).toBe('active');
    await expect(page.getByRole('button', { name: 'Pause agent' }).isVisible()).resolves.toBe(true);
    expectNoPageErrors(page);
  });
});

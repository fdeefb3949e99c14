import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AgentResponse } from '../../src/routers/agents/agent.types.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { CSV } from '../support/dispatch.js';
import { addMember, call, createAgent, signup, type TestUser } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

const TABS = ['Overview', 'Bindings', 'Activity', 'Memory', 'Conversations', 'Tasks and spawned agents', 'Publishing'];

interface CatalogOperation {
  operation: string;
  name: string;
  pricing: { cost_cents?: number; unit: string; formula?: string };
}

const catalog = async () => (await call<{ operations: CatalogOperation[] }>(app, 'GET', '/api/v1/agent-docs')).body.operations;

const agentOf = async (owner: TestUser, id: string) => (await call<AgentResponse>(app, 'GET', `/api/v1/agents/${id}`, { as: { cookie: owner.cookie } })).body;

async function newTeam(owner: TestUser, name: string): Promise<string> {
  const created = await call<{ id: string }>(app, 'POST', '/api/v1/teams', { as: { cookie: owner.cookie }, body: { name } });
  expect(created.status, created.raw).toBe(201);
  return created.body.id;
}

/** The agent's page at `query` (such as "?tab=memory"), once its facts have loaded. */
async function openAgent(page: Page, id: string, name: string, query = ''): Promise<void> {
  await page.goto(`/agents/${id}${query}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The selected tab's panel: only it is in the page. */
const panel = (page: Page): Locator => page.getByRole('tabpanel');

const tabParam = (page: Page) => new URL(page.url()).searchParams.get('tab');

const selectedTab = async (page: Page) => (await page.getByRole('tab', { selected: true }).textContent()) ?? '';

describe('the agent page’s tabs', () => {
  it('opens each tab from its label, with its content or one line saying what the feature is, the tab in the address; the arrow keys move through them', async () => {
    const owner = await signup(app);
    const created = await createAgent(app, { cookie: owner.cookie }, { name: 'Tabby' });
    const id = created.agent.id;
    const page = await browser.page({ user: owner });
    await openAgent(page, id, 'Tabby');
    expect(await page.getByRole('tablist', { name: 'Parts of Tabby' }).getByRole('tab').allTextContents()).toEqual(TABS);
    expect(await selectedTab(page)).toBe('Overview');
    expect(tabParam(page)).toBeNull();
    await panel(page).getByRole('heading', { name: 'About this agent' }).waitFor();
    await panel(page).getByRole('heading', { name: 'Keys' }).waitFor();
    await panel(page).getByRole('heading', { name: 'Team and owner' }).waitFor();

    const shown: [string, string, (tab: Locator) => Locator][] = [
      ['Bindings', 'bindings', (tab) => tab.getByText('No bindings yet')],
      ['Activity', 'activity', (tab) => tab.getByText('agent created: Tabby')],
      ['Memory', 'memory', (tab) => tab.getByText('What this agent remembers between conversations')],
      ['Conversations', 'conversations', (tab) => tab.getByText('Threads of messages between this agent and people')],
      ['Tasks and spawned agents', 'tasks', (tab) => tab.getByText('The agents this agent spawns')],
      ['Publishing', 'publishing', (tab) => tab.getByRole('button', { name: 'Request listing' })],
    ];
    for (const [label, param, content] of shown) {
      await page.getByRole('tab', { name: label }).click();
      await content(panel(page)).waitFor();
      expect(tabParam(page)).toBe(param);
      expect(await page.getByRole('tabpanel').count()).toBe(1);
      // A feature not used yet is one line, not a card per empty list.
      if (['memory', 'conversations', 'tasks'].includes(param)) expect(await panel(page).locator('section').count()).toBe(0);
    }
    await page.getByRole('tab', { name: 'Memory' }).click();
    await screenshot(page, 'agent-tab-memory-unused');

    // The keyboard: the selected tab takes focus, the arrow keys move and select.
    await page.getByRole('tab', { name: 'Memory' }).focus();
    await page.keyboard.press('ArrowRight');
    await panel(page).getByText('Threads of messages between this agent and people').waitFor();
    expect(tabParam(page)).toBe('conversations');
    await page.keyboard.press('Home');
    await panel(page).getByRole('heading', { name: 'About this agent' }).waitFor();
    expect(tabParam(page)).toBeNull();
    expect(await page.getByRole('tab', { name: 'Overview' }).evaluate((tab) => tab.ownerDocument.activeElement === tab)).toBe(true);

    // A tab this page does not have is the Overview.
    await openAgent(page, id, 'Tabby', '?tab=nonsense');
    expect(await selectedTab(page)).toBe('Overview');
    await panel(page).getByRole('heading', { name: 'About this agent' }).waitFor();
    expectNoPageErrors(page);
  });

  it('opens the tab a link names, with its content, and keeps it on reload', async () => {
    const owner = await signup(app);
    const created = await createAgent(app, { cookie: owner.cookie }, { name: 'Rememberer' });
    const id = created.agent.id;
    const remembered = await call(app, 'POST', `/api/v1/agents/${id}/memories`, { as: { bearer: created.api_key }, body: { content: 'The supplier of bolts is Acme' } });
    expect(remembered.status, remembered.raw).toBe(201);
    const page = await browser.page({ user: owner });
    await openAgent(page, id, 'Rememberer', '?tab=memory');
    expect(await selectedTab(page)).toBe('Memory');
    await panel(page).getByRole('heading', { name: 'Memories' }).waitFor();
    await panel(page).getByRole('cell', { name: 'The supplier of bolts is Acme' }).waitFor();
    await panel(page).getByRole('heading', { name: 'Memory graph' }).waitFor();
    await panel(page).getByRole('heading', { name: 'Skill proposals' }).waitFor();

    await page.reload();
    await panel(page).getByRole('cell', { name: 'The supplier of bolts is Acme' }).waitFor();
    expect(await selectedTab(page)).toBe('Memory');
    expect(tabParam(page)).toBe('memory');
    expectNoPageErrors(page);
  });

  it('puts the agent in a team and gives it an owner from the Overview, and shows the server’s refusal of an owner outside the team', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    const worker = await addMember(app, orgId, 'member');
    const ops = await newTeam(owner, 'Ops');
    const research = await newTeam(owner, 'Research');
    const joined = await call(app, 'POST', `/api/v1/teams/${ops}/members`, { as: { cookie: owner.cookie }, body: { user_id: worker.session.user.id, role: 'worker' } });
    expect(joined.status, joined.raw).toBe(201);
    const created = await createAgent(app, { cookie: owner.cookie }, { name: 'Placed' });
    const id = created.agent.id;
    const page = await browser.page({ user: owner });
    await openAgent(page, id, 'Placed');
    const team = page.getByLabel('Team', { exact: true });
    const person = page.getByLabel('Owner', { exact: true });
    const options = (select: Locator) => select.locator('option').allTextContents();
    await team.waitFor();
    expect(await options(team)).toEqual(['None', 'Ops', 'Research']);
    // In no team, the owner is anyone of the organization.
    expect((await options(person)).sort()).toEqual(['None', owner.email, worker.email].sort());

    // In a team, one of its people.
    await team.selectOption(ops);
    await expect.poll(() => options(person)).toEqual(['None', worker.email]);
    await person.selectOption(worker.session.user.id);
    await page.getByRole('button', { name: 'Save team and owner' }).click();
    await page.getByRole('status').filter({ hasText: `Saved: in the team Ops, owned by ${worker.email}.` }).waitFor();
    expect(await agentOf(owner, id)).toMatchObject({ team_id: ops, owner_user_id: worker.session.user.id });
    const facts = page.locator('dl.facts');
    await expect.poll(() => facts.textContent()).toContain(`TeamOpsOwner${worker.email}`);

    // Another team, the owner kept: not one of its people, which the server refuses (409), changing nothing.
    await team.selectOption(research);
    await expect.poll(() => options(person)).toEqual(['None', `${worker.email}, not a member of this team`]);
    expect(await person.inputValue()).toBe(worker.session.user.id);
    await page.getByRole('button', { name: 'Save team and owner' }).click();
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/is not a member of team .*add them to the team first/);
    await screenshot(page, 'agent-team-owner-refused');
    expect(await agentOf(owner, id)).toMatchObject({ team_id: ops, owner_user_id: worker.session.user.id });

    // None and none: out of the team, no owner.
    await team.selectOption('');
    await person.selectOption('');
    await page.getByRole('button', { name: 'Save team and owner' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved: in no team, with no owner.' }).waitFor();
    expect(await agentOf(owner, id)).toMatchObject({ team_id: null, owner_user_id: null });
    expectNoPageErrors(page);

    // A member sees where the agent sits, and no picker (the server lets admins and owners place agents).
    await call(app, 'PATCH', `/api/v1/agents/${id}`, { as: { cookie: owner.cookie }, body: { team_id: ops, owner_user_id: worker.session.user.id } });
    const asMember = await browser.page({ user: worker });
    await openAgent(asMember, id, 'Placed');
    await expect.poll(() => asMember.locator('dl.facts').textContent()).toContain(`TeamOpsOwner${worker.email}`);
    expect(await asMember.getByRole('heading', { name: 'Team and owner' }).count()).toBe(0);
    expect(await asMember.getByLabel('Team', { exact: true }).count()).toBe(0);
    // Nor a listing request: the Publishing tab says what it is, in one line.
    await asMember.getByRole('tab', { name: 'Publishing' }).click();
    await panel(asMember).getByText('admins and owners request it here').waitFor();
    expect(await panel(asMember).getByRole('button', { name: 'Request listing' }).count()).toBe(0);
    expectNoPageErrors(asMember);
  });

  it('lists the operations with short labels and their price, and shows how the chosen one is priced in a tooltip, from the keyboard too', async () => {
    const owner = await signup(app);
    const created = await createAgent(app, { cookie: owner.cookie }, { name: 'Priced' });
    const operations = await catalog();
    const page = await browser.page({ user: owner });
    await openAgent(page, created.agent.id, 'Priced', '?tab=bindings');
    const select = page.getByLabel('Operation');
    await select.waitFor();
    const price = (o: CatalogOperation) => (o.pricing.cost_cents === undefined ? `per ${o.pricing.unit}` : `$${(o.pricing.cost_cents / 100).toFixed(2)}`);
    expect((await select.locator('option').allTextContents()).slice(1)).toEqual(operations.map((o) => `${o.name} — ${price(o)}`));
    const csv = operations.find((o) => o.operation === CSV.operation)!;
    const sms = operations.find((o) => o.operation === 'sms.send')!;
    expect(csv.pricing).toMatchObject({ cost_cents: 1, unit: 'request' });
    expect(sms.pricing.formula).toBeTruthy();

    // A price that varies: the short label says per what, the tooltip the formula; Tab from the list reaches it.
    await select.selectOption(sms.operation);
    await select.focus();
    await page.keyboard.press('Tab');
    const tip = page.getByRole('button', { name: 'Price: per segment' });
    expect(await tip.evaluate((button) => button.ownerDocument.activeElement === button)).toBe(true);
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(sms.pricing.formula);
    expect(await tip.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await screenshot(page, 'agent-binding-price-tooltip');
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });

    // A fixed price, on hover.
    await select.selectOption(CSV.operation);
    await page.getByRole('button', { name: 'Price: $0.01' }).hover();
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe('A fixed price: $0.01 per request.');
    expectNoPageErrors(page);
  });

  it('fits a phone: the tabs wrap within the page, and no tab is wider than the screen', async () => {
    const owner = await signup(app);
    const created = await createAgent(app, { cookie: owner.cookie }, { name: 'Pocket' });
    await call(app, 'POST', `/api/v1/agents/${created.agent.id}/services`, { as: { cookie: owner.cookie }, body: { operation: CSV.operation, daily_limit: 10 } });
    const page = await browser.page({ user: owner, viewport: PHONE });
    await openAgent(page, created.agent.id, 'Pocket');
    const list = page.getByRole('tablist');
    for (const label of TABS) {
      await page.getByRole('tab', { name: label }).click();
      await page.getByRole('tab', { name: label, selected: true }).waitFor();
      await panel(page).locator('section, p.tab-about').first().waitFor();
      expect(await page.locator('html').evaluate((html) => html.scrollWidth), label).toBeLessThanOrEqual(PHONE.width);
      expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth), label).toBe(true);
      if (label === 'Overview') await screenshot(page, 'agent-tabs-phone');
    }
    await panel(page).getByRole('button', { name: 'Request listing' }).waitFor();
    await page.getByRole('tab', { name: 'Bindings' }).click();
    await panel(page).locator('tbody tr', { hasText: CSV.operation }).waitFor();
    // The price's tooltip, reached from the keyboard (which scrolls the page here), stays open and within the screen.
    await page.getByLabel('Operation').selectOption(CSV.operation);
    // The list at the bottom of the screen, the price just below it: Tab scrolls the price into view.
    await page.getByLabel('Operation').evaluate((select) => {
      select.scrollIntoView({ block: 'end' });
      select.focus({ preventScroll: true });
    });
    const scrollY = () => page.evaluate<number>('window.scrollY');
    const scrolled = await scrollY();
    await page.keyboard.press('Tab');
    await expect.poll(scrollY).toBeGreaterThan(scrolled);
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe('A fixed price: $0.01 per request.');
    const box = (await page.locator('.price-tooltip').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'agent-tabs-phone-bindings');
    expectNoPageErrors(page);
  });
});

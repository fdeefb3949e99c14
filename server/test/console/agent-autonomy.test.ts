import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConversationResponse } from '../../src/routers/agents/conversations/conversation.types.js';
import type { DelegatedTaskResponse } from '../../src/routers/agents/delegated-tasks/task.types.js';
import type { MemoryResponse } from '../../src/routers/agents/memories/memory.types.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import type { DispatchFixture } from '../support/dispatch.js';
import { addMember, call, createAgent, signup, type Credential } from '../support/identity.js';
import { parentAgent, spawn } from '../support/spawn.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

/** Three memories on clearly different topics: a search for one topic's words finds its memory first. */
const INVOICES = 'Invoices from Acme are paid by bank transfer; payments go out every Friday.';
const CAT = 'The office cat is named Miso and sleeps on the warm printer.';
const KUBERNETES = 'Kubernetes deployment: roll out with kubectl apply, then watch the pods restart.';

async function post<T>(path: string, as: Credential, body: Record<string, unknown>): Promise<T> {
  const result = await call<T>(app, 'POST', path, { as, body });
  expect(result.status, result.raw).toBe(201);
  return result.body;
}

interface Family {
  parent: DispatchFixture;
  childId: string;
  task: DelegatedTaskResponse;
  memories: { invoices: MemoryResponse; cat: MemoryResponse; kubernetes: MemoryResponse };
  conversation: ConversationResponse;
}

/**
 * A parent agent ("Researcher", a monthly cap of $10) that spawned "Invoice checker" with $3 of it
 * and delegated it a task, remembered three things (the Kubernetes one linking to the invoices
 * one), and holds a conversation of two messages: one by its owner, one by itself.
 */
async function family(): Promise<Family> {
  const parent = await parentAgent(app, 1000);
  const key = { bearer: parent.liveKey };
  const spawned = await spawn(app, parent.liveKey, { name: 'Invoice checker', services: ['data.csv_parse'], monthly_budget_cents: 300 });
  expect(spawned.status, spawned.raw).toBe(201);
  const childId = spawned.body.agent.id;
  const task = await post<DelegatedTaskResponse>(`/api/v1/agents/${parent.agentId}/delegated-tasks`, key, {
    child_agent_id: childId,
    title: 'Check the March invoices',
    budget_cents: 250,
    operations: ['data.csv_parse'],
  });
  const memoriesPath = `/api/v1/agents/${parent.agentId}/memories`;
  const invoices = await post<MemoryResponse>(memoriesPath, key, { content: INVOICES, kind: 'fact', tags: ['billing', 'acme'] });
  const cat = await post<MemoryResponse>(memoriesPath, key, { content: CAT });
  const kubernetes = await post<MemoryResponse>(memoriesPath, key, { content: KUBERNETES, kind: 'procedure', links: [invoices.id] });
  const conversation = await post<ConversationResponse>(`/api/v1/agents/${parent.agentId}/conversations`, key, { title: 'Quarter close' });
  const messages = `/api/v1/agents/${parent.agentId}/conversations/${conversation.id}/messages`;
  await post(messages, { cookie: parent.owner.cookie }, { role: 'user', content: 'Which invoices are still open?' });
  await post(messages, key, { role: 'assistant', content: 'Two: Acme #1043 and Globex #77.\nBoth are due on Friday.' });
  return { parent, childId, task, memories: { invoices, cat, kubernetes }, conversation };
}

/** The agent's page at a tab, once its facts have loaded. */
async function openAgent(page: Page, id: string, name: string, tab: string): Promise<void> {
  await page.goto(`/agents/${id}?tab=${tab}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Opens a tab of the agent page by its label, as a person would. */
const openTab = (page: Page, label: string) => page.getByRole('tab', { name: label }).click();

/** A section of the page by its title. */
const section = (page: Page, title: string): Locator => page.locator('section.card', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

const taskOf = async (f: Family, as: Credential) =>
  (await call<DelegatedTaskResponse>(app, 'GET', `/api/v1/agents/${f.parent.agentId}/delegated-tasks/${f.task.id}`, { as })).body;

describe('an agent’s autonomy on its page', () => {
  it('shows the agents it spawned, each linking to its page, which links back to its parent', async () => {
    const f = await family();
    const page = await browser.page({ user: f.parent.owner });
    await openAgent(page, f.parent.agentId, 'Researcher', 'tasks');
    const tree = section(page, 'Spawned agents');
    const child = tree.getByRole('link', { name: 'Invoice checker' });
    await child.waitFor();
    const row = tree.getByRole('row', { name: /Invoice checker/ });
    expect(await row.textContent()).toMatch(/Invoice checker.*active.*\$3\.00/);
    // An agent of the organization was spawned by no one.
    expect(await tree.getByText('Spawned by').count()).toBe(0);
    await screenshot(page, 'agent-autonomy');

    await child.click();
    await page.getByRole('heading', { level: 1, name: 'Invoice checker' }).waitFor();
    expect(page.url()).toContain(`/agents/${f.childId}`);
    await openTab(page, 'Tasks and spawned agents');
    const childTree = section(page, 'Spawned agents');
    await childTree.getByText('This agent has not spawned any agents.').waitFor();
    const back = childTree.locator('.spawned-by').getByRole('link', { name: 'Researcher' });
    await back.waitFor();
    expect(await childTree.locator('.spawned-by').textContent()).toContain('Spawned by Researcher');
    // The task delegated to it shows on its page too, its parent named.
    const received = section(page, 'Delegated tasks').locator(`tr[id="${f.task.id}"]`);
    await received.waitFor();
    expect(await received.textContent()).toContain('This agent, for Researcher');
    await screenshot(page, 'agent-autonomy-child');

    await back.click();
    await page.getByRole('heading', { level: 1, name: 'Researcher' }).waitFor();
    await openTab(page, 'Tasks and spawned agents');
    await section(page, 'Spawned agents').getByRole('link', { name: 'Invoice checker' }).waitFor();
    expectNoPageErrors(page);
  });

  it('shows a delegated task with its status, budget and spend, and cancels it for an owner; a member sees no Cancel', async () => {
    const f = await family();
    const member = await addMember(app, f.parent.owner.session.organization.id, 'member');
    const asMember = await browser.page({ user: member });
    await openAgent(asMember, f.parent.agentId, 'Researcher', 'tasks');
    const seen = section(asMember, 'Delegated tasks').locator(`tr[id="${f.task.id}"]`);
    // The row names the child once the agents' names have loaded (its id until then).
    await seen.getByRole('link', { name: 'Invoice checker' }).waitFor();
    expect(await seen.textContent()).toMatch(/Check the March invoices.*Invoice checker.*accepted.*\$2\.50.*\$0\.00/);
    expect(await section(asMember, 'Delegated tasks').getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    expectNoPageErrors(asMember);

    const page = await browser.page({ user: f.parent.owner });
    await openAgent(page, f.parent.agentId, 'Researcher', 'tasks');
    const tasks = section(page, 'Delegated tasks');
    const row = tasks.locator(`tr[id="${f.task.id}"]`);
    await row.waitFor();
    expect(await row.getByRole('link', { name: 'Invoice checker' }).getAttribute('href')).toBe(`/agents/${f.childId}`);
    await screenshot(page, 'agent-delegated-tasks');

    await row.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'Cancel “Check the March invoices”?' }).click();
    await tasks.getByRole('status').filter({ hasText: 'Cancelled “Check the March invoices”' }).waitFor();
    await row.getByText('cancelled', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    expect(await taskOf(f, { cookie: f.parent.owner.cookie })).toMatchObject({ status: 'cancelled' });
    // The ledger, refreshed, records the move.
    await openTab(page, 'Activity');
    await section(page, 'Activity').getByText('Task moved from accepted to cancelled').waitFor();
    expectNoPageErrors(page);
  });

  it('searches memories by meaning, best first with their relevance, clears back to all, and draws their links as a graph and a table', async () => {
    const f = await family();
    const page = await browser.page({ user: f.parent.owner });
    await openAgent(page, f.parent.agentId, 'Researcher', 'memory');
    const memories = section(page, 'Memories');
    const rows = memories.locator('tbody tr');
    await memories.getByText('Miso').waitFor();
    expect(await rows.count()).toBe(3);
    // Newest first.
    expect(await rows.first().textContent()).toContain('Kubernetes deployment');
    expect(await memories.getByRole('row', { name: /Invoices from Acme/ }).textContent()).toMatch(/fact.*billing, acme/);

    await memories.getByLabel('Search memories').fill('which invoices are paid, and the payments');
    await memories.getByRole('button', { name: 'Search', exact: true }).click();
    await memories.getByRole('columnheader', { name: 'Relevance' }).waitFor();
    await memories.getByRole('status').filter({ hasText: 'nearest in meaning to “which invoices are paid, and the payments”' }).waitFor();
    const first = rows.first();
    expect(await first.textContent()).toContain(INVOICES);
    const score = (await first.locator('td').first().textContent()) ?? '';
    expect(score).toMatch(/^-?[01]\.\d\d$/);
    expect(Number(score)).toBeGreaterThan(Number(await rows.nth(1).locator('td').first().textContent()));
    await screenshot(page, 'agent-memory-search');

    // An empty search is the plain list again (the server refuses an empty query; the console never sends one).
    await memories.getByLabel('Search memories').fill('  ');
    await memories.getByRole('button', { name: 'Search', exact: true }).click();
    await memories.getByRole('columnheader', { name: 'Relevance' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(3);

    await memories.getByLabel('Search memories').fill('Miso the cat');
    await memories.getByRole('button', { name: 'Search', exact: true }).click();
    await memories.getByRole('columnheader', { name: 'Relevance' }).waitFor();
    await rows.first().getByText(CAT).waitFor();
    await memories.getByRole('button', { name: 'Clear search' }).click();
    await memories.getByRole('columnheader', { name: 'Relevance' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(3);
    expect(await memories.getByLabel('Search memories').inputValue()).toBe('');

    const graph = section(page, 'Memory graph');
    const picture = graph.getByRole('img', { name: /3 memories and 1 link/ });
    await picture.waitFor();
    expect(await picture.locator('line.memory-graph-edge').count()).toBe(1);
    expect(await picture.locator('circle').count()).toBe(3);
    expect(await picture.textContent()).toContain('Kubernetes');
    const links = graph.getByRole('region', { name: 'Memory links' }).locator('tbody tr');
    expect(await links.count()).toBe(1);
    expect(await links.first().textContent()).toMatch(/Kubernetes deployment.*\(procedure\).*Invoices from Acme.*\(fact\)/);
    await screenshot(page, 'agent-memory-graph');

    // Deleting a memory: gone from the list and the graph, and from the server.
    await memories.getByRole('row', { name: /office cat/ }).getByRole('button', { name: 'Delete' }).click();
    await memories.getByRole('button', { name: 'Delete this memory?' }).click();
    await memories.getByRole('status').filter({ hasText: 'Deleted the memory' }).waitFor();
    await memories.getByRole('row', { name: /office cat/ }).waitFor({ state: 'detached' });
    await graph.getByRole('img', { name: /2 memories and 1 link/ }).waitFor();
    const left = await call<{ data: MemoryResponse[] }>(app, 'GET', `/api/v1/agents/${f.parent.agentId}/memories`, { as: { cookie: f.parent.owner.cookie } });
    expect(left.body.data.map((memory) => memory.id).sort()).toEqual([f.memories.invoices.id, f.memories.kubernetes.id].sort());
    expectNoPageErrors(page);
  });

  it('shows the activity ledger newest first with each item’s type, and loads more past the first page', async () => {
    const owner = await signup(app);
    const created = await createAgent(app, { cookie: owner.cookie }, { name: 'Note taker' });
    const id = created.agent.id;
    // agent.created and 22 memory writes: more than one page of 20.
    for (let i = 1; i <= 22; i++) await post(`/api/v1/agents/${id}/memories`, { bearer: created.api_key }, { content: `Note number ${i}` });
    const page = await browser.page({ user: owner });
    await openAgent(page, id, 'Note taker', 'activity');
    const activity = section(page, 'Activity');
    const rows = activity.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    expect(await rows.first().textContent()).toMatch(/^memory.*Memory written: a note of 14 characters/);
    await screenshot(page, 'agent-activity');

    await activity.getByRole('button', { name: 'Load more' }).click();
    await rows.nth(22).waitFor();
    expect(await rows.count()).toBe(23);
    expect(await rows.last().textContent()).toMatch(/^audit.*agent created: Note taker/);
    expect(await activity.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expectNoPageErrors(page);
  });

  it('lists the agent’s conversations and opens one on a page of its own with its messages', async () => {
    const f = await family();
    const page = await browser.page({ user: f.parent.owner });
    await openAgent(page, f.parent.agentId, 'Researcher', 'conversations');
    const link = section(page, 'Conversations').getByRole('link', { name: 'Quarter close' });
    await link.waitFor();
    await link.click();
    await page.waitForURL(`**/agents/${f.parent.agentId}/conversations/${f.conversation.id}`);
    await page.getByRole('heading', { level: 1, name: 'Quarter close' }).waitFor();
    const messages = page.getByRole('list', { name: 'Messages, oldest first' }).getByRole('listitem');
    await messages.first().waitFor();
    expect(await messages.count()).toBe(2);
    expect(await messages.nth(0).textContent()).toMatch(/user\s*you.*Which invoices are still open\?/);
    await expect.poll(() => messages.nth(1).textContent()).toMatch(/assistant\s*Researcher.*Two: Acme #1043 and Globex #77\.\nBoth are due on Friday\./s);
    await screenshot(page, 'agent-conversation');

    // The page is linkable: loaded afresh, it shows the same.
    await page.reload();
    await messages.nth(1).waitFor();
    // Back where it was opened: the agent's Conversations tab.
    await page.getByRole('link', { name: 'Back to Researcher' }).click();
    await page.getByRole('heading', { level: 1, name: 'Researcher' }).waitFor();
    await page.getByRole('tab', { name: 'Conversations', selected: true }).waitFor();
    await section(page, 'Conversations').getByRole('link', { name: 'Quarter close' }).waitFor();
    expectNoPageErrors(page);
  });

  it('fits a phone: every section of every tab in one column, tables scrolling inside their own box', async () => {
    const f = await family();
    const page = await browser.page({ user: f.parent.owner, viewport: PHONE });
    await openAgent(page, f.parent.agentId, 'Researcher', 'tasks');
    const fits = async (tab: string) => expect(await page.locator('html').evaluate((html) => html.scrollWidth), tab).toBeLessThanOrEqual(PHONE.width);
    await section(page, 'Spawned agents').getByRole('link', { name: 'Invoice checker' }).waitFor();
    await section(page, 'Delegated tasks').locator(`tr[id="${f.task.id}"]`).waitFor();
    await fits('tasks');
    await screenshot(page, 'agent-autonomy-phone');
    await openTab(page, 'Memory');
    await section(page, 'Memory graph').getByRole('img').waitFor();
    await fits('memory');
    await openTab(page, 'Activity');
    await section(page, 'Activity').locator('tbody tr').first().waitFor();
    await fits('activity');
    await openTab(page, 'Conversations');
    await section(page, 'Conversations').getByRole('link', { name: 'Quarter close' }).waitFor();
    await fits('conversations');
    expectNoPageErrors(page);
  });
});

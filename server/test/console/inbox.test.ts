import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AgentRequestResponse } from '../../src/routers/agent-requests/agent-request.types.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, type DispatchFixture } from '../support/dispatch.js';
import { addMember, call } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

const QUESTION = { kind: 'question', title: 'Which region should the report cover?', body: 'The brief says “Europe”;\nthe data has the UK apart.' };
const DECISION = { kind: 'decision', title: 'Which supplier should I order from?', body: 'Acme: 2 days, $40. Globex: 5 days, $25.', options: ['Acme', 'Globex'] };

/** A request the fixture's agent makes with its live key. */
async function ask(fixture: DispatchFixture, body: Record<string, unknown>): Promise<AgentRequestResponse> {
  const result = await call<AgentRequestResponse>(app, 'POST', '/api/v1/agent-requests', { as: { bearer: fixture.liveKey }, body });
  expect(result.status, result.raw).toBe(201);
  return result.body;
}

/** The request as its agent reads it back, with its key. */
const readBack = async (fixture: DispatchFixture, id: string) =>
  (await call<AgentRequestResponse>(app, 'GET', `/api/v1/agent-requests/${id}`, { as: { bearer: fixture.liveKey } })).body;

const card = (page: Page, id: string) => page.locator(`article[id="${id}"]`);

describe('the inbox', () => {
  it('shows a question asked while the page is open, without a reload, and resolves it with a typed answer the agent reads', async () => {
    const fixture = await agentWithBindings(app, {});
    const page = await browser.page({ user: fixture.owner });
    await page.goto('/approvals');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Inbox' }).click();
    await page.waitForURL('**/inbox');
    const empty = page.getByText('No agent is waiting for an answer');
    await empty.waitFor();
    expect(await page.getByRole('main').textContent()).toContain('POST /api/v1/agent-requests');

    const question = await ask(fixture, QUESTION);
    const decision = await ask(fixture, DECISION);
    const asked = card(page, question.id);
    await asked.waitFor();
    await card(page, decision.id).waitFor();
    const text = await asked.textContent();
    expect(text).toContain(QUESTION.title);
    expect(text).toMatch(/AgentResearcher/);
    expect(text).toMatch(/KindQuestion/);
    expect(text).toContain('the data has the UK apart.');
    expect(await card(page, decision.id).getByRole('button', { name: 'Globex' }).count()).toBe(1);
    await screenshot(page, 'inbox');

    await asked.getByLabel('Your answer').fill('The UK counts as Europe.');
    await asked.getByRole('button', { name: 'Resolve' }).click();
    const outcome = page.getByRole('status').filter({ hasText: QUESTION.title });
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain('Resolved: the agent reads “The UK counts as Europe.”');
    await asked.waitFor({ state: 'detached' });
    expect(await readBack(fixture, question.id)).toMatchObject({ status: 'resolved', response: 'The UK counts as Europe.', resolved_by: fixture.owner.session.user.id });

    await page.getByRole('link', { name: 'Resolved' }).click();
    await page.waitForURL('**/inbox?status=resolved');
    const row = page.locator(`tr[id="${question.id}"]`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Question.*Which region.*The UK counts as Europe\..*you/s);
    expectNoPageErrors(page);
  });

  it('answers a decision by picking an option, and dismisses another request, at phone width', async () => {
    const fixture = await agentWithBindings(app, {});
    const decision = await ask(fixture, DECISION);
    const notice = await ask(fixture, { kind: 'notice', title: 'Search quota at 90%', body: 'The monthly search quota is nearly spent.' });
    const page = await browser.page({ user: fixture.owner, viewport: PHONE });
    await page.goto('/inbox');
    await card(page, decision.id).waitFor();
    await card(page, notice.id).waitFor();
    await screenshot(page, 'inbox-phone');

    await card(page, decision.id).getByRole('button', { name: 'Globex' }).click();
    await page.getByRole('status').filter({ hasText: DECISION.title }).waitFor();
    await card(page, decision.id).waitFor({ state: 'detached' });
    expect(await readBack(fixture, decision.id)).toMatchObject({ status: 'resolved', response: 'Globex' });

    await card(page, notice.id).getByRole('button', { name: 'Dismiss' }).click();
    const dismissed = page.getByRole('status').filter({ hasText: 'Search quota at 90%' });
    await dismissed.waitFor();
    expect(await dismissed.textContent()).toContain('Dismissed.');
    await card(page, notice.id).waitFor({ state: 'detached' });
    expect(await readBack(fixture, notice.id)).toMatchObject({ status: 'dismissed', response: null });

    await page.getByRole('link', { name: 'Dismissed' }).click();
    await page.locator(`tr[id="${notice.id}"]`).waitFor();
    expectNoPageErrors(page);
  });

  it('shows the server’s refusal when a request answered in another window is answered again, and the first answer stands', async () => {
    const fixture = await agentWithBindings(app, {});
    const decision = await ask(fixture, DECISION);
    const first = await browser.page({ user: fixture.owner });
    const second = await browser.page({ user: fixture.owner });
    await Promise.all([first.goto('/inbox'), second.goto('/inbox')]);
    await Promise.all([card(first, decision.id).waitFor(), card(second, decision.id).waitFor()]);

    // The second window's inbox is held back, as if its next poll were still to come; released, it catches up.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await second.route((url) => url.pathname === '/api/v1/agent-requests', async (route) => {
      await released;
      await route.continue();
    });

    await card(first, decision.id).getByRole('button', { name: 'Acme' }).click();
    await card(first, decision.id).waitFor({ state: 'detached' });

    await card(second, decision.id).getByRole('button', { name: 'Globex' }).click();
    const refusal = second.getByRole('alert').filter({ hasText: 'could not be resolved' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('The agent request was already resolved');
    expect(await readBack(fixture, decision.id)).toMatchObject({ status: 'resolved', response: 'Acme' });

    release();
    await card(second, decision.id).waitFor({ state: 'detached' });
    expectNoPageErrors(first);
    expectNoPageErrors(second);
  });

  it('lets a member read the inbox without answering: admins and owners answer', async () => {
    const fixture = await agentWithBindings(app, {});
    const decision = await ask(fixture, DECISION);
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await page.goto('/inbox');
    await card(page, decision.id).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('answered by admins and owners');
    expect(await card(page, decision.id).textContent()).toContain('Options: Acme, Globex');
    expect(await page.getByRole('button', { name: 'Acme' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Dismiss' }).count()).toBe(0);
    expect(await readBack(fixture, decision.id)).toMatchObject({ status: 'open' });
    expectNoPageErrors(page);
  });
});

import { describe, expect, it } from 'vitest';
import { expectNoPageErrors, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { call, createAgent, signup } from '../support/identity.js';

/** A server with the embeddings provider configured: the console offers it as a collection's embedder. */
const app = useConsoleApp({ OPENAI_API_KEY: 'sk-proj-test-key' });
const browser = useConsoleBrowser(app);

describe('the knowledge page on a server with the embeddings provider', () => {
  it('creates a collection embedded by the provider as an agent of the workspace, and names the model and the agent', async () => {
    const owner = await signup(app);
    const { agent } = await createAgent(app, { cookie: owner.cookie }, { name: 'Librarian' });
    const page = await browser.page({ user: owner });
    page.setDefaultTimeout(8000);
    await page.goto('/knowledge');
    await page.getByText('No collections yet').waitFor();
    await page.getByLabel('Name').fill('Contracts');
    expect(await page.getByLabel('Agent').count()).toBe(0);
    await page.getByLabel('Embedded by').selectOption('provider');
    await page.getByLabel('Agent').selectOption(agent.id);
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.getByRole('status').getByText('Created Contracts.').waitFor();
    await page.locator('tbody tr', { hasText: 'Contracts' }).getByText('text-embedding-3-small, as Librarian').waitFor();
    const listed = await call<{ data: { name: string; embedder: string; agent_id: string | null }[] }>(app, 'GET', '/api/v1/knowledge/collections', { as: { cookie: owner.cookie } });
    expect(listed.body.data).toEqual([expect.objectContaining({ name: 'Contracts', embedder: 'provider', agent_id: agent.id })]);
    expectNoPageErrors(page);
  });
});

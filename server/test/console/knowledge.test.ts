import { describe, expect, it } from 'vitest';
import type { KnowledgeDocumentResponse } from '../../src/routers/knowledge/knowledge.types.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { expectNoGrantControls, grantAndRevokeThroughPage } from '../support/agent-grants.js';
import { addMember, call, createAgent, signup, type TestUser } from '../support/identity.js';
import { useBackgroundWork } from '../support/background.js';
import { storageEnv, storedObject } from '../support/storage.js';
import { newCollection, pdfOf } from '../routers/knowledge/fixtures.js';

/** Documents over 2,000 bytes are read in the background, so that one shows pending, then its outcome. */
const app = useConsoleApp(storageEnv({ PROCTOR_KNOWLEDGE_ASYNC_BYTES: '2000' }));
const browser = useConsoleBrowser(app);
useBackgroundWork(app);

const documentsOf = async (user: TestUser, collectionId: string) =>
  (await call<{ data: KnowledgeDocumentResponse[] }>(app, 'GET', `/api/v1/knowledge/collections/${collectionId}/documents`, { as: { cookie: user.cookie } })).body.data;

const grantedAgentsOf = async (user: TestUser, collectionId: string) =>
  (await call<{ data: { agent_id: string }[] }>(app, 'GET', `/api/v1/knowledge/collections/${collectionId}/grants`, { as: { cookie: user.cookie } })).body.data.map((grant) => grant.agent_id);

const REFUNDS = '# Refunds\n\nCustomers may ask for a refund within thirty days of purchase.\n\nThe warehouse in Rotterdam ships orders every Tuesday morning.';

describe('the knowledge page', () => {
  it("grants a collection to an agent and revokes it; a member sees the grants, and neither grant controls nor Delete on a colleague's collection", async () => {
    const owner = await signup(app);
    const { agent } = await createAgent(app, { cookie: owner.cookie });
    const collection = await newCollection(app, { cookie: owner.cookie }, 'Support handbook');
    const page = await browser.page({ user: owner });
    page.setDefaultTimeout(8000);
    await page.goto(`/knowledge/${collection.id}`);
    await page.getByRole('heading', { name: 'Agents' }).waitFor();
    await grantAndRevokeThroughPage(page, agent, 'search this collection', () => grantedAgentsOf(owner, collection.id));
    expectNoPageErrors(page);

    expect((await call(app, 'POST', `/api/v1/knowledge/collections/${collection.id}/grants`, { as: { cookie: owner.cookie }, body: { agent_id: agent.id } })).status).toBe(201);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const own = await newCollection(app, { cookie: member.cookie }, 'My notes');
    const seen = await browser.page({ user: member });
    seen.setDefaultTimeout(8000);
    await seen.goto('/knowledge');
    // Delete is drawn where the collection's can_delete says: the member's own, not the owner's.
    await seen.getByRole('button', { name: `Delete ${own.name}` }).waitFor();
    await seen.getByRole('link', { name: 'Support handbook' }).waitFor();
    expect(await seen.getByRole('button', { name: 'Delete Support handbook' }).count()).toBe(0);
    await seen.goto(`/knowledge/${collection.id}`);
    await expectNoGrantControls(seen, agent.name, 'Admins and owners grant collections to agents.');
    expectNoPageErrors(seen);
  });

  it('creates a collection, adds Markdown and a PDF, finds the passage a question names, and deletes the collection', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    page.setDefaultTimeout(8000);
    await page.goto('/knowledge');
    await page.getByText('No collections yet').waitFor();

    // This server runs no embeddings provider: only its own model is offered, and the hint says why.
    expect(await page.getByLabel('Embedded by').locator('option').allTextContents()).toEqual(['This server’s model (free)']);
    await page.getByText(/The embeddings provider is not available on this server/).waitFor();
    await page.getByLabel('Name').fill('Support handbook');
    await page.getByLabel('Description').fill('How we answer customers');
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.getByRole('status').getByText('Created Support handbook.').waitFor();
    await page.getByRole('link', { name: 'Support handbook' }).click();
    await page.getByRole('heading', { name: 'Support handbook', level: 1 }).waitFor();
    await page.getByText('No documents yet').waitFor();
    const collectionId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    await page.getByLabel('Kind').selectOption('text/markdown');
    await page.getByLabel('Title').fill('Refunds');
    await page.getByLabel('Content').fill(REFUNDS);
    await page.getByRole('button', { name: 'Add document' }).click();
    await page.getByRole('status').getByText(/^Added Refunds: ready, \d+ passages?\.$/).waitFor();
    await page.locator('tbody tr', { hasText: 'Refunds' }).getByText('ready', { exact: true }).waitFor();

    await page.getByLabel('Kind').selectOption('application/pdf');
    await page.getByLabel('Title').fill('Opening hours');
    await page.getByLabel('PDF file').setInputFiles({ name: 'hours.pdf', mimeType: 'application/pdf', buffer: pdfOf(['The shop opens at nine on weekdays.']) });
    await page.getByRole('button', { name: 'Add document' }).click();
    await page.getByRole('status').getByText(/^Added Opening hours: ready/).waitFor();
    await page.locator('tbody tr', { hasText: 'Opening hours' }).getByText('application/pdf').waitFor();
    expect(await documentsOf(owner, collectionId)).toMatchObject([
      { title: 'Refunds', content_type: 'text/markdown', status: 'ready' },
      { title: 'Opening hours', content_type: 'application/pdf', status: 'ready' },
    ]);

    await page.getByLabel('Question').fill('When does the Rotterdam warehouse ship orders?');
    await page.getByLabel('Passages').fill('2');
    await page.getByRole('button', { name: 'Search' }).click();
    const hits = page.getByRole('region', { name: 'Passages found' }).locator('tbody tr');
    await hits.first().waitFor();
    expect(await hits.count()).toBe(2);
    const best = hits.first();
    expect(await best.locator('td').nth(1).textContent()).toBe('Refunds');
    expect(await best.locator('td').nth(3).textContent()).toContain('Rotterdam');
    // The offsets shown index the document's text, as the API answers them.
    const offsets = (await best.locator('td').nth(2).textContent())!.split('–').map(Number);
    const passage = (await best.locator('td').nth(3).textContent())!;
    expect(REFUNDS.slice(offsets[0], offsets[1])).toBe(passage);
    expect(Number(await best.locator('td').first().textContent())).toBeGreaterThan(Number(await hits.nth(1).locator('td').first().textContent()));
    await screenshot(page, 'knowledge-collection');

    await page.getByRole('link', { name: 'All collections' }).click();
    await page.getByRole('button', { name: 'Delete Support handbook' }).click();
    await page.getByRole('button', { name: 'Delete Support handbook and its documents for good?' }).click();
    await page.getByText('No collections yet').waitFor();
    expect((await call(app, 'GET', `/api/v1/knowledge/collections/${collectionId}`, { as: { cookie: owner.cookie } })).status).toBe(404);
    expectNoPageErrors(page);
  });

  it('reads a stored file, shows a refused document in the server’s words, a big one pending then failed with why, and an empty search', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as, 'Contracts');
    await storedObject(app, owner.cookie, Buffer.from('Visitors park on level two of the garage.'), 'docs/parking.txt');
    const page = await browser.page({ user: owner, viewport: PHONE });
    page.setDefaultTimeout(15_000);
    await page.goto(`/knowledge/${collection.id}`);
    await page.getByText('No documents yet').waitFor();

    await page.getByLabel('Question').fill('anything at all');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No passages found').waitFor();

    // A file of the Storage page, read as its own content type says, titled by its file name.
    await page.getByLabel('Kind').selectOption('object');
    await page.getByLabel('Stored file').selectOption({ label: 'docs/parking.txt (text/plain)' });
    await page.getByRole('button', { name: 'Add document' }).click();
    await page.getByRole('status').getByText('Added parking.txt: ready, 1 passage.').waitFor();
    await page.locator('tbody tr', { hasText: 'parking.txt' }).getByText('ready', { exact: true }).waitFor();

    // Not a PDF: the server's 400 in words, nothing stored.
    await page.getByLabel('Kind').selectOption('application/pdf');
    await page.getByLabel('PDF file').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some words, not a PDF') });
    await page.getByRole('button', { name: 'Add document' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/PDF/);
    expect(await documentsOf(owner, collection.id)).toHaveLength(1);
    await screenshot(page, 'knowledge-refused-phone');

    // Over 2,000 bytes, a broken PDF answers pending and is read in the background: the list, re-read meanwhile, ends failed with why.
    const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3_000, 'x')]);
    await page.getByLabel('Title').fill('Broken scan');
    await page.getByLabel('PDF file').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: broken });
    await page.getByRole('button', { name: 'Add document' }).click();
    await page.getByRole('status').getByText(/^Added Broken scan: pending, read in the background/).waitFor();
    const row = page.locator('tbody tr', { hasText: 'Broken scan' });
    await row.getByText('failed', { exact: true }).waitFor();
    const [failed] = (await documentsOf(owner, collection.id)).filter((document) => document.title === 'Broken scan');
    expect(failed).toMatchObject({ status: 'failed', error: expect.any(String) });
    expect(await row.locator('.field-error').textContent()).toBe(failed!.error);

    await page.goto('/knowledge/kcol_01jh0xb7d9f1h3k5m7p9r1t3v5');
    await page.getByRole('alert').getByText(/not found/i).waitFor();
    expectNoPageErrors(page, [/400/, /404/]);
  });
});

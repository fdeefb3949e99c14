import { describe, expect, it } from 'vitest';
import type { KnowledgeDocumentResponse } from '../../src/routers/knowledge/knowledge.types.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { call, signup, type TestUser } from '../support/identity.js';
import { addDocument, newCollection, pdfOf } from '../routers/knowledge/fixtures.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

const documentsOf = async (user: TestUser, collectionId: string) =>
  (await call<{ data: KnowledgeDocumentResponse[] }>(app, 'GET', `/api/v1/knowledge/collections/${collectionId}/documents`, { as: { cookie: user.cookie } })).body.data;

const REFUNDS = '# Refunds\n\nCustomers may ask for a refund within thirty days of purchase.\n\nThe warehouse in Rotterdam ships orders every Tuesday morning.';

describe('the knowledge page', () => {
  it('creates a collection, adds Markdown and a PDF, finds the passage a question names, and deletes the collection', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    page.setDefaultTimeout(8000);
    await page.goto('/knowledge');
    await page.getByText('No collections yet').waitFor();

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

  it('shows a refused document in the server’s words, a failed one with its error, and an empty search', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as, 'Contracts');
    const page = await browser.page({ user: owner, viewport: PHONE });
    await page.goto(`/knowledge/${collection.id}`);
    await page.getByText('No documents yet').waitFor();

    await page.getByLabel('Question').fill('anything at all');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No passages found').waitFor();

    // Not a PDF: the server's 400 in words, nothing stored.
    await page.getByLabel('Kind').selectOption('application/pdf');
    await page.getByLabel('PDF file').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some words, not a PDF') });
    await page.getByRole('button', { name: 'Add document' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/PDF/);
    expect(await documentsOf(owner, collection.id)).toEqual([]);
    await screenshot(page, 'knowledge-refused-phone');

    // A document whose ingest failed shows its status and why.
    const document = await addDocument(app, as, collection.id, { title: 'Lease', content_type: 'text/plain', content: 'The lease runs for five years.' });
    await app.db.prisma.knowledgeDocument.update({ where: { id: document.id }, data: { status: 'failed', error: 'The embedder could not be reached' } });
    await page.reload();
    const row = page.locator('tbody tr', { hasText: 'Lease' });
    await row.getByText('failed', { exact: true }).waitFor();
    await row.getByText('The embedder could not be reached').waitFor();

    await page.goto('/knowledge/kcol_01jh0xb7d9f1h3k5m7p9r1t3v5');
    await page.getByRole('alert').getByText(/not found|no such|does not exist/i).waitFor();
    expectNoPageErrors(page, [/400/, /404/]);
  });
});

import { describe, expect, it } from 'vitest';
import type { StorageObjectResponse } from '../../src/routers/storage/storage-object.types.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { call, signup, type TestUser } from '../support/identity.js';
import { storageEnv, storedObject } from '../support/storage.js';

const app = useConsoleApp(storageEnv());
const browser = useConsoleBrowser(app);

const objectsOf = async (user: TestUser, query = '') =>
  (await call<{ data: StorageObjectResponse[] }>(app, 'GET', `/api/v1/storage/objects${query}`, { as: { cookie: user.cookie } })).body.data;

describe('the storage page', () => {
  it('uploads a file through its signed URL, downloads it, deletes it and restores it', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/storage');
    await page.getByText('No files yet').waitFor();

    await page.getByLabel('Folder').fill('reports/');
    await page.getByLabel('File').setInputFiles({ name: 'q1.csv', mimeType: 'text/csv', buffer: Buffer.from('quarter,usd\nq1,40\n') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('status').getByText('Uploaded reports/q1.csv.').waitFor();
    const row = page.locator('tbody tr', { hasText: 'reports/q1.csv' });
    await row.getByText('available', { exact: true }).waitFor();
    expect(await objectsOf(owner)).toMatchObject([{ key: 'reports/q1.csv', content_type: 'text/csv', size: 18, status: 'available' }]);
    await screenshot(page, 'storage');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download reports/q1.csv' }).click()]);
    expect(download.suggestedFilename()).toBe('q1.csv');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('quarter,usd\nq1,40\n');

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete reports/q1.csv? It can be restored for 7 days.' }).click();
    await page.getByText('No files yet').waitFor();
    await page.getByLabel('Show').selectOption('deleted');
    await page.getByRole('button', { name: 'Restore reports/q1.csv' }).click();
    await page.getByText('No deleted files').waitFor();
    expect(await objectsOf(owner)).toMatchObject([{ key: 'reports/q1.csv', status: 'available' }]);
    expectNoPageErrors(page);
  });

  it('filters by key prefix, and shows the refusal of an upload past the quota', async () => {
    const owner = await signup(app);
    await storedObject(app, owner.cookie, Buffer.from('a'), 'logs/one.txt');
    await storedObject(app, owner.cookie, Buffer.from('b'), 'images/two.txt');
    const page = await browser.page({ user: owner, viewport: PHONE });
    await page.goto('/storage');
    await page.locator('tbody tr', { hasText: 'images/two.txt' }).waitFor();
    await page.getByLabel('Key prefix').fill('logs/');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.locator('tbody tr', { hasText: 'images/two.txt' }).waitFor({ state: 'detached' });
    // The filtered list is a new query: loading shows no rows until its answer is in.
    await page.locator('tbody tr', { hasText: 'logs/one.txt' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(page.url()).toContain('prefix=logs%2F');

    // Past the byte quota (1 GiB by default): the server's 413 with its numbers, nothing written.
    await page.getByLabel('File').setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(16) });
    await app.db.prisma.storageObject.updateMany({ where: { orgId: owner.session.organization.id }, data: { size: BigInt(1024 ** 3) } });
    await page.getByRole('button', { name: 'Upload' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/quota of 1073741824/);
    expect(await objectsOf(owner)).toHaveLength(2);
    await screenshot(page, 'storage-refused-phone');
    expectNoPageErrors(page, [/413/]);
  });
});

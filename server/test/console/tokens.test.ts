import { describe, expect, it } from 'vitest';
import type { PersonalTokenResponse } from '../../src/routers/personal-tokens/personal-token.types.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { addMember, call, signup, type TestUser } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

const tokensOf = async (user: TestUser) =>
  (await call<{ data: PersonalTokenResponse[] }>(app, 'GET', '/api/v1/personal-tokens', { as: { cookie: user.cookie } })).body.data;

/** What the server answers a call made with the token: 200 while it works, 401 once refused. */
const statusWith = async (token: string) => (await call(app, 'GET', '/api/v1/agents', { as: { bearer: token } })).status;

describe('the personal tokens page', () => {
  it('mints a token shown once, disables and enables it, and deletes it for good', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/tokens');
    await page.getByText('No tokens yet').waitFor();

    await page.getByLabel('Name').fill('CI deploys');
    await page.getByRole('button', { name: 'Mint token' }).click();
    const code = page.locator('code[data-secret="Personal token"]');
    await code.waitFor();
    const token = (await code.textContent()) ?? '';
    expect(token).toMatch(/^service_pat_live_/);
    await expect(page.getByRole('button', { name: 'Copy Personal token' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'tokens-minted');
    expect(await statusWith(token)).toBe(200);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await code.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(token);

    const row = page.locator('tbody tr', { hasText: 'CI deploys' });
    await row.waitFor();
    await page.getByRole('button', { name: 'Disable CI deploys' }).click();
    await row.getByText('disabled', { exact: true }).waitFor();
    expect(await statusWith(token)).toBe(401);
    expect(await tokensOf(owner)).toMatchObject([{ name: 'CI deploys', enabled: false }]);
    await screenshot(page, 'tokens');
    await page.getByRole('button', { name: 'Enable CI deploys' }).click();
    await row.getByText('enabled', { exact: true }).waitFor();
    expect(await statusWith(token)).toBe(200);

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete CI deploys for good?' }).click();
    await page.getByText('No tokens yet').waitFor();
    expect(await tokensOf(owner)).toEqual([]);
    expect(await statusWith(token)).toBe(401);
    expectNoPageErrors(page);
  });

  it('shows the server’s refusal of a blank name, and mints nothing', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner, viewport: PHONE });
    await page.goto('/tokens');
    await page.getByText('No tokens yet').waitFor();
    await page.getByLabel('Name').fill('   ');
    await page.getByRole('button', { name: 'Mint token' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/name/);
    expect(await page.locator('[data-secret]').count()).toBe(0);
    expect(await tokensOf(owner)).toEqual([]);
    await screenshot(page, 'tokens-refused-phone');
    expectNoPageErrors(page);
  });

  it('shows the server’s refusal when a member tries to mint a token', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await page.goto('/tokens');
    await page.getByText('No tokens yet').waitFor();
    await page.getByLabel('Name').fill('My script');
    await page.getByRole('button', { name: 'Mint token' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/needs the admin role.*you are member/);
    expect(await page.locator('[data-secret]').count()).toBe(0);
    expect(await tokensOf(member)).toEqual([]);
    expectNoPageErrors(page);
  });
});

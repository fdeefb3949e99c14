import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListConnectedAppsResponse } from '../../src/routers/connected-apps/list.types.js';
import { expectNoPageErrors, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { addMember, call, signup, type TestUser } from '../support/identity.js';
import { installSandboxApp } from '../routers/connected-apps/fixtures.js';

// No DATABASE_URL: the sandbox provider plays every provider (config.ts), its consent page served by this server.
const app = useConsoleApp();
const browser = useConsoleBrowser(app);

const appsOf = async (user: TestUser) =>
  (await call<ListConnectedAppsResponse>(app, 'GET', '/api/v1/connected-apps', { as: { cookie: user.cookie } })).body.data;

/** A provider's card on the page, by its heading. */
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** On the sandbox's consent page for `provider`, presses Approve; back on the console page, its query string cleared. */
async function approveAt(page: Page, provider: string, scope: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/sandbox/oauth/${provider}/authorize`);
  await page.getByText(scope, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL((url) => url.pathname === '/connected-apps' && url.search === '');
}

describe('the Connected apps page', () => {
  it('installs Slack through the sandbox consent page, removes it, reports a cancelled install and installs Zendesk on its subdomain', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/');
    await page.getByRole('link', { name: 'Connected apps' }).click();
    await page.getByRole('heading', { name: 'Team chat' }).waitFor();
    for (const name of ['Email', 'CRM', 'Ticketing']) await page.getByRole('heading', { name, exact: true }).waitFor();
    for (const name of ['Slack', 'Nylas', 'HubSpot', 'Salesforce', 'Zendesk', 'Jira']) await card(page, name).getByText('Not installed').waitFor();

    await card(page, 'Slack').getByRole('button', { name: 'Install Slack' }).click();
    await approveAt(page, 'slack', 'chat:write');
    await page.getByRole('status').filter({ hasText: 'Slack is connected' }).waitFor();
    const slack = card(page, 'Slack');
    await slack.getByText('active', { exact: true }).waitFor();
    await slack.getByText('sandbox', { exact: true }).waitFor();
    await slack.getByText(`by ${owner.email}`).waitFor();
    await slack.getByRole('button', { name: 'Reconnect Slack' }).waitFor();
    const [installed] = await appsOf(owner);
    expect(installed).toMatchObject({ provider: 'slack', status: 'active', sandbox: true, installed_by_email: owner.email });
    await slack.getByText(installed!.account_label, { exact: true }).waitFor();
    await screenshot(page, 'connected-apps-installed');

    await slack.getByRole('button', { name: 'Refresh Slack' }).click();
    await slack.getByRole('status').filter({ hasText: /Token refreshed|issued no refresh token/ }).waitFor();

    await slack.getByRole('button', { name: 'Remove Slack' }).click();
    await page.getByRole('button', { name: 'Remove Slack for good?' }).click();
    await slack.getByRole('status').filter({ hasText: 'Slack revoked its token' }).waitFor();
    await slack.getByText('Not installed').waitFor();
    await slack.getByRole('button', { name: 'Install Slack' }).waitFor();
    expect(await appsOf(owner)).toEqual([]);

    // Cancel on the consent page: the callback installs nothing and the page says why.
    await card(page, 'Jira').getByRole('button', { name: 'Install Jira' }).click();
    await page.waitForURL((url) => url.pathname === '/sandbox/oauth/jira/authorize');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/connected-apps' && url.search === '');
    await page.getByRole('status').filter({ hasText: /Jira was not connected: .*cancelled.*\(access_denied\)/ }).waitFor();
    expect(await appsOf(owner)).toEqual([]);

    const zendesk = card(page, 'Zendesk');
    await zendesk.getByLabel('Zendesk subdomain').fill('acme');
    await zendesk.getByRole('button', { name: 'Install Zendesk' }).click();
    await approveAt(page, 'zendesk', 'write');
    await page.getByRole('status').filter({ hasText: 'Zendesk is connected' }).waitFor();
    await zendesk.getByText('acme.zendesk.com', { exact: true }).waitFor();
    await zendesk.getByText('active', { exact: true }).waitFor();
    // Reconnecting names the same account.
    expect(await zendesk.getByLabel('Zendesk subdomain').inputValue()).toBe('acme');
    expect(await appsOf(owner)).toMatchObject([{ provider: 'zendesk', account_id: 'acme.zendesk.com', status: 'active' }]);
    await screenshot(page, 'connected-apps-zendesk');
    expectNoPageErrors(page);
  });

  it('shows the server’s refusal of a Zendesk subdomain that is not one, and leaves the page for nothing', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/connected-apps');
    const zendesk = card(page, 'Zendesk');
    await zendesk.getByLabel('Zendesk subdomain').fill('acme.zendesk.com');
    await zendesk.getByRole('button', { name: 'Install Zendesk' }).click();
    await expect.poll(() => zendesk.getByRole('alert').textContent()).toMatch(/subdomain alone/);
    expect(new URL(page.url()).pathname).toBe('/connected-apps');
    expectNoPageErrors(page);
  });

  it('shows a member the workspace’s apps without a button to change them', async () => {
    const owner = await signup(app);
    await installSandboxApp(app, owner, 'slack');
    const member = await addMember(app, owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await page.goto('/connected-apps');
    const slack = card(page, 'Slack');
    await slack.getByText('active', { exact: true }).waitFor();
    await slack.getByText(`by ${owner.email}`).waitFor();
    await page.getByText('Admins and owners install and remove apps.').waitFor();
    expect(await page.locator('main').getByRole('button').count()).toBe(0);
    await screenshot(page, 'connected-apps-member');
    expectNoPageErrors(page);
  });
});

import { describe, expect, it } from 'vitest';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { addMember, call, signup, uniqueEmail } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

describe('signing up, in and out in the console', () => {
  it('signs up a new organization, logs out, is sent to the login page for a deep link, and comes back to it after logging in', async () => {
    const page = await browser.page();
    const email = uniqueEmail();
    await page.goto('/');
    await page.waitForURL('**/login');
    await screenshot(page, 'login');
    await page.getByRole('link', { name: 'Create an organization' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a long password');
    await page.getByLabel('Organization name (optional)').fill('Acme Robotics');
    await screenshot(page, 'signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(`${email} · owner`).waitFor()).resolves.toBeUndefined();
    await expect(page.getByText('Acme Robotics').isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.goto('/agents');
    await page.waitForURL(/\/login\?next=%2Fagents$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a long password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/agents');
    expectNoPageErrors(page);
  });

  it('shows the server’s reason when a login is refused, and changes nothing', async () => {
    const page = await browser.page({ viewport: PHONE });
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/email or password/i);
    expect(page.url()).toMatch(/\/login$/);
    await screenshot(page, 'login-refused-phone');
    expectNoPageErrors(page);
  });

  it('takes a person with an account from an invite to the login page and back, to join and open the console', async () => {
    const inviter = await signup(app, { org_name: 'Babbage & Co' });
    const invitee = await signup(app);
    const invite = await call<{ accept_url: string }>(app, 'POST', `/api/v1/orgs/${inviter.session.organization.id}/invites`, {
      as: { cookie: inviter.cookie },
      body: { email: invitee.email, role: 'member' },
    });
    expect(invite.status).toBe(201);
    const page = await browser.page();
    await page.goto(invite.body.accept_url);
    await page.getByRole('link', { name: 'Log in first' }).click();
    await page.waitForURL(/\/login\?next=%2Finvites%2F/);
    await page.getByLabel('Email').fill(invitee.email);
    await page.getByLabel('Password').fill(invitee.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(invite.body.accept_url);
    await page.getByRole('button', { name: 'Accept the invite' }).click();
    await page.getByRole('link', { name: 'Open the console' }).click();
    await expect(page.getByText(`${invitee.email} · member`).waitFor()).resolves.toBeUndefined();
    await expect(page.getByText('Babbage & Co').isVisible()).resolves.toBe(true);
    expectNoPageErrors(page);
  });

  it('opens on the home page, where an owner sees the approvals waiting and a member, who cannot decide approvals, does not', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const ownerPage = await browser.page({ user: owner });
    await ownerPage.goto('/');
    await ownerPage.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await ownerPage.locator('[data-waiting="approvals"]').waitFor();
    const memberPage = await browser.page({ user: member });
    await memberPage.goto('/');
    await memberPage.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await memberPage.locator('[data-waiting="budgetRequests"]').waitFor();
    expect(await memberPage.locator('[data-waiting="approvals"]').count()).toBe(0);
    expectNoPageErrors(ownerPage);
    expectNoPageErrors(memberPage);
  });
});

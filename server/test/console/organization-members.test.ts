import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids.js';
import { expectNoPageErrors, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { addMember, call, signup, uniqueEmail, type TestUser } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

interface Member {
  user_id: string;
  email: string;
  role: string;
}

const membersOf = async (owner: TestUser) =>
  (await call<{ data: Member[] }>(app, 'GET', `/api/v1/orgs/${owner.session.organization.id}/members`, { as: { cookie: owner.cookie } })).body.data;

const pendingInvites = async (owner: TestUser) =>
  (await call<{ data: { id: string; email: string }[] }>(app, 'GET', `/api/v1/orgs/${owner.session.organization.id}/invites`, { as: { cookie: owner.cookie } })).body
    .data;

/** The table row that names `text` (a member's or an invite's email). */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('the members page', () => {
  it('lists the members, and an owner changes a member’s role', async () => {
    const owner = await signup(app, { name: 'Olive Owner', org_name: 'Acme Robotics' });
    const member = await addMember(app, owner.session.organization.id, 'member');
    const page = await browser.page({ user: owner });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Organization' }).click();
    await page.waitForURL('**/organization');
    await row(page, member.email).waitFor();
    expect(await row(page, owner.email).textContent()).toContain('Olive Owner (you)');
    expect(await row(page, member.email).locator('.badge').textContent()).toBe('member');
    await screenshot(page, 'org-members');

    await page.getByLabel(`Role of ${member.email}`).selectOption('admin');
    await row(page, member.email).getByRole('button', { name: 'Change role' }).click();
    await expect.poll(async () => (await membersOf(owner)).find((m) => m.user_id === member.session.user.id)?.role).toBe('admin');
    await row(page, member.email).locator('.badge', { hasText: 'admin' }).waitFor();
    expectNoPageErrors(page);
  });

  it('shows the server’s refusal to demote the only owner, and the role stays', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/organization');
    await page.getByLabel(`Role of ${owner.email}`).selectOption('member');
    await row(page, owner.email).getByRole('button', { name: 'Change role' }).click();
    const alert = row(page, owner.email).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/owner/i);
    expect(await page.getByLabel(`Role of ${owner.email}`).inputValue()).toBe('owner');
    expect((await membersOf(owner))[0]!.role).toBe('owner');
    expectNoPageErrors(page);
  });

  it('removes a member after asking to confirm', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const page = await browser.page({ user: owner });
    await page.goto('/organization');
    await row(page, member.email).getByRole('button', { name: 'Remove' }).click();
    await row(page, member.email).getByRole('button', { name: /^Remove .*\?$/ }).click();
    await row(page, member.email).waitFor({ state: 'detached' });
    expect((await membersOf(owner)).map((m) => m.email)).toEqual([owner.email]);
    expectNoPageErrors(page);
  });

  it('shows a member no controls to manage people, and the server’s refusal on the invites page', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await page.goto('/organization');
    await row(page, owner.email).waitFor();
    expect(await page.getByRole('button', { name: 'Change role' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Invites' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/needs the admin role or higher; you are member/);
    expect(await page.getByRole('button', { name: 'Create invite' }).count()).toBe(0);
    expectNoPageErrors(page);
  });
});

describe('the invites page', () => {
  it('invites someone, who accepts on the invite page, then logs in to the console and sees the organization', async () => {
    const owner = await signup(app, { org_name: 'Acme Robotics' });
    const orgId = owner.session.organization.id;
    const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
    const team = await app.db.prisma.team.create({ data: { id: newId('team'), orgId, workspaceId: workspace.id, name: 'Research' } });
    const invitee = uniqueEmail();
    const password = 'a long password';

    const page = await browser.page({ user: owner });
    await page.goto('/organization/invites');
    await page.getByText('No pending invites').waitFor();
    await page.getByLabel('Email').fill(invitee);
    await page.getByLabel('Role').selectOption('admin');
    await page.getByLabel('Team (optional)').selectOption({ label: 'Research' });
    await page.getByRole('button', { name: 'Create invite' }).click();
    const link = page.locator('[data-secret="Invite link"]');
    await link.waitFor();
    const acceptUrl = (await link.textContent())!;
    expect(acceptUrl).toMatch(new RegExp(`^${app.baseUrl}/invites/invite_[A-Za-z0-9_-]+$`));
    await page.getByText(/it is shown once/).waitFor();
    await row(page, invitee).waitFor();
    expect(await row(page, invitee).textContent()).toContain('Research');
    await screenshot(page, 'org-invites');
    expectNoPageErrors(page);

    const stranger = await browser.page();
    await stranger.goto(acceptUrl);
    await stranger.getByRole('heading', { name: 'Join Acme Robotics' }).waitFor();
    await stranger.getByLabel('Your name').fill('Ivy Invitee');
    await stranger.getByLabel('Choose a password').fill(password);
    await screenshot(stranger, 'org-invite-accept');
    await stranger.getByRole('button', { name: 'Create my account and join' }).click();
    await stranger.getByText(`Welcome to Acme Robotics: you are signed in as ${invitee}.`).waitFor();
    expectNoPageErrors(stranger);

    const invited = await browser.page();
    await invited.goto('/login');
    await invited.getByLabel('Email').fill(invitee);
    await invited.getByLabel('Password').fill(password);
    await invited.getByRole('button', { name: 'Log in' }).click();
    await invited.getByText(`${invitee} · admin`).waitFor();
    await invited.goto('/organization');
    await row(invited, owner.email).waitFor();
    expect(await invited.locator('.topbar').textContent()).toContain('Acme Robotics');
    expect(await row(invited, invitee).textContent()).toContain('Ivy Invitee (you)');
    expectNoPageErrors(invited);

    expect(await pendingInvites(owner)).toEqual([]);
    const teamMembers = await call<{ data: { email: string; role: string }[] }>(app, 'GET', `/api/v1/teams/${team.id}/members`, { as: { cookie: owner.cookie } });
    expect(teamMembers.body.data).toMatchObject([{ email: invitee, role: 'worker' }]);
  });

  it('revokes a pending invite, whose link then opens nothing', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    const email = uniqueEmail();
    const created = await call<{ token: string }>(app, 'POST', `/api/v1/orgs/${orgId}/invites`, { as: { cookie: owner.cookie }, body: { email, role: 'member' } });
    expect(created.status).toBe(201);
    const page = await browser.page({ user: owner });
    await page.goto('/organization/invites');
    await row(page, email).getByRole('button', { name: 'Revoke' }).click();
    await row(page, email).getByRole('button', { name: `Revoke the invite of ${email}?` }).click();
    await page.getByText('No pending invites').waitFor();
    expect(await pendingInvites(owner)).toEqual([]);
    expect((await app.request(`/invites/${created.body.token}`)).status).toBe(404);
    expectNoPageErrors(page);
  });

  it('shows the server’s refusal to invite someone already a member, and makes no invite', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const page = await browser.page({ user: owner });
    await page.goto('/organization/invites');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Create invite' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/already a member/i);
    expect(await page.locator('[data-secret="Invite link"]').count()).toBe(0);
    expect(await pendingInvites(owner)).toEqual([]);
    expectNoPageErrors(page);
  });
});

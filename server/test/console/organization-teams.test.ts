import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { addMember, call, signup, type TestUser } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

interface TeamBudget {
  pool_cents: number;
  allocated_cents: number;
  daily_limit_cents: number | null;
  monthly_limit_cents: number | null;
  hard_cap_cents: number | null;
}

const budgetOf = async (owner: TestUser, teamId: string) => (await call<TeamBudget>(app, 'GET', `/api/v1/teams/${teamId}/budget`, { as: { cookie: owner.cookie } })).body;

const allocationOf = async (owner: TestUser, teamId: string, userId: string) =>
  (await call<{ data: { user_id: string; allocation_cents: number }[] }>(app, 'GET', `/api/v1/teams/${teamId}/members`, { as: { cookie: owner.cookie } })).body.data.find(
    (member) => member.user_id === userId,
  )?.allocation_cents;

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The `Save limits` / `Add to pool` forms and their fields, by the form's accessible name. */
const form = (page: Page, name: string) => page.getByRole('form', { name });

describe('teams', () => {
  it('creates a team, adds a worker, sets its limits, fills its pool and allocates to the worker; the worker’s budget request is approved', async () => {
    const owner = await signup(app);
    const worker = await addMember(app, owner.session.organization.id, 'member');
    const page = await browser.page({ user: owner });
    await page.goto('/organization/teams');
    await page.getByText('No teams in this workspace yet').waitFor();
    await page.getByLabel('Team name').fill('Research');
    await page.getByRole('button', { name: 'Create team' }).click();
    await row(page, 'Research').waitFor();
    await screenshot(page, 'org-teams');
    await row(page, 'Research').getByRole('link', { name: 'Research' }).click();
    await page.getByRole('heading', { name: 'Team Research' }).waitFor();
    const teamId = page.url().split('/').pop()!;
    expect(teamId).toMatch(/^team_/);

    // A worker joins.
    await page.getByLabel('Person').selectOption({ label: worker.email });
    await page.getByLabel('Team role').selectOption('worker');
    await page.getByRole('button', { name: 'Add to team' }).click();
    await row(page, worker.email).waitFor();

    // Limits and pool, typed in dollars, stored in cents.
    const limits = form(page, 'Team limits');
    await limits.getByLabel('Daily limit ($)').fill('10');
    await limits.getByLabel('Monthly limit ($)').fill('50.5');
    await limits.getByLabel('Hard cap ($)').fill('100');
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await limits.getByText('Limits saved.').waitFor();
    expect(await budgetOf(owner, teamId)).toMatchObject({ daily_limit_cents: 1000, monthly_limit_cents: 5050, hard_cap_cents: 10000 });

    const pool = form(page, 'Move money into the pool');
    await pool.getByLabel('Amount ($)').fill('3.50');
    await pool.getByRole('button', { name: 'Add to pool' }).click();
    await pool.getByText('Added to the pool.').waitFor();
    expect((await budgetOf(owner, teamId)).pool_cents).toBe(350);
    expect(await page.locator('[data-figure="Pool"]').textContent()).toBe('$3.50');

    // A manager joins too: the server answers that no one allocates to them, and the owner, in no team, does not ask.
    const manager = await addMember(app, owner.session.organization.id, 'member');
    const joined = await call(app, 'POST', `/api/v1/teams/${teamId}/members`, { as: { cookie: owner.cookie }, body: { user_id: manager.session.user.id, role: 'manager' } });
    expect(joined.status, joined.raw).toBe(201);
    await page.reload();
    await row(page, manager.email).getByText('Managers get no allocation').waitFor();
    expect(await page.getByLabel(`Amount to allocate to ${manager.email} ($)`).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Ask for more budget' }).count()).toBe(0);

    await page.getByLabel(`Amount to allocate to ${worker.email} ($)`).fill('1.25');
    await row(page, worker.email).getByRole('button', { name: 'Allocate' }).click();
    await row(page, worker.email).getByText('$1.25').first().waitFor();
    expect(await allocationOf(owner, teamId, worker.session.user.id)).toBe(125);

    // The worker asks for more through the API; the owner approves in the console.
    const asked = await call(app, 'POST', '/api/v1/budget-requests', {
      as: { cookie: worker.cookie },
      body: { team_id: teamId, amount_cents: 200, reason: 'A longer crawl this week' },
    });
    expect(asked.status).toBe(201);
    await page.reload();
    const request = row(page, 'A longer crawl this week');
    await request.getByText('pending').waitFor();
    await page.getByLabel(`Notes on the request of ${worker.email}`).fill('Go ahead');
    await request.getByRole('button', { name: `Approve the request of ${worker.email}` }).click();
    await request.getByText('approved').waitFor();
    await request.getByText('“Go ahead”').waitFor();
    expect(await allocationOf(owner, teamId, worker.session.user.id)).toBe(325);
    await row(page, worker.email).getByText('$3.25').first().waitFor();
    await screenshot(page, 'org-team');
    expectNoPageErrors(page);

    // The worker's own view: the figures, a way to ask, nothing to manage.
    const phone = await browser.page({ user: worker, viewport: PHONE });
    await phone.goto(`/organization/teams/${teamId}`);
    await phone.getByRole('form', { name: 'Ask for more budget' }).waitFor();
    expect(await phone.getByRole('form', { name: 'Team limits' }).count()).toBe(0);
    expect(await phone.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    await phone.getByLabel('Amount ($)').fill('0.75');
    await phone.getByLabel('Why').fill('One more run');
    await phone.getByRole('button', { name: 'Ask for budget' }).click();
    await row(phone, 'One more run').getByText('pending').waitFor();
    await screenshot(phone, 'org-team-phone');
    expectNoPageErrors(phone);

    // The manager's view: their people to allocate to, and no way to ask.
    const managerPage = await browser.page({ user: manager });
    await managerPage.goto(`/organization/teams/${teamId}`);
    await managerPage.getByLabel(`Amount to allocate to ${worker.email} ($)`).waitFor();
    await row(managerPage, manager.email).getByText('Managers get no allocation').waitFor();
    expect(await managerPage.getByRole('form', { name: 'Ask for more budget' }).count()).toBe(0);
    expectNoPageErrors(managerPage);
  });

  it('shows the server’s refusal to fill a pool beyond the wallet, and a bad amount, and changes nothing', async () => {
    const owner = await signup(app);
    const created = await call<{ id: string }>(app, 'POST', '/api/v1/teams', { as: { cookie: owner.cookie }, body: { name: 'Ops' } });
    const teamId = created.body.id;
    const page = await browser.page({ user: owner });
    await page.goto(`/organization/teams/${teamId}`);
    const pool = form(page, 'Move money into the pool');
    await pool.getByLabel('Amount ($)').fill('1000');
    await pool.getByRole('button', { name: 'Add to pool' }).click();
    const alert = pool.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/balance/i);

    await pool.getByLabel('Amount ($)').fill('1.234');
    await pool.getByRole('button', { name: 'Add to pool' }).click();
    await pool.getByText('Amount: Enter an amount in dollars').waitFor();
    expect((await budgetOf(owner, teamId)).pool_cents).toBe(0);
    expectNoPageErrors(page);
  });

  it('creates a fourth team with the free plan’s warning, and refuses a name taken', async () => {
    const owner = await signup(app);
    for (const name of ['One', 'Two', 'Three']) {
      expect((await call(app, 'POST', '/api/v1/teams', { as: { cookie: owner.cookie }, body: { name } })).status).toBe(201);
    }
    const page = await browser.page({ user: owner });
    await page.goto('/organization/teams');
    await page.getByLabel('Team name').fill('Four');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByText(/The free plan allows 3 teams per workspace; this workspace now has 4/).waitFor();
    await row(page, 'Four').waitFor();

    await page.getByLabel('Team name').fill('One');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByRole('alert').waitFor();
    const listed = await call<{ data: unknown[] }>(app, 'GET', '/api/v1/teams', { as: { cookie: owner.cookie } });
    expect(listed.body.data).toHaveLength(4);
    expectNoPageErrors(page);
  });

  it('shows a member the teams without the controls that need an admin', async () => {
    const owner = await signup(app);
    await call(app, 'POST', '/api/v1/teams', { as: { cookie: owner.cookie }, body: { name: 'Ops' } });
    const member = await addMember(app, owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await page.goto('/organization/teams');
    await row(page, 'Ops').waitFor();
    expect(await page.getByLabel('Team name').count()).toBe(0);
    await row(page, 'Ops').getByRole('link', { name: 'Ops' }).click();
    await page.getByText('Owners and admins set the limits and move money into the pool.').waitFor();
    expect(await page.getByRole('button', { name: 'Add to team' }).count()).toBe(0);
    expectNoPageErrors(page);
  });
});

describe('workspaces', () => {
  it('creates a workspace, switches to it in the header, and the lists follow', async () => {
    const owner = await signup(app);
    await call(app, 'POST', '/api/v1/teams', { as: { cookie: owner.cookie }, body: { name: 'Research' } });
    const page = await browser.page({ user: owner });
    await page.goto('/organization/workspaces');
    await row(page, 'Default').waitFor();
    expect(await row(page, 'Default').textContent()).toContain('$5.00');
    await page.getByLabel('Workspace name').fill('Staging');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await row(page, 'Staging').waitFor();
    expect(await row(page, 'Staging').textContent()).toContain('$0.00');
    await screenshot(page, 'org-workspaces');

    const switcher = page.getByLabel('Workspace', { exact: true });
    await switcher.locator('option', { hasText: 'Staging' }).waitFor({ state: 'attached' });
    await switcher.selectOption({ label: 'Staging' });
    await row(page, 'Staging').locator('.badge', { hasText: 'active' }).waitFor();
    await row(page, 'Default').getByRole('button', { name: 'Switch to Default' }).waitFor();

    await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Teams' }).click();
    await page.getByText('No teams in this workspace yet').waitFor();

    // And back, from the workspaces page this time.
    await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Workspaces' }).click();
    await page.getByRole('button', { name: 'Switch to Default' }).click();
    await row(page, 'Default').locator('.badge', { hasText: 'active' }).waitFor();
    expect(await switcher.inputValue()).toBe((await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId: owner.session.organization.id, isDefault: true } })).id);
    await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Teams' }).click();
    await row(page, 'Research').waitFor();
    expectNoPageErrors(page);
  });

  it('shows the server’s refusal of a name already taken, and creates nothing', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    await page.goto('/organization/workspaces');
    await page.getByLabel('Workspace name').fill('Default');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Default/);
    const listed = await call<{ data: unknown[] }>(app, 'GET', '/api/v1/workspaces', { as: { cookie: owner.cookie } });
    expect(listed.body.data).toHaveLength(1);
    expectNoPageErrors(page);
  });

  it('offers a member no way to create one, and the server refuses it all the same', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await page.goto('/organization/workspaces');
    await row(page, 'Default').waitFor();
    expect(await page.getByLabel('Workspace name').count()).toBe(0);
    const refused = await call(app, 'POST', '/api/v1/workspaces', { as: { cookie: member.cookie }, body: { name: 'Mine' } });
    expect(refused.status).toBe(403);
    expectNoPageErrors(page);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberResponse } from '../../src/routers/orgs/member.types.js';
import type { PublishRequestResponse } from '../../src/routers/publishing/publication.types.js';
import type { WorkflowVersionResponse } from '../../src/routers/workflows/versions/version.types.js';
import type { WorkflowRunResponse } from '../../src/routers/workflows/runs/run.types.js';
import { runBackgroundWork } from '../support/background.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, type DispatchFixture } from '../support/dispatch.js';
import { call, createAgent, type TestUser } from '../support/identity.js';
import { publishingOrg, requestPublication } from '../routers/publishing/fixtures.js';
import { proposed } from '../routers/agents/skill-proposals/fixtures.js';
import { createWorkflow, readRun, runnableWorkflow, runWhen, saveVersion, startRun } from '../routers/workflows/fixtures.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);
let stop: () => Promise<void>;
beforeAll(() => {
  stop = runBackgroundWork(app.db, app.config);
});
afterAll(() => stop());

const CSV = 'data.csv_parse';

/** Two pauses of a second, one after the other: runs in test mode with no provider at all. */
const TWO_PAUSES = {
  steps: [
    { label: 'First', type: 'delay', input: { seconds: 1 } },
    { label: 'Second', type: 'delay', input: { seconds: 1 } },
  ],
  edges: [{ from: 'First', to: 'Second' }],
};

/** A step of the run page, by its label (every attempt of it). */
const step = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Steps' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${label} `) }) });

/** The table row that names `text`. */
const row = (page: Page, region: string, text: string) => page.getByRole('region', { name: region }).getByRole('row').filter({ hasText: text });

/** A workflow named `name` by `author`, shared with the organization, and its version 1 (a pause of a second). */
async function sharedDraft(author: TestUser, name: string) {
  const workflow = await createWorkflow(app, author.cookie, { name });
  const shared = await call(app, 'POST', `/api/v1/workflows/${workflow.id}/share`, { as: { cookie: author.cookie }, body: { visibility: 'org' } });
  expect(shared.status, shared.raw).toBe(200);
  const version = await saveVersion(app, author.cookie, workflow.id, { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] });
  return { workflowId: workflow.id, versionId: version.id };
}

const versionOf = async (user: TestUser, workflowId: string, versionId: string) =>
  (await call<WorkflowVersionResponse>(app, 'GET', `/api/v1/workflows/${workflowId}/versions/${versionId}`, { as: { cookie: user.cookie } })).body;

describe('publishing a workflow from the console', () => {
  it('makes a two-step workflow, publishes it as the owner at once, grants it, and runs the published version without choosing one', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie } = fixture.owner;
    const page = await browser.page({ user: fixture.owner });
    await page.goto('/workflows');
    await page.getByLabel('Name').fill('Two pauses');
    await page.getByRole('button', { name: 'Create workflow' }).click();
    await page.waitForURL(/\/workflows\/wf_[^/]+$/);
    const workflowId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByRole('heading', { level: 1, name: 'Two pauses' }).waitFor();

    await page.getByRole('tab', { name: 'JSON' }).click();
    await page.getByLabel('Steps and edges (JSON)').fill(JSON.stringify(TWO_PAUSES, null, 2));
    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved as version 1.' }).waitFor();
    const versions = page.getByRole('region', { name: 'Versions' });
    await versions.getByRole('row').filter({ hasText: 'draft' }).waitFor();

    // Nothing is published yet: the run form offers the newest draft.
    expect(await page.getByLabel('Version', { exact: true }).locator('option:checked').textContent()).toBe('Version 1 (newest)');

    // The owner's request is approved at once.
    await page.getByRole('button', { name: 'Request publication of version 1' }).click();
    await page.getByRole('status').filter({ hasText: 'Published: version 1 is the one runs use when none is named.' }).waitFor();
    await versions.getByRole('row').nth(1).locator('.badge', { hasText: 'published' }).waitFor();
    // An owner holds publish.manage: the version can be unpublished from here.
    await page.getByRole('button', { name: 'Unpublish version 1' }).waitFor();
    expect(await page.getByRole('button', { name: 'Request publication of version 1' }).count()).toBe(0);

    // Granted to no agent yet; granting lists the agent under "Granted to".
    await page.getByText('Not granted to any agent').waitFor();
    await page.getByLabel('Agent to grant').selectOption(fixture.agentId);
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    await row(page, 'Agents granted this workflow', 'Researcher').getByRole('button', { name: 'Revoke Researcher' }).waitFor();

    // The run form now runs the published version unless another is picked.
    const version = page.getByLabel('Version', { exact: true });
    await version.locator('option:checked', { hasText: 'The published version (version 1)' }).waitFor({ state: 'attached' });
    await page.getByLabel('Run as agent').selectOption(fixture.agentId);
    await screenshot(page, 'workflow-published');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.waitForURL(/\/runs\/[^/]+$/);
    const runId = new URL(page.url()).pathname.split('/')[4]!;
    await page.getByRole('status').filter({ hasText: 'running' }).waitFor();
    await step(page, 'First').locator('.badge', { hasText: 'completed' }).waitFor({ timeout: 15_000 });
    await step(page, 'Second').locator('.badge', { hasText: 'completed' }).waitFor({ timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: 'completed' }).waitFor({ timeout: 15_000 });

    const [saved] = (await call<{ data: WorkflowVersionResponse[] }>(app, 'GET', `/api/v1/workflows/${workflowId}/versions`, { as: { cookie } })).body.data;
    expect(saved).toMatchObject({ number: 1, status: 'published', published_at: expect.any(String) });
    const run = await readRun(app, cookie, workflowId, runId);
    expect(run).toMatchObject({ status: 'completed', mode: 'test', version_id: saved!.id, agent_id: fixture.agentId });
    expect(run.steps.map((s) => [s.label, s.status])).toEqual([
      ['First', 'completed'],
      ['Second', 'completed'],
    ]);
    expectNoPageErrors(page);
  });

  it('revokes a grant and unpublishes a version with a reason, from the workflow page', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie } = fixture.owner;
    const { workflowId, versionId } = await runnableWorkflow(app, fixture, TWO_PAUSES);
    expect((await requestPublication(app, fixture.owner, workflowId, versionId)).body.status).toBe('approved');
    const page = await browser.page({ user: fixture.owner, viewport: PHONE });
    await page.goto(`/workflows/${workflowId}`);

    const grant = row(page, 'Agents granted this workflow', 'Researcher');
    await grant.getByRole('button', { name: 'Revoke Researcher' }).click();
    await grant.getByRole('button', { name: 'Take it from Researcher?' }).click();
    await page.getByText('Not granted to any agent').waitFor();
    expect((await call<{ data: unknown[] }>(app, 'GET', `/api/v1/workflows/${workflowId}/agents`, { as: { cookie } })).body.data).toEqual([]);

    await page.getByRole('button', { name: 'Unpublish version 1' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm: unpublish' });
    // The reason is required: the button waits for one.
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('Why unpublish version 1?').fill('Pauses too long');
    await confirm.click();
    await page.getByRole('region', { name: 'Versions' }).getByRole('row').nth(1).locator('.badge', { hasText: 'draft' }).waitFor();
    await page.getByRole('button', { name: 'Request publication of version 1' }).waitFor();
    expect(await versionOf(fixture.owner, workflowId, versionId)).toMatchObject({ status: 'draft', published_at: null });
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { orgId: fixture.owner.session.organization.id, action: 'publication.revoked' } });
    expect(entry.details).toMatchObject({ reason: 'Pauses too long', version_id: versionId });
    await screenshot(page, 'workflow-unpublished-phone');
    expectNoPageErrors(page);
  });

  it('shares a workflow with a team from the sharing controls', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie } = fixture.owner;
    const made = await call<{ id: string }>(app, 'POST', '/api/v1/teams', { as: { cookie }, body: { name: 'Research' } });
    expect(made.status, made.raw).toBe(201);
    const workflow = await createWorkflow(app, cookie, { name: 'Team pause' });
    const page = await browser.page({ user: fixture.owner });
    await page.goto(`/workflows/${workflow.id}`);
    await page.getByLabel('Who can see it').selectOption('team');
    await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Research' });
    await page.getByRole('button', { name: 'Save sharing' }).click();
    await page.getByRole('status').filter({ hasText: 'Shared with the team' }).waitFor();
    const read = await call<{ visibility: string; team_id: string }>(app, 'GET', `/api/v1/workflows/${workflow.id}`, { as: { cookie } });
    expect(read.body).toMatchObject({ visibility: 'team', team_id: made.body.id });
    await page.getByRole('main').locator('dd', { hasText: 'Research' }).waitFor();

    await page.getByLabel('Who can see it').selectOption('org');
    await page.getByRole('button', { name: 'Save sharing' }).click();
    await page.getByRole('status').filter({ hasText: 'Shared with the organization' }).waitFor();
    expect((await call<{ visibility: string }>(app, 'GET', `/api/v1/workflows/${workflow.id}`, { as: { cookie } })).body.visibility).toBe('org');
    expectNoPageErrors(page);
  });
});

describe('the Publishing page', () => {
  it("offers a reviewer no decision on their own request, which another reviewer decides", async () => {
    const { reviewer } = await publishingOrg(app);
    const { workflowId, versionId } = await sharedDraft(reviewer, 'Own report');
    const asked = await requestPublication(app, reviewer, workflowId, versionId);
    expect(asked.body.status, asked.raw).toBe('pending');
    const page = await browser.page({ user: reviewer });
    await page.goto('/publishing');
    await page.getByRole('heading', { name: 'Review queue' }).waitFor();
    const request = row(page, 'Publish requests', 'Own report');
    await request.getByText('Your request: another reviewer decides it').waitFor();
    expect(await request.getByRole('button').count()).toBe(0);
    expectNoPageErrors(page);
  });

  it('lets a member granted publish.manage approve a pending request an admin made; the version shows published', async () => {
    const { admin, reviewer, member } = await publishingOrg(app);
    const { workflowId, versionId } = await sharedDraft(admin, 'Quarterly report');
    const asked = await requestPublication(app, admin, workflowId, versionId);
    expect(asked.body.status, asked.raw).toBe('pending');

    // The admin who asked sees the request waiting, on the workflow's page and on the Publishing page.
    const asAdmin = await browser.page({ user: admin });
    await asAdmin.goto(`/workflows/${workflowId}`);
    await row(asAdmin, 'Versions', 'draft').getByRole('link', { name: 'Waiting for review' }).waitFor();
    expect(await asAdmin.getByRole('button', { name: 'Request publication of version 1' }).count()).toBe(0);
    await asAdmin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Publishing' }).click();
    await asAdmin.getByRole('heading', { name: 'Your publish requests' }).waitFor();
    await row(asAdmin, 'Publish requests', 'Quarterly report').getByText('Waiting for a reviewer').waitFor();
    expect(await asAdmin.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    expectNoPageErrors(asAdmin);

    // A member without the permission sees no queue and no decision.
    const asMember = await browser.page({ user: member });
    await asMember.goto('/publishing');
    await asMember.getByRole('heading', { name: 'Your publish requests' }).waitFor();
    await asMember.getByText('Nothing waits for review').waitFor();
    expect(await asMember.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    expectNoPageErrors(asMember);

    const page = await browser.page({ user: reviewer });
    await page.goto('/approvals');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Publishing' }).click();
    await page.waitForURL('**/publishing');
    await page.getByRole('heading', { name: 'Review queue' }).waitFor();
    const request = row(page, 'Publish requests', 'Quarterly report');
    await request.getByText(admin.email).waitFor();
    expect(await request.textContent()).toContain('Version 1');
    await request.getByLabel('Notes on the request for Quarterly report, version 1').fill('Looks right');
    await screenshot(page, 'publishing-queue');
    await request.getByRole('button', { name: 'Approve the request for Quarterly report, version 1' }).click();
    await page.getByText('Nothing waits for review').waitFor();
    const publication = row(page, 'Publications', 'Quarterly report');
    await publication.locator('.badge', { hasText: 'live' }).waitFor();
    await publication.getByRole('button', { name: 'Revoke Quarterly report, version 1' }).waitFor();
    await screenshot(page, 'publishing');

    const decided = await call<{ data: PublishRequestResponse[] }>(app, 'GET', '/api/v1/publish-requests?status=approved', { as: { cookie: reviewer.cookie } });
    expect(decided.body.data).toEqual([expect.objectContaining({ id: asked.body.id, notes: 'Looks right', decided_by: reviewer.session.user.id })]);

    // From the publication to the workflow: its version is published, and the reviewer may unpublish it.
    await publication.getByRole('link', { name: 'Quarterly report' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quarterly report' }).waitFor();
    await page.getByRole('region', { name: 'Versions' }).getByRole('row').nth(1).locator('.badge', { hasText: 'published' }).waitFor();
    await page.getByRole('button', { name: 'Unpublish version 1' }).waitFor();
    expect((await versionOf(reviewer, workflowId, versionId)).status).toBe('published');
    expectNoPageErrors(page);
  });

  it('revokes a publication with a reason', async () => {
    const { owner } = await publishingOrg(app);
    const { workflowId, versionId } = await sharedDraft(owner, 'Weekly digest');
    expect((await requestPublication(app, owner, workflowId, versionId)).body.status).toBe('approved');
    const page = await browser.page({ user: owner, viewport: PHONE });
    await page.goto('/publishing');
    const publication = row(page, 'Publications', 'Weekly digest');
    await publication.getByRole('button', { name: 'Revoke Weekly digest, version 1' }).click();
    await page.getByLabel('Why revoke Weekly digest, version 1?').fill('Out of date');
    await page.getByRole('button', { name: 'Confirm: revoke' }).click();
    await page.getByText('No publications').waitFor();
    await page.getByLabel('Status').selectOption('revoked');
    await row(page, 'Publications', 'Weekly digest').getByText('“Out of date”').waitFor();
    expect((await versionOf(owner, workflowId, versionId)).status).toBe('draft');
    await screenshot(page, 'publishing-revoked-phone');
    expectNoPageErrors(page);
  });
});

describe('the Marketplace page', () => {
  it('lists the published workflow and the agent listed from its page, filtered by kind, each linking to its page', async () => {
    const { owner, member } = await publishingOrg(app);
    const { workflowId, versionId } = await sharedDraft(owner, 'Supplier check');
    expect((await requestPublication(app, owner, workflowId, versionId)).body.status).toBe('approved');
    const agent = await createAgent(app, { cookie: owner.cookie }, { name: 'Scout', description: 'Finds suppliers' });

    // The owner lists the agent from its page: approved at once.
    const asOwner = await browser.page({ user: owner });
    await asOwner.goto(`/agents/${agent.agent.id}?tab=publishing`);
    await asOwner.getByLabel('List it to').selectOption('org');
    await asOwner.getByRole('button', { name: 'Request listing' }).click();
    await asOwner.getByRole('status').filter({ hasText: 'Published: the marketplace lists it to everyone in the organization.' }).waitFor();
    await asOwner.getByText('Listed in the marketplace to everyone in the organization').waitFor();
    expectNoPageErrors(asOwner);

    const page = await browser.page({ user: member });
    await page.goto('/approvals');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Marketplace' }).click();
    await page.waitForURL('**/marketplace');
    const listings = page.getByRole('region', { name: 'Marketplace listings' });
    await listings.getByRole('link', { name: 'Supplier check' }).waitFor();
    await listings.getByRole('link', { name: 'Scout' }).waitFor();
    expect(await row(page, 'Marketplace listings', 'Supplier check').textContent()).toContain('Version 1');
    expect(await row(page, 'Marketplace listings', 'Scout').textContent()).toContain('Finds suppliers');
    await screenshot(page, 'marketplace');

    await page.getByLabel('Show').selectOption('agent');
    await listings.getByRole('link', { name: 'Supplier check' }).waitFor({ state: 'detached' });
    await listings.getByRole('link', { name: 'Scout' }).click();
    await page.waitForURL(`**/agents/${agent.agent.id}`);
    await page.getByRole('heading', { level: 1, name: 'Scout' }).waitFor();

    await page.goBack();
    await page.getByLabel('Show').selectOption('workflow');
    await listings.getByRole('link', { name: 'Scout' }).waitFor({ state: 'detached' });
    await listings.getByRole('link', { name: 'Supplier check' }).click();
    await page.waitForURL(`**/workflows/${workflowId}`);
    await page.getByRole('heading', { level: 1, name: 'Supplier check' }).waitFor();
    expectNoPageErrors(page);
  });
});

describe('recovering a failed run from its page', () => {
  /** Parse a CSV (its binding disabled: it fails, so the run does), then pause a second. */
  const PARSE_THEN_PAUSE = {
    steps: [
      { label: 'Parse', type: 'service_call', input: { operation: CSV, payload: { csv: 'a\n1\n' } } },
      { label: 'Pause', type: 'delay', input: { seconds: 1 } },
    ],
    edges: [{ from: 'Parse', to: 'Pause' }],
  };

  /** Two failed runs of one workflow: Parse blocked (its binding disabled), Pause skipped; the binding enabled again after. */
  async function failedRuns(fixture: DispatchFixture) {
    const bind = (enabled: boolean) => call(app, 'POST', `/api/v1/agents/${fixture.agentId}/services`, { as: { bearer: fixture.token }, body: { operation: CSV, enabled } });
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, PARSE_THEN_PAUSE);
    await bind(false);
    const runs: WorkflowRunResponse[] = [];
    for (let i = 0; i < 2; i += 1) {
      const run = await runWhen(app, cookie, workflowId, (await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test' })).id);
      expect(run.steps.map((s) => [s.label, s.status])).toEqual([
        ['Parse', 'failed'],
        ['Pause', 'skipped'],
      ]);
      runs.push(run);
    }
    await bind(true);
    return { cookie, workflowId, runs };
  }

  it('retries the failed step: the run is running again, and the page follows it until it completes', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie, workflowId, runs } = await failedRuns(fixture);
    const runId = runs[0]!.id;
    const page = await browser.page({ user: fixture.owner });
    await page.goto(`/workflows/${workflowId}/runs/${runId}`);
    await page.getByRole('status').filter({ hasText: 'failed' }).waitFor();
    await page.getByRole('button', { name: 'Re-run failed steps' }).waitFor();
    // Only the failed step offers a retry.
    expect(await step(page, 'Pause').getByRole('button', { name: /^Retry/ }).count()).toBe(0);
    await screenshot(page, 'workflow-run-failed');

    await step(page, 'Parse').getByRole('button', { name: 'Retry Parse' }).click();
    // The pause after it keeps the run going for a second: the page shows it running, then completed, without a reload.
    await page.getByRole('status').filter({ hasText: 'running' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'completed' }).waitFor({ timeout: 15_000 });
    await step(page, 'Parse').filter({ hasText: /Attempt\s*2/ }).locator('.badge', { hasText: 'completed' }).waitFor();
    await step(page, 'Pause').filter({ hasText: /Attempt\s*2/ }).locator('.badge', { hasText: 'completed' }).waitFor();
    expect(await page.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Re-run failed steps' }).count()).toBe(0);

    const run = await readRun(app, cookie, workflowId, runId);
    expect(run.status).toBe('completed');
    expect(run.steps.map((s) => [s.label, s.attempt, s.status])).toEqual([
      ['Parse', 1, 'failed'],
      ['Pause', 1, 'skipped'],
      ['Parse', 2, 'completed'],
      ['Pause', 2, 'completed'],
    ]);
    expectNoPageErrors(page);
  });

  it('re-runs every failed step of a failed run', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie, workflowId, runs } = await failedRuns(fixture);
    const runId = runs[1]!.id;
    const page = await browser.page({ user: fixture.owner, viewport: PHONE });
    await page.goto(`/workflows/${workflowId}/runs/${runId}`);
    await page.getByRole('button', { name: 'Re-run failed steps' }).click();
    await page.getByRole('status').filter({ hasText: 'completed' }).waitFor({ timeout: 15_000 });
    await step(page, 'Pause').filter({ hasText: /Attempt\s*2/ }).locator('.badge', { hasText: 'completed' }).waitFor();
    expect((await readRun(app, cookie, workflowId, runId)).status).toBe('completed');
    await screenshot(page, 'workflow-run-recovered-phone');
    expectNoPageErrors(page);
  });
});

describe('permissions on the members page', () => {
  it('lets an owner grant and remove publish.manage; the member then reviews publish requests', async () => {
    const { owner, member, orgId } = await publishingOrg(app);
    const permissionsOf = async (userId: string) =>
      (await call<{ data: MemberResponse[] }>(app, 'GET', `/api/v1/orgs/${orgId}/members`, { as: { cookie: owner.cookie } })).body.data.find((m) => m.user_id === userId)!.permissions;
    const page = await browser.page({ user: owner });
    await page.goto('/organization');
    const box = page.getByLabel(`publish.manage for ${member.email}`);
    expect(await box.isChecked()).toBe(false);
    expect(await page.getByRole('row').filter({ hasText: owner.email }).textContent()).toContain('Every permission (owner)');
    await box.check();
    await expect.poll(() => permissionsOf(member.session.user.id)).toEqual(['publish.manage']);
    await screenshot(page, 'org-members-permissions');

    const asMember = await browser.page({ user: member });
    await asMember.goto('/publishing');
    await asMember.getByRole('heading', { name: 'Review queue' }).waitFor();
    expectNoPageErrors(asMember);

    await box.uncheck();
    await expect.poll(() => permissionsOf(member.session.user.id)).toEqual([]);
    await page.reload();
    expect(await page.getByLabel(`publish.manage for ${member.email}`).isChecked()).toBe(false);
    expectNoPageErrors(page);
  });
});

describe('skill proposals on the agent page', () => {
  it('lists what the agent proposed; an admin approves one (a draft version granted to the agent) and rejects another', async () => {
    const fixture = await agentWithBindings(app, {});
    const digest = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Nightly digest', description: 'Sums up the day' });
    await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Risky idea' });
    const page = await browser.page({ user: fixture.owner });
    await page.goto(`/agents/${fixture.agentId}?tab=memory`);
    const proposal = row(page, 'Skill proposals', 'Nightly digest');
    await proposal.waitFor();
    expect(await proposal.textContent()).toContain('This agent');
    expect(await proposal.textContent()).toContain('1 step');
    await screenshot(page, 'agent-skill-proposals');

    await row(page, 'Skill proposals', 'Risky idea').getByRole('button', { name: 'Reject the skill proposal Risky idea' }).click();
    await row(page, 'Skill proposals', 'Risky idea').locator('.badge', { hasText: 'rejected' }).waitFor();

    await proposal.getByLabel('Notes on the skill proposal Nightly digest').fill('Useful');
    await proposal.getByRole('button', { name: 'Approve the skill proposal Nightly digest' }).click();
    await proposal.locator('.badge', { hasText: 'approved' }).waitFor();
    await proposal.getByText('“Useful”').waitFor();
    await proposal.getByRole('link', { name: 'Open the workflow of Nightly digest' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nightly digest' }).waitFor();
    await row(page, 'Versions', 'draft').waitFor();
    await row(page, 'Agents granted this workflow', 'Researcher').waitFor();

    const decided = await call<{ data: { id: string; status: string; result_workflow_id: string | null }[] }>(app, 'GET', `/api/v1/agents/${fixture.agentId}/skill-proposals`, {
      as: { cookie: fixture.owner.cookie },
    });
    const approved = decided.body.data.find((p) => p.id === digest.id)!;
    expect(approved.status).toBe('approved');
    expect(new URL(page.url()).pathname).toBe(`/workflows/${approved.result_workflow_id}`);
    expectNoPageErrors(page);
  });
});

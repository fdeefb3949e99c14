import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowVersionResponse } from '../../src/routers/workflows/versions/version.types.js';
import { runBackgroundWork } from '../support/background.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings } from '../support/dispatch.js';
import { addMember, call } from '../support/identity.js';
import { createWorkflow, readRun, saveVersion } from '../routers/workflows/fixtures.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);
let stop: () => Promise<void>;
beforeAll(() => {
  stop = runBackgroundWork(app.db, app.config);
});
afterAll(() => stop());

const CSV = 'data.csv_parse';

/** Parse the input's CSV, then wait `seconds` after it. */
const parseThenWait = (seconds: number) => ({
  steps: [
    { label: 'Parse', type: 'service_call', input: { operation: CSV, payload: { csv: '${input.csv}' } } },
    { label: 'Wait', type: 'delay', input: { seconds } },
  ],
  edges: [{ from: 'Parse', to: 'Wait' }],
});

/** A step of the run page, by its label. */
const step = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Steps' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${label} `) }) });

describe('workflows', () => {
  it('makes a workflow, saves a version after fixing the problem the server names, grants it, runs it and shows the steps complete live', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie } = fixture.owner;
    const page = await browser.page({ user: fixture.owner });
    await page.goto('/approvals');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Workflows' }).click();
    await page.waitForURL('**/workflows');
    await page.getByText('No workflows yet').waitFor();

    await page.getByLabel('Name').fill('Parse and wait');
    await page.getByLabel('Description (optional)').fill('Reads a CSV, then pauses');
    await page.getByRole('button', { name: 'Create workflow' }).click();
    await page.waitForURL(/\/workflows\/wf_[^/]+$/);
    const workflowId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByRole('heading', { level: 1, name: 'Parse and wait' }).waitFor();
    await page.getByText('No versions yet').waitFor();
    // The editor opens on the graph; its JSON view holds the same definition.
    await page.getByRole('region', { name: 'Steps of the version' }).getByRole('button', { name: 'Step Wait delay' }).waitFor();
    await page.getByRole('tab', { name: 'JSON' }).click();
    const editor = page.getByLabel('Steps and edges (JSON)');
    expect(JSON.parse((await editor.textContent())!)).toMatchObject({ steps: [{ type: 'delay' }] });

    // Not JSON: caught in the page.
    await editor.fill('{"steps": [');
    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('alert').filter({ hasText: 'not valid JSON' }).waitFor();

    // A delay of 0 seconds: the server names the problem at its path.
    await editor.fill(JSON.stringify(parseThenWait(0), null, 2));
    await page.getByRole('button', { name: 'Save version' }).click();
    const problems = page.getByRole('list', { name: 'Problems in this version' });
    await problems.waitFor();
    expect(await problems.getByRole('listitem').first().textContent()).toMatch(/^steps\.1\.input\.seconds: /);
    expect(await page.getByRole('alert').filter({ has: problems }).count()).toBe(1);
    await screenshot(page, 'workflow-version-problem');

    await editor.fill(JSON.stringify(parseThenWait(1), null, 2));
    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved as version 1.' }).waitFor();
    await problems.waitFor({ state: 'detached' });
    const versions = page.getByRole('region', { name: 'Versions' });
    await versions.getByRole('row').filter({ hasText: 'draft' }).waitFor();
    expect(await versions.getByRole('row').nth(1).textContent()).toMatch(/^1draft2/);

    await page.getByLabel('Agent to grant').selectOption(fixture.agentId);
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Granted: Researcher may now run this workflow.' }).waitFor();

    expect(await page.getByLabel('Mode').inputValue()).toBe('test');
    expect(await page.getByLabel('Version', { exact: true }).locator('option:checked').textContent()).toBe('Version 1 (newest)');
    await page.getByLabel('Run as agent').selectOption(fixture.agentId);
    await page.getByLabel('Input (JSON)').fill(JSON.stringify({ csv: 'a\n1\n' }));
    await screenshot(page, 'workflow');
    // A marker that a reload would lose: the run page must update in place.
    await page.evaluate(() => Object.assign(globalThis, { stillTheSamePage: true }));
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.waitForURL(/\/runs\/[^/]+$/);
    const runId = new URL(page.url()).pathname.split('/')[4]!;
    // The delay keeps the run going for a second at least: the page shows it running first.
    await page.getByRole('status').filter({ hasText: 'running' }).waitFor();

    await step(page, 'Parse').locator('.badge', { hasText: 'completed' }).waitFor({ timeout: 15_000 });
    await step(page, 'Wait').locator('.badge', { hasText: 'completed' }).waitFor({ timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: 'completed' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (globalThis as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(await step(page, 'Parse').getByLabel('Output of Parse').textContent()).toContain('"row_count": 1');
    expect(await step(page, 'Wait').textContent()).toMatch(/took \d+\.\d s/);
    expect(await page.getByRole('button', { name: 'Cancel run' }).count()).toBe(0);
    expect(await page.getByRole('main').textContent()).toContain('$0.00');
    await screenshot(page, 'workflow-run');

    const run = await readRun(app, cookie, workflowId, runId);
    expect(run).toMatchObject({ status: 'completed', mode: 'test', agent_id: fixture.agentId, input: { csv: 'a\n1\n' }, cost_cents: 0, output: { Wait: { waited_seconds: 1 } } });
    expect(run.steps.map((s) => [s.label, s.status])).toEqual([
      ['Parse', 'completed'],
      ['Wait', 'completed'],
    ]);
    const saved = await call<{ data: WorkflowVersionResponse[] }>(app, 'GET', `/api/v1/workflows/${workflowId}/versions`, { as: { cookie } });
    expect(saved.body.data.map((v) => [v.number, v.id === run.version_id, v.steps[1]!.input])).toEqual([[1, true, { seconds: 1 }]]);

    // Back on the workflow's page, the run is listed.
    await page.getByRole('link', { name: 'Back to Parse and wait' }).click();
    const runs = page.getByRole('region', { name: 'Runs' });
    await runs.getByRole('row').filter({ hasText: 'completed' }).waitFor();
    await page.getByRole('link', { name: 'All workflows' }).click();
    await page.getByRole('link', { name: 'Parse and wait' }).waitFor();
    await screenshot(page, 'workflows');
    expectNoPageErrors(page);
  });

  it('cancels a running run from its page, at phone width', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie } = fixture.owner;
    const workflow = await createWorkflow(app, cookie);
    const version = await saveVersion(app, cookie, workflow.id, { steps: [{ label: 'Long', type: 'delay', input: { seconds: 3600 } }] });
    expect((await call(app, 'POST', `/api/v1/workflows/${workflow.id}/agents`, { as: { cookie }, body: { agent_id: fixture.agentId } })).status).toBe(201);
    const started = await call<{ id: string }>(app, 'POST', `/api/v1/workflows/${workflow.id}/runs`, { as: { cookie }, body: { agent_id: fixture.agentId, version_id: version.id, mode: 'test' } });
    expect(started.status, started.raw).toBe(202);

    const page = await browser.page({ user: fixture.owner, viewport: PHONE });
    await page.goto(`/workflows/${workflow.id}/runs/${started.body.id}`);
    await step(page, 'Long').locator('.badge', { hasText: 'waiting' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'workflow-run-phone');
    await page.getByRole('button', { name: 'Cancel run' }).click();
    await page.getByRole('button', { name: 'Yes, cancel this run' }).click();
    await step(page, 'Long').locator('.badge', { hasText: 'cancelled' }).waitFor({ timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: 'cancelled' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel run' }).count()).toBe(0);
    expect((await readRun(app, cookie, workflow.id, started.body.id)).status).toBe('cancelled');
    expectNoPageErrors(page);
  });

  it('shows a member a workflow shared with the organization without the Grant control', async () => {
    const fixture = await agentWithBindings(app, { [CSV]: {} });
    const { cookie } = fixture.owner;
    const workflow = await createWorkflow(app, cookie, { name: 'Shared parse' });
    await saveVersion(app, cookie, workflow.id, parseThenWait(1));
    expect((await call(app, 'POST', `/api/v1/workflows/${workflow.id}/share`, { as: { cookie }, body: { visibility: 'org' } })).status).toBe(200);
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    const page = await browser.page({ user: member });
    await page.goto(`/workflows/${workflow.id}`);
    await page.getByRole('heading', { level: 1, name: 'Shared parse' }).waitFor();
    await page.getByLabel('Run as agent').waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Admins and owners grant workflows to agents');
    expect(await page.getByRole('heading', { name: 'Grant to agent' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Grant', exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Agent to grant').count()).toBe(0);
    expectNoPageErrors(page);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScheduler } from '../../src/domain/event-sources/scheduler.js';
import { createLogger } from '../../src/logger.js';
import type { ScheduledTaskResponse } from '../../src/routers/scheduled-tasks/scheduled-task.types.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, CSV, type DispatchFixture } from '../support/dispatch.js';
import { addMember, call } from '../support/identity.js';
import { runnableWorkflow } from '../routers/workflows/fixtures.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

/** One turn of the scheduler (no background work runs here) at `now`: past a task's next_run_at, it fires that time. */
const schedulerTick = (now: Date) => createScheduler({ db: app.db.prisma, logger: createLogger('silent'), config: app.config }, () => Promise.resolve(now)).tick();

/** A timestamp as the console shows it: the browser's locale and time zone (lib/format.ts dateTime). */
const shown = (page: Page, iso: string) =>
  page.evaluate((at) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)), iso);

async function tasksOf(fixture: DispatchFixture): Promise<ScheduledTaskResponse[]> {
  return (await call<{ data: ScheduledTaskResponse[] }>(app, 'GET', '/api/v1/scheduled-tasks', { as: { bearer: fixture.token } })).body.data;
}

async function schedule(fixture: DispatchFixture, body: Record<string, unknown>): Promise<ScheduledTaskResponse> {
  const made = await call<ScheduledTaskResponse>(app, 'POST', '/api/v1/scheduled-tasks', {
    as: { bearer: fixture.token },
    body: { agent_id: fixture.agentId, operation: CSV.operation, payload: CSV.payload, cron_expr: '0 9 * * 1-5', timezone: 'Europe/Berlin', ...body },
  });
  if (made.status !== 201) throw new Error(`scheduled task: ${made.raw}`);
  return made.body;
}

describe('the Scheduler page', () => {
  it('schedules a task after fixing the fields the server names, lists it with its next run, shows its test run, pauses it, shows a week of fires (the latest fired, the missed ones skipped with why) and deletes it', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const page = await browser.page({ user: fixture.owner });
    await page.goto('/approvals');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Scheduler' }).click();
    await page.waitForURL('**/scheduler');
    await page.getByText('No scheduled tasks yet').waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Parse the stock file');
    await page.getByLabel('Agent', { exact: true }).selectOption(fixture.agentId);
    // Choosing the operation fills the untouched payload with the catalog's example of it.
    await page.getByLabel('Operation', { exact: true }).selectOption(CSV.operation);
    const payload = page.getByLabel('Payload (JSON)');
    expect(JSON.parse(await payload.inputValue())).toHaveProperty('csv');
    await payload.fill(JSON.stringify(CSV.payload));
    // The zone is the browser's unless another is chosen.
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const timezone = page.getByLabel('Time zone', { exact: true });
    expect(await timezone.inputValue()).toBe(zone);
    expect(await page.getByLabel('Mode', { exact: true }).inputValue()).toBe('test');
    // No draft to allow but for workflow.run.
    expect(await page.getByLabel(/^Allow draft/).count()).toBe(0);

    // A minute that does not exist: the server names cron_expr, shown beside the field and in the form's error.
    const cron = page.getByLabel('Cron expression', { exact: true });
    await cron.fill('61 * * * *');
    await page.getByRole('button', { name: 'Schedule task' }).click();
    await page.getByRole('alert').filter({ hasText: 'cron_expr' }).waitFor();
    expect(await cron.getAttribute('aria-invalid')).toBe('true');
    // The problem under the field, which the field names as describing it.
    const errorId = (await cron.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'));
    const problem = await page.locator(`[id="${errorId}"]`).textContent();
    expect(problem).toBeTruthy();
    expect(await timezone.getAttribute('aria-invalid')).toBeNull();

    // An unknown zone: named the same way, beside the zone.
    await cron.fill('0 9 * * 1-5');
    await timezone.fill('Mars/Olympus_Mons');
    await page.getByRole('button', { name: 'Schedule task' }).click();
    await page.getByRole('alert').filter({ hasText: 'timezone' }).waitFor();
    expect(await timezone.getAttribute('aria-invalid')).toBe('true');
    expect(await cron.getAttribute('aria-invalid')).toBeNull();
    await screenshot(page, 'scheduler-field-error');

    await timezone.fill(zone);
    await page.getByText(`At 09:00, Monday through Friday, in ${zone}.`).waitFor();
    await page.getByLabel(/^Test run now/).check();
    await page.getByRole('button', { name: 'Schedule task' }).click();
    await page.getByRole('status').filter({ hasText: /^Scheduled Parse the stock file: its next run is .+\. Its test run:$/ }).waitFor();
    // The test run's fire, made now: fired, its request executed (a link to the request's page).
    const testFire = page.getByRole('region', { name: 'Fires' }).getByRole('row').nth(1);
    expect(await testFire.textContent()).toMatch(/^Test run.+fired/);
    await testFire.getByRole('link', { name: /^Service request sr_\w+: executed$/ }).waitFor();

    const [task] = await tasksOf(fixture);
    expect(task).toMatchObject({ name: 'Parse the stock file', operation: CSV.operation, payload: CSV.payload, cron_expr: '0 9 * * 1-5', timezone: zone, mode: 'test', status: 'active', can_edit: true });
    const tasks = page.getByRole('region', { name: 'Scheduled tasks' });
    const row = tasks.getByRole('row').filter({ hasText: 'Parse the stock file' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`0 9 * * 1-5 in ${zone}At 09:00, Monday through FridayNext: ${await shown(page, task!.next_run_at!)}`);
    expect(await row.textContent()).toMatch(/Researcherdata\.csv_parse.+testactive/);
    await screenshot(page, 'scheduler');

    // The scheduler's turn a week after the next run, as after a week down: the latest of the six
    // weekday times since fires, the five before it are recorded skipped as missed.
    const weekLater = new Date(new Date(task!.next_run_at!).getTime() + 7 * 86_400_000);
    expect(await schedulerTick(new Date(weekLater.getTime() + 1_000))).toEqual({ fires: 6, dispatched: 1 });

    await row.getByRole('button', { name: 'Pause Parse the stock file' }).click();
    await row.getByText('No next run while paused').waitFor();
    await row.locator('.badge', { hasText: 'paused' }).waitFor();
    expect((await tasksOf(fixture))[0]).toMatchObject({ status: 'paused', next_run_at: null });

    // The task's page: its fires newest first, the test run (made first) last.
    await row.getByRole('link', { name: 'Parse the stock file' }).click();
    await page.waitForURL(`**/scheduler/${task!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Parse the stock file' }).waitFor();
    const fires = page.getByRole('region', { name: 'Fires' }).getByRole('row');
    await fires.nth(7).waitFor();
    expect(await fires.count()).toBe(8);
    expect(await fires.nth(7).textContent()).toMatch(/^Test run.+fired.*executed/);
    const fired = fires.filter({ hasText: await shown(page, weekLater.toISOString()) });
    expect(await fired.textContent()).toMatch(/fired.*executed/);
    const skipped = fires.filter({ hasText: 'skipped' });
    expect(await skipped.count()).toBe(5);
    expect(await skipped.filter({ hasText: await shown(page, task!.next_run_at!) }).textContent()).toMatch(/skippedmissedThe server was not running at that time/);
    await screenshot(page, 'scheduled-task');
    await fired.getByRole('link', { name: /executed$/ }).click();
    await page.waitForURL(/\/requests\/sr_\w+$/);
    await page.getByRole('heading', { name: 'Summary' }).waitFor();
    await page.goBack();

    await page.getByRole('button', { name: 'Resume Parse the stock file' }).click();
    await page.getByText(/^Next: /).waitFor();
    await page.getByRole('button', { name: 'Delete Parse the stock file' }).click();
    await page.getByRole('button', { name: 'Yes, delete this task' }).click();
    await page.waitForURL('**/scheduler');
    await page.getByText('No scheduled tasks yet').waitFor();
    expect(await tasksOf(fixture)).toEqual([]);
    expectNoPageErrors(page);
  });

  it('schedules a workflow by its name, drafts allowed, and links its test run to the workflow run, at phone width', async () => {
    const fixture = await agentWithBindings(app, { 'workflow.run': {}, [CSV.operation]: {} });
    const { workflowId } = await runnableWorkflow(app, fixture, { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 60 } }] }, { name: 'Morning wait' });
    const page = await browser.page({ user: fixture.owner, viewport: PHONE });
    await page.goto('/scheduler');
    await page.getByLabel('Name', { exact: true }).fill('Wait every morning');
    await page.getByLabel('Agent', { exact: true }).selectOption(fixture.agentId);
    await page.getByLabel('Operation', { exact: true }).selectOption('workflow.run');
    await page.getByLabel('Payload (JSON)').fill(JSON.stringify({ workflow_id: 'Morning wait', input: {} }));
    await page.getByLabel(/^Test run now/).check();
    // Only a draft: refused until drafts are allowed.
    await page.getByRole('button', { name: 'Schedule task' }).click();
    await page.getByRole('alert').filter({ hasText: 'allow_draft' }).waitFor();
    await page.getByLabel(/^Allow draft/).check();
    await page.getByRole('button', { name: 'Schedule task' }).click();
    const testFire = page.getByRole('region', { name: 'Fires' }).getByRole('row').nth(1);
    await testFire.getByRole('link', { name: /: running$/ }).waitFor();
    await screenshot(page, 'scheduler-phone');
    await testFire.getByRole('link', { name: 'Workflow run' }).click();
    await page.waitForURL(new RegExp(`/workflows/${workflowId}/runs/[^/]+$`));
    await page.getByRole('list', { name: 'Steps' }).waitFor();
    expectNoPageErrors(page);
  });

  it('shows a member a task of another without Pause or Delete, and their own with them', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const theirs = await schedule(fixture, { name: 'The owner’s task' });
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    const mine = await call<ScheduledTaskResponse>(app, 'POST', '/api/v1/scheduled-tasks', {
      as: { cookie: member.cookie },
      body: { agent_id: fixture.agentId, name: 'The member’s task', operation: CSV.operation, payload: CSV.payload, cron_expr: '*/30 * * * *' },
    });
    expect(mine.status, mine.raw).toBe(201);
    const page = await browser.page({ user: member });
    await page.goto('/scheduler');
    const tasks = page.getByRole('region', { name: 'Scheduled tasks' });
    await tasks.getByRole('row').filter({ hasText: 'The member’s task' }).getByRole('button', { name: 'Pause The member’s task' }).waitFor();
    const owners = tasks.getByRole('row').filter({ hasText: 'The owner’s task' });
    await owners.waitFor();
    expect(await owners.getByRole('button').count()).toBe(0);
    await owners.getByRole('link', { name: 'The owner’s task' }).click();
    await page.waitForURL(`**/scheduler/${theirs.id}`);
    await page.getByRole('heading', { level: 1, name: 'The owner’s task' }).waitFor();
    await page.getByText('No fires yet').waitFor();
    expect(await page.getByRole('button', { name: /^(Pause|Resume|Delete)/ }).count()).toBe(0);
    expectNoPageErrors(page);
  });
});

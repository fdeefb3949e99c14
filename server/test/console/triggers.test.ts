import { describe, expect, it } from 'vitest';
import type { EventFireResponse } from '../../src/routers/scheduled-tasks/fire.types.js';
import type { TriggerResponse } from '../../src/routers/triggers/trigger.types.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { addMember, call } from '../support/identity.js';
import { CSV_FIRE, fire, triggerOwner } from '../support/triggers.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

const triggersOf = async (cookie: string) => (await call<{ data: TriggerResponse[] }>(app, 'GET', '/api/v1/triggers', { as: { cookie } })).body.data;

describe('the Triggers page', () => {
  it('makes a webhook trigger, shows its signing secret once with its fire URL, and its fires once fired; pauses it', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const page = await browser.page({ user: owner });
    await page.goto('/scheduler');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Triggers' }).click();
    await page.waitForURL('**/triggers');
    await page.getByText('No triggers yet').waitFor();

    expect(await page.getByLabel('Kind', { exact: true }).inputValue()).toBe('webhook');
    // A webhook has no schedule.
    expect(await page.getByLabel('Cron expression', { exact: true }).count()).toBe(0);
    await page.getByLabel('Name', { exact: true }).fill('Supplier sheet');
    await page.getByLabel('Agent', { exact: true }).selectOption(agentId);
    await page.getByLabel('Operation', { exact: true }).selectOption('data.csv_parse');
    // The fires bring the CSV: the trigger's payload holds the rest.
    await page.getByLabel('Payload (JSON)').fill(JSON.stringify({ header: true }));
    await page.getByRole('button', { name: 'Create trigger' }).click();

    const secret = page.locator('[data-secret="Signing secret"]');
    await secret.waitFor();
    const signingSecret = (await secret.textContent())!;
    expect(signingSecret).toMatch(/^trigger_secret_/);
    await page.getByRole('button', { name: 'Copy Signing secret' }).waitFor();
    const [trigger] = await triggersOf(owner.cookie);
    expect(trigger).toMatchObject({ name: 'Supplier sheet', kind: 'webhook', operation: 'data.csv_parse', payload: { header: true }, mode: 'test', status: 'active', can_edit: true });
    expect(await page.getByRole('main').textContent()).toContain(`Fire URL: ${trigger!.fire_url}`);
    await page.getByRole('button', { name: 'Copy fire URL', exact: true }).waitFor();
    await screenshot(page, 'trigger-created');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await secret.waitFor({ state: 'detached' });
    expect(await page.getByRole('main').textContent()).not.toContain(signingSecret);

    const row = page.getByRole('region', { name: 'Triggers' }).getByRole('row').filter({ hasText: 'Supplier sheet' });
    expect(await row.textContent()).toMatch(/data\.csv_parseOn each signed fire.*testactivewebhook/);
    expect(await row.textContent()).toContain(trigger!.fire_url!);
    await row.getByRole('button', { name: 'Copy fire URL of Supplier sheet' }).waitFor();

    // Fired with the secret the page showed.
    const fired = await fire(app, { id: trigger!.id, signing_secret: signingSecret }, CSV_FIRE);
    expect(fired.status, fired.raw).toBeLessThan(300);
    await row.getByRole('link', { name: 'Supplier sheet' }).click();
    await page.waitForURL(`**/triggers/${trigger!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Supplier sheet' }).waitFor();
    const fires = page.getByRole('region', { name: 'Fires' }).getByRole('row');
    await fires.nth(1).waitFor();
    expect(await fires.nth(1).textContent()).toMatch(/^Webhook fire.+fired.*executed/);
    const runs = await call<{ data: EventFireResponse[] }>(app, 'GET', `/api/v1/triggers/${trigger!.id}/runs`, { as: { cookie: owner.cookie } });
    expect(runs.body.data).toHaveLength(1);
    await screenshot(page, 'trigger');

    await page.getByRole('button', { name: 'Pause Supplier sheet' }).click();
    await page.getByRole('button', { name: 'Resume Supplier sheet' }).waitFor();
    expect((await triggersOf(owner.cookie))[0]).toMatchObject({ status: 'paused' });
    expectNoPageErrors(page);
  });

  it('makes a cron trigger with its next run, at phone width; a member sees no Pause or Delete on it', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const page = await browser.page({ user: owner, viewport: PHONE });
    await page.goto('/triggers');
    await page.getByLabel('Kind', { exact: true }).selectOption('cron');
    await page.getByLabel('Name', { exact: true }).fill('Hourly parse');
    await page.getByLabel('Agent', { exact: true }).selectOption(agentId);
    await page.getByLabel('Operation', { exact: true }).selectOption('data.csv_parse');
    await page.getByLabel('Payload (JSON)').fill(CSV_FIRE);
    await page.getByLabel('Cron expression', { exact: true }).fill('0 * * * *');
    await page.getByRole('button', { name: 'Create trigger' }).click();
    await page.locator('[data-secret="Signing secret"]').waitFor();
    // A cron trigger has no fire URL.
    expect(await page.getByText('Fire URL:').count()).toBe(0);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    const [trigger] = await triggersOf(owner.cookie);
    const row = page.getByRole('region', { name: 'Triggers' }).getByRole('row').filter({ hasText: 'Hourly parse' });
    await row.getByText(/^Next: /).waitFor();
    const shown = await page.evaluate((at) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)), trigger!.next_run_at!);
    expect(await row.textContent()).toContain(`Next: ${shown}`);
    await screenshot(page, 'triggers-phone');
    expectNoPageErrors(page);

    const member = await addMember(app, owner.session.organization.id, 'member');
    const theirs = await browser.page({ user: member });
    await theirs.goto('/triggers');
    const seen = theirs.getByRole('region', { name: 'Triggers' }).getByRole('row').filter({ hasText: 'Hourly parse' });
    await seen.waitFor();
    expect(await seen.getByRole('button').count()).toBe(0);
    await seen.getByRole('link', { name: 'Hourly parse' }).click();
    await theirs.getByRole('heading', { level: 1, name: 'Hourly parse' }).waitFor();
    await theirs.getByText('No fires yet').waitFor();
    expect(await theirs.getByRole('button', { name: /^(Pause|Resume|Delete)/ }).count()).toBe(0);
    expectNoPageErrors(theirs);
  });
});


import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBackgroundWork } from '../support/background.js';
import { expectNoPageErrors, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, setBalance } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { startLocalServer, type LocalServer } from '../support/local-server.js';
import { family } from '../routers/agents/delegated-tasks/fixtures.js';
import { createWorkflow, runnableWorkflow, runWhen, startRun } from '../routers/workflows/fixtures.js';
import { field, node, runNode } from '../support/workflow-graph.js';

// A live webhook step may reach this file's receiver on the loopback address, and has a deadline
// well past what a slow machine takes to look at the run while the receiver holds its answer back.
const app = useConsoleApp({
  PROCTOR_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64')}`,
  PROCTOR_OUTBOUND_ALLOW: '127.0.0.1/32',
  PROCTOR_PROVIDER_TIMEOUT_MS: '120000',
});
const browser = useConsoleBrowser(app);
// The workflow engine: it takes the runs through their steps.
useBackgroundWork(app);

/** The webhook receiver: it answers a delivery only when the test says so (`held`). */
let receiver: LocalServer;
const held: ServerResponse[] = [];
beforeAll(async () => {
  receiver = await startLocalServer((_request, response) => held.push(response));
});
afterAll(() => receiver.close());

/** How a run node is painted: its border and background colours. */
const paint = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = element.ownerDocument.defaultView!.getComputedStyle(element);
    return { border: style.borderTopColor, background: style.backgroundColor };
  });

describe('workflow runs in the console', () => {
  it('offers the run input’s keys other steps read as templates when a field is typed, and writes the chosen one into it', async () => {
    const fixture = await agentWithBindings(app, {});
    const workflow = await createWorkflow(app, fixture.owner.cookie);
    const page = await browser.page({ user: fixture.owner });
    await page.goto(`/workflows/${workflow.id}`);
    await node(page, 'Wait').waitFor();

    await page.getByRole('tab', { name: 'JSON' }).click();
    const definition = {
      steps: [
        { label: 'Ask', type: 'approval', input: { title: 'Pay ${input.supplier}?', description: 'Due: ${input.amount}' } },
        { label: 'Confirm', type: 'approval', input: { title: 'Confirm' } },
      ],
      edges: [{ from: 'Ask', to: 'Confirm' }],
    };
    await page.getByLabel('Steps and edges (JSON)').fill(JSON.stringify(definition, null, 2));
    await page.getByRole('tab', { name: 'Graph' }).click();
    await node(page, 'Confirm').getByRole('button').click();
    const title = field(page, 'title');
    await title.fill('');
    await title.pressSequentially('Paid ${in');
    const suggestions = page.getByRole('list', { name: 'Template suggestions' });
    // The keys Ask reads, then the whole input; no step's output starts so.
    expect(await suggestions.getByRole('button').allTextContents()).toEqual(['${input.amount}', '${input.supplier}', '${input}']);
    await suggestions.getByRole('button', { name: '${input.supplier}' }).click();
    expect(await title.inputValue()).toBe('Paid ${input.supplier}');
    await suggestions.waitFor({ state: 'detached' });
    // The field keeps the focus, its caret after the template: typing goes on from there.
    await page.keyboard.type('?');
    expect(await title.inputValue()).toBe('Paid ${input.supplier}?');

    await page.getByRole('tab', { name: 'JSON' }).click();
    const text = await page.getByLabel('Steps and edges (JSON)').textContent();
    expect((JSON.parse(text!) as typeof definition).steps[1]).toEqual({ label: 'Confirm', type: 'approval', input: { title: 'Paid ${input.supplier}?' } });
    expectNoPageErrors(page);
  });

  it('shows why a run waits on a delegated task and on a person’s answer, each linked to where it is seen', async () => {
    const { parent, childId } = await family(app);
    const definition = {
      steps: [
        { label: 'Hand', type: 'delegation', input: { child_agent_id: childId, title: 'Parse ${input.file}', budget_cents: 20, operations: ['data.csv_parse'] } },
        { label: 'Ask', type: 'agent_request', input: { kind: 'decision', title: 'Order from ${input.supplier}?', body: 'Quote attached', options: ['yes', 'no'] } },
        { label: 'After', type: 'delay', input: { seconds: 1 } },
      ],
      edges: [
        { from: 'Hand', to: 'After' },
        { from: 'Ask', to: 'After' },
      ],
    };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, parent, definition);
    const started = await startRun(app, cookie, workflowId, { agent_id: parent.agentId, version_id: versionId, mode: 'live', input: { file: 'orders.csv', supplier: 'Acme' } });
    const waiting = await runWhen(app, cookie, workflowId, started.id, (run) => run.steps.filter((step) => step.status === 'waiting').length === 2);
    const made = (label: string) => waiting.steps.find((step) => step.label === label)!.output as Record<string, string>;
    const taskId = made('Hand').delegated_task_id!;
    const requestId = made('Ask').agent_request_id!;

    const page = await browser.page({ user: parent.owner });
    const runPage = `/workflows/${workflowId}/runs/${started.id}`;
    await page.goto(runPage);
    const hand = runNode(page, 'Hand');
    const ask = runNode(page, 'Ask');
    await hand.filter({ hasText: `waiting for task ${taskId}` }).waitFor({ timeout: 15_000 });
    await ask.filter({ hasText: 'waiting for a person’s answer' }).waitFor();
    expect(await hand.locator('.run-node-why').textContent()).toBe(`waiting for task ${taskId} → Delegated tasks`);
    expect(await ask.locator('.run-node-why').textContent()).toBe('waiting for a person’s answer → Inbox');
    expect(await runNode(page, 'After').textContent()).toContain('pending');
    expect(await runNode(page, 'After').locator('.run-node-why').count()).toBe(0);
    await screenshot(page, 'workflow-run-graph-waiting-task');

    await ask.getByRole('link', { name: 'Inbox' }).click();
    await page.waitForURL(`**/inbox#${requestId}`);
    await page.locator(`article[id="${requestId}"]`).getByRole('heading', { name: 'Order from Acme?' }).waitFor();

    await page.goto(runPage);
    await hand.getByRole('link', { name: 'Delegated tasks' }).click();
    await page.waitForURL((url) => url.pathname === `/agents/${parent.agentId}` && url.search === '?tab=tasks' && url.hash === `#${taskId}`);
    const row = page.getByRole('tabpanel').locator(`tr[id="${taskId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toMatch(/^Parse orders\.csv\s*Child\s*accepted/);
    expectNoPageErrors(page);
  });

  it('paints a running, a waiting and a pending step of a run each in a colour of its own', async () => {
    const fixture = await agentWithBindings(app, { 'notification.webhook': {} });
    await setBalance(app, fixture.owner.session.organization.id, 1000);
    // Notify runs until the receiver answers; Pause waits an hour; After waits for both.
    const definition = {
      steps: [
        { label: 'Notify', type: 'webhook', input: { url: `${receiver.origin}/hook`, payload: { build: 142 } } },
        { label: 'Pause', type: 'delay', input: { seconds: 3600 } },
        { label: 'After', type: 'delay', input: { seconds: 1 } },
      ],
      edges: [
        { from: 'Notify', to: 'After' },
        { from: 'Pause', to: 'After' },
      ],
    };
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, definition);
    const started = await startRun(app, cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'live' });
    const statuses = (run: { steps: { label: string; status: string }[] }) => Object.fromEntries(run.steps.map((step) => [step.label, step.status]));
    const during = await runWhen(app, cookie, workflowId, started.id, (run) => held.length === 1 && statuses(run).Pause === 'waiting');
    expect(statuses(during)).toEqual({ Notify: 'running', Pause: 'waiting', After: 'pending' });

    const page = await browser.page({ user: fixture.owner });
    await page.goto(`/workflows/${workflowId}/runs/${started.id}`);
    const running = runNode(page, 'Notify').locator('.run-node-running');
    const waiting = runNode(page, 'Pause').locator('.run-node-waiting');
    const pending = runNode(page, 'After').locator('.run-node-pending');
    for (const shown of [running, waiting, pending]) await shown.waitFor({ timeout: 15_000 });
    const looks = { running: await paint(running), waiting: await paint(waiting), pending: await paint(pending) };
    await screenshot(page, 'workflow-run-graph-running-waiting-pending');
    const pairs = [
      ['running', 'waiting'],
      ['running', 'pending'],
      ['waiting', 'pending'],
    ] as const;
    for (const [one, other] of pairs) {
      expect(looks[one].border, `${one} and ${other} borders`).not.toBe(looks[other].border);
      expect(looks[one].background, `${one} and ${other} backgrounds`).not.toBe(looks[other].background);
    }

    // The list of steps under the graph badges them in the same three colours.
    const badge = (label: string) => page.getByRole('list', { name: 'Steps' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${label} `) }) }).locator('.badge');
    const badges = { running: await paint(badge('Notify')), waiting: await paint(badge('Pause')), pending: await paint(badge('After')) };
    for (const [one, other] of pairs) expect(badges[one].background, `${one} and ${other} badges`).not.toBe(badges[other].background);

    // The receiver answers: the graph recolours Notify without a reload.
    held.shift()!.writeHead(200).end();
    await runNode(page, 'Notify').locator('.run-node-completed').waitFor({ timeout: 15_000 });
    expect(await paint(runNode(page, 'Notify').locator('.run-node-completed'))).not.toEqual(looks.running);
    const cancelled = await call(app, 'POST', `/api/v1/workflows/${workflowId}/runs/${started.id}/cancel`, { as: { cookie }, body: {} });
    expect(cancelled.status, cancelled.raw).toBe(200);
    expectNoPageErrors(page);
  });
});

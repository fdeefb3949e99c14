import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WorkflowVersionResponse } from '../../src/routers/workflows/versions/version.types.js';
import { useBackgroundWork } from '../support/background.js';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { createWorkflow, readRun, runWaitingForApproval } from '../routers/workflows/fixtures.js';
import { field, graph, node, runNode } from '../support/workflow-graph.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);
// The workflow engine: it takes the runs through their steps.
useBackgroundWork(app);

/**
 * Where an element of the graph rests: the graph fits itself to its box again a frame after the box
 * changes (a form closing beside it, an edge changing the layout), so a box read before that frame
 * is where the element was. Read until two reads two frames apart agree.
 */
async function steadyBox(page: Page, locator: Locator) {
  let last = await locator.boundingBox();
  for (let read = 0; read < 50; read++) {
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    const box = await locator.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y && box.width === last.width && box.height === last.height) return box;
    last = box;
  }
  throw new Error(`${String(locator)} never came to rest`);
}

/** Draws an edge as a person does: presses on one node's lower handle and lets go on another's upper one. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await steadyBox(page, from.locator('.react-flow__handle.source'));
  const end = await steadyBox(page, to.locator('.react-flow__handle.target'));
  const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
  // Pressed anywhere but on the handle, the drag would pan the view and draw nothing.
  expect(await page.evaluate(`document.elementFromPoint(${x}, ${y})?.classList.contains('source')`)).toBe(true);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** The JSON view's text as the definition it holds. */
async function jsonOf(page: Page): Promise<{ steps: { label: string; type: string; input: Record<string, unknown> }[]; edges: unknown[] }> {
  await page.getByRole('tab', { name: 'JSON' }).click();
  const text = await page.getByLabel('Steps and edges (JSON)').textContent();
  return JSON.parse(text!) as never;
}

describe('the visual workflow editor', () => {
  it('builds a three-step workflow with a condition from the palette, forms and dragged edges, saves it, runs it and shows the run complete on its graph', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie } = fixture.owner;
    const workflow = await createWorkflow(app, cookie, { name: 'Check then wait' });
    const page = await browser.page({ user: fixture.owner });
    await page.goto(`/workflows/${workflow.id}`);

    // The palette offers every step type the server has, each described.
    const palette = page.getByRole('region', { name: 'Add a step' });
    await palette.getByRole('button', { name: 'run workflow' }).waitFor();
    expect(await palette.getByRole('button').allTextContents()).toEqual([
      'service call',
      'delegation',
      'approval',
      'condition',
      'delay',
      'webhook',
      'memory read',
      'memory write',
      'agent request',
      'run workflow',
    ]);

    // The example step: a delay, made three seconds long in its form (long enough for the run page to show it waiting).
    await node(page, 'Wait').getByRole('button').click();
    await field(page, 'seconds').fill('3');
    // A condition, from the palette: its expression is any JSON, so it is written as JSON.
    await palette.getByRole('button', { name: 'condition' }).click();
    await field(page, 'Label').fill('Check');
    await field(page, 'expression').fill('{"==": [{"var": "input.go"}, true]}');
    await palette.getByRole('button', { name: 'delay' }).click();
    await field(page, 'Label').fill('Done');
    await field(page, 'seconds').fill('1');
    await page.locator('.step-form').getByRole('button', { name: 'Close' }).click();
    expect(await graph(page).locator('.react-flow__node').count()).toBe(3);

    await drag(page, node(page, 'Wait'), node(page, 'Check'));
    await graph(page).getByRole('img', { name: 'Wait to Check' }).waitFor({ state: 'attached' });
    await drag(page, node(page, 'Check'), node(page, 'Done'));
    await graph(page).getByRole('img', { name: 'Check to Done' }).waitFor({ state: 'attached' });
    // Done follows the condition only when it comes out true.
    await node(page, 'Done').getByRole('button').click();
    expect(await field(page, 'Wait').isChecked()).toBe(false);
    expect(await field(page, 'Check').isChecked()).toBe(true);
    await field(page, 'Runs after Check when its result is').selectOption('true');
    await screenshot(page, 'workflow-editor');

    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved as version 1.' }).waitFor();
    const saved = await call<{ data: WorkflowVersionResponse[] }>(app, 'GET', `/api/v1/workflows/${workflow.id}/versions`, { as: { cookie } });
    expect(saved.body.data[0]).toMatchObject({
      steps: [
        { label: 'Wait', type: 'delay', input: { seconds: 3 } },
        { label: 'Check', type: 'condition', input: { expression: { '==': [{ var: 'input.go' }, true] } } },
        { label: 'Done', type: 'delay', input: { seconds: 1 } },
      ],
      edges: [
        { from: 'Wait', to: 'Check' },
        { from: 'Check', to: 'Done', when: true },
      ],
    });

    await page.getByLabel('Agent to grant').selectOption(fixture.agentId);
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Granted' }).waitFor();
    await page.getByLabel('Run as agent').selectOption(fixture.agentId);
    await page.getByLabel('Input (JSON)').fill(JSON.stringify({ go: true }));
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.waitForURL(/\/runs\/[^/]+$/);
    const runId = new URL(page.url()).pathname.split('/')[4]!;
    // The first delay: the graph shows it waiting, the steps after it pending, each in words.
    await runNode(page, 'Wait').filter({ hasText: 'waiting' }).waitFor({ timeout: 15_000 });
    expect(await runNode(page, 'Wait').textContent()).toMatch(/delayed until \d{1,2}:\d{2}/);
    expect(await runNode(page, 'Done').textContent()).toContain('pending');
    for (const label of ['Wait', 'Check', 'Done']) await runNode(page, label).filter({ hasText: 'completed' }).waitFor({ timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: 'completed' }).waitFor({ timeout: 15_000 });
    expect(await runNode(page, 'Check').locator('.run-node').getAttribute('class')).toContain('run-node-completed');
    await screenshot(page, 'workflow-run-graph');
    const run = await readRun(app, cookie, workflow.id, runId);
    expect(run.steps.map((s) => [s.label, s.status])).toEqual([
      ['Wait', 'completed'],
      ['Check', 'completed'],
      ['Done', 'completed'],
    ]);
    expectNoPageErrors(page);
  }, 60_000);

  it('keeps the JSON view and the graph in sync, and offers templates as a field is typed', async () => {
    const fixture = await agentWithBindings(app, {});
    const workflow = await createWorkflow(app, fixture.owner.cookie);
    const page = await browser.page({ user: fixture.owner });
    await page.goto(`/workflows/${workflow.id}`);
    await node(page, 'Wait').waitFor();

    // Written as JSON: the graph draws the new step and its edge.
    await page.getByRole('tab', { name: 'JSON' }).click();
    const definition = {
      steps: [
        { label: 'Pause', type: 'delay', input: { seconds: 2 } },
        { label: 'Ask', type: 'approval', input: { title: 'Go on?' } },
      ],
      edges: [{ from: 'Pause', to: 'Ask' }],
    };
    await page.getByLabel('Steps and edges (JSON)').fill(JSON.stringify(definition, null, 2));
    await page.getByRole('tab', { name: 'Graph' }).click();
    await node(page, 'Ask').waitFor();
    expect(await node(page, 'Wait').count()).toBe(0);
    await graph(page).getByRole('img', { name: 'Pause to Ask' }).waitFor({ state: 'attached' });

    // Edited in a form: the JSON says so.
    await node(page, 'Pause').getByRole('button').click();
    await field(page, 'seconds').fill('7');
    await node(page, 'Ask').getByRole('button').click();
    const title = field(page, 'title');
    await title.fill('');
    await title.pressSequentially('Wait for ${st');
    const suggestions = page.getByRole('list', { name: 'Template suggestions' });
    expect(await suggestions.getByRole('button').allTextContents()).toEqual(['${steps.Pause.output}']);
    await suggestions.getByRole('button').click();
    expect(await title.inputValue()).toBe('Wait for ${steps.Pause.output}');
    expect(await jsonOf(page)).toEqual({
      steps: [
        { label: 'Pause', type: 'delay', input: { seconds: 7 } },
        { label: 'Ask', type: 'approval', input: { title: 'Wait for ${steps.Pause.output}' } },
      ],
      edges: [{ from: 'Pause', to: 'Ask' }],
    });

    // A selected edge is removed with Delete.
    await page.getByRole('tab', { name: 'Graph' }).click();
    const edge = graph(page).getByRole('img', { name: 'Pause to Ask' });
    const box = await steadyBox(page, edge);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.press('Delete');
    await edge.waitFor({ state: 'detached' });
    expect((await jsonOf(page)).edges).toEqual([]);
    expectNoPageErrors(page);
  });

  it('marks the server’s problem on its step and field, at phone width', async () => {
    const fixture = await agentWithBindings(app, {});
    const workflow = await createWorkflow(app, fixture.owner.cookie);
    const page = await browser.page({ user: fixture.owner, viewport: PHONE });
    await page.goto(`/workflows/${workflow.id}`);
    await node(page, 'Wait').getByRole('button').click();
    await field(page, 'seconds').fill('0');
    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('list', { name: 'Problems in this version' }).waitFor();
    await node(page, 'Wait').getByRole('button', { name: 'Step Wait delay 1 problem' }).waitFor();
    expect(await node(page, 'Wait').textContent()).toContain('1 problem');
    const seconds = field(page, 'seconds');
    expect(await seconds.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await seconds.getAttribute('aria-describedby'))!.split(' ');
    const messages = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(messages.join(' ')).toMatch(/>=\s*1|too small/i);
    await screenshot(page, 'workflow-editor-phone');
    expectNoPageErrors(page);
  });

  it('shows a run waiting at its approval step on the graph, linked to the approval, at phone width', async () => {
    const fixture = await agentWithBindings(app, {});
    const { workflow, runId, approval } = await runWaitingForApproval(app, fixture, { name: 'Pay suppliers graph' });
    const page = await browser.page({ user: fixture.owner, viewport: PHONE });
    await page.goto(`/workflows/${workflow.id}/runs/${runId}`);
    const approve = runNode(page, 'Approve');
    await approve.filter({ hasText: 'waiting for approval' }).waitFor({ timeout: 15_000 });
    expect(await approve.locator('.run-node').getAttribute('class')).toContain('run-node-waiting');
    await screenshot(page, 'workflow-run-graph-waiting-phone');
    await approve.getByRole('link', { name: 'Approvals' }).click();
    await page.waitForURL(`**/approvals#${approval.id}`);
    await page.locator(`article[id="${approval.id}"]`).getByRole('heading', { name: 'Pay Acme?' }).waitFor();
    expectNoPageErrors(page);
  });
});

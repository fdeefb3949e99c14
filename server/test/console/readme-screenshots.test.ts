import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBackgroundWork } from '../support/background.js';
import { expectNoPageErrors, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { agentWithBindings, CSV, dispatchAs } from '../support/dispatch.js';
import { addMember, call } from '../support/identity.js';
import { placeInTeam } from '../support/teams.js';
import { createWorkflow, runWaitingForApproval, saveVersion } from '../routers/workflows/fixtures.js';

/**
 * The README's screenshots of the console, taken from a seeded organization. `pnpm screenshots`
 * runs this file with PROCTOR_README_SCREENSHOTS=1, which writes them into docs/images/ for the
 * README; otherwise (the suite) they go with the other screenshots, so the suite leaves the
 * repository as it found it while still proving that every shot can be taken.
 */
const README_IMAGES = fileURLToPath(new URL('../../../docs/images/', import.meta.url));
const forReadme = process.env.PROCTOR_README_SCREENSHOTS === '1';

const app = useConsoleApp({ PROCTOR_APPROVAL_TTL_SECONDS: '900' });
const browser = useConsoleBrowser(app);
// Workflow runs move on the server's background work, as under proctor serve.
useBackgroundWork(app);

/** The page's first screen, or only `part` of it (a section below the fold). */
async function shoot(page: Page, name: string, part?: Locator): Promise<void> {
  if (!forReadme) return screenshot(page, `readme-${name}`);
  mkdirSync(README_IMAGES, { recursive: true });
  const file = path.join(README_IMAGES, `console-${name}.png`);
  await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file }));
}

const section = (page: Page, title: string) => page.locator('section.card').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** An organization a few days into using Proctor: two agents, limits, a team, spend, an approval waiting, a refusal. */
async function seeded() {
  const fixture = await agentWithBindings(
    app,
    {
      [CSV.operation]: { daily_limit: 40, monthly_budget_cents: 200, approval_threshold_cents: 5 },
      'data.json_query': { daily_limit: 100, approval_threshold_cents: 0 },
      'web_search.search': { daily_limit: 20, monthly_budget_cents: 100 },
    },
    { name: 'Purchasing agent' },
  );
  await call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}/budget`, { as: { bearer: fixture.token }, body: { monthly_budget_cents: 1000 } });
  await placeInTeam(app, fixture, { poolCents: 2000, dailyLimitCents: 300, allocationCents: 800 });
  await addMember(app, fixture.owner.session.organization.id, 'admin');
  for (let i = 0; i < 31; i += 1) expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
  for (let i = 0; i < 6; i += 1) expect((await dispatchAs(app, fixture.testKey, CSV)).body.status).toBe('executed');
  // Spread the live spend over the last two weeks, as a chart of a real fortnight would look.
  const live = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId, mode: 'live' }, select: { id: true }, orderBy: { createdAt: 'asc' } });
  for (const [index, request] of live.entries()) {
    await app.db.prisma.serviceRequest.update({ where: { id: request.id }, data: { createdAt: new Date(Date.now() - ((index * 5) % 14) * 86_400_000) } });
  }
  const waiting = await dispatchAs(app, fixture.liveKey, { operation: 'data.json_query', payload: { document: { orders: [{ total: 120 }] }, expression: 'orders[0].total' } });
  expect(waiting.body.status).toBe('approval_required');
  expect((await dispatchAs(app, fixture.liveKey, { operation: 'email.send', payload: { to: 'a@example.com', subject: 'Hi', text: 'Hi' } })).body.status).toBe('blocked');
  return fixture;
}

/** Total the orders, and ask finance before paying when the total is over 100. */
const SUPPLIER_CHECK = {
  steps: [
    { label: 'Total', type: 'service_call', input: { operation: 'data.json_query', payload: { document: { orders: [{ total: 120 }, { total: 80 }] }, expression: 'sum(orders[*].total)' } } },
    { label: 'OverBudget', type: 'condition', input: { expression: { '>': [{ var: 'steps.Total.output.result' }, 100] } } },
    { label: 'AskFinance', type: 'approval', input: { title: 'Pay the supplier', description: 'The orders total more than $1.' } },
    { label: 'Pay', type: 'service_call', input: { operation: 'data.csv_parse', payload: { csv: 'paid\n${steps.Total.output.result}\n' } } },
  ],
  edges: [
    { from: 'Total', to: 'OverBudget' },
    { from: 'OverBudget', to: 'AskFinance', when: true },
    { from: 'AskFinance', to: 'Pay' },
  ],
};

describe("the README's screenshots", () => {
  it('shows the home page, an agent with its meters, the approvals queue, a workflow in the editor and a run waiting on its graph', async () => {
    const fixture = await seeded();
    const page = await browser.page({ user: fixture.owner, viewport: { width: 1280, height: 900 } });

    await page.goto('/');
    await page.getByText(/Live requests cost \$0\.31 in the last 30 days/).waitFor();
    await page.locator('.home-blocked li').first().waitFor();
    await shoot(page, 'home');

    await page.goto(`/agents/${fixture.agentId}?tab=bindings`);
    await page.getByRole('meter', { name: `${CSV.operation} requests today` }).waitFor();
    await shoot(page, 'agent');

    await page.goto('/approvals');
    await page.locator('article').first().waitFor();
    await shoot(page, 'approvals');

    // A workflow with a condition, drawn by the editor; then a run waiting at its approval step.
    const { cookie } = fixture.owner;
    const workflow = await createWorkflow(app, cookie, { name: 'Supplier check' });
    await saveVersion(app, cookie, workflow.id, SUPPLIER_CHECK);
    expect((await call(app, 'POST', `/api/v1/workflows/${workflow.id}/agents`, { as: { cookie }, body: { agent_id: fixture.agentId } })).status).toBe(201);
    await page.goto(`/workflows/${workflow.id}`);
    await page.locator('.react-flow__node').nth(SUPPLIER_CHECK.steps.length - 1).waitFor();
    await page.locator('.react-flow__node').filter({ hasText: 'OverBudget' }).click();
    await page.locator('.step-form').waitFor();
    await shoot(page, 'workflow', section(page, 'Version editor'));

    const waiting = await runWaitingForApproval(app, fixture, { name: 'Supplier review' });
    await page.goto(`/workflows/${waiting.workflowId}/runs/${waiting.runId}`);
    await page.getByRole('region', { name: 'Steps of this run' }).getByText('waiting for approval').waitFor({ timeout: 15_000 });
    await shoot(page, 'workflow-run', section(page, 'Graph'));
    expectNoPageErrors(page);
  }, 120_000);
});

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Through a page's Agents section (console/src/components/AgentGrants.tsx, one for workflows,
 * collections and devices): grants the resource to the agent, sees it listed and on the API,
 * revokes it, and sees it gone from both. `granted` reads the API's listing of the grants.
 */
export async function grantAndRevokeThroughPage(page: Page, agent: { id: string; name: string }, use: string, granted: () => Promise<string[]>): Promise<void> {
  await page.getByText('Not granted to any agent').waitFor();
  await page.getByLabel('Agent to grant').selectOption(agent.id);
  await page.getByRole('button', { name: 'Grant', exact: true }).click();
  await page.getByRole('status').filter({ hasText: `Granted: ${agent.name} may now ${use}.` }).waitFor();
  await page.getByRole('region', { name: /^Agents granted this / }).getByRole('link', { name: agent.name }).waitFor();
  expect(await granted()).toEqual([agent.id]);
  await page.getByRole('button', { name: `Revoke ${agent.name}` }).click();
  await page.getByRole('button', { name: `Take it from ${agent.name}?` }).click();
  await page.getByText('Not granted to any agent').waitFor();
  expect(await granted()).toEqual([]);
}

/** A person the server does not let grant sees the agents granted, and neither the grant form nor Revoke. */
export async function expectNoGrantControls(page: Page, agentName: string, note: string): Promise<void> {
  await page.getByRole('region', { name: /^Agents granted this / }).getByRole('link', { name: agentName }).waitFor();
  await page.getByRole('note').filter({ hasText: note }).waitFor();
  expect(await page.getByLabel('Agent to grant').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Grant', exact: true }).count()).toBe(0);
  expect(await page.getByRole('button', { name: `Revoke ${agentName}` }).count()).toBe(0);
}

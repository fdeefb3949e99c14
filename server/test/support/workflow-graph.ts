import type { Page } from 'playwright-core';

/** The console's workflow editor and run pages, as their tests find their parts. */

/** The editor's graph. */
export const graph = (page: Page) => page.getByRole('region', { name: 'Steps of the version' });

/** One step's node on the editor's graph, by its label. */
export const node = (page: Page, label: string) => graph(page).locator('.react-flow__node').filter({ has: page.getByRole('button', { name: new RegExp(`^Step ${label} `) }) });

/** A step of the run's graph, by its label. */
export const runNode = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Steps of this run' }).locator('.react-flow__node').filter({ has: page.locator('strong', { hasText: new RegExp(`^${label}`) }) });

/** A form field of the open step, by its label. */
export const field = (page: Page, label: string) => page.locator('.step-form').getByLabel(label, { exact: true });

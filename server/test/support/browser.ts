import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { useTestApp, type TestApp } from './app.js';
import type { TestUser } from './identity.js';

/** Debian's chromium, which `pnpm test` installs when missing (scripts/ensure-chromium.sh); PROCTOR_CHROMIUM names another. */
export const CHROMIUM = process.env.PROCTOR_CHROMIUM ?? '/usr/bin/chromium';

/** Where the console tests leave a screenshot of each page they visit (git-ignored). */
export const SCREENSHOTS = fileURLToPath(new URL('../../../console/test-artifacts/screenshots/', import.meta.url));

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * The app for console tests: the console build is console/dist, or PROCTOR_CONSOLE_DIR's (so that
 * several builds can be tested side by side).
 */
export function useConsoleApp(env: Record<string, string> = {}): TestApp {
  const dir = process.env.PROCTOR_CONSOLE_DIR;
  return useTestApp({ env: { ...(dir ? { PROCTOR_CONSOLE_DIR: dir } : {}), ...env } });
}

export interface ConsoleBrowser {
  /** A fresh browser context (its own cookies) at `viewport`, failing the test on any page error. */
  page(options?: { viewport?: { width: number; height: number }; user?: TestUser }): Promise<Page>;
  /** Another tab of `page`'s browser context (the same cookies), watched as `page` is. */
  tab(page: Page): Promise<Page>;
}

/**
 * One Chromium per test file, driving the console the app serves (console/dist, built by `pnpm
 * test` before the server's tests). Every page it opens records uncaught errors, console errors
 * (a CSP violation is one) and failed API calls the test did not expect; `afterEach`-free: a
 * test ends by calling `expectNoPageErrors(page)`.
 */
export function useConsoleBrowser(app: TestApp): ConsoleBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const built = path.join(app.config.consoleDir, 'index.html');
    if (!existsSync(built)) throw new Error(`no console build at ${built}: run pnpm --filter @proctor/console build (pnpm test does)`);
    if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: run sh scripts/ensure-chromium.sh (pnpm test does)`);
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async page(options = {}) {
      const context = await browser!.newContext({ viewport: options.viewport ?? DESKTOP, baseURL: app.baseUrl });
      if (options.user) {
        const [name, value] = options.user.cookie.split('=') as [string, string];
        await context.addCookies([{ name, value, url: app.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
      }
      return watched(await context.newPage());
    },
    async tab(page) {
      return watched(await page.context().newPage());
    },
  };
}

/** The page, recording what goes wrong in it for expectNoPageErrors. */
function watched(page: Page): Page {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // An API answer of 4xx is the console's business (it shows the message); Chromium logs each
  // as a failed load, which says nothing more. Anything else that fails to load is a problem.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/api/')) problems.push(`${response.status()} for ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: a navigation cancelled what the page it left was still loading.
    const reason = request.failure()?.errorText;
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${reason})`);
  });
  pageProblems.set(page, problems);
  return page;
}

const pageProblems = new WeakMap<Page, string[]>();

/**
 * Nothing went wrong in the page: no uncaught error, no console error (a CSP violation is one), no
 * page or asset that failed to load, except what `allowed` matches (provoked on purpose).
 */
export function expectNoPageErrors(page: Page, allowed: RegExp[] = []): void {
  const problems = (pageProblems.get(page) ?? []).filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
  expect(problems).toEqual([]);
}

/** A full-page screenshot, named for the page shown, into console/test-artifacts/screenshots/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

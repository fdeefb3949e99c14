import { delay, http, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { connectApp, type AppRow } from './connected-apps.js';
import type { PricingContext, ProviderOperationDefinition } from '../../src/domain/catalog/operation.js';
import type { AdapterContext, AdapterOutcome, ConnectedAppAccess, Mode, Progress } from '../../src/providers/contract.js';
import { callProvider } from '../../src/domain/dispatch/execute.js';
import { createLogger } from '../../src/logger.js';
import { useTestApp } from './app.js';
import { agentWithBindings, balanceOf, dispatchAs, type DispatchFixture } from './dispatch.js';

/** Server settings, as the environment gives them. */
export type Env = Record<string, string>;

/**
 * An msw server mocking the providers for this file's tests, with `handlers` as its defaults.
 * Loopback requests (the test app, local servers) go through; any other unmocked request fails.
 */
export function mockProviders(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() =>
    server.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).hostname === '127.0.0.1' ? undefined : print.error()) }),
  );
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Answers `method url` with `respond` and keeps a copy of every request it saw, in order. */
export function answerAndRecord(
  server: SetupServer,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  url: string,
  respond: (request: Request) => Response | Promise<Response>,
): Request[] {
  const seen: Request[] = [];
  server.use(
    http[method](url, ({ request }) => {
      seen.push(request.clone());
      return respond(request);
    }),
  );
  return seen;
}

/**
 * A file's `contextWith(env?, serviceRequestId?, app?)` for calling an adapter directly: the config `env` loads
 * (`defaultEnv` when left out), the file's service request id, a deadline so that a hung call fails, and
 * the organization's connected app (`defaultApp` when left out; `null` for none).
 */
export function adapterContexts(serviceRequestId: string, defaultEnv: Env = {}, timeoutMs = 5_000, defaultApp?: ConnectedAppAccess) {
  return (env: Env = defaultEnv, id: string = serviceRequestId, app: ConnectedAppAccess | null = defaultApp ?? null): AdapterContext => ({
    signal: AbortSignal.timeout(timeoutMs),
    serviceRequestId: id,
    config: loadConfig(env),
    app: app ?? undefined,
  });
}

/** An organization's connected app as the pipeline hands it to a live adapter: a fresh token and the details its install recorded. */
export function connectedAppAccess(provider: ConnectedAppAccess['provider'], accessToken: string, details: Record<string, string>): ConnectedAppAccess {
  return { id: `capp_test_${provider}`, provider, accessToken, details };
}

/** What an estimate is given: the config `env` loads, in `mode`, with a signal that never aborts. */
export function pricingContext(env: Env = {}, mode: Mode = 'live'): PricingContext {
  return { mode, config: loadConfig(env), signal: new AbortController().signal };
}

/**
 * Runs the live adapter as dispatch does, through callProvider(), with the organization's `app`:
 * the deadline is `env`'s PROCTOR_PROVIDER_TIMEOUT_MS.
 */
export function executeLive<P, R>(
  definition: ProviderOperationDefinition<P, R>,
  payload: P,
  env: Env,
  serviceRequestId = 'sr_slow',
  app?: ConnectedAppAccess,
  progress?: Progress,
): Promise<AdapterOutcome<unknown>> {
  return callProvider(definition as unknown as ProviderOperationDefinition, 'live', payload, serviceRequestId, loadConfig(env), createLogger('silent'), app, progress);
}

export interface LiveDispatch {
  /** The organization and agent the request was made for. */
  fixture: DispatchFixture;
  body: Awaited<ReturnType<typeof dispatchAs>>['body'];
  /** The organization's wallet once the request was answered. */
  balance: { balance_cents: number; held_cents: number };
}

/**
 * The real app with `env` as its settings, started before the enclosing block's tests and closed after them,
 * and `dispatch`: a fresh agent bound to `operation` sends `payload` with its live key.
 */
export function liveKeyApp(env: Env = {}) {
  const app = useTestApp({ env });
  return {
    app,
    /** `connected`: the organization's app (its tokens and details) installed first. */
    async dispatch(operation: string, payload: unknown, binding: Record<string, unknown> = {}, connected?: AppRow): Promise<LiveDispatch> {
      const fixture = await agentWithBindings(app, { [operation]: binding });
      if (connected) await connectApp(app, fixture.owner.session.organization.id, connected);
      const { body } = await dispatchAs(app, fixture.liveKey, { operation, payload });
      return { fixture, body, balance: await balanceOf(app, fixture) };
    },
  };
}

/** The detail of a failed request's result. */
export const detailOf = (body: { result?: unknown }): string => (body.result as { detail: string }).detail;

/** A provider's answer that never comes, for the deadline tests. */
export async function neverAnswers(): Promise<Response> {
  await delay('infinite');
  return new Response();
}

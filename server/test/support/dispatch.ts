import { randomBytes, randomUUID } from 'node:crypto';
import { admit, type Admission } from '../../src/domain/dispatch/admit.js';
import { sweepInterrupted } from '../../src/domain/dispatch/sweeper.js';
import { createLogger } from '../../src/logger.js';
import type { ServiceRequestResponse } from '../../src/routers/service-requests/service-request.types.js';
import { madeBeforeAll, type TestApp } from './app.js';
import { call, createAgent, mintToken, signup, type CallResult, type TestUser } from './identity.js';

export interface DispatchFixture {
  owner: TestUser;
  token: string;
  agentId: string;
  liveKey: string;
  testKey: string;
}

/** A fresh organization with one agent bound to `bindings` (operation → binding fields). */
export async function agentWithBindings(
  app: TestApp,
  bindings: Record<string, Record<string, unknown>>,
  agent: Record<string, unknown> = {},
): Promise<DispatchFixture> {
  const owner = await signup(app);
  const token = await mintToken(app, owner);
  const created = await createAgent(app, { bearer: token }, agent);
  for (const [operation, fields] of Object.entries(bindings)) {
    const bound = await call(app, 'POST', `/api/v1/agents/${created.agent.id}/services`, { as: { bearer: token }, body: { operation, ...fields } });
    if (bound.status !== 200) throw new Error(`binding failed: ${bound.raw}`);
  }
  return { owner, token, agentId: created.agent.id, liveKey: created.api_key, testKey: created.test_api_key };
}

/** agentWithBindings, made before the enclosing block's tests. */
export function useAgentWithBindings(app: TestApp, bindings: Record<string, Record<string, unknown>>): DispatchFixture {
  return madeBeforeAll(() => agentWithBindings(app, bindings));
}

export function dispatchAs(
  app: TestApp,
  key: string,
  body: Record<string, unknown>,
  idempotencyKey: string | null = randomUUID(),
): Promise<CallResult<ServiceRequestResponse & { error: { code: string; message: string } }>> {
  return call(app, 'POST', '/api/v1/service-requests', {
    as: { bearer: key },
    body,
    headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey },
  });
}

export const CSV = { operation: 'data.csv_parse', payload: { csv: 'name,qty\nbolt,3\nnut,5\n' } };

/**
 * A live request (1 cent) whose provider is called after admission, so that a process can be
 * killed between the two: CSV is parsed in process before admission and settled by it (admit.ts).
 */
export const HOOK = { operation: 'notification.webhook', payload: { url: 'https://hooks.example.com/builds', payload: { build: 142 } } };

/**
 * The sweeper run over every request admitted so far. A cutoff a second ahead of this process's
 * clock, not at it: the database stamps updated_at with its own now(), rounded to the millisecond,
 * which can read a moment later than Date.now() here, and a request would look too young to sweep.
 */
export const sweepEverythingAdmitted = (app: TestApp) => sweepInterrupted(app.db.prisma, 0, -1_000);

/**
 * A live HOOK request of the fixture's agent (bound to it) admitted, its worst case held, and
 * never settled, as a process killed during the provider call leaves it: for the sweeper to find.
 */
export function admitWithoutSettling(app: TestApp, fixture: DispatchFixture, idempotencyKey: string): Promise<Admission> {
  return admit(
    app.db.prisma,
    {
      orgId: fixture.owner.session.organization.id,
      agentId: fixture.agentId,
      mode: 'live',
      operation: HOOK.operation,
      payload: HOOK.payload,
      idempotencyKey,
      audit: { actor: { type: 'agent', id: fixture.agentId }, requestId: null },
    },
    app.config,
    createLogger('silent'),
  );
}

export async function setBalance(app: TestApp, orgId: string, cents: number): Promise<void> {
  await app.db.prisma.wallet.updateMany({ where: { orgId }, data: { balanceCents: BigInt(cents) } });
}

export async function balanceOf(app: TestApp, fixture: DispatchFixture): Promise<{ balance_cents: number; held_cents: number }> {
  return (await call<{ balance_cents: number; held_cents: number }>(app, 'GET', '/api/v1/balance', { as: { bearer: fixture.token } })).body;
}

/**
 * A test-mode audio.transcribe that runs asynchronously (`running`) or not, as wanted: the sandbox
 * transcribes recordings over a minute asynchronously, and their length derives from the URL.
 */
export async function transcribe(
  app: TestApp,
  fixture: DispatchFixture,
  wantRunning: boolean,
): Promise<CallResult<ServiceRequestResponse>> {
  for (let index = 0; index < 50; index += 1) {
    const audio_url = `https://example.com/r${index}-${randomBytes(3).toString('hex')}.mp3`;
    const result = await dispatchAs(app, fixture.testKey, { operation: 'audio.transcribe', payload: { audio_url } });
    if ((result.body.status === 'running') === wantRunning) return result;
  }
  throw new Error('no recording of the wanted length');
}

/** The provider's job id of a request: what a reconcile webhook names. */
export async function externalIdOf(app: TestApp, id: string): Promise<string> {
  return (await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id } })).externalId!;
}

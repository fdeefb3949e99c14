import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REASONS } from '../../src/domain/dispatch/reasons.js';
import { useTestApp, type TestApp } from '../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, type DispatchFixture } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { waitForLockWaits } from '../support/locks.js';
import { mockProviders } from '../support/providers.js';

/**
 * Once `DELETE /agents/{id}` or a pause has answered, no request of the agent is admitted, even
 * one that read the agent's policy before: the admission statement finds the agent live under a
 * row lock that the delete or pause waits on (dispatch/budgets.ts, `lockAgent` in agents.ts).
 */
const app = useTestApp();

/**
 * The model listing a live text generation is priced from, answered only when the test says so.
 * A server keeps the listing it read for an hour, per aggregator URL: each case has its own.
 */
let releaseListing: () => void = () => {};
let listingAsked: () => void = () => {};
const server = mockProviders(
  http.get('https://:host/api/v1/models', async () => {
    listingAsked();
    await new Promise<void>((resolve) => (releaseListing = resolve));
    return HttpResponse.json({ data: [{ id: 'openai/gpt-4o-mini', pricing: { prompt: '0.00000015', completion: '0.0000006' } }] });
  }),
);
server.events.on('unhandledException', ({ error }) => {
  throw error;
});

const GENERATE = { operation: 'text_generation.generate', payload: { model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], max_tokens: 100 } };

const stops: [string, (app: TestApp, fixture: DispatchFixture) => Promise<{ status: number }>][] = [
  ['deleted', (app, fixture) => call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie } })],
  ['paused', (app, fixture) => call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie }, body: { status: 'paused' } })],
];

describe.each(stops)('an agent %s while its request is being admitted', (stopped, stop) => {
  const aggregator = useTestApp({ env: { OPENROUTER_API_KEY: 'sk-or-v1-test-key', OPENROUTER_BASE_URL: `https://${stopped}.aggregator.test/api/v1` } });

  it('refuses the request whose policy was read before and that is answered after', async () => {
    const fixture = await agentWithBindings(aggregator, { 'text_generation.generate': {} });
    const asked = new Promise<void>((resolve) => (listingAsked = resolve));
    const dispatched = dispatchAs(aggregator, fixture.liveKey, GENERATE);
    await asked;
    try {
      // The policy is read alongside the price: give that read time to finish before the agent stops.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await stop(aggregator, fixture)).status).toBeLessThan(300);
    } finally {
      releaseListing();
    }

    const { body } = await dispatched;
    // The gate's own refusal would say which ("The agent is deleted"): this is the statement's.
    expect(body).toMatchObject({ status: 'failed', reason_code: 'agent_disabled', cost_cents: 0, result: { detail: REASONS.agent_disabled } });
    expect(await balanceOf(aggregator, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
    expect(await aggregator.db.prisma.usageCounter.count({ where: { orgId: fixture.owner.session.organization.id } })).toBe(0);
  });
});

describe('an agent deleted while an admission holds it', () => {
  it('makes a delete wait for an admission already holding the agent, so that the delete answers after it', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const orgId = fixture.owner.session.organization.id;
    let releaseWallet: () => void = () => {};
    const walletHeld = new Promise<void>((resolve) => {
      void app.db.prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT 1 FROM wallets WHERE org_id = ${orgId} FOR UPDATE`;
          resolve();
          await new Promise<void>((release) => (releaseWallet = release));
        },
        { timeout: 20_000 },
      );
    });
    await walletHeld;

    // The admission statement locks the request, then the agent, then waits at the wallet.
    const dispatched = dispatchAs(app, fixture.liveKey, CSV);
    await waitForLockWaits(app, 1);
    let deleteAnswered = false;
    const deleted = call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie } }).then((answer) => {
      deleteAnswered = true;
      return answer;
    });
    await waitForLockWaits(app, 2);
    expect(deleteAnswered).toBe(false);

    releaseWallet();
    const [{ body }, deletion] = await Promise.all([dispatched, deleted]);
    expect(body).toMatchObject({ status: 'executed', cost_cents: 1 });
    expect(deletion.status).toBe(204);
    const after = await dispatchAs(app, fixture.liveKey, CSV);
    expect(after.status).toBe(401);
  });
});

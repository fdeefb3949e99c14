import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { signBody } from '../../../src/domain/event-sources/signature.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, mintToken } from '../../support/identity.js';
import { createWebhookTrigger, CSV_FIRE, fire, triggerOwner } from '../../support/triggers.js';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const app = useTestApp({ env: { PROCTOR_TRIGGER_RATE_LIMIT_REQUESTS: '2', PROCTOR_RATE_LIMIT_WINDOW_SECONDS: '3600' } });

describe('trigger fires: security', () => {
  it('compares the signature in constant time (timingSafeEqual on the two digests)', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId);
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    const forged = `sha256=${'0'.repeat(64)}`;
    expect((await fire(app, trigger, CSV_FIRE, { signature: forged })).status).toBe(401);
    expect(compare).toHaveBeenCalledTimes(1);
    expect(compare.mock.calls[0]!.map((buffer) => buffer.byteLength)).toEqual([32, 32]);
  });

  it('counts only signed fires against the trigger’s window: 429 with Retry-After past it, each trigger its own', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId);
    const other = await createWebhookTrigger(app, owner.cookie, agentId, { name: 'Other' });
    // A caller without the secret spends nothing of the window.
    for (let i = 0; i < 5; i += 1) expect((await fire(app, trigger, CSV_FIRE, { signature: signBody(other.signing_secret, CSV_FIRE) })).status).toBe(401);
    const first = await fire(app, trigger);
    expect(first.status, first.raw).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('2');
    expect((await fire(app, trigger)).status).toBe(200);
    const limited = await fire<ErrorEnvelope>(app, trigger);
    expect(limited.status, limited.raw).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await app.db.prisma.eventFire.count({ where: { sourceId: trigger.id } })).toBe(2);
    expect((await fire(app, other)).status).toBe(200);
  });

  it('keeps the routes that show a trigger to a browser session: a personal token is 403, another organization’s trigger 404', async () => {
    const { owner, agentId } = await triggerOwner(app);
    const trigger = await createWebhookTrigger(app, owner.cookie, agentId);
    const token = await mintToken(app, owner);
    for (const [method, path] of [
      ['GET', '/api/v1/triggers'],
      ['GET', `/api/v1/triggers/${trigger.id}`],
      ['GET', `/api/v1/triggers/${trigger.id}/runs`],
      ['DELETE', `/api/v1/triggers/${trigger.id}`],
    ] as const) {
      const refused = await call<ErrorEnvelope>(app, method, path, { as: { bearer: token } });
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    const created = await call(app, 'POST', '/api/v1/triggers', { as: { bearer: token }, body: { agent_id: agentId, name: 'By token', kind: 'webhook', operation: 'data.csv_parse' } });
    expect(created.status).toBe(403);
    const stranger = await triggerOwner(app);
    for (const [method, path, body] of [
      ['GET', `/api/v1/triggers/${trigger.id}`, undefined],
      ['PATCH', `/api/v1/triggers/${trigger.id}`, { status: 'paused' }],
      ['DELETE', `/api/v1/triggers/${trigger.id}`, undefined],
      ['GET', `/api/v1/triggers/${trigger.id}/runs`, undefined],
    ] as const) {
      expect((await call(app, method, path, { as: { cookie: stranger.owner.cookie }, body })).status, `${method} ${path}`).toBe(404);
    }
    // Nor can a trigger be made for another organization's agent.
    const foreignAgent = await call(app, 'POST', '/api/v1/triggers', {
      as: { cookie: stranger.owner.cookie },
      body: { agent_id: agentId, name: 'Borrowed', kind: 'webhook', operation: 'data.csv_parse' },
    });
    expect(foreignAgent.status).toBe(404);
    expect((await call(app, 'GET', `/api/v1/triggers/${trigger.id}`, { as: { cookie: owner.cookie } })).status).toBe(200);
  });
});

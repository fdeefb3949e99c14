import { describe, expect, it } from 'vitest';
import { getOperation } from '../../../src/domain/catalog/index.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, dispatchAs, setBalance, type DispatchFixture } from '../../support/dispatch.js';
import { call, signup } from '../../support/identity.js';
import { downloadUrl, sha256Of, storageEnv, storedObject } from '../../support/storage.js';
import { createWorkspace, switchTo } from '../workspaces/fixtures.js';

const app = useTestApp({ env: storageEnv({ PROCTOR_STORAGE_QUOTA_BYTES: '4096' }) });

const PUT = 'storage.put_object';
const GET = 'storage.get_object';
const PRICE = getOperation(PUT).pricing.costCents!;
const NOTE = 'Three refunds, one escalation.';

async function storageAgent(): Promise<DispatchFixture> {
  const fixture = await agentWithBindings(app, { [PUT]: {}, [GET]: {} });
  await setBalance(app, fixture.owner.session.organization.id, 1_000);
  return fixture;
}

const put = (fixture: DispatchFixture, payload: Record<string, unknown>, key = fixture.liveKey) => dispatchAs(app, key, { operation: PUT, payload });
const get = (fixture: DispatchFixture, objectId: string, as = 'text', key = fixture.liveKey) =>
  dispatchAs(app, key, { operation: GET, payload: { object_id: objectId, as } });

describe('storage.put_object and storage.get_object through POST /service-requests', () => {
  it("stores text in the agent's workspace as the storage API would (listed, downloadable, audited as the agent) and reads it back, at its price", async () => {
    const fixture = await storageAgent();
    const stored = await put(fixture, { key: 'summaries/today.txt', content_type: 'text/plain', text: NOTE });
    expect(stored.body, stored.raw).toMatchObject({
      status: 'executed',
      cost_cents: PRICE,
      result: { key: 'summaries/today.txt', content_type: 'text/plain', size: NOTE.length, sha256: sha256Of(Buffer.from(NOTE)) },
    });
    const objectId = (stored.body.result as { object_id: string }).object_id;
    const listed = await call<{ data: { id: string; status: string }[] }>(app, 'GET', '/api/v1/storage/objects', { as: { cookie: fixture.owner.cookie } });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: objectId, status: 'available' })]);
    expect(await (await fetch(await downloadUrl(app, fixture.owner.cookie, objectId))).text()).toBe(NOTE);
    const audit = await app.db.prisma.auditEntry.findMany({ where: { targetId: objectId } });
    expect(audit.map((entry) => [entry.action, entry.actorType, entry.actorId])).toEqual([['storage_object.created', 'agent', fixture.agentId]]);

    expect((await get(fixture, objectId)).body).toMatchObject({ status: 'executed', cost_cents: PRICE, result: { object_id: objectId, text: NOTE } });
    const bytes = Buffer.from([0, 1, 2, 255]);
    const binary = await put(fixture, { key: 'a.bin', content_type: 'application/octet-stream', content_base64: bytes.toString('base64') });
    const binaryId = (binary.body.result as { object_id: string }).object_id;
    expect((await get(fixture, binaryId, 'base64')).body).toMatchObject({ status: 'executed', result: { size: 4, content_base64: bytes.toString('base64') } });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000 - 4 * PRICE, held_cents: 0 });
  });

  it('reads a person’s upload of the same workspace, and a test key acts on the same objects for free', async () => {
    const fixture = await storageAgent();
    const object = await storedObject(app, fixture.owner.cookie, Buffer.from('hello'), 'notes/a.txt');
    expect((await get(fixture, object.object.id, 'text', fixture.testKey)).body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { text: 'hello' } });
    expect((await put(fixture, { key: 't.txt', content_type: 'text/plain', text: 'x' }, fixture.testKey)).body).toMatchObject({ status: 'executed', cost_cents: 0 });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000 });
  });

  it("is blocked resource_not_granted, nothing debited, for another organization's object, another workspace's of its own organization, and an unknown id", async () => {
    const fixture = await storageAgent();
    const stranger = await signup(app);
    const theirs = await storedObject(app, stranger.cookie, Buffer.from('their secret'));
    const other = await createWorkspace(app, { cookie: fixture.owner.cookie }, 'Elsewhere');
    await switchTo(app, { cookie: fixture.owner.cookie }, other.id);
    const elsewhere = await storedObject(app, fixture.owner.cookie, Buffer.from('another workspace'));
    for (const objectId of [theirs.object.id, elsewhere.object.id, 'obj_01jh0xb7d9f1h3k5m7p9r1t3v5']) {
      const asked = await get(fixture, objectId);
      expect(asked.body, asked.raw).toMatchObject({ status: 'blocked', reason_code: 'resource_not_granted', cost_cents: 0, result: { detail: `The stored object ${objectId} is not in this agent's workspace` } });
    }
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000, held_cents: 0 });
    // What the agent stores lands in its own workspace, never the one the owner's browser switched to.
    const stored = await put(fixture, { key: 'mine.txt', content_type: 'text/plain', text: 'mine' });
    const row = await app.db.prisma.storageObject.findUniqueOrThrow({ where: { id: (stored.body.result as { object_id: string }).object_id } });
    const agent = await app.db.prisma.agent.findUniqueOrThrow({ where: { id: fixture.agentId } });
    expect(row.workspaceId).toBe(agent.workspaceId);
    expect(row.workspaceId).not.toBe(other.id);
  });

  it("fails past the workspace's byte quota and on a deleted object, debiting nothing", async () => {
    const fixture = await storageAgent();
    const over = await put(fixture, { key: 'big.txt', content_type: 'text/plain', text: 'x'.repeat(5000) });
    expect(over.body).toMatchObject({ status: 'failed', cost_cents: 0, result: { detail: expect.stringContaining('PROCTOR_STORAGE_QUOTA_BYTES') } });
    const stored = await put(fixture, { key: 'gone.txt', content_type: 'text/plain', text: 'bye' });
    const objectId = (stored.body.result as { object_id: string }).object_id;
    expect((await call(app, 'DELETE', `/api/v1/storage/objects/${objectId}`, { as: { cookie: fixture.owner.cookie } })).status).toBe(204);
    expect((await get(fixture, objectId)).body).toMatchObject({ status: 'failed', cost_cents: 0, result: { detail: expect.stringContaining('deleted') } });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000 - PRICE, held_cents: 0 });
  });

  it('refuses a payload with both or neither content, bad base64, a bad media type, over 512 KiB, or an unknown field, with 400', async () => {
    const fixture = await storageAgent();
    for (const payload of [
      { key: 'a', content_type: 'text/plain' },
      { key: 'a', content_type: 'text/plain', text: 'x', content_base64: 'eA==' },
      { key: 'a', content_type: 'text/plain', content_base64: 'not base64!' },
      { key: 'a', content_type: 'plain', text: 'x' },
      { key: 'a', content_type: 'text/plain', text: 'é'.repeat(300_000) },
      { key: 'a', content_type: 'text/plain', text: 'x', workspace_id: 'ws_x' },
    ]) {
      const refused = await put(fixture, payload);
      expect(refused.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });
});

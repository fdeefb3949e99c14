import { describe, expect, it } from 'vitest';
import { COUNTERS, readCounters } from '../../../src/domain/dispatch/budgets.js';
import { REASONS } from '../../../src/domain/dispatch/reasons.js';
import { useTestApp } from '../../support/app.js';
import { CSV, dispatchAs, setBalance, type DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { waitForLockWaits, waitUntilBlockedBy } from '../../support/locks.js';
import { agentRecord, parentAgent, spawn } from '../../support/spawn.js';

/**
 * A parent is handed its children's keys at spawn (family.ts): whatever stops or limits it must
 * reach them, or it keeps acting through them. Each case is an attack of the security review.
 */
const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '0' } });

const setStatus = (fixture: DispatchFixture, id: string, status: string) =>
  call(app, 'PATCH', `/api/v1/agents/${id}`, { as: { cookie: fixture.owner.cookie }, body: { status } });

const rotate = (fixture: DispatchFixture, id: string, mode: 'live' | 'test' = 'live') =>
  call<{ api_key: string; revoked_agent_ids: string[] }>(app, 'PATCH', `/api/v1/agents/${id}/key`, { as: { cookie: fixture.owner.cookie }, body: { mode } });

/** The family root → child → grandchild, each spawned with the live key of the one above. */
async function family(capCents: number | null = null, bindings?: Record<string, Record<string, unknown>>, caps = { child: 50, grandchild: 10 }) {
  const root = await parentAgent(app, capCents, bindings);
  await setBalance(app, root.owner.session.organization.id, 10_000);
  const child = (await spawn(app, root.liveKey, { name: 'Child', services: ['data.csv_parse'], monthly_budget_cents: caps.child })).body;
  const grandchild = (await spawn(app, child.api_key, { name: 'Grandchild', services: ['data.csv_parse'], monthly_budget_cents: caps.grandchild })).body;
  return { root, child: { id: child.agent.id, key: child.api_key }, grandchild: { id: grandchild.agent.id, key: grandchild.api_key } };
}

const outcome = async (key: string) => {
  const { body } = await dispatchAs(app, key, CSV);
  return body.reason_code ?? body.status;
};

describe('a stopped agent stops the agents it spawned', () => {
  it.each(['paused', 'disabled'])("a %s parent's children and grandchildren are refused agent_disabled, with any key, and cannot spawn", async (status) => {
    const { root, child, grandchild } = await family(100);
    const childTestKey = (await rotate(root, child.id, 'test')).body.api_key;
    expect(await outcome(child.key)).toBe('executed');

    expect((await setStatus(root, root.agentId, status)).status).toBe(200);
    for (const key of [root.liveKey, child.key, childTestKey, grandchild.key]) {
      const { body } = await dispatchAs(app, key, CSV);
      expect(body).toMatchObject({ status: 'failed', reason_code: 'agent_disabled', cost_cents: 0 });
    }
    expect((await dispatchAs(app, grandchild.key, CSV)).body.result).toEqual({ detail: `Agent ${root.agentId}, which this agent was spawned from, is ${status}` });
    const spawned = await spawn(app, grandchild.key, { name: 'Great-grandchild', services: ['data.csv_parse'], monthly_budget_cents: 1 });
    expect(spawned.status, spawned.raw).toBe(409);
    expect(spawned.body.error.message).toBe(`Agent ${root.agentId}, which this agent was spawned from, is ${status}: only an agent whose spawn chain is all active spawns`);
    expect((await spawn(app, child.key, { name: 'Sibling', services: ['data.csv_parse'], monthly_budget_cents: 1 })).status).toBe(409);

    // Set active again, the family works again.
    expect((await setStatus(root, root.agentId, 'active')).status).toBe(200);
    expect(await outcome(grandchild.key)).toBe('executed');
  });

  it('a paused middle agent stops its own descendants, not its parent', async () => {
    const { root, child, grandchild } = await family();
    expect((await setStatus(root, child.id, 'paused')).status).toBe(200);
    expect(await outcome(grandchild.key)).toBe('agent_disabled');
    expect(await outcome(root.liveKey)).toBe('executed');
  });

  it("refuses a child's request whose policy was read before its parent's pause and that reaches the agents after it", async () => {
    const { root, child } = await family();
    const orgId = root.owner.session.organization.id;
    const counter = COUNTERS.agentCents(child.id, new Date());
    let dispatched: ReturnType<typeof dispatchAs> | undefined;
    await app.db.prisma.$transaction(
      async (tx) => {
        // Hold the child's month counter, which its admission statement takes before the agents'
        // rows: the request reads its policy (all active) and waits here while the parent is paused.
        await tx.$executeRaw`INSERT INTO usage_counters (org_id, scope, period, mode, value) VALUES (${orgId}, ${counter.scope}, ${counter.period}, 'live', 0) ON CONFLICT DO NOTHING`;
        await tx.$queryRaw`SELECT 1 FROM usage_counters WHERE scope = ${counter.scope} AND period = ${counter.period} AND mode = 'live' FOR UPDATE`;
        dispatched = dispatchAs(app, child.key, CSV);
        await waitUntilBlockedBy(app, tx);
        expect((await setStatus(root, root.agentId, 'paused')).status).toBe(200);
      },
      { timeout: 20_000 },
    );
    // The statement's own refusal: the gate had found the whole chain active.
    expect((await dispatched!).body).toMatchObject({ status: 'failed', reason_code: 'agent_disabled', result: { detail: REASONS.agent_disabled } });
    expect(await readCounters(app.db.prisma, 'live', [counter])).toEqual([0n]);
  });

  it("makes a parent's pause wait for a child's admission that holds it, so that the pause answers after it", async () => {
    const { root, child } = await family();
    const orgId = root.owner.session.organization.id;
    let dispatched: ReturnType<typeof dispatchAs> | undefined;
    let paused: Promise<{ status: number }> | undefined;
    let pauseAnswered = false;
    await app.db.prisma.$transaction(
      async (tx) => {
        // The admission statement locks the child and its ancestors, then waits at the wallet.
        await tx.$queryRaw`SELECT 1 FROM wallets WHERE org_id = ${orgId} FOR UPDATE`;
        dispatched = dispatchAs(app, child.key, CSV);
        await waitUntilBlockedBy(app, tx);
        paused = setStatus(root, root.agentId, 'paused').then((answer) => {
          pauseAnswered = true;
          return answer;
        });
        await waitForLockWaits(app, 2);
        expect(pauseAnswered).toBe(false);
      },
      { timeout: 20_000 },
    );
    expect((await dispatched!).body).toMatchObject({ status: 'executed', cost_cents: 1 });
    expect((await paused!).status).toBe(200);
    expect(await outcome(child.key)).toBe('agent_disabled');
  });

  it("rotating a parent's key revokes the same mode's keys of its descendants, named in the answer", async () => {
    const { root, child, grandchild } = await family();
    const childTestKey = (await rotate(root, child.id, 'test')).body.api_key;
    const rotated = await rotate(root, root.agentId);
    expect(rotated.status, rotated.raw).toBe(200);
    expect(rotated.body.revoked_agent_ids).toEqual([child.id, grandchild.id].sort());
    for (const key of [child.key, grandchild.key]) expect((await dispatchAs(app, key, CSV)).status).toBe(401);
    // The other mode's key was not handed over by this spawn: it keeps working.
    expect(await outcome(childTestKey)).toBe('executed');
    expect(await outcome(rotated.body.api_key)).toBe('executed');
    const audit = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agent.key_rotated', targetId: root.agentId } });
    expect(audit.details).toEqual({ mode: 'live', revoked_agent_ids: [child.id, grandchild.id].sort() });

    // A person gives a child a new key by rotating it in turn; a leaf revokes nothing.
    const renewed = await rotate(root, grandchild.id);
    expect(renewed.body.revoked_agent_ids).toEqual([]);
    expect(await outcome(renewed.body.api_key)).toBe('executed');
  });
});

describe("a family shares its parent's binding limits", () => {
  it("10 children of an uncapped parent with a binding of 3 a day and 3 cents a month execute 3 requests in all, not 30", async () => {
    const parent = await parentAgent(app, null, { 'data.csv_parse': { daily_limit: 3, monthly_budget_cents: 3 } });
    await setBalance(app, parent.owner.session.organization.id, 10_000);
    const keys: string[] = [];
    for (let index = 0; index < 10; index++) {
      const spawned = await spawn(app, parent.liveKey, { name: `k${index}`, services: ['data.csv_parse'], monthly_budget_cents: 3 });
      expect(spawned.status, spawned.raw).toBe(201);
      keys.push(spawned.body.api_key);
    }
    const outcomes: string[] = [];
    for (const key of keys) for (let index = 0; index < 5; index++) outcomes.push(await outcome(key));
    expect(outcomes.filter((result) => result === 'executed')).toHaveLength(3);
    expect(outcomes.filter((result) => result === 'daily_limit_exceeded')).toHaveLength(47);
    expect(await outcome(parent.liveKey)).toBe('daily_limit_exceeded');
    // Each child's own binding counted only its own.
    const bindings = await app.db.prisma.serviceBinding.findMany({ where: { agentId: parent.agentId } });
    const now = new Date();
    expect(await readCounters(app.db.prisma, 'live', [COUNTERS.dailyRequests(bindings[0]!.id, now), COUNTERS.bindingCents(bindings[0]!.id, now)])).toEqual([3n, 3n]);
  });

  it("a grandchild's request counts on every ancestor's binding: the root's monthly cents stop the whole family", async () => {
    // The uncapped root lends the child at most its binding's 4 cents.
    const { root, child, grandchild } = await family(null, { 'data.csv_parse': { monthly_budget_cents: 4 } }, { child: 4, grandchild: 2 });
    expect(await outcome(grandchild.key)).toBe('executed');
    expect(await outcome(child.key)).toBe('executed');
    expect(await outcome(grandchild.key)).toBe('executed');
    expect(await outcome(root.liveKey)).toBe('executed');
    for (const key of [grandchild.key, child.key, root.liveKey]) expect(await outcome(key)).toBe('monthly_budget_exceeded');
  });

  it("a child without its parent's binding any more is refused policy_violation", async () => {
    const { root, child } = await family();
    const removed = await call(app, 'DELETE', `/api/v1/agents/${root.agentId}/services/${CSV.operation}`, { as: { bearer: root.token } });
    expect(removed.status, removed.raw).toBeLessThan(300);
    const { body } = await dispatchAs(app, child.key, CSV);
    expect(body).toMatchObject({ status: 'blocked', reason_code: 'policy_violation', result: { detail: `Agent ${root.agentId}, which this agent was spawned from, has no enabled binding for data.csv_parse` } });
  });
});

describe('deleting a spawned agent gives back only what it did not spend', () => {
  it("parent cap 100: after 9 children spent their 10 and the parent its 9, deleting one gives back nothing and the family's month stays within 100", async () => {
    const parent = await parentAgent(app, 100);
    await setBalance(app, parent.owner.session.organization.id, 10_000);
    const chain = await spawn(app, parent.liveKey, { name: 'Chain', services: ['data.csv_parse'], monthly_budget_cents: 1 });
    expect(chain.status, chain.raw).toBe(201);
    const children: { id: string; key: string }[] = [];
    for (let index = 0; index < 9; index++) {
      const spawned = await spawn(app, parent.liveKey, { name: `c${index}`, services: ['data.csv_parse'], monthly_budget_cents: 10 });
      children.push({ id: spawned.body.agent.id, key: spawned.body.api_key });
    }
    for (let index = 0; index < 9; index++) expect(await outcome(parent.liveKey)).toBe('executed');
    expect(await outcome(parent.liveKey)).toBe('agent_budget_exceeded');
    for (const child of children) for (let index = 0; index < 10; index++) expect(await outcome(child.key)).toBe('executed');
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBe(9);

    const deleted = await call(app, 'DELETE', `/api/v1/agents/${children[0]!.id}`, { as: { cookie: parent.owner.cookie } });
    expect(deleted.status, deleted.raw).toBe(204);
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBe(9);
    expect(await outcome(parent.liveKey)).toBe('agent_budget_exceeded');
    const audit = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agent.deleted', targetId: children[0]!.id } });
    expect(audit.details).toEqual({ parent_agent_id: parent.agentId, returned_cents: 0 });

    const spend = await app.db.prisma.serviceRequest.aggregate({
      where: { orgId: parent.owner.session.organization.id, mode: 'live', status: 'executed' },
      _sum: { costCents: true },
    });
    expect(Number(spend._sum.costCents)).toBe(99);
  });

  it('gives back the unspent part of a partly spent carve', async () => {
    const parent = await parentAgent(app, 100);
    await setBalance(app, parent.owner.session.organization.id, 10_000);
    const { body } = await spawn(app, parent.liveKey, { name: 'Partial', services: ['data.csv_parse'], monthly_budget_cents: 10 });
    for (let index = 0; index < 4; index++) expect(await outcome(body.api_key)).toBe('executed');
    expect((await call(app, 'DELETE', `/api/v1/agents/${body.agent.id}`, { as: { cookie: parent.owner.cookie } })).status).toBe(204);
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBe(96);
  });
});

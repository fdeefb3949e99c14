import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { CSV, dispatchAs, setBalance } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { agentRecord, parentAgent, spawn } from '../../support/spawn.js';

/**
 * A parent is handed its children's keys at spawn (family.ts): whatever stops or limits it must
 * reach them, or it keeps acting through them. Each case is an attack of the security review.
 */
const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '0' } });

const outcome = async (key: string) => {
  const { body } = await dispatchAs(app, key, CSV);
  return body.reason_code ?? body.status;
};

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

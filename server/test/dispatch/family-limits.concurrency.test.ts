import { describe, expect, it } from 'vitest';
import { COUNTERS, readCounters } from '../../src/domain/dispatch/budgets.js';
import { useTestApp } from '../support/app.js';
import { admitWithoutSettling, balanceOf, CSV, dispatchAs, HOOK, setBalance, sweepEverythingAdmitted } from '../support/dispatch.js';
import { parentAgent, spawn } from '../support/spawn.js';

const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '0' } });

const tally = (outcomes: string[]) => {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
};

describe("a family's dispatches against its parent's binding limits, on real PostgreSQL under concurrent load", () => {
  it("60 parallel dispatches from 5 children and their parent against the parent's daily limit of 20: exactly 20 executed", async () => {
    const parent = await parentAgent(app, null, { 'data.csv_parse': { daily_limit: 20 } });
    const orgId = parent.owner.session.organization.id;
    await setBalance(app, orgId, 10_000);
    const keys = [parent.liveKey];
    for (let index = 0; index < 5; index++) {
      keys.push((await spawn(app, parent.liveKey, { name: `Child ${index}`, services: ['data.csv_parse'], monthly_budget_cents: 100 })).body.api_key);
    }
    const outcomes = await Promise.all(
      keys.flatMap((key) => Array.from({ length: 10 }, () => dispatchAs(app, key, CSV).then(({ body }) => body.reason_code ?? body.status))),
    );
    expect(tally(outcomes)).toEqual({ executed: 20, daily_limit_exceeded: 40 });
    const [binding] = await app.db.prisma.serviceBinding.findMany({ where: { agentId: parent.agentId } });
    expect(await readCounters(app.db.prisma, 'live', [COUNTERS.dailyRequests(binding!.id, new Date())])).toEqual([20n]);
    expect(await balanceOf(app, parent)).toEqual(expect.objectContaining({ balance_cents: 10_000 - 20, held_cents: 0 }));
  });

  it("a child's request that did not execute gives the parent's daily count back when it is settled", async () => {
    const parent = await parentAgent(app, null, { [HOOK.operation]: { daily_limit: 1 } });
    const child = (await spawn(app, parent.liveKey, { name: 'Interrupted', services: [HOOK.operation], monthly_budget_cents: 100 })).body;
    const [binding] = await app.db.prisma.serviceBinding.findMany({ where: { agentId: parent.agentId } });
    const daily = COUNTERS.dailyRequests(binding!.id, new Date());
    // Admitted and never settled, as a process killed during the provider call leaves it.
    const admitted = await admitWithoutSettling(app, { ...parent, agentId: child.agent.id }, 'interrupted-1');
    expect(admitted.kind).toBe('admitted');
    expect(await readCounters(app.db.prisma, 'live', [daily])).toEqual([1n]);
    expect((await dispatchAs(app, parent.liveKey, HOOK)).body.reason_code).toBe('daily_limit_exceeded');
    await sweepEverythingAdmitted(app);
    expect(await readCounters(app.db.prisma, 'live', [daily])).toEqual([0n]);
    expect((await admitWithoutSettling(app, parent, 'interrupted-2')).kind).toBe('admitted');
  });
});

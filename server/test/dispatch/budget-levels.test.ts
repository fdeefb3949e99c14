import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Prisma } from '../../src/generated/prisma/client.js';
import { BUDGET_LEVELS, STATEMENT_REFUSALS } from '../../src/domain/dispatch/budget-levels.js';
import { admissionStatement, COUNTERS, planReservation, type Limits } from '../../src/domain/dispatch/budgets.js';
import { REASON_CODES } from '../../src/domain/dispatch/reasons.js';
import { ZAgentSelfSchema } from '../../src/routers/agents/me.types.js';

// The table of budget levels (budget-levels.ts) is the one place they are named: the admission
// statement's steps and refusals, the counters and the headroom of GET /agents/me must each hold
// exactly its levels, so that a level added in one of them and not in the table fails here.

/** Limits that set every level, for an agent spawned from one parent, in live mode (the wallet held). */
const EVERY_LEVEL: Limits = {
  orgId: 'org_1',
  mode: 'live',
  bindingId: 'bnd_child',
  dailyLimit: 10,
  bindingMonthlyCents: 1_000n,
  ancestors: [{ agentId: 'agt_parent', bindingId: 'bnd_parent', dailyLimit: 20, bindingMonthlyCents: 2_000n }],
  agentId: 'agt_child',
  agentMonthlyCents: 5_000n,
  walletId: 'wal_1',
  team: { id: 'team_1', dailyCents: 100n, monthlyCents: 1_000n, totalCents: 10_000n },
  worker: { teamId: 'team_1', userId: 'usr_1', allocationCents: 500n },
  task: { id: 'dtk_1', budgetCents: 50n },
};

/** The steps of the admission statement that hold no level: the delegated task found open, the agents found active, the agent's cap read again. */
const LOCKS = ['task_open', 'agent_active', 'agent_cap'];

/** Each step of the statement (its CTE) with the reason its refusal gives, in the order the CASE checks them. */
function steps(statement: Prisma.Sql): { name: string; reason: string; used: boolean }[] {
  const refusals = [...statement.text.matchAll(/WHEN NOT EXISTS \(SELECT 1 FROM (\w+)\) THEN proctor_refuse\(\$(\d+)(::text \|\| ' ' \|\| )?/g)];
  // proctor_refuse's message is `<reason> <step>`, then what is used of its limit: the step is named so a refusal tells which limit it met (refusedLimit).
  return refusals.map(([, name, index, used]) => {
    const [reason, step] = (statement.values[Number(index) - 1] as string).split(' ');
    expect(step).toBe(name);
    return { name: name!, reason: reason!, used: used !== undefined };
  });
}

/** The schema at `path` ("a.b", "a[].b") of the answer of GET /agents/me, through nullable and arrays. */
function schemaAt(path: string): z.ZodType | undefined {
  let schema: z.ZodType | undefined = ZAgentSelfSchema;
  for (const segment of path.split('.')) {
    const [field, array] = segment.endsWith('[]') ? [segment.slice(0, -2), true] : [segment, false];
    while (schema instanceof z.ZodNullable) schema = schema.unwrap() as z.ZodType;
    if (!(schema instanceof z.ZodObject)) return undefined;
    schema = (schema.shape as Record<string, z.ZodType>)[field];
    if (array) schema = schema instanceof z.ZodArray ? (schema.element as z.ZodType) : undefined;
  }
  return schema;
}

describe('the budget levels are named once', () => {
  it('each level has a name of its own and a reason code agent-docs and the SDKs know', () => {
    const names = BUDGET_LEVELS.map((level) => level.name);
    expect(new Set(names).size).toBe(names.length);
    for (const level of BUDGET_LEVELS) expect(REASON_CODES).toContain(level.reason);
    for (const reason of STATEMENT_REFUSALS) expect(REASON_CODES).toContain(reason);
  });

  it('the admission statement holds every level, in the order of the table, each refused with its reason', () => {
    const plan = planReservation(EVERY_LEVEL, 7n, new Date('2026-03-14T12:00:00Z'));
    const held = steps(admissionStatement(Prisma.sql`SELECT now() AS created_at, now() AS updated_at`, EVERY_LEVEL, plan));
    const levels = held.filter((step) => !LOCKS.includes(step.name));
    // An ancestor's step holds its level too (`<level>_ancestor_<n>`), right after the agent's own.
    const levelOf = (name: string) => name.replace(/_ancestor_\d+$/, '');
    expect([...new Set(levels.map((step) => levelOf(step.name)))]).toEqual(BUDGET_LEVELS.map((level) => level.name));
    for (const step of levels) expect(step.reason).toBe(BUDGET_LEVELS.find((level) => level.name === levelOf(step.name))!.reason);
    expect(held.map((step) => step.name).filter((name) => LOCKS.includes(name))).toEqual(LOCKS);
    // Every step that refuses at a limit says what was used of it (refusal.limit.used); the locks that hold none say nothing.
    expect(held.filter((step) => step.used).map((step) => step.name)).toEqual(held.filter((step) => !LOCKS.includes(step.name) || step.name === 'agent_cap').map((step) => step.name));
    // STATEMENT_REFUSALS is what the statement refuses with, in the order it checks: refusalOf reads it.
    expect([...new Set(held.map((step) => step.reason))].sort()).toEqual([...STATEMENT_REFUSALS].sort());
  });

  it("a reservation and COUNTERS hold one counter per counted level, in the level's scope, unit and period", () => {
    const now = new Date('2026-03-14T12:00:00Z');
    const plan = planReservation(EVERY_LEVEL, 7n, now) as unknown as Record<string, unknown>;
    const counted = BUDGET_LEVELS.flatMap((level) => (level.counter === null ? [] : [level]));
    expect(Object.keys(COUNTERS).sort()).toEqual(counted.map((level) => level.counter).sort());
    const periods = { day: '2026-03-14', month: '2026-03', total: 'total' } as const;
    for (const level of counted) {
      const counter = plan[level.counter] as { scope: string; period: string };
      expect(counter.scope, level.name).toMatch(new RegExp(`^${level.scope}:.+:${level.unit}$`));
      expect(counter.period, level.name).toBe(periods[level.period as keyof typeof periods]);
    }
    expect(BUDGET_LEVELS.filter((level) => level.counter === null).map((level) => level.period)).toEqual(['none']);
  });

  it('GET /agents/me shows what is left of each level it names, in the period the level counts in', () => {
    for (const level of BUDGET_LEVELS) {
      if (level.headroom === null) continue;
      const schema = schemaAt(level.headroom);
      expect(schema, level.headroom).toBeInstanceOf(z.ZodObject);
      const period = (schema as z.ZodObject).shape.period as z.ZodType | undefined;
      expect(period === undefined, `${level.name}: a period exactly when the level counts in one`).toBe(level.period === 'none');
    }
  });
});

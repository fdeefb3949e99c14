import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, setBalance } from '../support/dispatch.js';
import { call, createAgent } from '../support/identity.js';
import { hierarchyCounters, placeInTeam } from '../support/teams.js';

/**
 * The load `pnpm bench` puts on the hot path, kept as a test of correctness rather than speed: 64
 * callers at once, each sending its next dispatch as soon as the last is answered, against one
 * organization's wallet, one team's pool and one worker's allocation, with the rate limiter
 * counting every request (a limit out of reach, so its leases are taken under contention as in the
 * bench). A team agent runs out of its worker's allocation on the way while an agent outside the
 * team keeps drawing on the same wallet, with replays of one Idempotency-Key mixed in. At the end
 * every level counts exactly what was debited, nothing is held, and the audit chain verifies.
 */
const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '1000000' } });

const CALLERS = 64;
const ROUNDS = 8;

/** `CALLERS` callers, each making `ROUNDS` requests one after another with `send`. */
async function callers<T>(send: (caller: number, round: number) => Promise<T>): Promise<T[]> {
  const answers: T[][] = await Promise.all(
    Array.from({ length: CALLERS }, async (_, caller) => {
      const mine: T[] = [];
      for (let round = 0; round < ROUNDS; round++) mine.push(await send(caller, round));
      return mine;
    }),
  );
  return answers.flat();
}

describe('bench-like load on one wallet, one team pool and one worker allocation, on real PostgreSQL', () => {
  it('ends with every level exact and the audit chain valid', async () => {
    const team = await agentWithBindings(app, { [CSV.operation]: {} });
    const orgId = team.owner.session.organization.id;
    const { teamId } = await placeInTeam(app, team, { poolCents: 10_000, allocationCents: 150 });
    const outsider = await createAgent(app, { bearer: team.token }, { name: 'Outside the team' });
    const bound = await call(app, 'POST', `/api/v1/agents/${outsider.agent.id}/services`, { as: { bearer: team.token }, body: { operation: CSV.operation } });
    expect(bound.status).toBe(200);
    await setBalance(app, orgId, 100_000);
    const first = await dispatchAs(app, outsider.api_key, CSV, 'replayed');
    expect(first.body.status).toBe('executed');

    // Callers alternate: the team agent, the agent outside the team, and a replay of the first request.
    const answers = await callers(async (caller, round) => {
      const turn = (caller + round) % 3;
      if (turn === 0) return { who: 'team', answer: await dispatchAs(app, team.liveKey, CSV) };
      if (turn === 1) return { who: 'outsider', answer: await dispatchAs(app, outsider.api_key, CSV) };
      return { who: 'replay', answer: await dispatchAs(app, outsider.api_key, CSV, 'replayed') };
    });

    const count = (who: string, outcome: string) => answers.filter((entry) => entry.who === who && (entry.answer.body.reason_code ?? entry.answer.body.status) === outcome).length;
    const teamRequests = answers.filter((entry) => entry.who === 'team').length;
    const outsiderRequests = answers.filter((entry) => entry.who === 'outsider').length;
    expect(answers.every((entry) => entry.answer.status === 200)).toBe(true);
    // The worker's allocation affords exactly 150 of the team agent's requests; the outsider has no team limit.
    expect(count('team', 'executed')).toBe(150);
    expect(count('team', 'worker_budget_exceeded')).toBe(teamRequests - 150);
    expect(count('outsider', 'executed')).toBe(outsiderRequests);
    for (const entry of answers.filter((candidate) => candidate.who === 'replay')) expect(entry.answer.body.id).toBe(first.body.id);

    const executed = 150 + outsiderRequests + 1;
    expect(await balanceOf(app, team)).toEqual(expect.objectContaining({ balance_cents: 100_000 - executed, held_cents: 0 }));
    expect(await hierarchyCounters(app, teamId)).toEqual({ 'team@day/live': 150, 'team@month/live': 150, 'team@total/live': 150, 'worker@total/live': 150 });
    const debited = await app.db.prisma.serviceRequest.aggregate({ where: { orgId }, _sum: { costCents: true }, _count: true });
    expect(Number(debited._sum.costCents)).toBe(executed);
    expect(debited._count).toBe(teamRequests + outsiderRequests + 1);
    const verified = await call<{ valid: boolean }>(app, 'GET', '/api/v1/audit-logs/verify', { as: { bearer: team.token } });
    expect(verified.body.valid).toBe(true);
  });
});

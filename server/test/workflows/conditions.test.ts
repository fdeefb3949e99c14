import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { CONDITION_DEADLINE_MS, ConditionError, evaluateCondition } from '../../src/domain/workflows/conditions.js';
import { QUADRATIC } from '../routers/workflows/fixtures.js';

const LARGE = { input: { a: [...Array(30_000).keys()] } };
const PAST_DEADLINE = `did not finish within ${CONDITION_DEADLINE_MS} ms`;

/** The longest the event loop went without running a 10 ms timer while `work` was under way. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work.catch(() => undefined);
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe('evaluating a condition', () => {
  it('answers the truthiness of the expression over the data', async () => {
    expect(await evaluateCondition({ '>': [{ var: 'input.a' }, 1] }, { input: { a: 2 } })).toBe(true);
    expect(await evaluateCondition({ '>': [{ var: 'input.a' }, 1] }, { input: { a: 0 } })).toBe(false);
    expect(await evaluateCondition({ some: [{ var: 'steps.S.output.rows' }, { '==': [{ var: 'qty' }, 5] }] }, { steps: { S: { output: { rows: [{ qty: 3 }, { qty: 5 }] } } } })).toBe(true);
  });

  it("fails with the engine's refusal, and evaluates the next one", async () => {
    await expect(evaluateCondition({ nope: [1] }, {})).rejects.toThrow(new ConditionError('The condition could not be evaluated: {"type":"Unknown Operator","key":"nope"}'));
    expect(await evaluateCondition({ '==': [1, 1] }, {})).toBe(true);
  });

  it('stops an evaluation past its deadline without blocking the event loop, and evaluates the next one', async () => {
    const started = performance.now();
    const evaluation = evaluateCondition(QUADRATIC, LARGE);
    const stall = await longestStall(evaluation);
    await expect(evaluation).rejects.toThrow(PAST_DEADLINE);
    expect(performance.now() - started).toBeGreaterThanOrEqual(CONDITION_DEADLINE_MS);
    // A timer every 10 ms ran throughout; evaluated on the event loop, the stall was seconds long.
    expect(stall).toBeLessThan(CONDITION_DEADLINE_MS / 2);
    expect(await evaluateCondition({ '==': [1, 1] }, {})).toBe(true);
  });

  it('evaluates two at a time: a third waits its turn, and its deadline starts with it', async () => {
    const started = performance.now();
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => evaluateCondition(QUADRATIC, LARGE)));
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && String(outcome.reason).includes(PAST_DEADLINE))).toEqual([true, true, true]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * CONDITION_DEADLINE_MS);
  });
});

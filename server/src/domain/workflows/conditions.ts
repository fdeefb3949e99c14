import { createRequire } from 'node:module';
import { createIsolatedEvaluator } from '../isolated-evaluation.js';

/**
 * A condition step's JSON Logic, evaluated off the event loop (../isolated-evaluation.ts). The
 * runner chooses the input (a person's run, an agent's workflow.run payload), and
 * json-logic-engine's iterators can walk it inside one another (`val` reaches an outer scope), so
 * one expression may cost O(n²) or more; a condition past the deadline or the heap fails its step.
 */

/** How long one condition may evaluate, from the moment its worker has the expression and data. */
export const CONDITION_DEADLINE_MS = 1_000;

/** How many conditions evaluate at once, each in its own worker. */
const CONDITION_WORKERS = 2;

/** A worker's own heap: a condition that builds more fails, and the server's heap is not touched. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

/** The engine the worker loads: the package's CommonJS build, the same version the versions are validated with. */
const ENGINE_PATH = createRequire(import.meta.url).resolve('json-logic-engine');

// Plain JavaScript run by the worker (eval): interpreted by json-logic-engine's `run`, never compiled.
// `truthy` answers a truthy value itself ("yes", 3): a boolean, so that a `when: true` or `when: false` edge matches it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { LogicEngine } = require(workerData.enginePath);
const engine = new LogicEngine();
parentPort.on('message', ({ expression, data }) => {
  let answer;
  try {
    answer = { value: Boolean(engine.truthy(engine.run(expression, data))) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : JSON.stringify(error) };
  }
  parentPort.postMessage(answer);
});
parentPort.postMessage({ ready: true });
`;

/** A condition that could not be evaluated: its message is the step's error. */
export class ConditionError extends Error {}

const evaluate = createIsolatedEvaluator<boolean>({
  subject: 'The condition',
  source: WORKER_SOURCE,
  workerData: { enginePath: ENGINE_PATH },
  deadlineMs: CONDITION_DEADLINE_MS,
  deadlineHint: 'it evaluates too much of its data (an iteration inside another over a large input?)',
  workers: CONDITION_WORKERS,
  limits: WORKER_LIMITS,
  failure: (message) => new ConditionError(message),
});

/**
 * The truthiness (json-logic-engine's `truthy`, as a boolean) of `expression` over `data`, evaluated in a worker
 * within CONDITION_DEADLINE_MS. A ConditionError when it is not: refused by the engine, or past the
 * deadline or the worker's heap (that worker is then terminated).
 */
export async function evaluateCondition(expression: unknown, data: unknown): Promise<boolean> {
  const answer = await evaluate({ expression, data });
  if ('error' in answer) throw new ConditionError(`The condition could not be evaluated: ${answer.error}`);
  return answer.value;
}

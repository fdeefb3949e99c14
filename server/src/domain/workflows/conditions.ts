import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * A condition step's JSON Logic, evaluated off the event loop. The runner chooses the input (a
 * person's run, an agent's workflow.run payload), and json-logic-engine's iterators can walk it
 * inside one another (`val` reaches an outer scope), so one expression may cost O(n²) or more:
 * evaluated on the main thread it would stall every request of every tenant meanwhile. Each
 * evaluation therefore runs in a worker thread, with a deadline and a heap of its own; a worker
 * past either is terminated, and the step fails saying so. Idle workers are kept for the next
 * condition (starting one costs tens of milliseconds), and at most CONDITION_WORKERS evaluate at
 * once: the others wait their turn, so a burst of slow conditions takes at most that many cores.
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

interface ConditionWorker {
  worker: Worker;
  /** Settles once the worker has loaded the engine, or failed to start. */
  ready: Promise<void>;
}

/** What the engine answered: the value, or why it refused the expression (an unknown operator, bad arguments). */
type Answer = { value: boolean } | { error: string };

const idle: ConditionWorker[] = [];
const queue: (() => void)[] = [];
let evaluating = 0;

function startWorker(): ConditionWorker {
  // No flags of the server's own (`--input-type=module` would make the source an ES module, without `require`).
  const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData: { enginePath: ENGINE_PATH }, resourceLimits: WORKER_LIMITS });
  // Idle or busy, a worker never keeps the process alive: a pending evaluation's deadline does.
  worker.unref();
  const started: ConditionWorker = {
    worker,
    ready: new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', (error) => reject(new ConditionError(`The condition's worker could not start: ${error.message}`)));
    }),
  };
  // A worker that never starts must not leave an unhandled rejection behind; one that stops is not reused.
  started.ready.catch(() => undefined);
  worker.once('exit', () => {
    const at = idle.indexOf(started);
    if (at >= 0) idle.splice(at, 1);
  });
  return started;
}

async function takeTurn(): Promise<void> {
  if (evaluating < CONDITION_WORKERS) {
    evaluating += 1;
    return;
  }
  // The turn is handed over by the evaluation that ends (endTurn): `evaluating` stays the same.
  await new Promise<void>((resolve) => queue.push(resolve));
}

function endTurn(): void {
  const next = queue.shift();
  if (next) next();
  else evaluating -= 1;
}

/** The engine's answer to one expression; a ConditionError past the deadline or the heap, or when the worker stops. */
function ask(worker: Worker, expression: unknown, data: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      clearTimeout(deadline);
      worker.off('message', resolveWith);
      worker.off('error', rejectWith);
      worker.off('exit', rejectExit);
    };
    const resolveWith = (answer: Answer) => {
      settle();
      resolve(answer);
    };
    const rejectWith = (error: Error & { code?: string }) => {
      settle();
      const heap = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      reject(new ConditionError(heap ? `The condition needed more than ${WORKER_LIMITS.maxOldGenerationSizeMb} MB to evaluate` : `The condition's evaluation failed: ${error.message}`));
    };
    const rejectExit = (code: number) => {
      settle();
      reject(new ConditionError(`The condition's worker stopped (exit code ${code})`));
    };
    const deadline = setTimeout(() => {
      settle();
      reject(new ConditionError(`The condition did not finish within ${CONDITION_DEADLINE_MS} ms: it evaluates too much of its data (an iteration inside another over a large input?)`));
    }, CONDITION_DEADLINE_MS);
    worker.on('message', resolveWith);
    worker.on('error', rejectWith);
    worker.on('exit', rejectExit);
    worker.postMessage({ expression, data });
  });
}

/**
 * The truthiness (json-logic-engine's `truthy`, as a boolean) of `expression` over `data`, evaluated in a worker
 * within CONDITION_DEADLINE_MS. A ConditionError when it is not: refused by the engine, or past the
 * deadline or the worker's heap (that worker is then terminated).
 */
export async function evaluateCondition(expression: unknown, data: unknown): Promise<boolean> {
  await takeTurn();
  const taken = idle.pop() ?? startWorker();
  let answer: Answer | undefined;
  try {
    await taken.ready;
    answer = await ask(taken.worker, expression, data);
  } finally {
    if (answer) idle.push(taken);
    else void taken.worker.terminate();
    endTurn();
  }
  if ('error' in answer) throw new ConditionError(`The condition could not be evaluated: ${answer.error}`);
  return answer.value;
}

import { Worker } from 'node:worker_threads';

/**
 * Evaluation of a caller's expression over a caller's data, off the event loop: a workflow
 * condition's JSON Logic (workflows/conditions.ts), data.json_query's JMESPath
 * (catalog/operations/data.ts). Either can cost far more than its size says (an iteration
 * inside another; a projection that doubles its input at each pipe), so on the main thread it would
 * stall every request of every tenant, or fill the server's heap. Each evaluation therefore runs
 * in a worker thread, with a deadline and a heap of its own; a worker past either is terminated,
 * and the evaluation fails saying so. Idle workers are kept for the next evaluation (starting one
 * costs tens of milliseconds), and at most `workers` evaluate at once per evaluator: the others
 * wait their turn, so a burst of slow evaluations takes at most that many cores.
 */

/** What the worker's source answers to one message: the value, or why the engine refused it. */
export type Answer<V> = { value: V } | { error: string };

export interface IsolatedEvaluatorOptions {
  /** What is evaluated, as the failures name it: "The condition", "The query". */
  subject: string;
  /**
   * Plain CommonJS run by the worker (eval): it reads `workerData`, posts `{ready: true}` once
   * loaded, then answers each message with an Answer.
   */
  source: string;
  workerData: unknown;
  /** How long one evaluation may run, from the moment its worker has the message. */
  deadlineMs: number;
  /** Said after "did not finish within N ms: ", to tell the caller what to change. */
  deadlineHint: string;
  /** How many evaluate at once, each in its own worker. */
  workers: number;
  /** A worker's own heap: an evaluation that builds more fails, and the server's heap is not touched. */
  limits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number; stackSizeMb: number };
  /** The error an evaluation that could not finish is thrown as (the caller's own class). */
  failure: (message: string) => Error;
}

interface PooledWorker {
  worker: Worker;
  /** Settles once the worker has loaded its engine, or failed to start. */
  ready: Promise<void>;
}

/** A pool of workers running `source`: `evaluate(message)` is the answer of one of them, within the deadline and heap. */
export function createIsolatedEvaluator<V>(options: IsolatedEvaluatorOptions): (message: unknown) => Promise<Answer<V>> {
  const { subject, deadlineMs, limits, failure } = options;
  const idle: PooledWorker[] = [];
  const queue: (() => void)[] = [];
  let evaluating = 0;

  function startWorker(): PooledWorker {
    // No flags of the server's own (`--input-type=module` would make the source an ES module, without `require`).
    const worker = new Worker(options.source, { eval: true, execArgv: [], workerData: options.workerData, resourceLimits: limits });
    // Idle or busy, a worker never keeps the process alive: a pending evaluation's deadline does.
    worker.unref();
    const started: PooledWorker = {
      worker,
      ready: new Promise<void>((resolve, reject) => {
        worker.once('message', () => resolve());
        worker.once('error', (error) => reject(failure(`${subject}'s worker could not start: ${error.message}`)));
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
    if (evaluating < options.workers) {
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

  function ask(worker: Worker, message: unknown): Promise<Answer<V>> {
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(deadline);
        worker.off('message', resolveWith);
        worker.off('error', rejectWith);
        worker.off('exit', rejectExit);
      };
      const resolveWith = (answer: Answer<V>) => {
        settle();
        resolve(answer);
      };
      const rejectWith = (error: Error & { code?: string }) => {
        settle();
        const heap = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
        reject(failure(heap ? `${subject} needed more than ${limits.maxOldGenerationSizeMb} MB to evaluate` : `${subject}'s evaluation failed: ${error.message}`));
      };
      const rejectExit = (code: number) => {
        settle();
        reject(failure(`${subject}'s worker stopped (exit code ${code})`));
      };
      const deadline = setTimeout(() => {
        settle();
        reject(failure(`${subject} did not finish within ${deadlineMs} ms: ${options.deadlineHint}`));
      }, deadlineMs);
      worker.on('message', resolveWith);
      worker.on('error', rejectWith);
      worker.on('exit', rejectExit);
      worker.postMessage(message);
    });
  }

  return async (message) => {
    await takeTurn();
    const taken = idle.pop() ?? startWorker();
    let answer: Answer<V> | undefined;
    try {
      await taken.ready;
      answer = await ask(taken.worker, message);
    } finally {
      if (answer) idle.push(taken);
      else void taken.worker.terminate();
      endTurn();
    }
    return answer;
  };
}

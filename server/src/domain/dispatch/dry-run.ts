import type { Config } from '../../config.js';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { KeyMode } from '../../generated/prisma/enums.js';
import type { Logger } from '../../logger.js';
import type { AgentCaller } from '../auth/caller.js';
import { notFound } from '../errors.js';
import { levelHeadrooms, readHeadroom, type LevelHeadroom } from '../usage/headroom.js';
import { approvalWhy, checkBudgets, gateNew, readRequest } from './admit.js';
import { loadPolicy, refusal, refusalResult, type Admissible, type Refusal } from './policy.js';
import type { StoredLimit } from './refusal-detail.js';
import type { ReasonCode } from './reasons.js';

/** What a dry run is asked: a dispatch's body, and the delegated task it would be made for (X-Delegated-Task). */
export interface DryRunRequest {
  operation: string;
  service?: string | undefined;
  payload: Record<string, unknown>;
  delegatedTaskId?: string | undefined;
}

/** What the pipeline would answer a dispatch now, without doing it. */
export interface DryRun {
  operation: string;
  mode: KeyMode;
  /** executed: every rule and budget would let it through, and the provider would be called. */
  decision: 'executed' | 'blocked' | 'approval_required' | 'failed';
  reasonCode: ReasonCode | null;
  /** What the request's `result` would hold: the detail, and the budget limit met. Null when it would be executed. */
  result: { detail: string; limit?: StoredLimit } | null;
  /** The worst-case cost at the live price; null when the price could not be asked (the provider failed) or the payload does not parse. */
  estimateCents: bigint | null;
  /** Each budget level's headroom, in the order the admission statement checks them. */
  levels: LevelHeadroom[];
}

/**
 * The `request` CTE of a dry run's check-only admission statement: a row to guard the checks by,
 * where a dispatch inserts its request. No request row is written, even for the statement's life.
 */
const NOTHING_WRITTEN = Prisma.sql`SELECT now() AS created_at`;

/**
 * A dry run of a dispatch by `caller` (an authenticated agent key): the decision the pipeline
 * would take now, taken by the pipeline's own steps (admit.ts: readRequest, gateNew, checkBudgets,
 * approvalWhy) on a fresh policy, never the instance's cache. The budgets are checked by the
 * admission statement itself, made check-only, as the approval gate checks them: it always ends
 * refused, so no counter or wallet moves, and no request, approval, audit entry or Idempotency-Key
 * is recorded. The provider is not called (its price may be asked, as a dispatch asks it). Bad
 * input is 400 and a task not delegated to the agent 404, as for a dispatch.
 */
export async function dryRunServiceRequest(
  db: PrismaClient,
  config: Config,
  logger: Logger,
  caller: Pick<AgentCaller, 'orgId' | 'agentId' | 'mode'>,
  body: DryRunRequest,
): Promise<DryRun> {
  const { operation, definition, pricing } = readRequest({ ...body, mode: caller.mode }, config, logger);
  const taskId = body.delegatedTaskId ?? null;
  const policy = await loadPolicy(db, caller.agentId, operation, caller.mode, taskId);
  if (taskId !== null && policy && !policy.task) throw notFound('Delegated task');
  const price = await pricing;
  const decision = gateNew(definition, body.payload, policy, price);
  const [answer, headroom] = await Promise.all([
    decision.kind === 'refused' ? decision.refusal : verdictOnBudgets(db, decision),
    readHeadroom(db, caller.orgId, caller.agentId, caller.mode, new Date(), policy?.task ?? null),
  ]);
  return {
    operation,
    mode: caller.mode,
    decision: answer?.status ?? 'executed',
    reasonCode: answer?.reasonCode ?? null,
    result: answer ? refusalResult(answer) : null,
    estimateCents: price && 'estimate' in price ? price.estimate : null,
    levels: levelHeadrooms(headroom, operation),
  };
}

/** A request the gate lets through: refused by the first budget that would not hold, else waiting for a person when over its threshold, else null (executed). */
async function verdictOnBudgets(db: PrismaClient, decision: Admissible): Promise<Refusal | null> {
  const refused = await checkBudgets(db, NOTHING_WRITTEN, decision);
  // Without a cached policy (`current`), the statement has none to find changed.
  if (typeof refused === 'symbol') throw new Error('a dry run found a cached policy changed, and it reads none');
  return refused ?? (decision.approval ? refusal('approval_threshold', approvalWhy(decision)) : null);
}

import { agentSkills } from '../domain/agents/skills.js';
import type { AgentCaller } from '../domain/auth/caller.js';
import { dryRunServiceRequest } from '../domain/dispatch/dry-run.js';
import { getServiceRequest } from '../domain/service-requests/requests.js';
import { agentSelf } from '../routers/agents/me.js';
import { toSkillResponse } from '../routers/agents/skill.types.js';
import { dispatchAsAgent } from '../routers/service-requests/create.js';
import { toDryRunResponse } from '../routers/service-requests/dry-run.types.js';
import { toServiceRequestResponse } from '../routers/service-requests/service-request.types.js';
import type { Context } from '../trpc/context.js';
import { toApiError } from '../trpc/errors.js';
import { ApiRefusal, type ProctorApi } from './api.js';

/**
 * The API as POST /api/v1/mcp calls it, in process, as the agent its key authenticated: the same
 * functions the routes call, so the pipeline, tenancy and answers are theirs without an HTTP hop.
 * An error leaves as the envelope's code and message; an unexpected one is logged, as the app's
 * error handler logs it, and named internal_error.
 */
export function inProcessApi(ctx: Context & { caller: AgentCaller }): ProctorApi {
  const refusal = (error: unknown): never => {
    const { error: apiError, internal } = toApiError(error);
    if (internal) ctx.logger.error({ err: error, req_id: ctx.requestId }, 'mcp tool call failed');
    throw new ApiRefusal(apiError.code, apiError.message);
  };
  return {
    me: () => agentSelf(ctx).catch(refusal),
    skills: async (agentId) => (await agentSkills(ctx.db.prisma, ctx.caller, agentId, ctx.config).catch(refusal)).map(toSkillResponse),
    dispatch: (body, idempotencyKey) => dispatchAsAgent(ctx, body, idempotencyKey).catch(refusal),
    dryRun: async (body) => toDryRunResponse(await dryRunServiceRequest(ctx.db.prisma, ctx.config, ctx.logger, ctx.caller, body).catch(refusal), new Date()),
    serviceRequest: async (id) => toServiceRequestResponse(await getServiceRequest(ctx.db.prisma, ctx.caller, id).catch(refusal)),
  };
}

import type { AgentSelfResponse } from '../routers/agents/me.types.js';
import type { SkillResponse } from '../routers/agents/skill.types.js';
import type { ServiceRequestDryRunResponse } from '../routers/service-requests/dry-run.types.js';
import type { ServiceRequestResponse } from '../routers/service-requests/service-request.types.js';

/** A dispatch as POST /api/v1/service-requests takes it. */
export interface DispatchBody {
  operation: string;
  payload: Record<string, unknown>;
}

/**
 * What the MCP tools ask of Proctor, in the public API's own answers: the HTTP endpoint calls the
 * routes in process (in-process-api.ts), `proctor mcp` calls a running server with the SDK
 * (sdk-api.ts). Either way each call is the API's, with its checks, limits and pipeline.
 */
export interface ProctorApi {
  /** GET /api/v1/agents/me */
  me(): Promise<AgentSelfResponse>;
  /** GET /api/v1/agents/{id}/skills */
  skills(agentId: string): Promise<SkillResponse[]>;
  /** POST /api/v1/service-requests with this Idempotency-Key */
  dispatch(body: DispatchBody, idempotencyKey: string): Promise<ServiceRequestResponse>;
  /** POST /api/v1/service-requests/dry-run: what the pipeline would decide, recording nothing */
  dryRun(body: DispatchBody): Promise<ServiceRequestDryRunResponse>;
  /** GET /api/v1/service-requests/{id} */
  serviceRequest(id: string): Promise<ServiceRequestResponse>;
}

/** An answer of the API in its error envelope, said as "code: message": a tool error for the model to act on, or tools/list's error. */
export class ApiRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

import { Proctor, ProctorError, type DispatchBody as SdkDispatchBody } from '@proctor/sdk';
import type { AgentSelfResponse } from '../routers/agents/me.types.js';
import type { SkillResponse } from '../routers/agents/skill.types.js';
import type { ServiceRequestDryRunResponse } from '../routers/service-requests/dry-run.types.js';
import type { ServiceRequestResponse } from '../routers/service-requests/service-request.types.js';
import { ApiRefusal, type ProctorApi } from './api.js';

/**
 * The API as `proctor mcp` calls it: a running server's, through the TypeScript SDK with the
 * agent's key, like any client. The SDK's retries are safe here: every dispatch carries its
 * Idempotency-Key. Its answers are typed from the OpenAPI document, which the server's schemas are; a tool's
 * name is not one of the SDK's operation names, hence the body's cast.
 */
export function sdkApi(baseURL: string, agentKey: string): ProctorApi {
  const client = new Proctor({ baseURL, agentKey, token: null });
  const refusal = (error: unknown): never => {
    if (error instanceof ProctorError) {
      if (error.kind === 'network') throw new ApiRefusal('unreachable', `No Proctor server answered at ${baseURL}: ${error.message}`);
      throw new ApiRefusal(error.code ?? 'internal_error', error.message);
    }
    throw error;
  };
  return {
    me: () => (client.agents.me() as Promise<AgentSelfResponse>).catch(refusal),
    skills: async (agentId) => {
      const page = await client.agents.skills.list(agentId).catch(refusal);
      return page.data as SkillResponse[];
    },
    dispatch: (body, idempotencyKey) => (client.serviceRequests.create(body as SdkDispatchBody, { idempotencyKey }) as Promise<ServiceRequestResponse>).catch(refusal),
    dryRun: (body) => (client.serviceRequests.dryRun(body as SdkDispatchBody) as Promise<ServiceRequestDryRunResponse>).catch(refusal),
    serviceRequest: (id) => (client.serviceRequests.retrieve(id) as Promise<ServiceRequestResponse>).catch(refusal),
  };
}

import { z } from 'zod';
import { AGENT_REQUEST_KINDS, type AgentRequest } from '../../domain/agents/agent-requests.js';
import { AGENT_EXAMPLE, CREATED_AT } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZLabelSchema, ZLongTextSchema, ZTextSchema } from '../../domain/bounded.js';

/** A decision's choices: 2 to this many. */
export const AGENT_REQUEST_OPTIONS_MAX_ITEMS = 10;

export const ZAgentRequestKindSchema = z.enum(AGENT_REQUEST_KINDS).meta({
  description:
    'question: a free-text answer; decision: one of `options`; help: the agent is stuck and needs a person to act; notice: something a person should know, answered to acknowledge it',
});

export const ZAgentRequestStatusSchema = z.enum(['open', 'resolved', 'dismissed']);

export const ZAgentRequestSchema = z
  .object({
    id: ZIdSchema,
    agent_id: ZIdSchema.meta({ description: 'The agent that asked' }),
    kind: ZAgentRequestKindSchema,
    title: ZLabelSchema,
    body: ZLongTextSchema,
    options: z.array(ZTextSchema).max(AGENT_REQUEST_OPTIONS_MAX_ITEMS).nullable().meta({ description: "A decision's choices; null for the other kinds" }),
    status: ZAgentRequestStatusSchema,
    response: ZLongTextSchema.nullable().meta({ description: "The person's answer: for a resolved decision, the option chosen" }),
    resolved_by: ZLabelSchema.nullable().meta({ description: 'The user id of who resolved or dismissed it' }),
    resolved_at: ZTimestampSchema.nullable(),
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'AgentRequest' });

export type AgentRequestResponse = z.infer<typeof ZAgentRequestSchema>;

export function toAgentRequestResponse(request: AgentRequest): AgentRequestResponse {
  return {
    id: request.id,
    agent_id: request.agentId,
    kind: request.kind as AgentRequestResponse['kind'],
    title: request.title,
    body: request.body,
    options: request.options as string[] | null,
    status: request.status,
    response: request.response,
    resolved_by: request.resolvedBy,
    resolved_at: request.resolvedAt?.toISOString() ?? null,
    created_at: request.createdAt.toISOString(),
  };
}

export const ZAgentRequestIdSchema = ZIdSchema.min(1).meta({ description: 'Agent request id (areq_…)' });

export const AGENT_REQUEST_EXAMPLE: AgentRequestResponse = {
  id: 'areq_01jh0xk4n6q8t0w2y4a6c8e0g2',
  agent_id: AGENT_EXAMPLE.id,
  kind: 'decision',
  title: 'Which supplier should I order from?',
  body: 'Both quotes are under budget: Acme delivers in 2 days for $40, Globex in 5 days for $25.',
  options: ['Acme', 'Globex'],
  status: 'open',
  response: null,
  resolved_by: null,
  resolved_at: null,
  created_at: CREATED_AT,
};

import { z } from 'zod';
import type { Agent, VoiceConfig } from '../../domain/agents.js';
import { centsOut, ZCentsSchema, ZTimestampSchema } from '../shared.types.js';

export const ZVoiceConfigSchema = z.strictObject({
  rate: z.number().min(0.1).max(10).optional(),
  pitch: z.number().min(-20).max(20).optional(),
  language: z.string().min(2).max(35).optional().meta({ description: 'BCP 47 tag, e.g. en-US' }),
});

export const ZAgentStatusSchema = z.enum(['active', 'paused', 'disabled']);

/** The settable fields of an agent, shared by create and update. */
export const ZAgentFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(2000).nullable().optional(),
  status: ZAgentStatusSchema.optional(),
  icon: z.string().max(200).nullable().optional(),
  category: z.string().max(100).nullable().optional(),
  personality: z.string().max(4000).nullable().optional(),
  system_prompt: z.string().max(20000).nullable().optional(),
  voice_config: ZVoiceConfigSchema.nullable().optional(),
  default_model_id: z.string().max(200).nullable().optional(),
});

export type AgentFieldsRequest = z.infer<typeof ZAgentFieldsSchema>;

export function toAgentFields(input: Partial<AgentFieldsRequest>) {
  return {
    name: input.name,
    description: input.description,
    status: input.status,
    icon: input.icon,
    category: input.category,
    personality: input.personality,
    systemPrompt: input.system_prompt,
    voiceConfig: input.voice_config,
    defaultModelId: input.default_model_id,
  };
}

export const ZAgentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    status: ZAgentStatusSchema,
    icon: z.string().nullable(),
    category: z.string().nullable(),
    personality: z.string().nullable(),
    system_prompt: z.string().nullable(),
    voice_config: z.object({ rate: z.number().optional(), pitch: z.number().optional(), language: z.string().optional() }).nullable(),
    default_model_id: z.string().nullable(),
    monthly_budget_cents: ZCentsSchema.nullable().meta({ description: "The agent's own monthly cap; null: none" }),
    is_primary: z.boolean().meta({ description: 'The built-in agent created with the organization; cannot be deleted' }),
    created_at: ZTimestampSchema,
    updated_at: ZTimestampSchema,
  })
  .meta({ id: 'Agent' });

export type AgentResponse = z.infer<typeof ZAgentSchema>;

export function toAgentResponse(agent: Agent): AgentResponse {
  return {
    id: agent.id,
    name: agent.name,
    description: agent.description,
    status: agent.status,
    icon: agent.icon,
    category: agent.category,
    personality: agent.personality,
    system_prompt: agent.systemPrompt,
    voice_config: agent.voiceConfig as VoiceConfig | null,
    default_model_id: agent.defaultModelId,
    monthly_budget_cents: centsOut(agent.monthlyBudgetCents),
    is_primary: agent.isPrimary,
    created_at: agent.createdAt.toISOString(),
    updated_at: agent.updatedAt.toISOString(),
  };
}

export const ZAgentIdSchema = z.string().min(1).meta({ description: 'Agent id (agt_…)' });

/** An agent with both keys, as creation and cloning return it: the keys appear only here. */
export const ZAgentWithKeysSchema = z.object({
  agent: ZAgentSchema,
  api_key: z.string().meta({ description: 'Live key agent_key_live_…, shown once' }),
  test_api_key: z.string().meta({ description: 'Test key agent_key_test_…, shown once' }),
});

export type AgentWithKeysResponse = z.infer<typeof ZAgentWithKeysSchema>;

import { z } from 'zod';
import type { Agent, VoiceConfig } from '../../domain/agents/agents.js';
import { ZLanguageTagSchema } from '../../domain/language-tag.js';
import { centsOut, ZCentsSchema, ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';

export const ZVoiceConfigSchema = z.strictObject({
  rate: z.number().min(0.1).max(10).optional().meta({ description: 'Speaking rate, 0.1 to 10' }),
  pitch: z.number().min(-20).max(20).optional().meta({ description: 'Pitch, −20 to 20' }),
  language: ZLanguageTagSchema.optional().meta({
    description: 'A well-formed BCP 47 tag whose language subtag is 2 or 3 letters (en, pt-BR; en_US and english are refused), at most 35 characters',
  }),
});

export const ZAgentStatusSchema = z.enum(['active', 'paused', 'disabled']);

/**
 * Only http(s) once it parses as a URL: a dashboard may put the icon in an img src or a link, where
 * javascript: runs and data: shows whatever it holds. The WHATWG parser is the browser's own, so
 * "java\nscript:" and a leading space are read as the browser would read them.
 */
function isIconSafe(icon: string): boolean {
  return !URL.canParse(icon) || ['http:', 'https:'].includes(new URL(icon).protocol);
}

const ZAgentIconSchema = z
  .string()
  .max(200)
  .refine(isIconSafe, 'must be an http or https URL, or an emoji or name without a URL scheme')
  .meta({ description: 'An emoji or icon name, or the http(s) URL of an image, up to 200 characters; a value that reads as a URL of another scheme (javascript:, data:, file:) is 400 naming icon' });

/**
 * The snake_case spellings the API took before it followed the spec's names: still accepted on
 * input, never answered with. The OpenAPI document names them only in the operations'
 * descriptions (FIELD_ALIASES_NOTE), so that the SDKs generated from it have the spec's names alone.
 */
const FIELD_ALIASES = { systemPrompt: 'system_prompt', voiceConfig: 'voice_config', defaultModelId: 'default_model_id' } as const;

export const FIELD_ALIASES_NOTE =
  `The JSON body also takes ${Object.values(FIELD_ALIASES).join(', ')}, deprecated spellings of ` +
  `${Object.keys(FIELD_ALIASES).join(', ')}, but never both spellings of one field.`;

/** A body's aliases renamed to the spec's names; both spellings of one field is an issue naming both. */
function renameAliases(body: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const renamed: Record<string, unknown> = { ...body };
  for (const [field, alias] of Object.entries(FIELD_ALIASES)) {
    if (!Object.hasOwn(renamed, alias)) continue;
    if (Object.hasOwn(renamed, field)) {
      ctx.addIssue({ code: 'custom', path: [alias], message: `${alias} and ${field} are the same field: send only ${field}` });
      continue;
    }
    renamed[field] = renamed[alias];
    delete renamed[alias];
  }
  return renamed;
}

/** A request schema over ZAgentFieldsSchema's fields that also takes their aliases. */
export function withFieldAliases<T extends z.ZodType>(schema: T) {
  return z.preprocess(renameAliases, schema);
}

/** The settable fields of an agent, shared by create and update, under the spec's names. */
export const ZAgentFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(100).meta({ description: 'Trimmed, 1 to 100 characters' }),
  description: z.string().max(2000).nullable().optional().meta({ description: 'Up to 2,000 characters' }),
  status: ZAgentStatusSchema.optional().meta({ description: 'Any status may follow any other' }),
  icon: ZAgentIconSchema.nullable().optional(),
  category: z.string().max(100).nullable().optional().meta({ description: 'Free text, up to 100 characters' }),
  personality: z.string().max(4000).nullable().optional().meta({ description: 'Up to 4,000 characters' }),
  systemPrompt: z.string().max(20000).nullable().optional().meta({ description: 'Up to 20,000 characters' }),
  voiceConfig: ZVoiceConfigSchema.nullable().optional().meta({ description: 'Speech settings, each optional; any other key is 400' }),
  defaultModelId: z.string().max(200).nullable().optional().meta({ description: 'Free text up to 200 characters (e.g. openai/gpt-4o-mini), not checked against a model list' }),
});

export const ZAgentSchema = z
  .object({
    id: ZIdSchema,
    name: ZLabelSchema,
    description: ZTextSchema.nullable(),
    status: ZAgentStatusSchema,
    icon: ZLabelSchema.nullable(),
    category: ZLabelSchema.nullable(),
    personality: ZTextSchema.nullable(),
    systemPrompt: ZTextSchema.nullable(),
    voiceConfig: z.object({ rate: z.number().optional(), pitch: z.number().optional(), language: ZLabelSchema.optional() }).nullable(),
    defaultModelId: ZTextSchema.nullable(),
    monthly_budget_cents: ZCentsSchema.nullable().meta({ description: "The agent's own monthly cap; null: none" }),
    is_primary: z.boolean().meta({ description: 'The built-in agent created with the organization; cannot be deleted' }),
    chat_owned: z.boolean().meta({ description: 'Made by chat for its conversations: left out of GET /api/v1/agents, and cannot be deleted' }),
    workspace_id: ZIdSchema.meta({ description: "The workspace the agent belongs to; its wallet pays the agent's dispatches" }),
    team_id: ZIdSchema.nullable().meta({ description: "The team whose budget the agent's dispatches also draw on; null: none" }),
    owner_user_id: ZIdSchema.nullable().meta({ description: "The person who owns the agent; a worker's allocation is drawn on when they are a worker of its team" }),
    parent_agent_id: ZIdSchema.nullable().meta({ description: 'The agent that spawned this one (POST /api/v1/agents/spawn); null for the organization\'s own' }),
    depth: z.number().int().min(0).max(3).meta({ description: "0 for the organization's agents, one more per spawn (at most 3)" }),
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
    systemPrompt: agent.systemPrompt,
    voiceConfig: agent.voiceConfig as VoiceConfig | null,
    defaultModelId: agent.defaultModelId,
    monthly_budget_cents: centsOut(agent.monthlyBudgetCents),
    is_primary: agent.isPrimary,
    chat_owned: agent.chatOwned,
    workspace_id: agent.workspaceId,
    team_id: agent.teamId,
    owner_user_id: agent.ownerUserId,
    parent_agent_id: agent.parentAgentId,
    depth: agent.depth,
    created_at: agent.createdAt.toISOString(),
    updated_at: agent.updatedAt.toISOString(),
  };
}

export const ZAgentIdSchema = ZIdSchema.min(1).meta({ description: 'Agent id (agt_…)' });

/** An agent with both keys, as creation and cloning return it: the keys appear only here. */
export const ZAgentWithKeysSchema = z.object({
  agent: ZAgentSchema,
  api_key: ZLabelSchema.meta({ description: 'Live key agent_key_live_…, shown once' }),
  test_api_key: ZLabelSchema.meta({ description: 'Test key agent_key_test_…, shown once' }),
});

export type AgentWithKeysResponse = z.infer<typeof ZAgentWithKeysSchema>;

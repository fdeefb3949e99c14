import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { AGENT_EXAMPLE, AGENT_KEYS_EXAMPLE } from '../examples.js';
import { ZCentsSchema } from '../shared.types.js';
import { ZAgentSchema } from './agent.types.js';
import { ZLabelSchema } from '../../domain/bounded.js';

const ZSpawnServiceSchema = z.union([
  z.string().min(1).max(100).meta({ description: 'An operation the parent has enabled; the child gets the parent\'s limits for it' }),
  z.strictObject({
    operation: z.string().min(1).max(100),
    daily_limit: z.number().int().min(0).max(1_000_000_000).optional(),
    monthly_budget_cents: ZCentsSchema.optional(),
    approval_threshold_cents: ZCentsSchema.optional(),
  }),
]);

export const ZSpawnAgentRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(2000).optional(),
  services: z.array(ZSpawnServiceSchema).min(1).max(100).meta({
    description: "The child's services: operations the parent has enabled, each as a name (the parent's limits) or with limits no looser than the parent's (a limit the parent lacks may be set freely); 1 to 100, each operation once (else 400)",
  }),
  monthly_budget_cents: ZCentsSchema.meta({
    description: "The child's monthly cap, carved from the parent's monthly cap in the key's mode; from a parent without one, at most what the parent may spend this month",
  }),
});

export const ZSpawnAgentResponseSchema = z
  .object({
    agent: ZAgentSchema,
    api_key: ZLabelSchema.meta({ description: "The child's key of the caller's mode (a test key spawns with the child's test key), shown once" }),
  })
  .meta({ id: 'SpawnedAgent' });

export const spawnAgentMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents/spawn',
    tags: ['Agents'],
    summary: 'An agent spawns a child agent with a carved-out budget',
    description:
      "By the parent's own agent key (people create agents with POST /api/v1/agents). The child is one level deeper (the organization's agents are depth 0; at depth 3 a spawn is 403 `spawn_depth_exceeded`), in the parent's workspace, team and owner. Its services are a subset of the parent's enabled ones, each no looser than the parent's (else 403, `details` naming each). Its monthly_budget_cents is taken from the parent's monthly cap at once, in the mode of the key: a live key lowers the cap, which may not fall below what the parent spent this month; a test key lowers only the parent's test-mode cap (the cap less what test-key spawns carved, which GET /api/v1/agents/me shows a test key as `month.remaining_cents`), which may not fall below its test-mode spend, so a test spawn answers as a live one would and leaves the live cap untouched (else 409 `insufficient_pool`, in either mode). A parent without a monthly cap lends the child's budget from what it may itself spend this month in the key's mode: the child's cap may not exceed the wallet's balance less what is held, its team's month and pool, its owner's allocation, nor, when the parent's binding for each of the child's services sets a monthly budget, what those have left together (else 409 `insufficient_pool` naming which); the parent stays uncapped, and every request of the child is held on those same budgets. What the child did not spend of its carve this month returns to the parent (its cap, or its test-mode cap) when the child is deleted. A family shares its parent's limits: each request of a child counts on the parent's binding for the operation too (its daily_limit and monthly_budget_cents, and those of every agent further up), so spawning never multiplies them; a child whose parent no longer has the operation enabled is blocked `policy_violation`. A paused, disabled or deleted agent stops its descendants: their requests fail `agent_disabled` and they cannot spawn (409); rotating an agent's key revokes that mode's keys of its descendants (PATCH /api/v1/agents/{id}/key). Audited as `agent.spawned`, with the parent, depth, services, monthly budget and carved cents.",
    errorResponses: {
      409: "The parent's monthly cap (in the key's mode), or for a parent without one what it may spend this month, has less left than asked (`insufficient_pool`), or the parent or an agent it was spawned from is paused, disabled or deleted (`conflict`)",
    },
  },
  auth: { credentials: ['agent'] },
  successStatus: 201,
  examples: {
    request: { name: 'Citation checker', services: ['web_search.search'], monthly_budget_cents: 1000 },
    response: {
      agent: { ...AGENT_EXAMPLE, id: 'agt_01jh0xs1p2a3w4n5e6d7c8h9l0', name: 'Citation checker', description: null, systemPrompt: null, defaultModelId: null, monthly_budget_cents: 1000, parent_agent_id: AGENT_EXAMPLE.id, depth: 1 },
      api_key: AGENT_KEYS_EXAMPLE.test_api_key,
    },
  },
};

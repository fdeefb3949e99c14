import { z } from 'zod';
import type { UserCaller } from '../../domain/auth/caller.js';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema } from '../../domain/bounded.js';
import type { EventSource } from '../../generated/prisma/client.js';
import { mayEditSource } from '../../domain/event-sources/sources.js';
import { AGENT_EXAMPLE, CREATED_AT, EXAMPLE_USER } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';

export const ZTriggerIdSchema = ZIdSchema.min(1).meta({ description: 'Trigger id (trg_…)' });

export const ZTriggerSchema = z
  .object({
    id: ZIdSchema,
    agent_id: ZIdSchema.meta({ description: 'The agent every fire dispatches as' }),
    name: ZLabelSchema,
    kind: z.enum(['cron', 'webhook']).meta({ description: 'cron: fires on its schedule; webhook: fires on a signed POST to its fire_url' }),
    operation: ZLabelSchema.meta({ description: 'The catalog operation every fire dispatches ("<service>.<operation>")' }),
    payload: ZJsonObjectSchema.meta({ description: "The operation's payload; a webhook fire's JSON body is merged into it, the trigger's keys winning" }),
    mode: z.enum(['live', 'test']).meta({ description: 'The mode its fires dispatch in' }),
    status: z.enum(['active', 'paused']).meta({ description: 'paused: fires nothing (a webhook fire is 409)' }),
    cron_expr: ZLabelSchema.nullable().meta({ description: 'Five-field cron (kind cron); null for a webhook' }),
    timezone: ZLabelSchema.nullable().meta({ description: 'IANA zone its cron expression is read in (kind cron); null for a webhook' }),
    next_run_at: ZTimestampSchema.nullable().meta({ description: 'Its next scheduled fire (kind cron, active); null otherwise' }),
    fire_url: z.string().max(2_048).nullable().meta({ description: 'Where a webhook trigger is fired: POST the JSON body signed with its secret (X-Service-Signature); null for a cron trigger' }),
    created_by: ZIdSchema.nullable().meta({ description: 'The user id of its creator' }),
    created_at: ZTimestampSchema,
    updated_at: ZTimestampSchema,
    can_edit: z.boolean().meta({ description: 'Whether you may change or delete it: its creator, admins and owners' }),
  })
  .meta({ id: 'Trigger' });

export type TriggerResponse = z.infer<typeof ZTriggerSchema>;

/** The trigger as the API shows it; `fireUrl` is its fire route on this server's public address. */
export function toTriggerResponse(source: EventSource, viewer: UserCaller, fireUrl: string | null): TriggerResponse {
  return {
    id: source.id,
    agent_id: source.agentId,
    name: source.name,
    kind: source.kind,
    operation: source.operation,
    payload: source.payload as Record<string, unknown>,
    mode: source.mode,
    status: source.status,
    cron_expr: source.cronExpr,
    timezone: source.timezone,
    next_run_at: source.nextRunAt?.toISOString() ?? null,
    fire_url: source.kind === 'webhook' ? fireUrl : null,
    created_by: source.createdBy,
    created_at: source.createdAt.toISOString(),
    updated_at: source.updatedAt.toISOString(),
    can_edit: mayEditSource(viewer, source),
  };
}

export const TRIGGER_EXAMPLE: TriggerResponse = {
  id: 'trg_01jh0xq5c7e9g1j3m5p7r9t1w3',
  agent_id: AGENT_EXAMPLE.id,
  name: 'New order',
  kind: 'webhook',
  operation: 'data.csv_parse',
  payload: { delimiter: ',' },
  mode: 'live',
  status: 'active',
  cron_expr: null,
  timezone: null,
  next_run_at: null,
  fire_url: 'https://proctor.example.com/api/v1/triggers/trg_01jh0xq5c7e9g1j3m5p7r9t1w3/fire',
  created_by: EXAMPLE_USER.id,
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
  can_edit: true,
};

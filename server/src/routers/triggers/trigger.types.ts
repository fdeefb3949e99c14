import { z } from 'zod';
import type { UserCaller } from '../../domain/auth/caller.js';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema } from '../../domain/bounded.js';
import type { EventSource } from '../../domain/event-sources/sources.js';
import { AGENT_EXAMPLE, CREATED_AT, USER_ID } from '../examples.js';
import { DRAFT, sourceFields, ZFireModeSchema } from '../scheduled-tasks/scheduled-task.types.js';
import { ZTimestampSchema } from '../shared.types.js';

export const ZTriggerIdSchema = ZIdSchema.min(1).meta({ description: 'Trigger id (trg_…)' });

export const ZTriggerKindSchema = z.enum(['cron', 'webhook']).meta({ description: 'cron: fires at every time of cron_expr in timezone; webhook: fires on each signed POST to its fire_url' });

export const ZTriggerSchema = z
  .object({
    id: ZIdSchema,
    agent_id: ZIdSchema.meta({ description: 'The agent each fire dispatches as' }),
    name: ZLabelSchema,
    kind: ZTriggerKindSchema,
    operation: ZLabelSchema,
    payload: ZJsonObjectSchema.meta({ description: "The operation's payload; a webhook fire's JSON body is merged into it, the trigger's keys winning (docs/triggers.md)" }),
    mode: ZFireModeSchema,
    allow_draft: z.boolean().meta({ description: DRAFT }),
    status: z.enum(['active', 'paused']).meta({ description: 'paused: fires nothing (a webhook fire is 409); the cron times passed while paused are not fired later' }),
    cron_expr: ZLabelSchema.nullable().meta({ description: 'Five-field cron (kind cron); null for a webhook' }),
    timezone: ZLabelSchema.nullable().meta({ description: 'The IANA zone cron_expr is read in (kind cron); null for a webhook' }),
    next_run_at: ZTimestampSchema.nullable().meta({ description: 'The next time a cron trigger fires; null while paused and for a webhook' }),
    fire_url: z.string().max(2_048).nullable().meta({ description: 'Where a webhook trigger is fired: POST a JSON object signed with its secret in X-Service-Signature (POST /api/v1/triggers/{id}/fire); null for a cron trigger' }),
    created_by: ZLabelSchema.nullable().meta({ description: 'The user id of its creator' }),
    created_at: ZTimestampSchema,
    updated_at: ZTimestampSchema,
    can_edit: z.boolean().meta({ description: 'Whether you may change or delete it: its creator, admins and owners' }),
  })
  .meta({ id: 'Trigger' });

export type TriggerResponse = z.infer<typeof ZTriggerSchema>;

/** The fire route of a trigger, below the API's prefix (fire.types.ts). */
export const firePath = (id: string) => `/api/v1/triggers/${encodeURIComponent(id)}/fire`;

/** The trigger as the API shows it; `publicUrl` makes its fire URL on this server's public address. */
export function toTriggerResponse(trigger: EventSource, viewer: UserCaller, publicUrl: (path: string) => string): TriggerResponse {
  return {
    ...sourceFields(trigger, viewer),
    kind: trigger.kind,
    cron_expr: trigger.cronExpr,
    timezone: trigger.timezone,
    fire_url: trigger.kind === 'webhook' ? publicUrl(firePath(trigger.id)) : null,
  };
}

export const TRIGGER_EXAMPLE: TriggerResponse = {
  id: 'trg_01jh0xq5c7e9g1j3m5p7r9t1w3',
  agent_id: AGENT_EXAMPLE.id,
  name: 'New supplier sheet',
  kind: 'webhook',
  operation: 'data.csv_parse',
  payload: { delimiter: ',', header: true },
  mode: 'live',
  allow_draft: false,
  status: 'active',
  cron_expr: null,
  timezone: null,
  next_run_at: null,
  fire_url: 'https://proctor.example.com/api/v1/triggers/trg_01jh0xq5c7e9g1j3m5p7r9t1w3/fire',
  created_by: USER_ID,
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
  can_edit: true,
};

import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema } from '../../domain/bounded.js';
import { TRIGGER_EXAMPLE, ZTriggerSchema } from './trigger.types.js';

export const ZCreateTriggerRequestSchema = z.strictObject({
  agent_id: ZIdSchema.meta({ description: 'The agent every fire dispatches as (agt_…), of your organization' }),
  name: z.string().trim().min(1).max(100).meta({ description: 'Trimmed, 1 to 100 characters' }),
  kind: z.enum(['cron', 'webhook']).meta({ description: 'cron: fires on cron_expr in timezone; webhook: fires on a signed POST to its fire_url' }),
  operation: ZLabelSchema.min(1).meta({ description: 'A catalog operation the agent is bound to ("<service>.<operation>")' }),
  payload: ZJsonObjectSchema.default({}).meta({ description: "The operation's payload; a webhook fire's JSON body is merged into it (docs/triggers.md)" }),
  cron_expr: ZLabelSchema.optional().meta({ description: 'Five-field cron, required for kind cron and refused for a webhook' }),
  timezone: ZLabelSchema.optional().meta({ description: 'IANA zone of cron_expr (default UTC); kind cron only' }),
  mode: z.enum(['live', 'test']).default('live').meta({ description: 'The mode its fires dispatch in (default live)' }),
  allow_draft: z.boolean().default(false).meta({ description: 'For workflow.run: run the newest version when none is published (you must be allowed to run drafts)' }),
});

export const ZCreateTriggerResponseSchema = ZTriggerSchema.extend({
  signing_secret: ZLabelSchema.meta({ description: 'trigger_secret_…: signs every fire (HMAC-SHA256 of the raw body). Shown once and never again; to rotate, delete the trigger and create another' }),
}).meta({ id: 'CreatedTrigger' });

export const createTriggerMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/triggers',
    tags: ['Triggers'],
    summary: 'Create a trigger',
    description:
      "A cron or webhook event source that fires the operation as the agent, each fire a governed dispatch (policy, budgets, approvals, audit). The answer carries `signing_secret` once: it is stored encrypted (as connected apps' tokens, PROCTOR_ENCRYPTION_KEY; without the setting on an external database, 501) and never shown again; to rotate it, delete the trigger and create another. A webhook trigger's `fire_url` takes `POST` with the body signed (POST /v1/triggers/{id}/fire). A cron trigger fires on its schedule as a scheduled task does (five-field cron_expr in timezone, default UTC; a schedule that never fires or an unknown zone is 400 naming the field). Browser session only (a personal token is 403). Audited as `trigger.created`.",
  },
  auth: MEMBER_SESSIONS,
  successStatus: 201,
  examples: {
    request: { agent_id: TRIGGER_EXAMPLE.agent_id, name: TRIGGER_EXAMPLE.name, kind: 'webhook', operation: TRIGGER_EXAMPLE.operation, payload: TRIGGER_EXAMPLE.payload },
    response: { ...TRIGGER_EXAMPLE, signing_secret: 'trigger_secret_Zm9yIGV4YW1wbGUgb25seSwgbm90IGEgcmVhbCBzZWNyZXQ' },
  },
};

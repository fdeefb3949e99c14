import { z } from 'zod';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema } from '../../domain/bounded.js';
import { DEFAULT_TIMEZONE } from '../../domain/event-sources/cron.js';
import { allowDraftFields, spellingsAgree } from '../../domain/workflows/allow-draft.js';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { DRAFT, ZCronExprSchema, ZFireModeSchema, ZSourceNameSchema, ZTimezoneSchema } from '../scheduled-tasks/scheduled-task.types.js';
import { TRIGGER_EXAMPLE, ZTriggerKindSchema, ZTriggerSchema } from './trigger.types.js';

export const ZCreateTriggerRequestSchema = z
  .strictObject({
    agent_id: ZIdSchema.min(1).meta({ description: 'The agent each fire dispatches as (its bindings, budgets and approval thresholds apply)' }),
    name: ZSourceNameSchema,
    kind: ZTriggerKindSchema,
    operation: z.string().min(1).max(200).meta({ description: 'A catalog operation (GET /api/v1/agent-docs); a fire can never change it' }),
    payload: ZJsonObjectSchema.default({}).meta({
      description: "The operation's payload. A cron trigger's is checked against the operation's schema now (400 naming `payload.…`); a webhook's may leave fields for its fires to bring, and is checked with the fired body at each fire",
    }),
    cron_expr: ZCronExprSchema.optional().meta({ description: 'Required for kind cron, refused for a webhook. Five fields, read in timezone; one that never fires is 400' }),
    timezone: ZTimezoneSchema.optional().meta({ description: `Kind cron only: an IANA zone; default ${DEFAULT_TIMEZONE}. An unknown one is 400 naming the field` }),
    mode: ZFireModeSchema.default('live'),
    ...allowDraftFields(DRAFT),
  })
  .superRefine(spellingsAgree);

export const ZCreateTriggerResponseSchema = ZTriggerSchema.extend({
  signing_secret: ZLabelSchema.meta({
    description: 'trigger_secret_…: the key of the HMAC-SHA256 that signs every fire. Shown this once, stored encrypted, never readable again; to rotate it, delete the trigger and create another',
  }),
}).meta({ id: 'CreatedTrigger' });

export const createTriggerMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/triggers',
    tags: ['Triggers'],
    summary: 'Create a trigger',
    description: `An event source that dispatches \`operation\` as the agent, each fire a governed dispatch through the same pipeline as POST /api/v1/service-requests (policy, budgets, approval gate, provider, debit, audit). Kind \`webhook\` fires on each signed POST to its \`fire_url\` (POST /api/v1/triggers/{id}/fire, which says how to sign one and how the fired JSON merges into \`payload\`); kind \`cron\` fires at every time of \`cron_expr\` in \`timezone\`, exactly as a scheduled task does. The answer (201) carries \`signing_secret\` this once: it is stored encrypted with PROCTOR_ENCRYPTION_KEY, as connected apps' tokens are (on an external database without that setting, 501 \`not_configured\`), and can never be read again; rotation is delete and recreate. Checked now: the agent (404), the operation (400), for a cron trigger its payload and schedule (400 naming the field) and for workflow.run its workflow (404, 403, 409 as for a scheduled task). Browser session only, as the spec says (a personal token is 403). Only its creator, admins and owners change or delete a trigger. Audited as \`trigger.created\`.`,
    errorResponses: { 409: 'A workflow.run names a workflow with no published version and drafts are not allowed (`conflict`)' },
  },
  auth: MEMBER_SESSIONS,
  successStatus: 201,
  examples: {
    request: { agent_id: TRIGGER_EXAMPLE.agent_id, name: TRIGGER_EXAMPLE.name, kind: 'webhook', operation: TRIGGER_EXAMPLE.operation, payload: TRIGGER_EXAMPLE.payload },
    response: { ...TRIGGER_EXAMPLE, signing_secret: 'trigger_secret_Zm9yIGV4YW1wbGUgb25seSwgbm90IGEgcmVhbCBzZWNyZXQ' },
  },
};

export type CreatedTriggerResponse = z.infer<typeof ZCreateTriggerResponseSchema>;

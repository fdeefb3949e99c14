import { z } from 'zod';
import { ZIdSchema, ZJsonObjectSchema } from '../../domain/bounded.js';
import { DEFAULT_TIMEZONE } from '../../domain/event-sources/cron.js';
import { allowDraftFields, spellingsAgree } from '../../domain/workflows/allow-draft.js';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { EVENT_FIRE_EXAMPLE, ZEventFireSchema } from './fire.types.js';
import { DRAFT, SCHEDULED_TASK_EXAMPLE, ZCronExprSchema, ZFireModeSchema, ZScheduledTaskSchema, ZSourceNameSchema, ZTimezoneSchema } from './scheduled-task.types.js';

export const ZCreateScheduledTaskRequestSchema = z
  .strictObject({
    agent_id: ZIdSchema.min(1).meta({ description: 'The agent each fire dispatches as (its bindings, budgets and approval thresholds apply)' }),
    name: ZSourceNameSchema,
    operation: z.string().min(1).max(200).meta({ description: 'A catalog operation (GET /api/v1/agent-docs), for example workflow.run' }),
    payload: ZJsonObjectSchema.default({}).meta({ description: "The operation's payload, checked against its schema now (400 naming `payload.…`); for workflow.run `{workflow_id, input}`, the workflow by id or name" }),
    schedule_type: z.literal('recurring').default('recurring').meta({ description: 'recurring: fires at every time of cron_expr (the only type)' }),
    cron_expr: ZCronExprSchema,
    timezone: ZTimezoneSchema.default(DEFAULT_TIMEZONE),
    mode: ZFireModeSchema.default('live'),
    ...allowDraftFields(DRAFT),
    test_run: z.boolean().default(false).meta({ description: 'Also fire once now, with the newest version of a workflow whether published or not, and answer that fire as `test_run`' }),
  })
  .superRefine(spellingsAgree);

export const ZCreateScheduledTaskResponseSchema = ZScheduledTaskSchema.extend({
  test_run: ZEventFireSchema.optional().meta({ description: 'The fire test_run made now' }),
});

export const createScheduledTaskMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/scheduled-tasks',
    tags: ['Scheduler'],
    summary: 'Schedule an operation',
    description: `A task that dispatches \`operation\` with \`payload\` as the agent at every time of \`cron_expr\` in \`timezone\` (201, with \`next_run_at\`). Each fire is a governed dispatch through the same pipeline as POST /api/v1/service-requests (policy, budgets, approval gate, provider, debit, audit), with an Idempotency-Key derived from the task and the scheduled time, so that a time is fired and charged once however many instances run and whatever crashes; a fire blocked or waiting for approval is recorded with that outcome and the schedule goes on (GET …/runs). A paused, disabled or deleted agent's tasks fire nothing: their fires are recorded skipped with the reason. Catch-up: a server down across several times fires the latest of them once when it runs again and records the older ones skipped (\`missed\`, the 100 most recent). Checked now: the agent (404), the operation (400), the payload against the operation's schema (400 naming \`payload.…\`), the schedule (400 naming \`cron_expr\` or \`timezone\`), and for workflow.run the workflow (one you can see: 404), its grant to the agent (403) and a published version unless \`allow_draft\` (409). \`test_run: true\` also fires once now, as a dashboard's test would: with the newest version of the workflow whether published or not, answered as \`test_run\`. Members may schedule; only its creator, admins and owners change or delete a task. Audited as \`scheduled_task.created\`, each fire as \`scheduled_task.fired\` (or \`fire_skipped\`, \`fires_missed\`).`,
    errorResponses: { 409: 'A workflow.run names a workflow with no published version and drafts are not allowed (`conflict`)' },
  },
  auth: MEMBERS,
  successStatus: 201,
  examples: {
    request: {
      agent_id: SCHEDULED_TASK_EXAMPLE.agent_id,
      name: SCHEDULED_TASK_EXAMPLE.name,
      operation: SCHEDULED_TASK_EXAMPLE.operation,
      payload: SCHEDULED_TASK_EXAMPLE.payload,
      schedule_type: 'recurring',
      cron_expr: SCHEDULED_TASK_EXAMPLE.cron_expr,
      timezone: SCHEDULED_TASK_EXAMPLE.timezone,
    },
    response: { ...SCHEDULED_TASK_EXAMPLE, test_run: EVENT_FIRE_EXAMPLE },
  },
};

import { z } from 'zod';
import { ZIdSchema, ZTextSchema } from '../../domain/bounded.js';
import { SKIP_REASONS } from '../../domain/event-sources/fire.js';
import type { FireWithOutcome } from '../../domain/event-sources/fires.js';
import { publicStatus } from '../../domain/service-requests/public-status.js';
import { CREATED_AT } from '../examples.js';
import { ZServiceRequestStatusSchema } from '../service-requests/service-request.types.js';
import { ZTimestampSchema } from '../shared.types.js';

const skipReasons = Object.entries(SKIP_REASONS)
  .map(([reason, meaning]) => `\`${reason}\`: ${meaning}`)
  .join('; ');

/** One fire of a scheduled task or a trigger (both groups' `…/runs`). */
export const ZEventFireSchema = z
  .object({
    id: ZIdSchema,
    source_id: ZIdSchema.meta({ description: 'The scheduled task (sch_…) or trigger (trg_…) that fired' }),
    scheduled_for: ZTimestampSchema.nullable().meta({ description: 'The cron time it fires for; null for a webhook fire or a test run' }),
    fired_at: ZTimestampSchema.nullable().meta({ description: 'When it was dispatched or skipped; null while pending' }),
    status: z.enum(['pending', 'fired', 'skipped']).meta({ description: 'pending: being dispatched; fired: dispatched, `service_request` says what came of it; skipped: not dispatched, `reason` says why' }),
    reason: ZTextSchema.nullable().meta({ description: `Why it was skipped: ${skipReasons}` }),
    detail: ZTextSchema.nullable(),
    service_request: z
      .object({ id: ZIdSchema, status: ZServiceRequestStatusSchema, reason_code: ZTextSchema.nullable(), cost_cents: z.number().int() })
      .nullable()
      .meta({ description: 'The request the fire made, as it stands now (an approval decided since, a provider job finished)' }),
    workflow_run_id: ZIdSchema.nullable().meta({ description: 'The run a workflow.run fire started' }),
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'EventFire' });

export type EventFireResponse = z.infer<typeof ZEventFireSchema>;

export function toEventFireResponse(fire: FireWithOutcome): EventFireResponse {
  return {
    id: fire.id,
    source_id: fire.sourceId,
    scheduled_for: fire.scheduledFor?.toISOString() ?? null,
    fired_at: fire.firedAt?.toISOString() ?? null,
    status: fire.status,
    reason: fire.reason,
    detail: fire.detail,
    service_request: fire.request
      ? { id: fire.request.id, status: publicStatus(fire.request.status), reason_code: fire.request.reasonCode, cost_cents: Number(fire.request.costCents) }
      : null,
    workflow_run_id: fire.workflowRunId,
    created_at: fire.createdAt.toISOString(),
  };
}

export const EVENT_FIRE_EXAMPLE: EventFireResponse = {
  id: 'fir_01jh0xq7c9e1g3j5m7p9s1v3x5',
  source_id: 'sch_01jh0xq5a7c9e1g3j5m7p9s1v3',
  scheduled_for: CREATED_AT,
  fired_at: CREATED_AT,
  status: 'fired',
  reason: null,
  detail: null,
  service_request: { id: 'sr_01jh0xq8d0f2h4k6n8q0s2v4x6', status: 'executed', reason_code: null, cost_cents: 2 },
  workflow_run_id: null,
  created_at: CREATED_AT,
};

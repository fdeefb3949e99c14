import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { NO_GROUP_KEY, USAGE_GROUPS } from '../../domain/usage/ledger.js';
import { WHOLE_LIST_MAX_ITEMS, ZLabelSchema } from '../../domain/bounded.js';
import { ZDateTimeInputSchema } from '../shared.types.js';

export const ZUsageRequestSchema = z.strictObject({
  from: ZDateTimeInputSchema.optional().meta({ description: 'Inclusive; default: the start of the current UTC month' }),
  to: ZDateTimeInputSchema.optional().meta({ description: 'Exclusive; default: now' }),
  group_by: z
    .enum(USAGE_GROUPS)
    .default('operation')
    .meta({ description: "team and worker group by each agent's current team and owner (owner_user_id)" }),
  then_by: z
    .enum(USAGE_GROUPS)
    .optional()
    .meta({ description: 'A second grouping within each group (say group_by=day&then_by=agent for spend per day by agent); each row then has then_key' }),
});

export const ZUsageResponseSchema = z
  .object({
    from: ZLabelSchema,
    to: ZLabelSchema,
    group_by: z.enum(USAGE_GROUPS),
    data: z.array(
      z.object({
        key: ZLabelSchema.meta({ description: `The operation, agent id, UTC day, team id or worker's user id; "${NO_GROUP_KEY}" for agents with no team or owner` }),
        then_key: ZLabelSchema.optional().meta({ description: `With then_by: the row's key in the second grouping, "${NO_GROUP_KEY}" as key is` }),
        mode: z.enum(['live', 'test']),
        requests: z.number().int(),
        executed: z.number().int(),
        cost_cents: z.number().int(),
      }),
    ).max(WHOLE_LIST_MAX_ITEMS),
  })
  .meta({ id: 'Usage' });

export const getUsageMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/usage',
    tags: ['Audit and usage'],
    summary: 'Requests and spend per operation, agent, day, team or worker; live and test apart',
    description:
      `Requests made, requests executed and cents spent by the agents of your active workspace between \`from\` and \`to\`, grouped by operation, agent, UTC day, team or worker, each group once per mode: test mode is counted apart and costs nothing. \`team\` and \`worker\` group by each agent's team and owner as they are now (an agent moved to another team takes its history along); agents with none are counted under the key "${NO_GROUP_KEY}".`,
  },
  auth: MEMBERS,
  examples: {
    response: {
      from: '2025-01-01T00:00:00.000Z',
      to: '2025-01-06T09:32:10.000Z',
      group_by: 'team',
      data: [
        { key: 'team_01jh0xc7e9g1j3m5p7r9t1w3y5', mode: 'live', requests: 120, executed: 118, cost_cents: 118 },
        { key: 'team_01jh0xc7e9g1j3m5p7r9t1w3y5', mode: 'test', requests: 40, executed: 39, cost_cents: 0 },
        { key: NO_GROUP_KEY, mode: 'live', requests: 12, executed: 12, cost_cents: 30 },
      ],
    },
  },
};

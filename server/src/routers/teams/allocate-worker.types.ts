import { z } from 'zod';
import type { WorkerAllocation } from '../../domain/teams/allocations.js';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { TEAM_ID_EXAMPLE, WORKER_ID_EXAMPLE, ZAmountCentsSchema, ZTeamIdSchema } from './budget.types.js';
import { ZIdSchema } from '../../domain/bounded.js';

export const ZAllocateWorkerRequestSchema = z.strictObject({
  id: ZTeamIdSchema,
  userId: ZIdSchema.min(1).meta({ description: "The worker's user id (usr_…)" }),
  amount_cents: ZAmountCentsSchema.meta({ description: "Cents of the team pool's unallocated part to add to the worker's allocation" }),
});

export const ZWorkerAllocationSchema = z
  .object({
    team_id: ZIdSchema,
    user_id: ZIdSchema,
    allocation_cents: z.number().int().meta({ description: "The worker's allocation from the team pool, in total" }),
    spent_cents: z.number().int().meta({ description: 'Live spend of the worker in the team, holds of requests in flight included' }),
    remaining_cents: z.number().int().meta({ description: 'allocation_cents - spent_cents, never below 0' }),
  })
  .meta({ id: 'WorkerAllocation' });

export type WorkerAllocationResponse = z.infer<typeof ZWorkerAllocationSchema>;

export function toWorkerAllocationResponse(allocation: WorkerAllocation): WorkerAllocationResponse {
  return {
    team_id: allocation.teamId,
    user_id: allocation.userId,
    allocation_cents: Number(allocation.allocationCents),
    spent_cents: Number(allocation.spentCents),
    remaining_cents: Number(allocation.remainingCents),
  };
}

export const allocateWorkerMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/teams/{id}/workers/{userId}/budget/allocate',
    tags: ['Teams'],
    summary: "Allocate part of a team's pool to one of its workers",
    description:
      "Adds amount_cents to the worker's allocation, from the part of the team pool not yet allocated (pool_cents - allocated_cents); asking more is 409 `insufficient_pool`. By the team's manager or an organization admin; a worker is refused (403). A user who is not in the team is not found (404); the team's manager is not allocated to (409 `conflict`): allocations go to workers. An allocation only grows, until its worker leaves the organization. A dispatch of the worker's agents in the team is refused once it would pass the allocation (`worker_budget_exceeded`).",
    errorResponses: { 409: 'The team pool has too little unallocated (`insufficient_pool`), or the user is the team\'s manager (`conflict`)' },
  },
  auth: MEMBERS,
  examples: {
    request: { amount_cents: 5000 },
    response: { team_id: TEAM_ID_EXAMPLE, user_id: WORKER_ID_EXAMPLE, allocation_cents: 15000, spent_cents: 4200, remaining_cents: 10800 },
  },
};

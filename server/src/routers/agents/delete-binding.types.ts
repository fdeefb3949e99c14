import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentIdSchema } from './agent.types.js';
import { ZLabelSchema } from '../../domain/bounded.js';

export const ZDeleteBindingRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  operation: ZLabelSchema.min(1).meta({ description: '"<service>.<operation>"' }),
});

export const deleteBindingMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/agents/{id}/services/{operation}',
    tags: ['Agents'],
    summary: 'Remove a binding; the agent can no longer dispatch that operation',
    description:
      'Deletes the agent\'s binding of this operation: its next requests for it are blocked with `policy_violation`. Requests already made keep their history. No such binding is 404. Audited as `binding.removed`.',
  },
  auth: ADMINS,
  successStatus: 204,
  sdk: { resource: ['agents', 'bindings'], method: 'delete' },
};

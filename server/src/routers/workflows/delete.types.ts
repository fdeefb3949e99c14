import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZWorkflowIdSchema } from './workflow.types.js';

export const ZDeleteWorkflowRequestSchema = z.strictObject({ id: ZWorkflowIdSchema });

export const deleteWorkflowMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/workflows/{id}',
    tags: ['Workflows'],
    summary: 'Delete a workflow',
    description:
      'By its creator, an admin or an owner (anyone else who can see it: 403). It leaves the lists and its grants to agents end; its versions are kept for the runs that used them, and its name is free again. Audited as `workflow.deleted`.',
  },
  auth: MEMBER_SESSIONS,
  successStatus: 204,
};

import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { PUBLISH_REQUEST_EXAMPLE, ZPublishRequestSchema } from '../../publishing/publication.types.js';
import { ZWorkflowIdSchema } from '../workflow.types.js';
import { ZWorkflowVersionIdSchema } from './version.types.js';

export const ZPublishWorkflowVersionRequestSchema = z.strictObject({ id: ZWorkflowIdSchema, versionId: ZWorkflowVersionIdSchema });
export const ZPublishWorkflowVersionResponseSchema = ZPublishRequestSchema;

export const publishWorkflowVersionMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workflows/{id}/versions/{versionId}/publish',
    tags: ['Workflows'],
    summary: 'Request publication of a version (governance review)',
    description:
      'Whoever may change the workflow asks; the version stays a draft until a member with `publish.manage` approves the request (PATCH /api/v1/publish-requests/{id}). An owner’s request is approved at once: the answer is then `approved`, with its publication. Once published, the version is the one runs and workflow.run use when no version is named; the version published before it goes back to draft. A version already published, or with a request pending, is 409. Audited as `publish.requested`.',
    errorResponses: { 409: 'The version is published already, or a request for it is pending' },
  },
  auth: MEMBER_SESSIONS,
  successStatus: 201,
  sdk: { resource: ['workflows', 'versions'], method: 'publish' },
  examples: { response: { ...PUBLISH_REQUEST_EXAMPLE, status: 'pending', notes: null, decided_by: null, decided_at: null, publication_id: null } },
};

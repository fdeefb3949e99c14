import { z } from 'zod';
import { PUBLISH_MANAGER_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZRevokeReasonSchema } from '../../publishing/revoke-publication.types.js';
import { ZWorkflowIdSchema } from '../workflow.types.js';
import { WORKFLOW_VERSION_EXAMPLE, ZWorkflowVersionIdSchema, ZWorkflowVersionSchema } from './version.types.js';

export const ZUnpublishWorkflowVersionRequestSchema = z.strictObject({ id: ZWorkflowIdSchema, versionId: ZWorkflowVersionIdSchema, reason: ZRevokeReasonSchema });
export const ZUnpublishWorkflowVersionResponseSchema = ZWorkflowVersionSchema;

export const unpublishWorkflowVersionMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workflows/{id}/versions/{versionId}/unpublish',
    tags: ['Workflows'],
    summary: 'Revert a published version to draft',
    description:
      'Needs `publish.manage` (owners hold it), in a browser session. Its publication is revoked and the version is a draft again: runs and workflow.run without a version find no published one until another is published. Audited as `publication.revoked` with the reason. A draft is 409.',
    errorResponses: { 409: 'The version is not published' },
  },
  auth: PUBLISH_MANAGER_SESSIONS,
  sdk: { resource: ['workflows', 'versions'], method: 'unpublish' },
  examples: { request: { reason: 'Its summary step leaks customer names' }, response: WORKFLOW_VERSION_EXAMPLE },
};

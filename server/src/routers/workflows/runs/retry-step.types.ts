import { z } from 'zod';
import { ZStepLabelSchema } from '../../../domain/workflows/definition.js';
import { MEMBER_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZWorkflowIdSchema } from '../workflow.types.js';
import { RETRY_RULES, WORKFLOW_RUN_EXAMPLE, ZWorkflowRunIdSchema, ZWorkflowRunSchema } from './run.types.js';

export const ZRetryWorkflowStepRequestSchema = z.strictObject({ id: ZWorkflowIdSchema, runId: ZWorkflowRunIdSchema, stepLabel: ZStepLabelSchema });
export const ZRetryWorkflowStepResponseSchema = ZWorkflowRunSchema;

export const retryWorkflowStepMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workflows/{id}/runs/{runId}/steps/{stepLabel}/retry',
    tags: ['Workflows'],
    summary: 'Retry one failed step of a failed run',
    description: `For anyone who can see the workflow. The step must have failed (else 409; no such step: 404). ${RETRY_RULES}`,
    errorResponses: { 409: 'The run has not failed, the step has not failed, or it has had its attempts (`conflict`)' },
  },
  auth: MEMBER_SESSIONS,
  examples: { response: WORKFLOW_RUN_EXAMPLE },
};

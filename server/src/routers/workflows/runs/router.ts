import { router } from '../../../trpc/init.js';
import { cancelWorkflowRunRoute } from './cancel.js';
import { createWorkflowRunRoute } from './create.js';
import { getWorkflowRunRoute } from './get.js';
import { listWorkflowRunsRoute } from './list.js';
import { rerunFailedRoute } from './rerun-failed.js';
import { retryWorkflowStepRoute } from './retry-step.js';

/** client.workflows.runs in both SDKs. */
export const workflowRunsRouter = router({
  list: listWorkflowRunsRoute,
  create: createWorkflowRunRoute,
  get: getWorkflowRunRoute,
  cancel: cancelWorkflowRunRoute,
  rerunFailed: rerunFailedRoute,
  retryStep: retryWorkflowStepRoute,
});

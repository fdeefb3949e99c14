import { router } from '../../../trpc/init.js';
import { createWorkflowVersionRoute } from './create.js';
import { getWorkflowVersionRoute } from './get.js';
import { listWorkflowVersionsRoute } from './list.js';
import { publishWorkflowVersionRoute } from './publish.js';
import { unpublishWorkflowVersionRoute } from './unpublish.js';

/** client.workflows.versions in both SDKs. */
export const workflowVersionsRouter = router({
  list: listWorkflowVersionsRoute,
  create: createWorkflowVersionRoute,
  get: getWorkflowVersionRoute,
  publish: publishWorkflowVersionRoute,
  unpublish: unpublishWorkflowVersionRoute,
});

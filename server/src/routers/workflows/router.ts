import { router } from '../../trpc/init.js';
import { createWorkflowRoute } from './create.js';
import { deleteWorkflowRoute } from './delete.js';
import { getWorkflowRoute } from './get.js';
import { grantWorkflowRoute } from './grant.js';
import { listWorkflowGrantsRoute } from './list-grants.js';
import { listWorkflowsRoute } from './list.js';
import { revokeWorkflowRoute } from './revoke.js';
import { workflowRunsRouter } from './runs/router.js';
import { shareWorkflowRoute } from './share.js';
import { updateWorkflowRoute } from './update.js';
import { workflowVersionsRouter } from './versions/router.js';

export const workflowsRouter = router({
  list: listWorkflowsRoute,
  create: createWorkflowRoute,
  get: getWorkflowRoute,
  update: updateWorkflowRoute,
  delete: deleteWorkflowRoute,
  share: shareWorkflowRoute,
  listGrants: listWorkflowGrantsRoute,
  grant: grantWorkflowRoute,
  revoke: revokeWorkflowRoute,
  versions: workflowVersionsRouter,
  runs: workflowRunsRouter,
});

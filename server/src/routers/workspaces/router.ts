import { router } from '../../trpc/init.js';
import { createWorkspaceRoute } from './create.js';
import { listWorkspacesRoute } from './list.js';
import { switchWorkspaceRoute } from './switch.js';

export const workspacesRouter = router({
  list: listWorkspacesRoute,
  create: createWorkspaceRoute,
  switch: switchWorkspaceRoute,
});

import { router } from '../../trpc/init.js';
import { agentDocsRoute } from './agent-docs.js';
import { healthRoute } from './health.js';
import { readyRoute } from './ready.js';

export const platformRouter = router({
  health: healthRoute,
  ready: readyRoute,
  agentDocs: agentDocsRoute,
});

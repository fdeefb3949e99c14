import { router } from '../trpc/init.js';
import { agentDocsRoute } from './platform/agent-docs.js';
import { healthRoute } from './platform/health.js';
import { readyRoute } from './platform/ready.js';

export const appRouter = router({
  platform: router({
    health: healthRoute,
    ready: readyRoute,
    agentDocs: agentDocsRoute,
  }),
});

export type AppRouter = typeof appRouter;

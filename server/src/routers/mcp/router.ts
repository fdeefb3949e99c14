import { router } from '../../trpc/init.js';
import { serveMcpRoute } from './serve.js';

export const mcpRouter = router({
  serve: serveMcpRoute,
});

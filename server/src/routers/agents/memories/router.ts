import { router } from '../../../trpc/init.js';
import { createMemoryRoute } from './create.js';
import { deleteMemoryRoute } from './delete.js';
import { memoryGraphRoute } from './graph.js';
import { listMemoriesRoute } from './list.js';
import { updateMemoryRoute } from './update.js';

/** client.agents.memories in both SDKs. */
export const memoriesRouter = router({
  list: listMemoriesRoute,
  create: createMemoryRoute,
  update: updateMemoryRoute,
  delete: deleteMemoryRoute,
  graph: memoryGraphRoute,
});

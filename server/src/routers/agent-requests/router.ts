import { router } from '../../trpc/init.js';
import { answerAgentRequestRoute } from './answer.js';
import { createAgentRequestRoute } from './create.js';
import { getAgentRequestRoute } from './get.js';
import { listAgentRequestsRoute } from './list.js';

export const agentRequestsRouter = router({
  create: createAgentRequestRoute,
  list: listAgentRequestsRoute,
  get: getAgentRequestRoute,
  answer: answerAgentRequestRoute,
});

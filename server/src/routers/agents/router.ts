import { router } from '../../trpc/init.js';
import { listActivityRoute } from './activity.js';
import { setAgentBudgetRoute } from './budget.js';
import { cloneAgentRoute } from './clone.js';
import { conversationsRouter } from './conversations/router.js';
import { createAgentRoute } from './create.js';
import { delegatedTasksRouter } from './delegated-tasks/router.js';
import { deleteBindingRoute } from './delete-binding.js';
import { deleteAgentRoute } from './delete.js';
import { getAgentRoute } from './get.js';
import { getAgentHeadroomRoute } from './headroom.js';
import { listBindingsRoute } from './list-bindings.js';
import { listAgentsRoute } from './list.js';
import { getAgentSelfRoute } from './me.js';
import { memoriesRouter } from './memories/router.js';
import { publishAgentRoute } from './publish.js';
import { rotateAgentKeyRoute } from './rotate-key.js';
import { skillProposalsRouter } from './skill-proposals/router.js';
import { listSkillsRoute } from './skills.js';
import { spawnAgentRoute } from './spawn.js';
import { updateAgentRoute } from './update.js';
import { upsertBindingRoute } from './upsert-binding.js';

export const agentsRouter = router({
  list: listAgentsRoute,
  create: createAgentRoute,
  me: getAgentSelfRoute,
  get: getAgentRoute,
  headroom: getAgentHeadroomRoute,
  update: updateAgentRoute,
  delete: deleteAgentRoute,
  rotateKey: rotateAgentKeyRoute,
  clone: cloneAgentRoute,
  setBudget: setAgentBudgetRoute,
  upsertBinding: upsertBindingRoute,
  listBindings: listBindingsRoute,
  deleteBinding: deleteBindingRoute,
  listSkills: listSkillsRoute,
  spawn: spawnAgentRoute,
  listActivity: listActivityRoute,
  publish: publishAgentRoute,
  conversations: conversationsRouter,
  delegatedTasks: delegatedTasksRouter,
  memories: memoriesRouter,
  skillProposals: skillProposalsRouter,
});

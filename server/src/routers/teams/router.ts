import { router } from '../../trpc/init.js';
import { allocatePoolRoute } from './allocate-pool.js';
import { allocateWorkerRoute } from './allocate-worker.js';
import { getTeamBudgetRoute } from './budget-get.js';
import { setTeamBudgetRoute } from './budget-set.js';
import { addTeamMemberRoute } from './add-member.js';
import { createTeamRoute } from './create.js';
import { listTeamMembersRoute } from './list-members.js';
import { listTeamsRoute } from './list.js';
import { switchTeamRoute } from './switch.js';
import { updateTeamMemberRoute } from './update-member.js';

export const teamsRouter = router({
  list: listTeamsRoute,
  create: createTeamRoute,
  switch: switchTeamRoute,
  listMembers: listTeamMembersRoute,
  addMember: addTeamMemberRoute,
  updateMember: updateTeamMemberRoute,
  getBudget: getTeamBudgetRoute,
  setBudget: setTeamBudgetRoute,
  allocateBudget: allocatePoolRoute,
  allocateWorkerBudget: allocateWorkerRoute,
});

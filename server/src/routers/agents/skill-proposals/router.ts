import { router } from '../../../trpc/init.js';
import { createSkillProposalRoute } from './create.js';
import { decideSkillProposalRoute } from './decide.js';
import { decideSkillProposalByBodyRoute } from './decide-by-body.js';
import { listSkillProposalsRoute } from './list.js';

/** client.agents.skillProposals in both SDKs. */
export const skillProposalsRouter = router({
  list: listSkillProposalsRoute,
  create: createSkillProposalRoute,
  decide: decideSkillProposalRoute,
  decideByBody: decideSkillProposalByBodyRoute,
});

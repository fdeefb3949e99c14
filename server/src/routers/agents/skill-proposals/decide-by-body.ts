import { decideSkillProposal } from '../../../domain/agents/skill-proposals.js';
import { userAuditContext } from '../../../trpc/audit-context.js';
import { userProcedure } from '../../../trpc/init.js';
import { decideSkillProposalByBodyMeta, ZDecideSkillProposalByBodyRequestSchema, ZDecideSkillProposalByBodyResponseSchema } from './decide-by-body.types.js';
import { toSkillProposalResponse } from './skill-proposal.types.js';

export const decideSkillProposalByBodyRoute = userProcedure
  .meta(decideSkillProposalByBodyMeta)
  .input(ZDecideSkillProposalByBodyRequestSchema)
  .output(ZDecideSkillProposalByBodyResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { id, proposal_id, ...decision } = input;
    return toSkillProposalResponse(await decideSkillProposal(ctx.db.prisma, ctx.caller, id, proposal_id, decision, userAuditContext(ctx)));
  });

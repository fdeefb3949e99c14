import { decideSkillProposal } from '../../../domain/agents/skill-proposals.js';
import { userAuditContext } from '../../../trpc/audit-context.js';
import { userProcedure } from '../../../trpc/init.js';
import { decideSkillProposalMeta, ZDecideSkillProposalRequestSchema, ZDecideSkillProposalResponseSchema } from './decide.types.js';
import { toSkillProposalResponse } from './skill-proposal.types.js';

export const decideSkillProposalRoute = userProcedure
  .meta(decideSkillProposalMeta)
  .input(ZDecideSkillProposalRequestSchema)
  .output(ZDecideSkillProposalResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { id, proposalId, ...decision } = input;
    return toSkillProposalResponse(await decideSkillProposal(ctx.db.prisma, ctx.caller, id, proposalId, decision, userAuditContext(ctx)));
  });

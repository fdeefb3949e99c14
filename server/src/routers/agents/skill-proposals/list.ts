import { listSkillProposals } from '../../../domain/agents/skill-proposals.js';
import { authedProcedure } from '../../../trpc/init.js';
import { listSkillProposalsMeta, ZListSkillProposalsRequestSchema, ZListSkillProposalsResponseSchema } from './list.types.js';
import { toSkillProposalResponse } from './skill-proposal.types.js';

export const listSkillProposalsRoute = authedProcedure
  .meta(listSkillProposalsMeta)
  .input(ZListSkillProposalsRequestSchema)
  .output(ZListSkillProposalsResponseSchema)
  .query(async ({ ctx, input }) => {
    const { id, status, ...pageRequest } = input;
    const page = await listSkillProposals(ctx.db.prisma, ctx.caller, id, { status }, pageRequest);
    return { data: page.data.map(toSkillProposalResponse), next_cursor: page.nextCursor };
  });

import { agentSkills } from '../../domain/agents/skills.js';
import { authedProcedure } from '../../trpc/init.js';
import { toSkillResponse } from './skill.types.js';
import { listSkillsMeta, ZListSkillsRequestSchema, ZListSkillsResponseSchema } from './skills.types.js';

export const listSkillsRoute = authedProcedure
  .meta(listSkillsMeta)
  .input(ZListSkillsRequestSchema)
  .output(ZListSkillsResponseSchema)
  .query(async ({ ctx, input }) => ({
    data: (await agentSkills(ctx.db.prisma, ctx.caller, input.id, ctx.config)).map(toSkillResponse),
    next_cursor: null,
  }));

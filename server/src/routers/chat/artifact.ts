import { getArtifact } from '../../domain/chat/artifacts.js';
import { fileOutput } from '../../trpc/file.js';
import { userProcedure } from '../../trpc/init.js';
import { artifactFile, getChatArtifactMeta, ZGetChatArtifactRequestSchema } from './artifact.types.js';

export const getChatArtifactRoute = userProcedure
  .meta(getChatArtifactMeta)
  .input(ZGetChatArtifactRequestSchema)
  .output(fileOutput(artifactFile))
  .query(async ({ ctx, input }) => {
    const artifact = await getArtifact(ctx.db.prisma, ctx.caller, input.id);
    return { contentType: artifact.contentType, body: new Uint8Array(artifact.content), filename: artifact.name };
  });

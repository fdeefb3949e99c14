import { listVoices } from '../../domain/speech/speech.js';
import { authedProcedure } from '../../trpc/init.js';
import { voicesMeta, ZVoicesResponseSchema } from './voices.types.js';

export const voicesRoute = authedProcedure
  .meta(voicesMeta)
  .output(ZVoicesResponseSchema)
  .query(async ({ ctx }) => {
    const { voices, local, live } = await listVoices(ctx.config);
    return { voices, local: { available: local }, live: { available: live } };
  });

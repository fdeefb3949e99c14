import { router } from '../../trpc/init.js';
import { createSpeechRoute } from './create.js';
import { voicesRoute } from './voices.js';

export const ttsRouter = router({
  voices: voicesRoute,
  create: createSpeechRoute,
});

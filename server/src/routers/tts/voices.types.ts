import { z } from 'zod';
import { AGENTS_AND_MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CONSTANT_LIST_MAX_ITEMS, ZLabelSchema } from '../../domain/bounded.js';

export const ZSpeechProviderSchema = z.enum(['local', 'live']);

export const ZVoiceSchema = z
  .object({
    id: ZLabelSchema.meta({ description: 'What POST /api/v1/tts takes as `voice`' }),
    name: ZLabelSchema,
    language: ZLabelSchema.meta({ description: 'BCP 47; `mul` for a live voice, which speaks the language of its text' }),
    provider: ZSpeechProviderSchema.meta({ description: '`local`: eSpeak NG on this server, free; `live`: the speech provider, priced and governed (speech.synthesize)' }),
    gender: z.enum(['male', 'female']).nullable().meta({ description: 'When the synthesizer says' }),
  })
  .meta({ id: 'Voice' });

export const ZVoicesResponseSchema = z.object({
  voices: z.array(ZVoiceSchema).max(CONSTANT_LIST_MAX_ITEMS),
  local: z.object({ available: z.boolean().meta({ description: 'false: the optional package espeak-ng is not installed, and POST /api/v1/tts with a local voice answers 503' }) }),
  live: z.object({ available: z.boolean().meta({ description: 'false: the live provider is not configured (OPENAI_API_KEY), and its voices are not listed' }) }),
});

export const voicesMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/tts',
    tags: ['Speech'],
    summary: 'List the voices of speech',
    description:
      "The voices POST /api/v1/tts speaks with: the local synthesizer's (eSpeak NG, free, on this server; `local.available` is false when its optional package is not installed) and, when the live provider is configured, its voices (provider `live`, spoken through the governed operation speech.synthesize, for agent keys only). See docs/speech.md.",
  },
  auth: AGENTS_AND_MEMBERS,
  sdk: { resource: ['speech'], method: 'voices' },
  examples: {
    response: {
      voices: [
        { id: 'en-us', name: 'English (America)', language: 'en-US', provider: 'local', gender: 'male' },
        { id: 'alloy', name: 'Alloy', language: 'mul', provider: 'live', gender: null },
      ],
      local: { available: true },
      live: { available: true },
    },
  },
};

import { z } from 'zod';
import type { Config } from '../../../config.js';
import { SPEECH_SETTINGS, speakWithOpenAI } from '../../../providers/openai-speech.js';
import { defineOperation } from '../define.js';
import { SANDBOX_FAIL_TEXT, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZLabelSchema } from '../../bounded.js';
import { readWav, silentWav } from '../../../providers/wav.js';
import { LIVE_SPEED, SPEECH_AUDIO_MAX_BYTES, SPEECH_TEXT_MAX_LENGTH, characterCount } from '../../speech/bounds.js';

/** The sandbox speaks at this many characters a second (about 150 words a minute) at speed 1. */
const SANDBOX_CHARACTERS_PER_SECOND = 15;
/** The sandbox's silence is 8 kHz: a tenth of the bytes of real speech at 24 kHz' worth of seconds, so stored results stay small. */
const SANDBOX_SAMPLE_RATE = 8_000;

/** The price of `characters` characters: PROCTOR_SPEECH_CENTS_PER_1M_CHARACTERS, rounded up, at least 1 cent. */
const centsFor = (characters: number, config: Config) => Math.max(1, Math.ceil((characters * config.PROCTOR_SPEECH_CENTS_PER_1M_CHARACTERS) / 1_000_000));

/** Base64 of at most SPEECH_AUDIO_MAX_BYTES bytes. */
const AUDIO_BASE64_MAX_LENGTH = Math.ceil(SPEECH_AUDIO_MAX_BYTES / 3) * 4;

const payload = z.strictObject({
  input: z.string().min(1).max(SPEECH_TEXT_MAX_LENGTH).meta({ description: `The text to speak, 1 to ${SPEECH_TEXT_MAX_LENGTH} characters` }),
  voice: ZLabelSchema.min(1).meta({ description: 'A voice of the provider (GET /api/v1/tts lists them, provider `live`)' }),
  speed: z.number().min(LIVE_SPEED.min).max(LIVE_SPEED.max).optional().meta({ description: `Speaking speed, ${LIVE_SPEED.min} to ${LIVE_SPEED.max}; 1 when left out` }),
});

const result = z.object({
  audio_base64: z.string().max(AUDIO_BASE64_MAX_LENGTH).meta({ description: `The RIFF/WAVE file, base64; at most ${SPEECH_AUDIO_MAX_BYTES} bytes of audio` }),
  content_type: z.literal('audio/wav'),
  duration_seconds: z.number().min(0),
  characters: z.number().int().min(1).meta({ description: 'The characters of `input` that were priced' }),
  voice: ZLabelSchema,
  model: ZLabelSchema,
});

type Payload = z.infer<typeof payload>;

function sandboxSpeech({ input, voice, speed = 1 }: Payload) {
  const seconds = Math.max(0.5, characterCount(input) / SANDBOX_CHARACTERS_PER_SECOND / speed);
  const wav = silentWav(Math.round(seconds * 100) / 100, SANDBOX_SAMPLE_RATE);
  return sandboxResult({
    audio_base64: Buffer.from(wav).toString('base64'),
    content_type: 'audio/wav' as const,
    duration_seconds: readWav(wav)!.durationSeconds,
    characters: characterCount(input),
    voice,
    model: 'sandbox-speech',
  });
}

export const speechSynthesize = defineOperation({
  operation: 'speech.synthesize',
  service: 'speech',
  name: 'Synthesize speech',
  description:
    'Speaks a text in a voice of the live speech provider and answers the WAV file (base64). POST /api/v1/tts with `provider: "live"` dispatches this for an agent and answers the WAV itself.',
  payload,
  result,
  pricing: {
    unit: 'character',
    formula:
      'PROCTOR_SPEECH_CENTS_PER_1M_CHARACTERS (default 1,500 cents per 1M characters, the price of OpenAI tts-1) for the characters (Unicode code points) of `input`, ' +
      'rounded up, at least 1 cent per request: the estimate and the cost are the same.',
    estimateCents: ({ input }, { config }) => centsFor(characterCount(input), config),
  },
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'any OpenAI-compatible `POST /audio/speech` (`response_format: wav`)',
  liveSettings: SPEECH_SETTINGS,
  examples: [{ description: 'A short greeting', payload: { input: 'Your order has shipped.', voice: 'alloy' } }],
  sandboxFailures: [{ description: `An input "${SANDBOX_FAIL_TEXT}" fails`, payload: { input: SANDBOX_FAIL_TEXT, voice: 'alloy' } }],
  // Silence of the length the text would take, not the local synthesizer's speech: the sandbox
  // is deterministic and needs nothing installed (the local synthesizer is optional, docs/speech.md).
  sandbox: (request) => (request.input === SANDBOX_FAIL_TEXT ? sandboxFailure(`input is "${SANDBOX_FAIL_TEXT}"`) : sandboxSpeech(request)),
  live: async ({ input, voice, speed }, context) => {
    const { wav, model } = await speakWithOpenAI({ input, voice, speed, maxBytes: SPEECH_AUDIO_MAX_BYTES }, context);
    return {
      status: 'executed',
      result: {
        audio_base64: Buffer.from(wav).toString('base64'),
        content_type: 'audio/wav',
        duration_seconds: readWav(wav)!.durationSeconds,
        characters: characterCount(input),
        voice,
        model,
      },
      costCents: centsFor(characterCount(input), context.config),
    };
  },
});

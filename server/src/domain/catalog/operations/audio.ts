import { z } from 'zod';
import { defineOperation, perRequest } from '../define.js';
import { ZHttpUrlSchema } from '../fields.js';
import { digest, isSandboxFailUrl, SANDBOX_FAIL_HOST, sandboxFailure, sandboxResult } from '../sandbox.js';

const ZLanguageSchema = z
  .string()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'must be a BCP 47 language tag such as "en" or "pt-BR"');

/** Sandbox recordings last between 5 seconds and 5 minutes. */
const sandboxDuration = (audioUrl: string) => 5 + (parseInt(digest(audioUrl).slice(0, 8), 16) % 296);

const ASYNC_AFTER_SECONDS = 60;

function sandboxTranscript({ audio_url, language }: { audio_url: string; language?: string | undefined }) {
  const file = new URL(audio_url).pathname.split('/').pop() || 'the recording';
  return sandboxResult({
    text: `Sandbox transcript of ${file}.`,
    language: language ?? 'en',
    duration_seconds: sandboxDuration(audio_url),
  });
}

export const audioTranscribe = defineOperation({
  operation: 'audio.transcribe',
  service: 'audio',
  name: 'Transcribe audio',
  description: 'Transcribes a recording reachable at a URL into text. Long recordings may finish later (status running).',
  payload: z.strictObject({
    audio_url: ZHttpUrlSchema.meta({ description: 'Where the provider can download the recording' }),
    language: ZLanguageSchema.optional().meta({ description: 'Spoken language (BCP 47); detected when left out' }),
  }),
  result: z.object({
    text: z.string(),
    language: z.string().meta({ description: 'BCP 47 tag of the language transcribed' }),
    duration_seconds: z.number().min(0),
  }),
  pricing: perRequest(10),
  async: true,
  requiresConnectedApp: null,
  examples: [
    { description: 'An English meeting recording', payload: { audio_url: 'https://example.com/recordings/standup.mp3', language: 'en' } },
  ],
  sandboxFailures: [
    {
      description: `A recording on ${SANDBOX_FAIL_HOST} fails, at once`,
      payload: { audio_url: `https://${SANDBOX_FAIL_HOST}/recording.mp3`, language: 'en' },
    },
  ],
  // Recordings over a minute run asynchronously, as real transcription providers do: the request
  // answers running and the poller completes it.
  sandbox: (payload) => {
    if (isSandboxFailUrl(payload.audio_url)) return sandboxFailure(`audio_url is on ${SANDBOX_FAIL_HOST}`);
    return sandboxDuration(payload.audio_url) > ASYNC_AFTER_SECONDS
      ? Promise.resolve({ status: 'running', externalId: `sbx_job_${digest(payload.audio_url).slice(0, 24)}` })
      : sandboxTranscript(payload);
  },
  check: { sandbox: ({ payload }) => sandboxTranscript(payload) },
});

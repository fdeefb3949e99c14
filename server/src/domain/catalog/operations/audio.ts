import { z } from 'zod';
import { ProviderFailure } from '../../../providers/failure.js';
import { TRANSCRIPTION_SETTINGS, transcribeWithOpenAI, transcriptionSettings, type Transcript } from '../../../providers/openai-transcription.js';
import { downloadRecording, MAX_RECORDING_BYTES } from '../../../providers/recordings.js';
import { defineOperation, perRequest } from '../define.js';
import { ZHttpUrlSchema } from '../fields.js';
import type { AdapterContext, AdapterOutcome } from '../../../providers/contract.js';
import { ZLanguageTagSchema } from '../../language-tag.js';
import { digest, isSandboxFailUrl, SANDBOX_FAIL_HOST, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZLongTextSchema, ZTextSchema } from '../../bounded.js';

/** Sandbox recordings last between 5 seconds and 5 minutes. */
const sandboxDuration = (audioUrl: string) => 5 + (parseInt(digest(audioUrl).slice(0, 8), 16) % 296);

const ASYNC_AFTER_SECONDS = 60;

/** The price of one transcription, whatever its length: also its worst case. */
const PRICE_CENTS = 10;

/**
 * Live recordings up to this size (about a minute of compressed speech) are transcribed while the
 * caller waits; larger ones answer running and are transcribed by the poller, under
 * PROCTOR_TRANSCRIPTION_TIMEOUT_MS instead of the provider deadline.
 */
const INLINE_MAX_BYTES = 1024 * 1024;

type TranscribePayload = { audio_url: string; language?: string | undefined };

/** Downloads the recording, if it holds at most `maxBytes` (else null), and transcribes it. */
async function transcribeUpTo(payload: TranscribePayload, maxBytes: number, context: AdapterContext): Promise<AdapterOutcome<Transcript> | null> {
  transcriptionSettings(context.config); // a missing key fails before anything is downloaded
  const recording = await downloadRecording(payload.audio_url, maxBytes, context);
  if (!recording) return null;
  return { status: 'executed', result: await transcribeWithOpenAI(recording, payload.language, context), costCents: PRICE_CENTS };
}

function sandboxTranscript({ audio_url, language }: TranscribePayload) {
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
    language: ZLanguageTagSchema.optional().meta({ description: 'Spoken language (BCP 47); detected when left out' }),
  }),
  result: z.object({
    text: ZLongTextSchema,
    language: ZTextSchema.meta({ description: 'BCP 47 tag of the language transcribed' }),
    duration_seconds: z.number().min(0),
  }),
  pricing: perRequest(PRICE_CENTS),
  async: true,
  requiresConnectedApp: null,
  liveProvider: 'any OpenAI-compatible `POST /audio/transcriptions` (Whisper); asynchronous for recordings over 1 MiB',
  liveSettings: TRANSCRIPTION_SETTINGS,
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
  // The job is named after the request, not the recording: two requests for one recording are two jobs.
  sandbox: (payload, { serviceRequestId }) => {
    if (isSandboxFailUrl(payload.audio_url)) return sandboxFailure(`audio_url is on ${SANDBOX_FAIL_HOST}`);
    return sandboxDuration(payload.audio_url) > ASYNC_AFTER_SECONDS
      ? Promise.resolve({ status: 'running', externalId: `sbx_job_${serviceRequestId}` })
      : sandboxTranscript(payload);
  },
  // The job of a long recording is ours, not the provider's: the request's own id names it.
  live: async (payload, context) =>
    (await transcribeUpTo(payload, INLINE_MAX_BYTES, context)) ?? { status: 'running', externalId: `transcription_${context.serviceRequestId}` },
  check: {
    sandbox: ({ payload }) => sandboxTranscript(payload),
    live: async ({ payload }, context) => {
      const outcome = await transcribeUpTo(payload, MAX_RECORDING_BYTES, context);
      if (!outcome) throw new ProviderFailure(`The recording is larger than ${MAX_RECORDING_BYTES} bytes (25 MB), the most the transcription provider accepts`);
      return outcome;
    },
    timeoutMs: (config) => config.PROCTOR_TRANSCRIPTION_TIMEOUT_MS,
  },
});

import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { requireSettings } from './failure.js';
import { callProvider } from './http.js';
import { languageTagOf } from './whisper-languages.js';

/** A downloaded recording, named with the extension by which the provider recognizes its format. */
export interface Recording {
  bytes: Uint8Array;
  filename: string;
  contentType: string | undefined;
}

export interface Transcript {
  text: string;
  /** BCP 47. */
  language: string;
  duration_seconds: number;
}

export const TRANSCRIPTION_SETTINGS = ['OPENAI_API_KEY'] as const;

/**
 * OpenAI's speech-to-text API, or any server speaking its protocol at OPENAI_BASE_URL. Throws the
 * failure naming OPENAI_API_KEY when it is not set.
 */
export function transcriptionSettings(config: AdapterContext['config']) {
  const { OPENAI_API_KEY } = requireSettings('audio.transcribe', config, TRANSCRIPTION_SETTINGS);
  const baseUrl = config.OPENAI_BASE_URL.replace(/\/+$/, '');
  const provider = new URL(baseUrl).hostname === 'api.openai.com' ? 'OpenAI' : baseUrl;
  return { apiKey: OPENAI_API_KEY, baseUrl, provider, model: config.PROCTOR_TRANSCRIPTION_MODEL };
}

/** OpenAI's documented error body: {error: {message, type, param, code}}. */
const errorMessage = (body: unknown) => {
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' ? message : undefined;
};

/** The documented verbose_json answer; `language` is a name such as "english", `duration` is in seconds. */
const ZVerboseTranscriptionSchema = z.object({
  text: z.string(),
  language: z.string(),
  duration: z.number().min(0),
});

/**
 * POST {base}/audio/transcriptions as multipart/form-data. The payload's BCP 47 language is sent
 * as its primary subtag (ISO-639-1, "pt" for "pt-BR") and answered as given; a detected language
 * is answered as the BCP 47 tag of the name the provider gives.
 */
export async function transcribeWithOpenAI(recording: Recording, language: string | undefined, context: AdapterContext): Promise<Transcript> {
  const settings = transcriptionSettings(context.config);
  const form = new FormData();
  form.append('file', new Blob([recording.bytes as Uint8Array<ArrayBuffer>], { type: recording.contentType ?? '' }), recording.filename);
  form.append('model', settings.model);
  if (language) form.append('language', language.split('-')[0]!.toLowerCase());
  form.append('response_format', 'verbose_json');
  const answer = await callProvider({
    provider: settings.provider,
    url: `${settings.baseUrl}/audio/transcriptions`,
    method: 'POST',
    headers: { authorization: `Bearer ${settings.apiKey}` },
    body: form,
    signal: context.signal,
    schema: ZVerboseTranscriptionSchema,
    errorMessage,
  });
  return { text: answer.text, language: language ?? languageTagOf(answer.language), duration_seconds: answer.duration };
}

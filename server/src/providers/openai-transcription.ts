import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { callProvider } from './http.js';
import { OPENAI_SETTINGS, openAIErrorMessage, openAISettings } from './openai-protocol.js';
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

export const TRANSCRIPTION_SETTINGS = OPENAI_SETTINGS;

/** OpenAI's speech-to-text API, or a compatible server at OPENAI_BASE_URL, with the model to ask. */
export function transcriptionSettings(config: AdapterContext['config']) {
  return { ...openAISettings('audio.transcribe', config), model: config.PROCTOR_TRANSCRIPTION_MODEL };
}

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
    errorMessage: openAIErrorMessage,
  });
  return { text: answer.text, language: language ?? languageTagOf(answer.language), duration_seconds: answer.duration };
}

import type { AdapterContext } from './contract.js';
import { ProviderFailure } from './failure.js';
import { callProviderForFile } from './http.js';
import { OPENAI_SETTINGS, openAIErrorMessage, openAISettings } from './openai-protocol.js';
import { readWav } from './wav.js';

export const SPEECH_SETTINGS = OPENAI_SETTINGS;

/**
 * POST {base}/audio/speech, OpenAI's text-to-speech (or a compatible server's), as documented:
 * `{model, input, voice, response_format: 'wav', speed}`, answered with the audio's bytes. An
 * answer that is not a RIFF/WAVE file, or is larger than `maxBytes`, is a failure.
 */
export async function speakWithOpenAI(
  request: { input: string; voice: string; speed: number | undefined; maxBytes: number },
  context: AdapterContext,
): Promise<{ wav: Uint8Array; model: string }> {
  const settings = openAISettings('speech.synthesize', context.config);
  const model = context.config.PROCTOR_SPEECH_MODEL;
  const wav = await callProviderForFile({
    provider: settings.provider,
    url: `${settings.baseUrl}/audio/speech`,
    method: 'POST',
    headers: { authorization: `Bearer ${settings.apiKey}` },
    body: { model, input: request.input, voice: request.voice, response_format: 'wav', ...(request.speed === undefined ? {} : { speed: request.speed }) },
    signal: context.signal,
    errorMessage: openAIErrorMessage,
    contentType: 'audio/wav',
    maxBytes: request.maxBytes,
  });
  if (!readWav(wav)) throw new ProviderFailure(`${settings.provider} answered audio that is not a RIFF/WAVE file`);
  return { wav, model };
}

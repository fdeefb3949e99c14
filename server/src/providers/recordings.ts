import type { AdapterContext } from './contract.js';
import { ProviderFailure } from './failure.js';
import type { Recording } from './openai-transcription.js';
import { fetchOutbound, OutboundTooLarge } from './outbound/fetch.js';

/** OpenAI's upload limit for transcriptions (25 MB), which OpenAI-compatible servers share. */
export const MAX_RECORDING_BYTES = 25 * 1024 * 1024;

/** Extensions for the audio types transcription APIs accept, for URLs whose path names none. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'video/mp4': 'mp4',
  'video/mpeg': 'mpeg',
  'audio/ogg': 'ogg',
  'application/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/webm': 'webm',
  'video/webm': 'webm',
};

/** The name the provider recognizes the format by: the URL's file name when it has an extension, else one from the Content-Type. */
function filenameOf(url: string, contentType: string | undefined): string {
  const name = new URL(url).pathname.split('/').pop() ?? '';
  if (/\.[A-Za-z0-9]+$/.test(name)) return name;
  const extension = contentType ? EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()] : undefined;
  return `${name || 'recording'}${extension ? `.${extension}` : ''}`;
}

/**
 * Downloads a recording through the SSRF-guarded client (redirects followed, each hop checked).
 * Answers null when it is larger than `maxBytes`; a refused or unreachable address and a non-2xx
 * answer are ProviderFailures.
 */
export async function downloadRecording(url: string, maxBytes: number, context: AdapterContext): Promise<Recording | null> {
  let response;
  try {
    response = await fetchOutbound(url, { method: 'GET', signal: context.signal, maxBytes }, context.config);
  } catch (error) {
    if (error instanceof OutboundTooLarge) return null;
    if (error instanceof ProviderFailure) throw new ProviderFailure(`The recording could not be downloaded: ${error.message}`, { cause: error });
    throw error;
  }
  if (response.status < 200 || response.status > 299) {
    throw new ProviderFailure(`The recording could not be downloaded: audio_url answered HTTP ${response.status}`);
  }
  const contentType = response.headers.get('content-type') ?? undefined;
  return { bytes: response.body, filename: filenameOf(response.url, contentType), contentType };
}

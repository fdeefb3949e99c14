import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import type { VoiceConfig } from '../agents/agents.js';
import type { AuditContext } from '../audit/record.js';
import type { Caller } from '../auth/caller.js';
import { dispatch } from '../dispatch/dispatch.js';
import type { SERVER_KEY_PREFIXES } from '../dispatch/server-keys.js';
import { DomainError } from '../errors.js';
import { espeakPitch, espeakWordsPerMinute, liveSpeed } from './bounds.js';
import { LocalSpeechUnavailable, localSpeechInstalled, localVoices, synthesizeLocally } from './local-synthesizer.js';

/**
 * Speech (docs/speech.md): two synthesizers behind GET and POST /api/v1/tts. The local one (eSpeak NG,
 * local-synthesizer.ts) is free and answers at once; the live one is the catalog's
 * speech.synthesize, dispatched through the pipeline as the calling agent.
 */

export type SpeechProvider = 'local' | 'live';

export interface Voice {
  id: string;
  name: string;
  /** BCP 47; `mul` for a live voice, which speaks whatever language its text is in. */
  language: string;
  provider: SpeechProvider;
  gender: 'male' | 'female' | null;
}

/** The live synthesizer is offered when its provider is configured (OPENAI_API_KEY). */
const liveConfigured = (config: Config) => config.OPENAI_API_KEY !== undefined;

/** eSpeak's `en-us` as BCP 47's `en-US`: a 2-letter region in capitals. */
const bcp47 = (espeakLanguage: string) => espeakLanguage.replace(/-([a-z]{2})(?=-|$)/g, (_m, region: string) => `-${region.toUpperCase()}`);

const liveVoice = (id: string): Voice => ({ id, name: id.charAt(0).toUpperCase() + id.slice(1), language: 'mul', provider: 'live', gender: null });

/** Every voice: the local synthesizer's, when installed, and the live provider's, when configured. */
export async function listVoices(config: Config): Promise<{ voices: Voice[]; local: boolean; live: boolean }> {
  const local = localSpeechInstalled();
  const localList = local ? (await localVoices()).map((v): Voice => ({ id: v.id, name: v.name, language: bcp47(v.language), provider: 'local', gender: v.gender ?? null })) : [];
  const live = liveConfigured(config);
  return { voices: [...localList, ...(live ? config.PROCTOR_SPEECH_VOICES.map(liveVoice) : [])], local, live };
}

/** The local synthesizer's voice when none is named: the language's (or its primary subtag's), else American English. */
const DEFAULT_LOCAL_VOICE = 'en-us';

/** A live synthesis' Idempotency-Key: the client's, or a new one, under a prefix agents' own keys may not take. */
const TTS_KEY_PREFIX: keyof typeof SERVER_KEY_PREFIXES = 'tts:';

export interface SpeakRequest {
  text: string;
  voice?: string | undefined;
  rate?: number | undefined;
  pitch?: number | undefined;
  language?: string | undefined;
  provider?: SpeechProvider | undefined;
}

/** The live request could not give audio: its service request failed (the provider's error). */
export class LiveSpeechFailed extends Error {
  override name = 'LiveSpeechFailed';
}

const invalid = (field: string, message: string) => new DomainError('invalid_request', `${field}: ${message}`, [{ path: field, message }]);

/** The local voice `voice` names, or the one for `language` (itself, its primary subtag, else that language's first voice); a 400 naming GET /api/v1/tts when there is none. */
async function localVoiceFor(voice: string | undefined, language: string | undefined): Promise<string> {
  const known = new Set((await localVoices()).map((v) => v.id));
  if (voice !== undefined) {
    if (!known.has(voice.toLowerCase())) throw invalid('voice', `"${voice}" is not a voice of the local synthesizer (GET /api/v1/tts lists them)`);
    return voice.toLowerCase();
  }
  if (language === undefined) return DEFAULT_LOCAL_VOICE;
  const tag = language.toLowerCase();
  const primary = tag.split('-')[0]!;
  // en-AU has no voice of its own and eSpeak has no plain `en`: the language's first voice (en-029…) speaks it.
  const found = [tag, primary].find((candidate) => known.has(candidate)) ?? [...known].find((id) => id.startsWith(`${primary}-`));
  if (!found) throw invalid('language', `the local synthesizer has no voice for "${language}" (GET /api/v1/tts lists them)`);
  return found;
}

/**
 * Which synthesizer speaks: `provider` when given; else the live one for a voice only it has;
 * else the local one.
 */
async function providerFor(request: SpeakRequest, config: Config): Promise<SpeechProvider> {
  if (request.provider) return request.provider;
  const { voice } = request;
  if (voice === undefined || !config.PROCTOR_SPEECH_VOICES.includes(voice)) return 'local';
  const local = localSpeechInstalled() ? (await localVoices()).some((v) => v.id === voice.toLowerCase()) : false;
  return local ? 'local' : 'live';
}

/**
 * Speaks `request` for `caller`: the WAV file, and the service request of a live synthesis. An
 * agent's voice_config gives what the request leaves out. The live synthesizer is for agents only:
 * it is priced and governed (the agent's binding of speech.synthesize, budgets, approvals), and a
 * person has no agent to dispatch as.
 */
export async function speak(
  deps: { db: PrismaClient; logger: Logger; config: Config; audit: AuditContext; idempotencyKey: string | undefined; signal?: AbortSignal | undefined },
  caller: Caller,
  request: SpeakRequest,
): Promise<{ wav: Uint8Array; serviceRequestId?: string | undefined }> {
  const defaults: VoiceConfig =
    caller.kind === 'agent'
      ? (((await deps.db.agent.findUniqueOrThrow({ where: { id: caller.agentId }, select: { voiceConfig: true } })).voiceConfig as VoiceConfig | null) ?? {})
      : {};
  const rate = request.rate ?? defaults.rate ?? 1;
  const pitch = request.pitch ?? defaults.pitch ?? 0;
  const language = request.language ?? defaults.language;
  const provider = await providerFor(request, deps.config);

  if (provider === 'local') {
    if (!localSpeechInstalled()) throw new LocalSpeechUnavailable('The local synthesizer is not installed: the optional package espeak-ng is missing (see docs/speech.md)');
    const voice = await localVoiceFor(request.voice, language);
    return { wav: await synthesizeLocally({ text: request.text, voice, wordsPerMinute: espeakWordsPerMinute(rate), pitch: espeakPitch(pitch) }, deps.signal) };
  }

  if (caller.kind !== 'agent') {
    throw new DomainError('forbidden', 'The live synthesizer is for agent keys: it is priced and governed as the operation speech.synthesize, which a person has no agent to dispatch as. Use a local voice, or call it with an agent key bound to speech.synthesize');
  }
  const voice = request.voice ?? deps.config.PROCTOR_SPEECH_VOICES[0]!;
  if (!deps.config.PROCTOR_SPEECH_VOICES.includes(voice)) throw invalid('voice', `"${voice}" is not a voice of the live synthesizer (GET /api/v1/tts lists them)`);
  const { request: serviceRequest } = await dispatch(deps.db, deps.logger, deps.config, {
    orgId: caller.orgId,
    agentId: caller.agentId,
    mode: caller.mode,
    operation: 'speech.synthesize',
    payload: { input: request.text, voice, ...(rate === 1 ? {} : { speed: liveSpeed(rate) }) },
    idempotencyKey: `${TTS_KEY_PREFIX}${deps.idempotencyKey ?? randomUUID()}`,
    audit: deps.audit,
  });
  const named = `service request ${serviceRequest.id} (speech.synthesize)`;
  const detail = (serviceRequest.result as { detail?: string } | null)?.detail;
  switch (serviceRequest.status) {
    case 'executed': {
      const audio = (serviceRequest.result as { audio_base64: string }).audio_base64;
      return { wav: new Uint8Array(Buffer.from(audio, 'base64')), serviceRequestId: serviceRequest.id };
    }
    case 'approval_required':
      throw new DomainError(
        'conflict',
        `The ${named} waits for approval ${serviceRequest.approval?.id ?? ''}: once a person approves it, GET /api/v1/service-requests/${serviceRequest.id} has the audio (result.audio_base64)`,
        [{ path: 'service_request_id', message: serviceRequest.id, code: 'approval_required' }],
      );
    case 'blocked':
      throw new DomainError('forbidden', `The ${named} was blocked (${serviceRequest.reasonCode ?? 'blocked'}): ${detail ?? 'refused'}`, [
        { path: 'service_request_id', message: serviceRequest.id, code: serviceRequest.reasonCode ?? 'blocked' },
      ]);
    default:
      throw new LiveSpeechFailed(`The ${named} ${serviceRequest.status === 'failed' ? `failed: ${detail ?? 'the provider refused'}` : `is ${serviceRequest.status}`}`);
  }
}

// GENERATED FILE, DO NOT EDIT. The `speech` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { IdempotentRequestOptions, RequestOptions } from '../core/http.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

export type SpeechVoicesResponse = T.ResponseBody<'tts-voices'>;
export type SpeechCreateParams = T.RequestBody<'tts-create'>;

/**
 * `client.speech`
 */
export class Speech extends APIResource {
  /**
   * Speak a text: a WAV file
   *
   * Answers `audio/wav` (RIFF/WAVE, 16-bit PCM), `Cache-Control: no-store`. Text: 1 to 1000 characters. An agent key's agent's voice_config (rate, pitch, language) gives what the request leaves out.
   *
   * - **Local** (default): eSpeak NG on this server, free, no service request. `rate` × 175 words a minute, held within eSpeak's 80 to 450; `pitch` as eSpeak's 0–99 (50 + 2.5 × pitch). Not installed (the optional package espeak-ng): 503 `not_configured`.
   * - **Live** (`provider: "live"`, or a voice only the live provider has): agent keys only (a person: 403), as the catalog operation speech.synthesize dispatched through the pipeline as the agent, so the agent must be bound to it and its budgets and approvals apply; priced per character (GET /api/v1/agent-docs). `rate` is the provider's speed, held within 0.25 to 4; `pitch` is not used. The answer carries `X-Service-Request-Id`. The request waits for approval: 409 `conflict` naming the service request and its approval (once approved, the request's result holds the audio as base64); blocked: 403 naming the request and its reason_code; the provider failed: 502 naming the request. An Idempotency-Key (optional; the SDKs send one) makes a retry answer the same request, never a second charge.
   *
   * See docs/speech.md.
   *
   * `POST /api/v1/tts`
   */
  create(body: SpeechCreateParams, options?: IdempotentRequestOptions): APIPromise<Response> {
    return this._client.requestFile({ method: 'POST', path: '/v1/tts', body, accept: 'audio/wav, application/json', security: ['agentKey', 'sessionCookie', 'personalToken'], idempotent: true }, options);
  }

  /**
   * List the voices of speech
   *
   * The voices POST /api/v1/tts speaks with: the local synthesizer's (eSpeak NG, free, on this server; `local.available` is false when its optional package is not installed) and, when the live provider is configured, its voices (provider `live`, spoken through the governed operation speech.synthesize, for agent keys only). See docs/speech.md.
   *
   * `GET /api/v1/tts`
   */
  voices(options?: RequestOptions): APIPromise<SpeechVoicesResponse> {
    return this._client.request({ method: 'GET', path: '/v1/tts', security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }
}

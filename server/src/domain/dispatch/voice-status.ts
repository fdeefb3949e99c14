import type { Config } from '../../config.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { callOutcome, isTwilioSigned } from '../../providers/twilio.js';
import { DomainError } from '../errors.js';
import { reconcile } from './reconcile.js';

/** Who a status callback's settlement is audited as. */
const VOICE_ACTOR = { type: 'system' as const, id: 'reconcile:voice' };

export interface VoiceStatusDelivery {
  /** The full URL Twilio requested, query string included: what its signature covers. */
  url: string;
  rawBody: Buffer | undefined;
  signature: string | undefined;
  /** The service request the callback URL names (voiceStatusPath). */
  serviceRequestId: string;
  requestId: string;
}

/**
 * Twilio's status callback for a call voice.call placed. Its X-Twilio-Signature is verified over
 * the URL and the raw form body with the auth token before anything is read; a call that has
 * ended settles its request through reconcile, which holds the call (provider voice, its CallSid)
 * to the request the URL names, and settles it once whatever arrives first, this callback, a
 * retry of it, or the poller (settle.ts). A status of a call still under way changes nothing, and
 * a test-mode request is never one of Twilio's calls (404).
 */
export async function receiveVoiceStatus(db: PrismaClient, config: Config, delivery: VoiceStatusDelivery): Promise<{ status: string }> {
  const token = config.TWILIO_AUTH_TOKEN;
  if (!token) throw new DomainError('not_configured', 'The voice-call status receiver is not configured on this server: its operator sets TWILIO_AUTH_TOKEN');
  const raw = delivery.rawBody ?? Buffer.alloc(0);
  if (!isTwilioSigned(token, delivery.url, raw, delivery.signature)) {
    throw new DomainError('unauthorized', 'Status callback refused: X-Twilio-Signature is missing or is not Twilio\'s for this URL and body');
  }
  const params = new URLSearchParams(raw.toString('utf8'));
  const sid = params.get('CallSid');
  const status = params.get('CallStatus');
  if (!sid || !status) throw new DomainError('invalid_request', 'The status callback has no CallSid or CallStatus');
  const duration = params.get('CallDuration');
  const state = { sid, status, to: params.get('To') ?? '', from: params.get('From') ?? '', durationSeconds: duration && /^\d+$/.test(duration) ? Number(duration) : null };
  const outcome = callOutcome(state, config.TWILIO_VOICE_CENTS_PER_MINUTE);
  if (outcome.status === 'running') return { status: 'running' };
  // Twilio places live calls only: a test-mode request's call is the sandbox's, which its poller ends at no cost.
  const job = { provider: 'voice', externalId: sid, serviceRequestId: delivery.serviceRequestId, mode: 'live' as const };
  const settled = await reconcile(db, job, outcome, { actor: VOICE_ACTOR, requestId: delivery.requestId });
  return { status: settled.status };
}

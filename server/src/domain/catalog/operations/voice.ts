import { z } from 'zod';
import { ZLabelSchema } from '../../bounded.js';
import type { AdapterOutcome } from '../../../providers/contract.js';
import { callOutcome, fetchCall, placeCall, TWILIO_SETTINGS, type CallResult } from '../../../providers/twilio.js';
import { ZLanguageTagSchema } from '../../language-tag.js';
import { defineOperation } from '../define.js';
import { ZPhoneNumberSchema } from '../fields.js';
import { digest, SANDBOX_FAIL_TEXT, sandboxFailure } from '../sandbox.js';
import { SANDBOX_FROM_NUMBER } from './sms.js';

/** The longest call an agent may ask for. */
const MAX_MINUTES = 60;

/** Twilio's `Twiml` parameter takes 4,000 characters; the message leaves room for its markup and escapes. */
const MAX_MESSAGE_CHARS = 2000;

/** The message whose sandbox call rings out unanswered: it runs, then fails as a live call nobody picks up. */
export const SANDBOX_NO_ANSWER_TEXT = 'sandbox:no-answer';

type CallPayload = { to: string; message: string; language?: string | undefined; max_duration_minutes: number };

/** The sandbox call's id: one per request, as Twilio's are (CA and 32 hex digits). */
const sandboxCallSid = (serviceRequestId: string) => `CA${digest(serviceRequestId).slice(0, 32)}`;

/** How the sandbox's call ends: answered, for a few seconds up to its time limit, or unanswered on its trigger. */
function sandboxEnd(payload: CallPayload, externalId: string): Promise<AdapterOutcome<CallResult>> {
  const status = payload.message === SANDBOX_NO_ANSWER_TEXT ? 'no-answer' : 'completed';
  const seconds = 5 + (parseInt(digest(payload).slice(0, 8), 16) % (payload.max_duration_minutes * 60 - 4));
  const outcome = callOutcome({ sid: externalId, status, to: payload.to, from: SANDBOX_FROM_NUMBER, durationSeconds: status === 'completed' ? seconds : 0 }, 0);
  return Promise.resolve(outcome);
}

export const voiceCall = defineOperation({
  operation: 'voice.call',
  service: 'voice',
  name: 'Place a phone call',
  description:
    "Calls a phone number from the server's Twilio number and speaks a message when answered. Answers `running` (HTTP 202) at once; the request ends when the call does: `executed` with its duration once answered and hung up (by the callee, or by Twilio at max_duration_minutes), `failed` when it never connected (busy, no answer).",
  payload: z.strictObject({
    to: ZPhoneNumberSchema.meta({ description: 'The number to call, in E.164 (+ and the country code), e.g. +14155550123' }),
    message: z.string().min(1).max(MAX_MESSAGE_CHARS).meta({ description: `What the call says once answered, 1 to ${MAX_MESSAGE_CHARS} characters` }),
    language: ZLanguageTagSchema.optional().meta({ description: "The spoken language (BCP 47, as Twilio's <Say> takes it); en-US when left out" }),
    max_duration_minutes: z.number().int().min(1).max(MAX_MINUTES).default(5).meta({
      description: `Twilio hangs up after this many minutes, 1 to ${MAX_MINUTES} (default 5): the estimate is this many minutes`,
    }),
  }),
  result: z.object({
    call_sid: ZLabelSchema.meta({ description: "Twilio's call id (CA…)" }),
    to: ZLabelSchema,
    from: ZLabelSchema.meta({ description: 'The number the call came from' }),
    duration_seconds: z.number().int().min(0).meta({ description: 'How long the call was connected' }),
    billed_minutes: z.number().int().min(0).meta({ description: 'duration_seconds in minutes, rounded up: what the cost counts' }),
  }),
  pricing: {
    unit: 'minute',
    formula:
      'TWILIO_VOICE_CENTS_PER_MINUTE (default 2 cents) per minute of the connected call, rounded up to the minute. The estimate (held and compared with the approval threshold) is `max_duration_minutes` minutes, the longest Twilio lets the call last; the debit, once the call has ended, is its actual minutes; a call that never connected costs nothing.',
    estimateCents: ({ max_duration_minutes }, { config }) => max_duration_minutes * config.TWILIO_VOICE_CENTS_PER_MINUTE,
  },
  async: true,
  requiresConnectedApp: null,
  liveProvider:
    "Twilio Voice (`POST /2010-04-01/Accounts/{AccountSid}/Calls.json`) on the server's account; finished by its signed status callback (`POST /api/v1/webhooks/voice/{service_request_id}`, when PROCTOR_PUBLIC_URL is set) or by polling `GET …/Calls/{Sid}.json`",
  liveSettings: TWILIO_SETTINGS,
  examples: [
    {
      description: 'A two-minute reminder call',
      payload: { to: '+14155550123', message: 'This is a reminder of your appointment tomorrow at 10 AM.', language: 'en-US', max_duration_minutes: 2 },
    },
  ],
  sandboxFailures: [
    { description: `A message of "${SANDBOX_FAIL_TEXT}" fails at once, as a number Twilio refuses`, payload: { to: '+14155550123', message: SANDBOX_FAIL_TEXT, max_duration_minutes: 1 } },
    {
      description: `A message of "${SANDBOX_NO_ANSWER_TEXT}" runs, then fails as a call nobody answers`,
      payload: { to: '+14155550123', message: SANDBOX_NO_ANSWER_TEXT, max_duration_minutes: 1 },
    },
  ],
  // Every sandbox call runs, as live calls do, and the poller ends it: test mode takes the same
  // running → executed/failed path as live.
  sandbox: (payload, { serviceRequestId }) =>
    payload.message === SANDBOX_FAIL_TEXT
      ? sandboxFailure(`message is "${SANDBOX_FAIL_TEXT}"`)
      : Promise.resolve({ status: 'running', externalId: sandboxCallSid(serviceRequestId) }),
  live: async ({ to, message, language, max_duration_minutes }, context) => {
    const call = await placeCall({ to, message, language, maxMinutes: max_duration_minutes }, context);
    return { status: 'running', externalId: call.sid };
  },
  check: {
    sandbox: ({ payload, externalId }) => sandboxEnd(payload, externalId),
    live: async ({ externalId }, context) => callOutcome(await fetchCall(externalId, context), context.config.TWILIO_VOICE_CENTS_PER_MINUTE),
  },
});

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { AdapterContext, AdapterOutcome } from './contract.js';
import { callProvider } from './http.js';
import { requireSettings } from './failure.js';

/**
 * Twilio's Programmable Messaging and Voice REST API (`/2010-04-01/Accounts/{AccountSid}/…`), on
 * the operator's account: HTTP Basic with the account SID and auth token, form-encoded requests,
 * JSON answers. The same auth token keys the X-Twilio-Signature of the voice status callbacks.
 */
export const TWILIO_SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const;

const PROVIDER = 'Twilio';

/** Twilio's error body: `{code, message, more_info, status}`. */
const ZTwilioErrorSchema = z.object({ code: z.number().nullish(), message: z.string() });

/** "The 'To' number +1555 is not a valid phone number. (Twilio error 21211)" */
function twilioErrorMessage(body: unknown): string | undefined {
  const parsed = ZTwilioErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { code, message } = parsed.data;
  return code ? `${message} (Twilio error ${code})` : message;
}

const ZMessageSchema = z.object({
  sid: z.string().min(1),
  status: z.string(),
  to: z.string(),
  from: z.string().nullable(),
  // Twilio answers its counts as strings ("1").
  num_segments: z.coerce.number().int().min(0),
});

const ZCallSchema = z.object({
  sid: z.string().min(1),
  status: z.string(),
  to: z.string(),
  from: z.string(),
  // A string of seconds ("61"), null until the call has ended.
  duration: z.coerce.number().int().min(0).nullish(),
});

function accountUrl(config: Config, accountSid: string, path: string): URL {
  return new URL(`${config.TWILIO_API_URL.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/${path}`);
}

const basicAuth = (sid: string, token: string) => `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;

/** A POST or GET to the account's resources, through the provider client (http.ts). */
async function twilio<T>(operation: string, context: AdapterContext, path: string, schema: z.ZodType<T>, form?: Record<string, string>): Promise<T> {
  const settings = requireSettings(operation, context.config, TWILIO_SETTINGS);
  return callProvider({
    provider: PROVIDER,
    url: accountUrl(context.config, settings.TWILIO_ACCOUNT_SID, path),
    method: form ? 'POST' : 'GET',
    headers: { authorization: basicAuth(settings.TWILIO_ACCOUNT_SID, settings.TWILIO_AUTH_TOKEN) },
    body: form ? new URLSearchParams(form) : undefined,
    signal: context.signal,
    schema,
    errorMessage: twilioErrorMessage,
  });
}

export interface SentMessage {
  message_sid: string;
  status: string;
  to: string;
  from: string;
  segments: number;
}

/** POST Messages.json: the message queued for delivery, and how many segments Twilio counts (the price's unit). */
export async function sendSms({ to, body }: { to: string; body: string }, context: AdapterContext): Promise<SentMessage> {
  const from = context.config.TWILIO_FROM_NUMBER ?? '';
  const message = await twilio('sms.send', context, 'Messages.json', ZMessageSchema, { To: to, From: from, Body: body });
  return { message_sid: message.sid, status: message.status, to: message.to, from: message.from ?? from, segments: message.num_segments };
}

/**
 * GSM 03.38: the characters one 7-bit septet encodes, and those of its extension table, which
 * take two. A body wholly of these is sent as GSM-7 (160 septets, or 153 a segment when split);
 * any other character makes the whole body UCS-2 (70 UTF-16 units, or 67 a segment).
 */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

/** How many segments Twilio bills for `body` at most: GSM-7 when every character allows it, else UCS-2. */
export function smsSegments(body: string): number {
  let septets = 0;
  for (const char of body) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENSION.has(char)) septets += 2;
    else {
      const units = body.length; // UTF-16 code units: a character beyond the BMP takes two
      return units <= 70 ? 1 : Math.ceil(units / 67);
    }
  }
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}

/** The path, under /api, of the status callback of the call placed for a service request (routers/webhooks/voice.types.ts). */
export const voiceStatusPath = (serviceRequestId: string) => `/api/v1/webhooks/voice/${encodeURIComponent(serviceRequestId)}`;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The TwiML the call plays once answered: the message, spoken. */
export const sayTwiml = (message: string, language?: string) =>
  `<Response><Say${language ? ` language="${escapeXml(language)}"` : ''}>${escapeXml(message)}</Say></Response>`;

/**
 * POST Calls.json: the call placed, to speak `message`, hung up by Twilio after `maxMinutes`
 * (TimeLimit), so that it never costs more than its estimate. Twilio reports its end to the
 * status callback when PROCTOR_PUBLIC_URL says where this server is; otherwise the poller asks.
 */
export async function placeCall(
  { to, message, language, maxMinutes }: { to: string; message: string; language?: string | undefined; maxMinutes: number },
  context: AdapterContext,
): Promise<{ sid: string }> {
  const { config } = context;
  const form: Record<string, string> = {
    To: to,
    From: config.TWILIO_FROM_NUMBER ?? '',
    Twiml: sayTwiml(message, language),
    TimeLimit: String(maxMinutes * 60),
  };
  if (config.PROCTOR_PUBLIC_URL) {
    form.StatusCallback = `${config.PROCTOR_PUBLIC_URL.replace(/\/+$/, '')}${voiceStatusPath(context.serviceRequestId)}`;
    form.StatusCallbackMethod = 'POST';
  }
  const call = await twilio('voice.call', context, 'Calls.json', ZCallSchema, form);
  return { sid: call.sid };
}

/** How a call stands, from the Call resource or a status callback alike. */
export interface CallState {
  sid: string;
  status: string;
  to: string;
  from: string;
  /** Seconds; known once the call has ended. */
  durationSeconds: number | null;
}

/** GET Calls/{Sid}.json: the call as Twilio has it now. */
export async function fetchCall(sid: string, context: AdapterContext): Promise<CallState> {
  const call = await twilio('voice.call', context, `Calls/${encodeURIComponent(sid)}.json`, ZCallSchema);
  return { sid: call.sid, status: call.status, to: call.to, from: call.from, durationSeconds: call.duration ?? null };
}

export interface CallResult {
  call_sid: string;
  to: string;
  from: string;
  duration_seconds: number;
  billed_minutes: number;
}

/** The statuses of a call that has not ended (Twilio's Call resource). */
const UNDER_WAY = new Set(['queued', 'initiated', 'ringing', 'in-progress']);

/**
 * What a call's state comes to: still running while it is under way; executed when it was
 * answered and ended (`completed`), at the per-minute rate for its minutes rounded up; failed
 * when it never connected (`busy`, `no-answer`, `failed`, `canceled`), which Twilio does not charge.
 */
export function callOutcome(call: CallState, centsPerMinute: number): AdapterOutcome<CallResult> {
  if (UNDER_WAY.has(call.status)) return { status: 'running', externalId: call.sid };
  if (call.status !== 'completed') return { status: 'failed', detail: `The call to ${call.to} ended ${call.status}: it never connected` };
  const duration = call.durationSeconds ?? 0;
  const minutes = Math.ceil(duration / 60);
  return {
    status: 'executed',
    result: { call_sid: call.sid, to: call.to, from: call.from, duration_seconds: duration, billed_minutes: minutes },
    costCents: minutes * centsPerMinute,
  };
}

/**
 * Twilio's request signature (its "Webhooks security" document): base64 HMAC-SHA1, keyed by the
 * auth token, of the full URL Twilio requested followed by each POST parameter's name and value,
 * sorted by name (a name sent more than once: its distinct values, sorted, as Twilio's helper
 * libraries sign them).
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const distinct = new Map([...params].map(([name, value]) => [`${name}\u0000${value}`, [name, value] as const]));
  const pairs = [...distinct.values()].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const hmac = createHmac('sha1', authToken).update(url);
  for (const [name, value] of pairs) hmac.update(name + value);
  return hmac.digest('base64');
}

/** Whether `signature` (X-Twilio-Signature) is Twilio's for this URL and raw form body, compared in constant time. */
export function isTwilioSigned(authToken: string, url: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, new URLSearchParams(rawBody.toString('utf8'))));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

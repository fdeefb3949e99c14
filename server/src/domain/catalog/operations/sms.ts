import { z } from 'zod';
import { ZLabelSchema } from '../../bounded.js';
import { sendSms, smsSegments, TWILIO_SETTINGS } from '../../../providers/twilio.js';
import { defineOperation } from '../define.js';
import { digest, SANDBOX_FAIL_TEXT, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZPhoneNumberSchema } from '../fields.js';

/** Twilio's longest message body. */
const MAX_BODY_CHARS = 1600;

/** The number the sandbox sends from, in the range reserved for fiction (North American 555-01xx). */
export const SANDBOX_FROM_NUMBER = '+15555550100';

export const smsSend = defineOperation({
  operation: 'sms.send',
  service: 'sms',
  name: 'Send a text message',
  description:
    "Sends an SMS from the server's Twilio number to a phone number. Priced per segment: 160 GSM-7 characters (153 each when split), or 70 UCS-2 characters (67 each) when the text has any other character.",
  payload: z.strictObject({
    to: ZPhoneNumberSchema.meta({ description: 'The recipient, in E.164 (+ and the country code), e.g. +14155550123' }),
    body: z.string().min(1).max(MAX_BODY_CHARS).meta({ description: `The text, 1 to ${MAX_BODY_CHARS} characters` }),
  }),
  result: z.object({
    message_sid: ZLabelSchema.meta({ description: "Twilio's message id (SM…)" }),
    status: ZLabelSchema.meta({ description: 'Delivery status when accepted: queued, accepted, sending or sent' }),
    to: ZLabelSchema,
    from: ZLabelSchema.meta({ description: 'The number it was sent from' }),
    segments: z.number().int().min(1).meta({ description: 'How many segments were billed' }),
  }),
  pricing: {
    unit: 'segment',
    formula:
      'TWILIO_SMS_CENTS_PER_SEGMENT (default 1 cent) per segment. The estimate counts the segments of `body` (GSM-7: 160 septets in one, 153 a segment when split, the extension characters ^{}\\[~]|€ taking two; any other character: UCS-2, 70 UTF-16 units in one, 67 a segment); the cost is for the segments Twilio counted, never more than the estimate.',
    estimateCents: ({ body }, { config }) => smsSegments(body) * config.TWILIO_SMS_CENTS_PER_SEGMENT,
  },
  async: false,
  requiresConnectedApp: null,
  liveProvider: "Twilio Messaging (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`) on the server's account",
  liveSettings: TWILIO_SETTINGS,
  examples: [{ description: 'A delivery notice', payload: { to: '+14155550123', body: 'Your order has shipped and arrives on Tuesday.' } }],
  sandboxFailures: [{ description: `A body of "${SANDBOX_FAIL_TEXT}" fails`, payload: { to: '+14155550123', body: SANDBOX_FAIL_TEXT } }],
  sandbox: ({ to, body }, { serviceRequestId }) =>
    body === SANDBOX_FAIL_TEXT
      ? sandboxFailure(`body is "${SANDBOX_FAIL_TEXT}"`)
      : sandboxResult({ message_sid: `SM${digest(serviceRequestId).slice(0, 32)}`, status: 'queued', to, from: SANDBOX_FROM_NUMBER, segments: smsSegments(body) }),
  live: async (payload, context) => {
    const sent = await sendSms(payload, context);
    return { status: 'executed', result: sent, costCents: Math.max(1, sent.segments) * context.config.TWILIO_SMS_CENTS_PER_SEGMENT };
  },
});

import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { requireSettings } from './failure.js';
import { callProvider } from './http.js';

export const RESEND_SETTINGS = ['RESEND_API_KEY', 'PROCTOR_EMAIL_FROM'] as const;

const RESEND_EMAILS_URL = 'https://api.resend.com/emails';

const ZResendSentSchema = z.object({ id: z.string().min(1) });

/** Resend's error body: `{statusCode, name, message}`, e.g. `{422, "validation_error", "Invalid `to` field…"}`. */
function resendErrorMessage(body: unknown): string | undefined {
  const parsed = z.object({ name: z.string().optional(), message: z.string() }).safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.name ? `${parsed.data.message} (${parsed.data.name})` : parsed.data.message;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
  cc?: string[] | undefined;
}

/**
 * Sends a plain-text email through Resend's transactional API from PROCTOR_EMAIL_FROM. The
 * service request's id is Resend's Idempotency-Key, so a retried call never sends twice.
 */
export async function sendWithResend(email: OutgoingEmail, context: AdapterContext): Promise<{ message_id: string; accepted: true }> {
  const settings = requireSettings('email.send', context.config, RESEND_SETTINGS);
  const sent = await callProvider({
    provider: 'Resend',
    url: RESEND_EMAILS_URL,
    method: 'POST',
    headers: { authorization: `Bearer ${settings.RESEND_API_KEY}`, 'idempotency-key': context.serviceRequestId },
    body: {
      from: settings.PROCTOR_EMAIL_FROM,
      to: [email.to],
      subject: email.subject,
      text: email.body,
      ...(email.cc && email.cc.length > 0 ? { cc: email.cc } : {}),
    },
    signal: context.signal,
    schema: ZResendSentSchema,
    errorMessage: resendErrorMessage,
  });
  return { message_id: sent.id, accepted: true };
}

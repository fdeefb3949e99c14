import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
    .optional(),
  PROCTOR_DATA_DIR: z.string().min(1).default('.proctor'),
  PROCTOR_PUBLIC_URL: z.url().optional(),
  PROCTOR_MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
  PROCTOR_TRIAL_BALANCE_CENTS: z.coerce.number().int().min(0).default(500),
  PROCTOR_ALLOWED_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url()))
    .default([]),
  PROCTOR_RATE_LIMIT_REQUESTS: z.coerce.number().int().min(0).default(600),
  PROCTOR_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  PROCTOR_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  PROCTOR_APPROVAL_TTL_SECONDS: z.coerce.number().int().positive().default(86_400),
  PROCTOR_RECONCILE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be a Standard Webhooks secret: whsec_ and base64')
    .optional(),
  // Outbound requests to user-given URLs (web.fetch_url, notification.webhook, audio downloads).
  PROCTOR_OUTBOUND_ALLOW: z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(
      z.array(
        z.string().refine((entry) => ipaddr.isValidCIDR(entry), {
          error: (issue) => `${String(issue.input)} is not a CIDR such as 127.0.0.1/32 or fd00::/8`,
        }),
      ),
    )
    .default([]),
  PROCTOR_FETCH_MAX_BYTES: z.coerce.number().int().positive().default(5_000_000),
  PROCTOR_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be a Standard Webhooks secret: whsec_ and base64')
    .optional(),
  // Live providers: an operation whose provider is not configured fails with adapter_error naming the variable.
  OPENROUTER_API_KEY: z.string().min(1).optional(),
  OPENROUTER_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://openrouter.ai/api/v1'),
  PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS: z.coerce.number().positive().default(1),
  BRAVE_SEARCH_API_KEY: z.string().min(1).optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  PROCTOR_EMAIL_FROM: z.string().min(3).optional(),
  NYLAS_API_KEY: z.string().min(1).optional(),
  NYLAS_GRANT_ID: z.string().min(1).optional(),
  NYLAS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.us.nylas.com'),
  SLACK_BOT_TOKEN: z.string().min(1).optional(),
  ZENDESK_SUBDOMAIN: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be the subdomain alone, e.g. "acme" for acme.zendesk.com')
    .optional(),
  ZENDESK_EMAIL: z.email().optional(),
  ZENDESK_API_TOKEN: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1'),
  PROCTOR_TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1'),
  PROCTOR_TRANSCRIPTION_TIMEOUT_MS: z.coerce.number().int().positive().default(600_000),
  // Server-Sent Events (routers/README.md, "A streaming endpoint"): a comment line this often keeps
  // proxies from closing an idle stream; a stream ends after its longest duration with a
  // `reconnect` event; a service request's stream re-reads the request this often.
  PROCTOR_STREAM_PING_MS: z.coerce.number().int().positive().default(15_000),
  PROCTOR_STREAM_MAX_SECONDS: z.coerce.number().int().positive().default(900),
  PROCTOR_STREAM_POLL_MS: z.coerce.number().int().positive().default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from environment variables; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.PROCTOR_DATA_DIR) };
}

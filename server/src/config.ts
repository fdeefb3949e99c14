import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { parseKey } from './domain/connected-apps/key.js';
import { DEFAULT_DATABASE_TIMEOUTS } from './db/timeouts.js';
import { signAlike, ZWebhookSecretSchema } from './providers/standard-webhooks.js';

/** console/dist beside server/, reached alike from src/config.ts and from dist/config.js. */
const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL('../../console/dist', import.meta.url));

/** server/.models/all-MiniLM-L6-v2-int8, where scripts/ensure-embedding-model.sh puts the local embedding model. */
const DEFAULT_EMBEDDING_MODEL_DIR = fileURLToPath(new URL('../.models/all-MiniLM-L6-v2-int8', import.meta.url));

/** The address ranges Express's `trust proxy` knows by name. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
    .optional(),
  PROCTOR_DATA_DIR: z.string().min(1).default('.proctor'),
  // The built web console (http/console.ts); default: console/dist of this repository.
  PROCTOR_CONSOLE_DIR: z.string().min(1).optional(),
  // The local embedding model's files (domain/embeddings/minilm.ts); default: server/.models/….
  PROCTOR_EMBEDDING_MODEL_DIR: z.string().min(1).optional(),
  // How long the server waits on PostgreSQL, so that a partition fails requests and background
  // work fast instead of hanging them (db/timeouts.ts).
  PROCTOR_DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  PROCTOR_DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  PROCTOR_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs),
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
  // Signup and login, which no credential identifies, are limited per client address (req.ip,
  // which PROCTOR_TRUST_PROXY decides) and signup also server-wide, per window; 0 turns one off.
  PROCTOR_SIGNUP_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(10),
  PROCTOR_SIGNUP_RATE_LIMIT_GLOBAL: z.coerce.number().int().min(0).default(100),
  PROCTOR_LOGIN_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(60),
  PROCTOR_AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  // Express's `trust proxy`: whose X-Forwarded-For to believe.
  PROCTOR_TRUST_PROXY: z
    .string()
    .transform((value, context): false | number | string[] => {
      if (value === 'false') return false;
      if (value === 'true') {
        context.addIssue({ code: 'custom', message: "true would let any client name its own address; give the proxies' hop count or addresses" });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
      const bad = entries.filter((entry) => !TRUST_PROXY_NAMES.has(entry) && !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry));
      if (entries.length === 0 || bad.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `${bad.join(', ') || value} is not false, a hop count, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and CIDRs`,
        });
        return z.NEVER;
      }
      return entries;
    })
    .default(['loopback']),
  PROCTOR_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  PROCTOR_APPROVAL_TTL_SECONDS: z.coerce.number().int().positive().default(86_400),
  PROCTOR_RECONCILE_WEBHOOK_SECRET: ZWebhookSecretSchema.optional(),
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
  PROCTOR_WEBHOOK_SECRET: ZWebhookSecretSchema.optional(),
  // Live providers: an operation whose provider is not configured fails with adapter_error naming the variable.
  OPENROUTER_API_KEY: z.string().min(1).optional(),
  OPENROUTER_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://openrouter.ai/api/v1'),
  PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS: z.coerce.number().positive().default(1),
  BRAVE_SEARCH_API_KEY: z.string().min(1).optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  PROCTOR_EMAIL_FROM: z.string().min(3).optional(),
  // Nylas: the application's API key (its OAuth client secret, below) and its region's API, where
  // email.read and email.reply act on each organization's own grant with that grant's token.
  NYLAS_API_KEY: z.string().min(1).optional(),
  NYLAS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.us.nylas.com'),
  // Connected apps (domain/connected-apps/): each provider's OAuth client, registered by the
  // operator with the provider, its redirect url {PROCTOR_PUBLIC_URL}/api/v1/connected-apps/{provider}/callback.
  // A provider without both is "not configured" (or played by the sandbox, PROCTOR_SANDBOX_APPS).
  // Nylas' client secret is the application's API key (NYLAS_API_KEY above).
  SLACK_CLIENT_ID: z.string().min(1).optional(),
  SLACK_CLIENT_SECRET: z.string().min(1).optional(),
  NYLAS_CLIENT_ID: z.string().min(1).optional(),
  HUBSPOT_CLIENT_ID: z.string().min(1).optional(),
  HUBSPOT_CLIENT_SECRET: z.string().min(1).optional(),
  SALESFORCE_CLIENT_ID: z.string().min(1).optional(),
  SALESFORCE_CLIENT_SECRET: z.string().min(1).optional(),
  // https://test.salesforce.com for Salesforce sandboxes, or a My Domain login url.
  SALESFORCE_LOGIN_URL: z.url({ protocol: /^https$/ }).default('https://login.salesforce.com'),
  ZENDESK_CLIENT_ID: z.string().min(1).optional(),
  ZENDESK_CLIENT_SECRET: z.string().min(1).optional(),
  JIRA_CLIENT_ID: z.string().min(1).optional(),
  JIRA_CLIENT_SECRET: z.string().min(1).optional(),
  // The key connected apps' tokens are sealed with (AES-256-GCM, domain/connected-apps/token-box.ts):
  // 32 bytes, base64 or hex. Unset on the embedded default, one is made in PROCTOR_DATA_DIR; with
  // DATABASE_URL it is required for connected apps, the same on every instance. To rotate: the new
  // key here, the old ones in PROCTOR_ENCRYPTION_PREVIOUS_KEYS (comma-separated), then
  // `proctor keys reseal`, then drop the old ones.
  PROCTOR_ENCRYPTION_KEY: z
    .string()
    .transform((text, context) => parseKey(text) ?? (context.addIssue({ code: 'custom', message: 'must be 32 bytes, as base64 or 64 hex digits' }), z.NEVER))
    .optional(),
  PROCTOR_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .transform((text, context) =>
      text.split(',').filter((part) => part.trim() !== '').map((part) => parseKey(part) ?? (context.addIssue({ code: 'custom', message: 'each must be 32 bytes, as base64 or 64 hex digits' }), z.NEVER)),
    )
    .default([]),
  // The sandbox's OAuth provider (http/sandbox-oauth.ts): installs of a provider without its client
  // settings go to a page on this server. Unset, it is on exactly when the database is the
  // embedded one (no DATABASE_URL).
  PROCTOR_SANDBOX_APPS: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1'),
  PROCTOR_TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1'),
  PROCTOR_TRANSCRIPTION_TIMEOUT_MS: z.coerce.number().int().positive().default(600_000),
  // embeddings.create, on the same OpenAI-compatible server: the model every request uses, and its
  // price (OpenAI's text-embedding-3-small costs $0.02 per 1M tokens). Change them together.
  PROCTOR_EMBEDDINGS_MODEL: z.string().min(1).default('text-embedding-3-small'),
  PROCTOR_EMBEDDINGS_CENTS_PER_1M_TOKENS: z.coerce.number().positive().default(2),
  // Server-Sent Events (routers/README.md, "A streaming endpoint"): a comment line this often keeps
  // proxies from closing an idle stream; a stream ends after its longest duration with a
  // `reconnect` event; a service request's stream re-reads the request this often.
  PROCTOR_STREAM_PING_MS: z.coerce.number().int().positive().default(15_000),
  PROCTOR_STREAM_MAX_SECONDS: z.coerce.number().int().positive().default(900),
  PROCTOR_STREAM_POLL_MS: z.coerce.number().int().positive().default(500),
  // Open streams are counted per credential and per organization in each server instance (each
  // holds a connection and polls the database): one more is 429. A stream that sent no event for
  // PROCTOR_STREAM_IDLE_SECONDS ends with `reconnect`, so that a client gone silently frees its place.
  PROCTOR_STREAM_MAX_PER_CREDENTIAL: z.coerce.number().int().positive().default(20),
  PROCTOR_STREAM_MAX_PER_ORG: z.coerce.number().int().positive().default(100),
  PROCTOR_STREAM_IDLE_SECONDS: z.coerce.number().int().positive().default(300),
  // Card checkout (domain/billing/). Live: Stripe Checkout with this secret key, credited only by
  // the webhook POST /v1/webhooks/payments, verified with STRIPE_WEBHOOK_SECRET.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_… or rk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_./, "must be the webhook endpoint's signing secret (whsec_…)").optional(),
  // The sandbox payment provider: a Pay button that mints money, for a server nobody else reaches.
  // Unset, it is on exactly when the database is the embedded one (no DATABASE_URL) and no Stripe
  // key is set (see the transform below).
  PROCTOR_SANDBOX_PAYMENTS: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  // Platform admins were once named here by email, which anyone could register first; they are
  // granted by account now (`proctor admin grant`, domain/billing/platform-admins.ts). The variable
  // is refused rather than ignored, so that an upgraded server is not left without admins unnoticed.
  PROCTOR_ADMIN_EMAILS: z
    .never({ error: 'is no longer read: unset it, and make each platform admin with `proctor admin grant <email>` on the server (their account must exist)' })
    .optional(),
  // The server's own provider accounts that every organization once acted through: refused rather
  // than ignored, so that an upgraded server says why chat, mail and tickets now need each
  // organization's own app (docs/connected-apps.md).
  ...Object.fromEntries(
    ['NYLAS_GRANT_ID', 'SLACK_BOT_TOKEN', 'ZENDESK_SUBDOMAIN', 'ZENDESK_EMAIL', 'ZENDESK_API_TOKEN'].map((name) => [
      name,
      z
        .never({ error: "is no longer read: organizations install their own apps (POST /api/v1/connected-apps/{provider}/install); unset it, and set the provider's OAuth client (docs/connected-apps.md)" })
        .optional(),
    ]),
  ),
  // Promo codes (domain/billing/promo-codes.ts): the most one redemption credits, and the most one
  // code credits in all (amount × max_redemptions; 0 lifts that bound).
  PROCTOR_PROMO_MAX_AMOUNT_CENTS: z.coerce.number().int().positive().default(10_000),
  PROCTOR_PROMO_MAX_CODE_CENTS: z.coerce.number().int().min(0).default(1_000_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).superRefine((config, context) => {
  // One key for both would make the server a signing oracle: an agent's notification.webhook
  // payload, signed under PROCTOR_WEBHOOK_SECRET, would verify as a provider's reconcile.
  const { PROCTOR_WEBHOOK_SECRET: notification, PROCTOR_RECONCILE_WEBHOOK_SECRET: reconcile } = config;
  if (notification && reconcile && signAlike(notification, reconcile)) {
    context.addIssue({
      code: 'custom',
      path: ['PROCTOR_RECONCILE_WEBHOOK_SECRET'],
      message:
        'must not be the key of PROCTOR_WEBHOOK_SECRET: what notification.webhook signs for agents would verify as a reconcile; give each its own secret',
    });
  }
  if (config.PROCTOR_STREAM_MAX_PER_CREDENTIAL > config.PROCTOR_STREAM_MAX_PER_ORG) {
    context.addIssue({
      code: 'custom',
      path: ['PROCTOR_STREAM_MAX_PER_CREDENTIAL'],
      message: 'must not exceed PROCTOR_STREAM_MAX_PER_ORG: one credential would be limited by its organization alone',
    });
  }
  // Card checkout: a live key needs its webhook secret (nothing would ever be credited), a webhook
  // secret needs the key (no checkout would ever send it an event), and the sandbox, which mints
  // money, never runs beside live payments.
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'is required with STRIPE_SECRET_KEY: payments are credited only by the webhook it verifies',
    });
  }
  if (config.STRIPE_WEBHOOK_SECRET && !config.STRIPE_SECRET_KEY) {
    context.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required with STRIPE_WEBHOOK_SECRET: set both, or neither' });
  }
  if (config.STRIPE_SECRET_KEY && config.PROCTOR_SANDBOX_PAYMENTS === 'true') {
    context.addIssue({
      code: 'custom',
      path: ['PROCTOR_SANDBOX_PAYMENTS'],
      message: 'must not be true with STRIPE_SECRET_KEY: the sandbox mints money; live payments and the sandbox do not run together',
    });
  }
}).transform(({ PROCTOR_SANDBOX_PAYMENTS: sandbox, PROCTOR_SANDBOX_APPS: sandboxApps, PROCTOR_ADMIN_EMAILS: _refused, ...config }) => ({
  ...config,
  PROCTOR_SANDBOX_PAYMENTS: sandbox === undefined ? !config.DATABASE_URL && !config.STRIPE_SECRET_KEY : sandbox === 'true',
  PROCTOR_SANDBOX_APPS: sandboxApps === undefined ? !config.DATABASE_URL : sandboxApps === 'true',
}));

export type Config = z.infer<typeof ConfigSchema> & {
  dataDir: string;
  /** Where the built console's index.html and assets/ are. */
  consoleDir: string;
  /** Where the local embedding model's model.onnx, tokenizer.json and tokenizer_config.json are. */
  embeddingModelDir: string;
  /**
   * The secret POST /v1/webhooks/payments verifies with: STRIPE_WEBHOOK_SECRET when live; with the
   * sandbox, one made at start, which only the sandbox's own Pay button signs with (it posts to
   * this process); none when neither is configured.
   */
  paymentsWebhookSecret: string | undefined;
};

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
  const { data } = parsed;
  const sandboxSecret = data.PROCTOR_SANDBOX_PAYMENTS ? `whsec_sandbox_${randomBytes(32).toString('base64url')}` : undefined;
  return {
    ...data,
    dataDir: path.resolve(data.PROCTOR_DATA_DIR),
    consoleDir: data.PROCTOR_CONSOLE_DIR ? path.resolve(data.PROCTOR_CONSOLE_DIR) : DEFAULT_CONSOLE_DIR,
    embeddingModelDir: data.PROCTOR_EMBEDDING_MODEL_DIR ? path.resolve(data.PROCTOR_EMBEDDING_MODEL_DIR) : DEFAULT_EMBEDDING_MODEL_DIR,
    paymentsWebhookSecret: data.STRIPE_WEBHOOK_SECRET ?? sandboxSecret,
  };
}

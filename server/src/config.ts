import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { parseKey, signAlike, ZWebhookSecretSchema } from './config/keys.js';

/** console/dist beside server/, reached alike from src/config.ts and from dist/config.js. */
const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL('../../console/dist', import.meta.url));

/** server/.models/all-MiniLM-L6-v2-int8, where scripts/ensure-embedding-model.sh puts the local embedding model. */
const DEFAULT_EMBEDDING_MODEL_DIR = fileURLToPath(new URL('../.models/all-MiniLM-L6-v2-int8', import.meta.url));

/** The defaults of PROCTOR_DB_CONNECT_TIMEOUT_MS, PROCTOR_DB_STATEMENT_TIMEOUT_MS and PROCTOR_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS (db/timeouts.ts). */
export const DEFAULT_DATABASE_TIMEOUTS = { connectMs: 5_000, statementMs: 10_000, idleInTransactionMs: 30_000 } as const;

/** The address ranges Express's `trust proxy` knows by name. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One half of a connected-app provider's OAuth client (Nylas' secret is NYLAS_API_KEY). */
const oauthClientSetting = (provider: string, part: 'id' | 'secret') =>
  z.string().min(1).optional()
    .describe(`The ${provider} OAuth client ${part}, for organizations' connected apps; a provider without its client id and secret is not configured`);

/**
 * Every environment variable the server reads, with its meaning: the one list that loadConfig
 * validates and the generated docs/reference/configuration.md shows (`pnpm generate`).
 */
export const ConfigVariablesSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787).describe('HTTP port (`0` picks a free one); also `proctor serve --port`'),
  HOST: z.string().min(1).default('127.0.0.1').describe('Address to bind; `0.0.0.0` to serve other machines; also `--host`'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' }).optional()
    .describe('`postgres://…` of any PostgreSQL server. Unset: the embedded PostgreSQL'),
  PROCTOR_DATA_DIR: z.string().min(1).default('.proctor').describe('Where the embedded PostgreSQL keeps its files (ignored with `DATABASE_URL`)'),
  PROCTOR_CONSOLE_DIR: z.string().min(1).optional()
    .describe('The web console build served at `/` (`pnpm --filter @proctor/console build`). Unset: `console/dist` of this repository. Missing: `/` explains how to build it, and the API works as ever'),
  PROCTOR_EMBEDDING_MODEL_DIR: z.string().min(1).optional()
    .describe("The local embedding model's `model.onnx`, `tokenizer.json` and `tokenizer_config.json` (`sh scripts/ensure-embedding-model.sh`). Unset: `server/.models/all-MiniLM-L6-v2-int8`. Missing: memories cannot be written or searched (501 `not_configured`)"),
  // How long the server waits on PostgreSQL, so that a partition fails requests and background
  // work fast instead of hanging them (db/timeouts.ts).
  PROCTOR_DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_TIMEOUTS.connectMs)
    .describe('Longest wait to open a PostgreSQL connection (TCP, TLS, authentication) or for a free one in the pool; then 503'),
  PROCTOR_DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_TIMEOUTS.statementMs)
    .describe('PostgreSQL cancels a statement running longer (`statement_timeout`, lock waits included); the server gives up on an unanswered statement one second later and closes that connection. Either way the request answers 503'),
  PROCTOR_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs)
    .describe('PostgreSQL ends a session left idle inside a transaction this long (`idle_in_transaction_session_timeout`), releasing its locks'),
  PROCTOR_PUBLIC_URL: z.url().optional().describe('The URL people reach the server at, when behind a proxy (printed at start)'),
  PROCTOR_MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576)
    .describe('Largest accepted request body. A larger `Content-Length` gets 413 before the body is read, a chunked body as soon as it passes the limit; the connection is then closed'),
  PROCTOR_TRIAL_BALANCE_CENTS: z.coerce.number().int().min(0).default(500)
    .describe("Free trial balance of a new organization's wallet, in cents. On a public server, `0`"),
  PROCTOR_ALLOWED_ORIGINS: z.string()
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url())).default([])
    .describe("Comma-separated origins, besides the server's own, that may send cookie-authenticated changes (a separately hosted console)"),
  PROCTOR_RATE_LIMIT_REQUESTS: z.coerce.number().int().min(0).default(600)
    .describe('Requests each credential may make per window; more get 429. `0` turns rate limiting off'),
  PROCTOR_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60).describe('Length of the rate-limit window, in seconds'),
  PROCTOR_TRIGGER_RATE_LIMIT_REQUESTS: z.coerce.number().int().min(0).default(600)
    .describe("Signed fires each trigger takes per rate-limit window (PROCTOR_RATE_LIMIT_WINDOW_SECONDS); more get 429. Only correctly signed fires count, so that a caller without the secret cannot spend the trigger's window. `0` turns it off"),
  // Signup and login, which no credential identifies, are limited per client address (req.ip,
  // which PROCTOR_TRUST_PROXY decides) and signup also server-wide, per window.
  PROCTOR_SIGNUP_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(10)
    .describe('Signups per client address (IPv6: per /64) per auth window, invite acceptances that create an account included; more get 429. `0` turns it off'),
  PROCTOR_SIGNUP_RATE_LIMIT_GLOBAL: z.coerce.number().int().min(0).default(100)
    .describe('Signups on the whole server per auth window (invite acceptances are not counted: they give no trial balance; an address over its own limit spends none of it); more get 429. `0` turns it off'),
  PROCTOR_LOGIN_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(60)
    .describe('Logins per client address per auth window, counted before the password check; more get 429. `0` turns it off'),
  PROCTOR_AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600).describe('Window of the three signup and login limits, in seconds'),
  PROCTOR_TRUST_PROXY: z.string()
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
    }).default(['loopback'])
    .describe("Whose `X-Forwarded-For` decides a client's address (Express `trust proxy`): `false` (nobody's: the connection's address), a hop count, or comma-separated `loopback`, `linklocal`, `uniquelocal`, addresses and CIDRs of your proxies. `true` is refused: any client could name its own address"),
  PROCTOR_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000)
    .describe('Deadline of one provider call. A request admitted longer ago than this plus as much again (at most 30 s more) and never settled is swept as interrupted'),
  PROCTOR_APPROVAL_TTL_SECONDS: z.coerce.number().int().positive().default(86_400)
    .describe('How long an approval waits for a decision before the request ends `approval_expired`'),
  PROCTOR_RECONCILE_WEBHOOK_SECRET: ZWebhookSecretSchema.optional().describe("`whsec_…` secret of the Standard Webhooks signatures on `POST /api/v1/webhooks/reconcile/{provider}`; unset, that endpoint answers 503. It must be another key than `PROCTOR_WEBHOOK_SECRET`: the server refuses to start when the two sign alike (the same key in any spelling), because what notification.webhook signs for agents would then verify as a provider's reconcile. A value that is not `whsec_` and decodable base64 is refused at start"),
  PROCTOR_OUTBOUND_ALLOW: z.string()
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(
      z.array(
        z.string().refine((entry) => ipaddr.isValidCIDR(entry), {
          error: (issue) => `${String(issue.input)} is not a CIDR such as 127.0.0.1/32 or fd00::/8`,
        }),
      ),
    ).default([])
    .describe('Comma-separated CIDRs that user-given URLs (web.fetch_url, notification.webhook, audio downloads) may reach although private, loopback or otherwise internal (e.g. `10.1.0.0/16`); everything internal is refused otherwise'),
  PROCTOR_FETCH_MAX_BYTES: z.coerce.number().int().positive().default(5_000_000).describe('Largest page web.fetch_url reads'),
  PROCTOR_WEBHOOK_SECRET: ZWebhookSecretSchema.optional().describe('notification.webhook: `whsec_…` secret its Standard Webhooks signatures are made with; give it to the receivers'),
  // Live providers: each is optional; an operation whose provider is not configured fails with
  // adapter_error naming the variables to set, and test mode never needs them.
  OPENROUTER_API_KEY: z.string().min(1).optional().describe('text_generation.generate: key of the model aggregator'),
  OPENROUTER_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://openrouter.ai/api/v1')
    .describe('Any OpenAI-compatible chat completions server, a local one included'),
  PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS: z.coerce.number().positive().default(1)
    .describe('Price of a model the server lists without prices (local servers), in both modes'),
  BRAVE_SEARCH_API_KEY: z.string().min(1).optional().describe('web_search.search and web_search.news: Brave Search API subscription token (one plan serves both)'),
  // geocoding.lookup on Nominatim (providers/nominatim.ts). The public server's usage policy
  // (https://operations.osmfoundation.org/policies/nominatim/) asks every application to identify
  // itself and to send at most one request per second: this server spaces its requests per instance.
  NOMINATIM_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://nominatim.openstreetmap.org')
    .describe('geocoding.lookup: the Nominatim server (`/search`, `/reverse`); the public one by default, or your own'),
  NOMINATIM_CONTACT_EMAIL: z.email().optional()
    .describe("geocoding.lookup: an address where the Nominatim server's operator can reach you, sent in the User-Agent and as `email`, as its usage policy asks; unset, geocoding.lookup does not run live"),
  NOMINATIM_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(1000)
    .describe("geocoding.lookup: the least time between two requests of one server instance to Nominatim (the public server's policy: 1 request per second); `0` for your own server"),
  RESEND_API_KEY: z.string().min(1).optional().describe('email.send: the Resend API key'),
  PROCTOR_EMAIL_FROM: z.string().min(3).optional().describe('email.send: the sender address (`Name <addr@domain>` or `addr@domain`)'),
  // Nylas: email.read, email.reply, email.draft and calendar.* act on each organization's own grant
  // with that grant's token. Installs send no scope: the application's connectors hold the scopes.
  NYLAS_API_KEY: z.string().min(1).optional().describe(
    "The Nylas application's API key: its OAuth client secret for organizations' email and calendar apps. Its connectors' scopes must cover mail and calendars (Google: gmail.modify, gmail.compose, gmail.send, calendar; Microsoft: Mail.ReadWrite, Mail.Send, Calendars.ReadWrite)",
  ),
  NYLAS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.us.nylas.com')
    .describe('Nylas region (`https://api.eu.nylas.com` in the EU)'),
  // Connected apps (domain/connected-apps/): each provider's OAuth client, registered by the
  // operator with the provider, its redirect url {PROCTOR_PUBLIC_URL}/api/v1/connected-apps/{provider}/callback.
  // A provider without both is "not configured" (or played by the sandbox, PROCTOR_SANDBOX_APPS).
  // Nylas' client secret is the application's API key (NYLAS_API_KEY above).
  SLACK_CLIENT_ID: oauthClientSetting('Slack', 'id'),
  SLACK_CLIENT_SECRET: oauthClientSetting('Slack', 'secret'),
  SLACK_SIGNING_SECRET: z.string().min(1).optional()
    .describe("The Slack app's signing secret (Basic Information, App Credentials): POST /api/v1/webhooks/slack verifies every event with it; unset, the receiver answers 503"),
  NYLAS_CLIENT_ID: oauthClientSetting('Nylas', 'id'),
  HUBSPOT_CLIENT_ID: oauthClientSetting('HubSpot', 'id'),
  HUBSPOT_CLIENT_SECRET: oauthClientSetting('HubSpot', 'secret'),
  SALESFORCE_CLIENT_ID: oauthClientSetting('Salesforce', 'id'),
  SALESFORCE_CLIENT_SECRET: oauthClientSetting('Salesforce', 'secret'),
  ZENDESK_CLIENT_ID: oauthClientSetting('Zendesk', 'id'),
  ZENDESK_CLIENT_SECRET: oauthClientSetting('Zendesk', 'secret'),
  JIRA_CLIENT_ID: oauthClientSetting('Jira', 'id'),
  JIRA_CLIENT_SECRET: oauthClientSetting('Jira', 'secret'),
  // Stripe Connect (OAuth, Standard accounts): the platform's client id (ca_…) and secret key, used
  // only to exchange an install's code and to deauthorize; never for a payment, which acts with the
  // organization's own account's token. Distinct from STRIPE_SECRET_KEY, Proctor's own wallet top-ups.
  STRIPE_CONNECT_CLIENT_ID: z.string().regex(/^ca_./, 'must be a Stripe Connect client id (ca_…)').optional()
    .describe("The Stripe Connect platform's client id (`ca_…`), for organizations' Stripe apps (payments.*); without it and `STRIPE_CONNECT_SECRET_KEY` Stripe is not configured"),
  STRIPE_CONNECT_SECRET_KEY: z.string().regex(/^sk_/, 'must be the Connect platform\'s secret key (sk_…)').optional()
    .describe("The Stripe Connect platform's secret key (`sk_…`): only exchanges an install's code and deauthorizes an app; payments.* act with each organization's own account token, never with this key nor with `STRIPE_SECRET_KEY`"),
  SALESFORCE_LOGIN_URL: z.url({ protocol: /^https$/ }).default('https://login.salesforce.com')
    .describe('Where Salesforce installs sign in (`https://test.salesforce.com` for Salesforce sandboxes, or a My Domain login url)'),
  PROCTOR_ENCRYPTION_KEY: z.string()
    .transform((text, context) => parseKey(text) ?? (context.addIssue({ code: 'custom', message: 'must be 32 bytes, as base64 or 64 hex digits' }), z.NEVER)).optional()
    .describe("32 bytes (base64 or hex) that connected apps' tokens are sealed with (AES-256-GCM, domain/connected-apps/token-box.ts). Unset on the embedded default, one is made in `PROCTOR_DATA_DIR`; with `DATABASE_URL` it is required for connected apps, the same on every instance. To rotate: the new key here, the old ones in `PROCTOR_ENCRYPTION_PREVIOUS_KEYS`, then `proctor keys reseal`, then drop the old ones"),
  PROCTOR_ENCRYPTION_PREVIOUS_KEYS: z.string()
    .transform((text, context) =>
      text.split(',').filter((part) => part.trim() !== '').map((part) => parseKey(part) ?? (context.addIssue({ code: 'custom', message: 'each must be 32 bytes, as base64 or 64 hex digits' }), z.NEVER)),
    ).default([])
    .describe('Comma-separated older keys, still opened after a rotation until `proctor keys reseal`'),
  PROCTOR_SANDBOX_APPS: z.enum(['true', 'false'], { error: 'must be true or false' }).optional()
    .describe('`true`/`false`: the sandbox OAuth provider (http/sandbox-oauth.ts) for providers without a client: installs go to a page on this server. Unset: on exactly when the database is the embedded one (no `DATABASE_URL`)'),
  OPENAI_API_KEY: z.string().min(1).optional()
    .describe('audio.transcribe, embeddings.create, speech.synthesize, moderation.check and image.generate: key of OpenAI or an OpenAI-compatible server (any value for a server that needs none)'),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1')
    .describe("Any server with OpenAI's `/audio/transcriptions`, `/audio/speech`, `/embeddings`, `/moderations` and `/images/generations`"),
  PROCTOR_TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1').describe('The transcription model'),
  PROCTOR_TRANSCRIPTION_TIMEOUT_MS: z.coerce.number().int().positive().default(600_000)
    .describe('Deadline of one asynchronous transcription (a recording over 1 MiB), download and upload included'),
  // speech.synthesize, on the same OpenAI-compatible server (docs/speech.md): the model, the voices
  // it offers (the API has no list of them) and its price (OpenAI's tts-1 costs $15 per 1M characters).
  PROCTOR_SPEECH_MODEL: z.string().min(1).default('tts-1').describe('The model of speech.synthesize (the live synthesizer of POST /api/v1/tts)'),
  PROCTOR_SPEECH_VOICES: z.string()
    .transform((text) => text.split(',').map((voice) => voice.trim()).filter((voice) => voice !== ''))
    .pipe(z.array(z.string().regex(/^[\w.-]{1,64}$/, 'each voice is 1 to 64 letters, digits, dots, dashes or underscores')).min(1))
    .default(['alloy', 'ash', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer'])
    .describe("Comma-separated voices of the live synthesizer, as its provider names them (OpenAI's by default)"),
  PROCTOR_SPEECH_CENTS_PER_1M_CHARACTERS: z.coerce.number().positive().default(1500).describe("speech.synthesize's price per million characters of text: set it with the model"),
  // embeddings.create, on the same OpenAI-compatible server: the model every request uses, and its
  // price (OpenAI's text-embedding-3-small costs $0.02 per 1M tokens). Change them together.
  PROCTOR_EMBEDDINGS_MODEL: z.string().min(1).default('text-embedding-3-small').describe('The model of embeddings.create'),
  PROCTOR_EMBEDDINGS_CENTS_PER_1M_TOKENS: z.coerce.number().positive().default(2).describe("embeddings.create's price: set it with the model"),
  // moderation.check and image.generate, on the same OpenAI-compatible server. Moderation is free at
  // OpenAI; an image is priced per image by size and quality, as OpenAI prices DALL·E 3.
  PROCTOR_MODERATION_MODEL: z.string().min(1).default('omni-moderation-latest').describe('The model of moderation.check'),
  PROCTOR_IMAGE_MODEL: z.string().min(1).default('dall-e-3')
    .describe('The model of image.generate: one that takes `size`, `quality`, `style` and `response_format: b64_json` as DALL·E 3 does'),
  PROCTOR_IMAGE_CENTS: z.string()
    .transform((text, context) => {
      const cents = text.split(',').map((part) => Number(part.trim()));
      if (cents.length !== 4 || cents.some((value) => !Number.isInteger(value) || value < 1)) {
        context.addIssue({ code: 'custom', message: 'must be four whole numbers of cents: standard square, standard wide, hd square, hd wide' });
        return z.NEVER;
      }
      const [standardSquare, standardWide, hdSquare, hdWide] = cents as [number, number, number, number];
      return { standardSquare, standardWide, hdSquare, hdWide };
    })
    .default({ standardSquare: 4, standardWide: 8, hdSquare: 8, hdWide: 12 })
    .describe("image.generate's price of one image in cents, `standard square,standard wide,hd square,hd wide` (default `4,8,8,12`, DALL·E 3's): set it with the model"),
  // translation.translate: DeepL, whose free keys (ending in `:fx`) are served by another host.
  DEEPL_API_KEY: z.string().min(1).optional().describe('translation.translate: the DeepL API authentication key (a free plan key ends in `:fx`)'),
  PROCTOR_TRANSLATION_CENTS_PER_1M_CHARACTERS: z.coerce.number().positive().default(2500)
    .describe("translation.translate's price per million characters (DeepL API Pro charges $25)"),
  // Twilio (providers/twilio.ts): sms.send and voice.call on the operator's account, priced at the
  // operator's rates (Twilio's US list prices, rounded up to a cent, by default).
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC and 32 hex digits)').optional()
    .describe('sms.send and voice.call: the Twilio account SID (`AC…`) they send and call from'),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional()
    .describe("The account's auth token: the API's Basic password, and the key of the X-Twilio-Signature that `POST /api/v1/webhooks/voice/{service_request_id}` verifies; unset, that receiver answers 503"),
  TWILIO_FROM_NUMBER: z.string().regex(/^\+[1-9]\d{1,14}$/, 'must be an E.164 number such as +14155550100').optional()
    .describe("The account's phone number (E.164) that texts and calls come from"),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com').describe("Twilio's REST API"),
  TWILIO_SMS_CENTS_PER_SEGMENT: z.coerce.number().int().positive().default(1).describe("sms.send's price per segment of 160 GSM-7 or 70 UCS-2 characters"),
  TWILIO_VOICE_CENTS_PER_MINUTE: z.coerce.number().int().positive().default(2).describe("voice.call's price per minute of a connected call, rounded up to the minute"),
  // Stored objects (domain/storage/objects.ts): their bytes are files under PROCTOR_DATA_DIR/storage,
  // reached only through URLs this server signs (http/storage-files.ts).
  PROCTOR_STORAGE_QUOTA_BYTES: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(1024 ** 3)
    .describe("Most bytes one workspace's stored objects may declare in all (soft-deleted ones not counted); an object that would pass it is 413 with the numbers"),
  PROCTOR_STORAGE_QUOTA_OBJECTS: z.coerce.number().int().min(0).default(10_000)
    .describe("Most stored objects one workspace may hold (soft-deleted ones not counted); one more is 409 with the numbers"),
  PROCTOR_STORAGE_URL_SECONDS: z.coerce.number().int().min(1).max(7 * 24 * 3600).default(900)
    .describe('How long a stored object\'s signed upload and download URLs work; a pending object whose upload URL expired this long ago is swept'),
  // Knowledge documents (domain/knowledge/ingest.ts): small ones are read and embedded in the
  // request; bigger ones in the background, so that a request never waits on a long PDF.
  PROCTOR_KNOWLEDGE_ASYNC_BYTES: z.coerce.number().int().min(0).default(100_000)
    .describe('A knowledge document bigger than this (its content in UTF-8, a PDF decoded, or the stored object it is read from) answers 202 `pending` and is read and embedded in the background; smaller ones answer 201 `ready`'),
  // Stored objects in any S3-compatible store instead of the data directory (domain/storage/s3-store.ts).
  S3_BUCKET: z.string().min(3).max(63).optional()
    .describe("Stored objects' bytes go to this bucket of an S3-compatible store, under `objects/{id}`, and their upload and download URLs are the store's own presigned URLs. Unset: files under PROCTOR_DATA_DIR/storage, behind URLs this server signs"),
  S3_ENDPOINT: z.url().optional().describe('The S3-compatible endpoint (MinIO, R2, a local server…). Unset: AWS S3 of S3_REGION'),
  S3_REGION: z.string().min(1).default('us-east-1').describe("The bucket's region"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional().describe("The store's access key id. Unset: the AWS SDK's default credentials (environment, profile, instance role)"),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().describe('The secret of S3_ACCESS_KEY_ID'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((value) => value === 'true')
    .describe('`true`: address the bucket in the path (`{endpoint}/{bucket}/…`), as most S3-compatible servers need; `false` (the default): as a host name (`{bucket}.{endpoint}`)'),
  // Server-Sent Events (routers/README.md, "A streaming endpoint"). Open streams are counted per
  // credential and per organization in each server instance, since each holds a connection and
  // polls the database; an idle stream ends so that a client gone silently frees its place.
  PROCTOR_STREAM_PING_MS: z.coerce.number().int().positive().default(15_000)
    .describe('How often an open event stream gets a `: ping` comment, so proxies keep it open'),
  PROCTOR_STREAM_MAX_SECONDS: z.coerce.number().int().positive().default(900)
    .describe('Longest life of one event stream; then a `reconnect` event, and the client resumes with `Last-Event-ID`'),
  PROCTOR_STREAM_POLL_MS: z.coerce.number().int().positive().default(500).describe("How often a service request's event stream re-reads the request"),
  PROCTOR_STREAM_MAX_PER_CREDENTIAL: z.coerce.number().int().positive().default(20)
    .describe('Most event streams one credential keeps open at once, per server instance; one more is 429 with Retry-After'),
  PROCTOR_STREAM_MAX_PER_ORG: z.coerce.number().int().positive().default(100)
    .describe('Most event streams one organization keeps open at once, per server instance (at least the per-credential limit)'),
  PROCTOR_STREAM_IDLE_SECONDS: z.coerce.number().int().positive().default(300)
    .describe('An event stream with no event for this long ends with `reconnect` (reason `idle`)'),
  // Card checkout (domain/billing/): credited only by the webhook POST /api/v1/webhooks/payments.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_… or rk_…)').optional()
    .describe('Card checkout through Stripe Checkout with this secret or restricted key (`sk_…`/`rk_…`); requires `STRIPE_WEBHOOK_SECRET`'),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_./, "must be the webhook endpoint's signing secret (whsec_…)").optional()
    .describe('The `whsec_…` secret of the Stripe webhook to `/api/v1/webhooks/payments`; both Stripe variables or neither, else the server refuses to start'),
  PROCTOR_SANDBOX_PAYMENTS: z.enum(['true', 'false'], { error: 'must be true or false' }).optional()
    .describe('`true`/`false`: the sandbox payment provider, whose checkout page adds money without a card. Unset: on exactly when the database is the embedded one (no `DATABASE_URL`) and no Stripe key is set. Never on for a public server; `true` beside a Stripe key is refused at start'),
  // Platform admins were once named here by email, which anyone could register first; they are
  // granted by account now (domain/billing/platform-admins.ts). The variable is refused rather
  // than ignored, so that an upgraded server is not left without admins unnoticed.
  PROCTOR_ADMIN_EMAILS: z
    .never({ error: 'is no longer read: unset it, and make each platform admin with `proctor admin grant <email>` on the server (their account must exist)' }).optional()
    .describe('No longer read: the server refuses to start while it is set. Grant platform admins with `proctor admin grant <email>`'),
  // The server's own provider accounts that every organization once acted through: refused rather
  // than ignored, so that an upgraded server says why chat, mail and tickets now need each
  // organization's own app (docs/connected-apps.md).
  ...Object.fromEntries(
    ['NYLAS_GRANT_ID', 'SLACK_BOT_TOKEN', 'ZENDESK_SUBDOMAIN', 'ZENDESK_EMAIL', 'ZENDESK_API_TOKEN'].map((name) => [
      name,
      z
        .never({ error: "is no longer read: organizations install their own apps (POST /api/v1/connected-apps/{provider}/install); unset it, and set the provider's OAuth client (docs/connected-apps.md)" }).optional()
        .describe("No longer read: the server refuses to start while it is set. Organizations install their own apps; set the provider's OAuth client instead"),
    ]),
  ),
  PROCTOR_PROMO_MAX_AMOUNT_CENTS: z.coerce.number().int().positive().default(10_000)
    .describe('The most one promo code redemption credits; a larger code is 400 at creation, 409 at redemption'),
  PROCTOR_PROMO_MAX_CODE_CENTS: z.coerce.number().int().min(0).default(1_000_000)
    .describe('The most one promo code credits in all (`amount_cents` × `max_redemptions`); a code must then give `max_redemptions`. `0` lifts this bound'),
  PROCTOR_METRICS_TOKEN: z.string().min(16, 'PROCTOR_METRICS_TOKEN must be at least 16 characters').optional()
    .describe('Bearer token `GET /metrics` requires (`Authorization: Bearer <token>`, else 401). Unset: `/metrics` answers only clients on loopback (by the connection\'s address, never `X-Forwarded-For`), 403 to others'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')
    .describe('`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`'),
});

const ConfigSchema = ConfigVariablesSchema.superRefine((config, context) => {
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
   * The secret POST /api/v1/webhooks/payments verifies with: STRIPE_WEBHOOK_SECRET when live; with the
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

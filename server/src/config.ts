import path from 'node:path';
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

import type { Config } from '../config.js';

/**
 * A provider call that failed in a way the caller can act on: the provider refused, errored,
 * answered in an unexpected shape, or is not configured. Dispatch records it as `failed` with
 * reason adapter_error and this message as `result.detail`, so it must never hold a secret.
 */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
  /**
   * What only the server log may hold, logged with the request's id when dispatch records the
   * failure (e.g. the address a host name resolved to, which would map the server's DNS for the
   * caller). A failure that wraps another keeps its cause's.
   */
  readonly logFields: Record<string, unknown> | undefined;

  constructor(message: string, options: { cause?: unknown; logFields?: Record<string, unknown> } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.logFields = options.logFields ?? (options.cause instanceof ProviderFailure ? options.cause.logFields : undefined);
  }
}

/** A text setting of the server (../config.ts), by its environment variable. */
export type SettingName = { [K in keyof Config]-?: Config[K] extends string | undefined ? K : never }[keyof Config];

/**
 * Which of a provider's settings the server has not set. Each provider names its own once (e.g.
 * BRAVE_SEARCH_SETTINGS), and the catalog gives them to its operations (`liveSettings`), so that
 * agent-docs tells which operations can run live from the same list the provider checks.
 */
export function missingSettings(config: Config, names: readonly SettingName[]): SettingName[] {
  return names.filter((name) => !config[name]);
}

/**
 * The values of a provider's settings, or the failure of a live operation whose settings are
 * missing, naming every one of them: by default "<operation> has no live provider configured: set
 * … on the server"; `failure` words it otherwise, e.g. as an app to connect.
 */
export function requireSettings<K extends SettingName>(
  operation: string,
  config: Config,
  names: readonly K[],
  failure = (missing: string) => `${operation} has no live provider configured: set ${missing} on the server`,
): { [P in K]: string } {
  const missing = missingSettings(config, names);
  if (missing.length > 0) throw new ProviderFailure(failure(missing.join(' and ')));
  return Object.fromEntries(names.map((name) => [name, config[name]])) as { [P in K]: string };
}

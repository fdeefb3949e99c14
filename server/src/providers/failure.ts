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

/**
 * The failure of a live operation whose provider settings are missing, naming every one of them.
 * `action` says what setting them does, e.g. "connect a ticketing app: set".
 */
export function requireSettings<T extends Record<string, string | undefined>>(
  operation: string,
  settings: T,
  action = 'set',
): { [K in keyof T]: string } {
  const missing = Object.entries(settings)
    .filter(([, value]) => value === undefined || value === '')
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new ProviderFailure(`${operation} has no live provider configured: ${action} ${missing.join(' and ')} on the server`);
  }
  return settings as { [K in keyof T]: string };
}

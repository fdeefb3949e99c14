/**
 * A provider call that failed in a way the caller can act on: the provider refused, errored,
 * answered in an unexpected shape, or is not configured. Dispatch records it as `failed` with
 * reason adapter_error and this message as `result.detail`, so it must never hold a secret.
 */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
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

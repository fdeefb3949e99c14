import type { Config } from '../config.js';
import type { DispatchSettings } from '../domain/dispatch/dispatch.js';

export function dispatchSettings(config: Config): DispatchSettings {
  return { providerTimeoutMs: config.PROCTOR_PROVIDER_TIMEOUT_MS, approvalTtlSeconds: config.PROCTOR_APPROVAL_TTL_SECONDS };
}

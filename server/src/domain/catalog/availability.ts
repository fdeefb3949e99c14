import type { Config } from '../../config.js';
import { missingSettings } from '../../providers/failure.js';
import type { OperationDefinition } from './operation.js';

/** Whether requests of an operation can execute in one mode on this server, and if not, why. */
export interface Availability {
  available: boolean;
  /** Null when available. */
  reason: string | null;
}

const AVAILABLE: Availability = { available: true, reason: null };

/**
 * Where an operation can run on this server: test mode always (its sandbox needs nothing); live
 * mode when every setting its provider checks is set (`liveSettings`; none for an internal
 * operation). An operation that needs a connected app takes its credentials from the
 * organization's app, not from this server's settings (it has none). An operation unavailable
 * live is still dispatched: it fails with adapter_error and nothing is debited.
 */
export function availabilityOf(definition: OperationDefinition, config: Config): { test: Availability; live: Availability } {
  const missing = missingSettings(config, definition.liveSettings);
  if (missing.length === 0) return { test: AVAILABLE, live: AVAILABLE };
  return {
    test: AVAILABLE,
    live: {
      available: false,
      reason: `This server has not set ${missing.join(' and ')}: live requests fail with adapter_error; test keys work`,
    },
  };
}

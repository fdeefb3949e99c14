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
 * Where an operation can run on this server: test mode always (its sandbox needs no setting;
 * text generation's estimate reads the model list, public on OpenRouter, as live's does); live
 * mode when every setting its provider checks is set (`liveSettings`; none for an internal
 * operation). Until organizations connect their own apps, an operation that needs a connected
 * app uses the one the server's settings name, so those settings decide it too. An
 * operation unavailable live is still dispatched: it fails with adapter_error and nothing is debited.
 */
export function availabilityOf(definition: OperationDefinition, config: Config): { test: Availability; live: Availability } {
  const missing = missingSettings(config, definition.liveSettings);
  if (missing.length === 0) return { test: AVAILABLE, live: AVAILABLE };
  const app = definition.requiresConnectedApp ? ` (its connected ${definition.requiresConnectedApp} app)` : '';
  return {
    test: AVAILABLE,
    live: {
      available: false,
      reason: `This server has not set ${missing.join(' and ')}${app}: live requests fail with adapter_error; test keys work`,
    },
  };
}

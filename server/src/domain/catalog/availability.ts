import type { Config } from '../../config.js';
import { missingSettings } from '../../providers/failure.js';
import type { OperationDefinition } from './operation.js';
import { providerState } from '../connected-apps/access.js';
import { APP_FAMILIES, FAMILY_NAMES } from '../../providers/oauth/contract.js';
import { OAUTH_PROVIDERS } from '../../providers/oauth/index.js';

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
 * operation). An operation that acts through the organization's own app needs, besides, a
 * provider of that family that organizations can install here (its OAuth client set, or the
 * sandbox on); whether a given organization has installed one is GET /agents/me's to say. An
 * operation unavailable live is still dispatched: it fails with adapter_error (or, without the
 * organization's app, is blocked with requires_connected_app) and nothing is debited.
 */
export function availabilityOf(definition: OperationDefinition, config: Config): { test: Availability; live: Availability } {
  const missing = missingSettings(config, definition.liveSettings);
  if (missing.length > 0) {
    return {
      test: AVAILABLE,
      live: { available: false, reason: `This server has not set ${missing.join(' and ')}: live requests fail with adapter_error; test keys work` },
    };
  }
  const family = definition.requiresConnectedApp;
  if (family && !APP_FAMILIES[family].some((provider) => providerState(config, provider) !== 'not_configured')) {
    const settings = APP_FAMILIES[family].map((provider) => OAUTH_PROVIDERS[provider].settings.join(' and ')).join(', or ');
    return {
      test: AVAILABLE,
      live: {
        available: false,
        reason: `Live requests act through the organization's own ${FAMILY_NAMES[family]} app, and this server lets none be installed (it has not set ${settings}): they are blocked with requires_connected_app; test keys work`,
      },
    };
  }
  return { test: AVAILABLE, live: AVAILABLE };
}

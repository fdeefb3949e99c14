import type { Config } from '../config.js';
import type { AppProvider } from './oauth/contract.js';

/**
 * What a provider adapter receives and returns: the contract between the catalog
 * (src/domain/catalog), which picks an adapter per operation and mode, and the providers.
 */

export type Mode = 'live' | 'test';

/** What one call of a provider adapter came to. */
export type AdapterOutcome<R> =
  /** Done. `costCents`: what the live call actually cost, never more than the estimate (0 in the sandbox). */
  | { status: 'executed'; result: R; costCents: number }
  /** The provider refused or errored; `detail` says why, in words a developer can act on. */
  | { status: 'failed'; detail: string }
  /** Accepted and still working (asynchronous operations): completed later by polling or by the provider's webhook. */
  | { status: 'running'; externalId: string };

/**
 * A caller watching a call as it happens (a chat turn streaming a model's reply): the partial
 * output of an adapter that streams, and the caller's own abort (its client left), which ends the
 * call as the deadline does.
 */
export interface Progress {
  /** Partial output as it arrives: a model's text. Adapters that do not stream never call it. */
  onDelta?: ((delta: ProgressDelta) => void) | undefined;
  signal?: AbortSignal | undefined;
}

export type ProgressDelta = { kind: 'text' | 'thinking'; text: string };

export interface AdapterContext {
  /** Aborted when the request's deadline passes, or when the caller watching it (Progress) leaves. */
  signal: AbortSignal;
  /** Set when a caller watches the call: an adapter that can stream sends its partial output here. */
  onDelta?: Progress['onDelta'];
  /** The service request (sr_…), for providers' own idempotency keys and logs. */
  serviceRequestId: string;
  /** The server's configuration: provider credentials, base URLs and outbound limits. */
  config: Config;
  /**
   * Live mode, for an operation that needs a connected app (`requiresConnectedApp`): the
   * organization's own app, its token fresh. Its adapter acts through this and never through
   * server-wide credentials; absent, the adapter fails (the pipeline blocks before that happens).
   */
  app?: ConnectedAppAccess | undefined;
}

/** What a live adapter gets of an organization's connected app: never more than one call needs. */
export interface ConnectedAppAccess {
  /** capp_… */
  id: string;
  provider: AppProvider;
  accessToken: string;
  /** What calls need beside the token (oauth/contract.ts, TokenSet.details): `grant_id`, `team_id`, `subdomain`, `cloud_id`, `site_url`, `instance_url`. */
  details: Record<string, string>;
}

/**
 * Calls a provider. A provider's failure is `{status: 'failed'}` or a thrown ProviderFailure
 * (failure.ts); any other throw is a bug, logged and answered with a generic detail.
 */
export type Adapter<P, R> = (payload: P, context: AdapterContext) => Promise<AdapterOutcome<R>>;

/** Asks the provider how a running job stands: still running, or its outcome. */
export type Checker<P, R> = (job: { externalId: string; payload: P }, context: AdapterContext) => Promise<AdapterOutcome<R>>;

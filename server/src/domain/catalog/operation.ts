import type { z } from 'zod';
import type { Config } from '../../config.js';

export type Mode = 'live' | 'test';

/** What one call of a provider adapter came to. */
export type AdapterOutcome<R> =
  /** Done. `costCents`: what the live call actually cost, never more than the estimate (0 in the sandbox). */
  | { status: 'executed'; result: R; costCents: number }
  /** The provider refused or errored; `detail` says why, in words a developer can act on. */
  | { status: 'failed'; detail: string }
  /** Accepted and still working (asynchronous operations): completed later by polling or by the provider's webhook. */
  | { status: 'running'; externalId: string };

export interface AdapterContext {
  /** Aborted when the request's deadline passes. */
  signal: AbortSignal;
  /** The service request (sr_…), for providers' own idempotency keys and logs. */
  serviceRequestId: string;
  /** The server's configuration: provider credentials, base URLs and outbound limits. */
  config: Config;
}

/** What a price estimate may consult: the mode (test mode never calls a provider) and the providers' settings. */
export interface PricingContext {
  mode: Mode;
  config: Config;
  signal: AbortSignal;
}

/**
 * Calls a provider. A provider's failure is `{status: 'failed'}` or a thrown ProviderFailure
 * (src/providers/failure.ts); any other throw is a bug, logged and answered with a generic detail.
 */
export type Adapter<P, R> = (payload: P, context: AdapterContext) => Promise<AdapterOutcome<R>>;

/** Asks the provider how a running job stands: still running, or its outcome. */
export type Checker<P, R> = (job: { externalId: string; payload: P }, context: AdapterContext) => Promise<AdapterOutcome<R>>;

export interface Pricing<P> {
  /** What one unit is: "request", "1K tokens", "minute". */
  unit: string;
  /** The price of one request, when fixed. */
  costCents?: number;
  /** How the price is computed, when it is not fixed. */
  formula?: string;
  /**
   * The most a live call with this payload can cost, in cents (at least 1): held before the call
   * and compared with the approval threshold, in both modes. May ask the provider (a model's
   * price); a ProviderFailure thrown here fails the request with adapter_error before anything is held.
   */
  estimateCents(payload: P, context: PricingContext): number | Promise<number>;
}

/** One operation of the catalog, defined once: its shapes, price, docs and adapters. */
export interface OperationDefinition<P = unknown, R = unknown> {
  /** "<service>.<operation>" */
  operation: string;
  service: string;
  name: string;
  description: string;
  payload: z.ZodType<P>;
  result: z.ZodType<R>;
  pricing: Pricing<P>;
  /** May answer `running` and complete later (reconciled). */
  async: boolean;
  /** The connected app it needs, e.g. "email", "ticketing"; null when none. */
  requiresConnectedApp: string | null;
  examples: { description?: string; payload: P }[];
  /** Payloads that make the sandbox answer `failed`, so that test mode can exercise error paths; live adapters do not treat them as triggers. */
  sandboxFailures: { description: string; payload: P }[];
  /** Test mode: deterministic, free, no network. */
  sandbox: Adapter<P, R>;
  /** Live mode: the real provider. Without its provider's settings it fails with a detail naming them. */
  live: Adapter<P, R>;
  /**
   * For asynchronous operations: how the poller asks about a running job, per mode, and how long
   * one live check may take (PROCTOR_PROVIDER_TIMEOUT_MS when left out, and for sandbox checks).
   */
  check?: { sandbox: Checker<P, R>; live?: Checker<P, R>; timeoutMs?: (config: Config) => number };
}

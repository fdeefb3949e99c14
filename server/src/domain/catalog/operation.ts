import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Adapter, Checker, Mode } from '../../providers/contract.js';
import type { AppFamily, AppProvider } from '../../providers/oauth/contract.js';
import type { SettingName } from '../../providers/failure.js';

/** What a price estimate may consult: the mode (test mode never calls a provider) and the providers' settings. */
export interface PricingContext {
  mode: Mode;
  config: Config;
  signal: AbortSignal;
}

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

/** What every operation of the catalog defines, once: its shapes, price and docs. */
interface OperationBase<P, R> {
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
  /**
   * The family of connected app it needs in live mode (the organization's own: team_chat, email,
   * crm, ticketing, payments); null when none. Test mode never needs one.
   */
  requiresConnectedApp: AppFamily | null;
  /** Where the family has several providers: the one the payload names (ticket.*'s `app`), else undefined (any installed one). */
  appOf?: ((payload: P) => AppProvider | undefined) | undefined;
  /** Who serves a live request, and through which API: what docs/reference/operations.md shows. */
  liveProvider: string;
  /**
   * The server settings its live provider cannot run without: the provider's own list (e.g.
   * BRAVE_SEARCH_SETTINGS), the one its adapter checks, so that agent-docs says from the same list
   * whether the operation runs live on this server (availability.ts).
   */
  liveSettings: readonly SettingName[];
  examples: { description?: string; payload: P }[];
  /** Payloads that make the operation answer `failed` in test mode, so that test mode can exercise error paths; live adapters do not treat them as triggers. */
  sandboxFailures: { description: string; payload: P }[];
}

/** An operation a provider serves, through its adapters. */
export interface ProviderOperationDefinition<P = unknown, R = unknown> extends OperationBase<P, R> {
  /** Test mode: deterministic, free, no network. */
  sandbox: Adapter<P, R>;
  /** Live mode: the real provider. Without its provider's settings it fails with a detail naming them. */
  live: Adapter<P, R>;
  /**
   * For asynchronous operations: how the poller asks about a running job, per mode, and how long
   * one live check may take (PROCTOR_PROVIDER_TIMEOUT_MS when left out, and for sandbox checks).
   */
  check?: { sandbox: Checker<P, R>; live?: Checker<P, R>; timeoutMs?: (config: Config) => number };
  /**
   * The live adapter, like every sandbox, runs in this process, reaches nothing outside it and
   * leaves nothing behind (data.csv_parse): its outcome may be asked before admission, and an
   * executed one is admitted and settled by one statement (dispatch/admit.ts).
   */
  inProcess?: true;
  internal?: undefined;
}

/** An operation Proctor serves itself, in both modes, on its own stored data; its handler is registered at start-up (internal.ts). */
export interface InternalOperationDefinition<P = unknown, R = unknown> extends OperationBase<P, R> {
  internal: true;
  sandbox?: undefined;
  live?: undefined;
  check?: undefined;
  inProcess?: undefined;
}

/** One operation of the catalog. */
export type OperationDefinition<P = unknown, R = unknown> = ProviderOperationDefinition<P, R> | InternalOperationDefinition<P, R>;

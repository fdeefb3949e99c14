import type { InternalOperationDefinition, ProviderOperationDefinition } from './operation.js';

/** Checks a definition against its own payload and result types; the catalog then stores it untyped. */
export function defineOperation<P, R>(definition: ProviderOperationDefinition<P, R>): ProviderOperationDefinition<P, R> {
  return definition;
}

/** defineOperation for an operation Proctor serves itself (internal.ts). */
export function defineInternalOperation<P, R>(definition: InternalOperationDefinition<P, R>): InternalOperationDefinition<P, R> {
  return definition;
}

/**
 * A fixed price per request, which is also the worst case. Its estimate ignores the payload, so
 * that it leaves the payload type to be inferred from the definition's schema.
 */
export function perRequest(cents: number) {
  return { unit: 'request', costCents: cents, estimateCents: () => cents };
}

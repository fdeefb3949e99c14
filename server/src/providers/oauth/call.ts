import { ProviderFailure } from '../failure.js';
import { callProvider, type ProviderRequest } from '../http.js';
import { OAuthRefusal, type OAuthCall } from './contract.js';

export interface OAuthRequest<T> extends Omit<ProviderRequest<T>, 'signal' | 'fetch'> {
  /**
   * Reads the provider's error body as its refusal of the grant (a bad code, verifier, refresh
   * token or client), worded for the detail; undefined when the body is no refusal (a provider
   * that errors or is down), which stays a plain ProviderFailure.
   */
  refusal: (body: unknown) => string | undefined;
}

/**
 * Calls one of a provider's OAuth endpoints through the call's fetch (the sandbox's in-process one
 * for a sandbox app): an error answer that `refusal` reads as a refusal is an OAuthRefusal, since
 * retrying cannot help; anything else that goes wrong is callProvider's ProviderFailure.
 */
export async function callOAuth<T>(call: Pick<OAuthCall, 'fetch' | 'signal'>, request: OAuthRequest<T>): Promise<T> {
  let refused: string | undefined;
  try {
    return await callProvider({
      ...request,
      fetch: call.fetch,
      signal: call.signal,
      errorMessage: (body) => {
        refused = request.refusal(body);
        return refused ?? request.errorMessage(body);
      },
    });
  } catch (error) {
    if (refused !== undefined && error instanceof ProviderFailure) throw new OAuthRefusal(error.message, { cause: error });
    throw error;
  }
}

/** When a token that lives `expiresIn` seconds from now expires; null when the provider says it does not. */
export function expiresAt(expiresIn: number | undefined): Date | null {
  return expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000);
}

/** The form fields of a request to a sandbox's form-encoded endpoint. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

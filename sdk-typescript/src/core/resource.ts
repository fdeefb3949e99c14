import type { APIClient } from './api-client.js';

export abstract class APIResource {
  protected readonly _client: APIClient;
  constructor(client: APIClient) {
    this._client = client;
  }
}

/** Percent-encodes one path segment. */
export function seg(value: string): string {
  if (typeof value !== 'string' || value === '') throw new TypeError('An id must be a non-empty string');
  return encodeURIComponent(value);
}

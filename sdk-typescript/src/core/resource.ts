import type { Proctor } from '../client.js';

export abstract class APIResource {
  protected readonly _client: Proctor;
  constructor(client: Proctor) {
    this._client = client;
  }
}

/** Percent-encodes one path segment. */
export function seg(value: string): string {
  if (typeof value !== 'string' || value === '') throw new TypeError('An id must be a non-empty string');
  return encodeURIComponent(value);
}

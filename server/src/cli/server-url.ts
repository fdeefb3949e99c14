import { loadConfig } from '../config.js';
import { CliError } from './api-client.js';
import { EXIT } from './exit-codes.js';

/** The server's own default address (config.ts), where `pnpm start` listens. */
export function defaultUrl(): string {
  const { HOST, PORT } = loadConfig({});
  return `http://${HOST}:${PORT}`;
}

/** A server's base URL as given (a flag or the environment), checked and without a trailing slash. */
export function baseUrlOf(value: string, from = '--url'): string {
  const url = URL.parse(value);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new CliError(`${from} must be an http(s) URL without a query, got ${JSON.stringify(value)}`, EXIT.usage);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

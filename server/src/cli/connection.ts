import type { APIPromise, Proctor, RequestOptions } from '@proctor/sdk';
import { apiClient, CliError, send, sessionCookieFrom, withSession } from './api-client.js';
import { EXIT } from './exit-codes.js';
import { readPassword } from './prompt.js';
import { baseUrlOf, defaultUrl } from './server-url.js';
import { readUserConfig } from './user-config.js';

/** The server and credential of the client commands, and the SDK on them. */
export interface Connection {
  baseUrl: string;
  api: Proctor;
  /** Awaits a call, a failure said as the CLI says it (api-client.ts). */
  call<T>(promise: APIPromise<T>): Promise<T>;
}

/**
 * The server: PROCTOR_URL, else PROCTOR_BASE_URL (what `proctor init` exports and the SDKs read),
 * else the one `proctor login` saved, else the address `pnpm start` listens on.
 */
export function serverUrl(): string {
  const { PROCTOR_URL, PROCTOR_BASE_URL } = process.env;
  if (PROCTOR_URL) return baseUrlOf(PROCTOR_URL, 'PROCTOR_URL');
  if (PROCTOR_BASE_URL) return baseUrlOf(PROCTOR_BASE_URL, 'PROCTOR_BASE_URL');
  return readUserConfig()?.url ?? defaultUrl();
}

/** The client commands' connection: the personal access token of PROCTOR_TOKEN, else the one `proctor login` saved. */
export function connect(): Connection {
  const token = process.env.PROCTOR_TOKEN || readUserConfig()?.token;
  if (!token) throw new CliError('not logged in: run proctor login, or set PROCTOR_TOKEN to a personal access token', EXIT.auth);
  const baseUrl = serverUrl();
  const api = apiClient(baseUrl, token);
  return { baseUrl, api, call: async (promise) => (await send(baseUrl, promise)).data };
}

/**
 * Runs `work` with a browser session of the person, signed in with their password and signed out
 * after: for the changes the API takes from a session only, never from a personal access token
 * (an agent's status among them), as `sudo` asks again before a change that matters.
 */
export async function withPasswordSession<T>(email: string | undefined, passwordStdin: boolean | undefined, work: (session: RequestOptions, api: Proctor) => Promise<T>): Promise<T> {
  const address = email ?? readUserConfig()?.email;
  if (!address) throw new CliError('this change needs your password: pass --email (proctor login with a password remembers it)', EXIT.usage);
  const baseUrl = serverUrl();
  const api = apiClient(baseUrl);
  const password = await readPassword(passwordStdin);
  const { response } = await send(baseUrl, api.auth.login({ email: address, password }));
  const session = withSession(baseUrl, sessionCookieFrom(response.headers));
  try {
    return await work(session, api);
  } finally {
    await send(baseUrl, api.auth.logout(session)).catch(() => undefined);
  }
}

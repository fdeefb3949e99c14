import os from 'node:os';
import type { PersonalTokenCreateResponse, Proctor } from '@proctor/sdk';
import { send, withSession } from './api-client.js';

/**
 * Mints a personal access token with a signed-in session (the only credential that may: the
 * personal-tokens router), named for the command, the machine and the day, so that a person
 * reading their tokens in the console knows where each one lives.
 */
export async function mintToken(api: Proctor, cookie: string, command: string): Promise<PersonalTokenCreateResponse> {
  const name = `${command} ${os.hostname()} ${new Date().toISOString().slice(0, 10)}`.slice(0, 100);
  const { data } = await send(api.baseURL, api.personalTokens.create({ name }, withSession(api.baseURL, cookie)));
  return data;
}

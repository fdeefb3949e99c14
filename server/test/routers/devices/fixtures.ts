import type { TestApp } from '../../support/app.js';
import { call, mintToken, signup, type TestUser } from '../../support/identity.js';

export interface RegisteredDevice {
  id: string;
  token: string;
}

/** A new organization's owner with a personal token. */
export async function deviceOwner(app: TestApp): Promise<TestUser & { token: string }> {
  const owner = await signup(app);
  return { ...owner, token: await mintToken(app, owner) };
}

/** A device registered by `owner` (personal token), with its token. */
export async function registerDevice(app: TestApp, owner: { token: string }, name = 'Lab printer'): Promise<RegisteredDevice> {
  const made = await call<{ device: { id: string }; token: string }>(app, 'POST', '/api/v1/devices', { as: { bearer: owner.token }, body: { name } });
  if (made.status !== 201) throw new Error(`device: ${made.raw}`);
  return { id: made.body.device.id, token: made.body.token };
}

/** Queues `count` commands for the device, in order; their ids. */
export async function queueCommands(app: TestApp, owner: { token: string }, deviceId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const queued = await call<{ id: string }>(app, 'POST', `/api/v1/devices/${deviceId}/commands`, { as: { bearer: owner.token }, body: { command: 'step', payload: { n: i } } });
    if (queued.status !== 201) throw new Error(`command: ${queued.raw}`);
    ids.push(queued.body.id);
  }
  return ids;
}

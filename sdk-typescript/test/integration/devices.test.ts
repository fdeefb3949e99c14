/**
 * A device through the SDK against the real server (global-setup.ts): its token as the client's
 * `deviceToken`, sent on the operations whose security lists deviceToken (heartbeat, claim,
 * complete), while a person's token queues the commands.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { Proctor } from '../../src/index.js';

const live = inject('live');
const person = new Proctor({ baseURL: live.baseURL, token: live.token, agentKey: null, logLevel: 'off' });
const saved = process.env.PROCTOR_DEVICE_TOKEN;
afterEach(() => {
  if (saved === undefined) delete process.env.PROCTOR_DEVICE_TOKEN;
  else process.env.PROCTOR_DEVICE_TOKEN = saved;
});

async function registered(name: string) {
  const made = await person.devices.register({ name });
  expect(made.token).toMatch(/^device_token_/);
  return { id: made.device.id, token: made.token };
}

describe('a device with its token (deviceToken)', () => {
  it('heartbeats, claims its pending commands in order and completes them', async () => {
    const { id, token } = await registered('SDK printer');
    // Every credential set: the device routes send the device token, the others the person's.
    const device = new Proctor({ baseURL: live.baseURL, deviceToken: token, token: live.token, agentKey: null, logLevel: 'off' });
    const beat = await device.devices.heartbeat(id);
    expect(beat).toMatchObject({ id, online: true });
    expect(beat.last_heartbeat_at).not.toBeNull();

    const first = await device.devices.queueCommand(id, { command: 'print', payload: { copies: 2 } });
    const second = await person.devices.queueCommand(id, { command: 'eject' });
    const claimed = await device.devices.claimCommands(id, { status: 'pending' });
    expect(claimed.data.map((command) => [command.id, command.command, command.claims])).toEqual([
      [first.id, 'print', 1],
      [second.id, 'eject', 1],
    ]);
    // Leased: a second claim hands out nothing.
    expect((await device.devices.claimCommands(id, { status: 'pending' })).data).toEqual([]);
    const done = await device.devices.completeCommand(id, first.id, { result: { printed: 2 } });
    expect(done).toMatchObject({ id: first.id, status: 'done', result: { printed: 2 } });
    await expect(device.devices.completeCommand(id, first.id, { result: {} })).rejects.toMatchObject({ kind: 'conflict', status: 409 });
    // People read the commands with their outcomes, claiming none.
    const history = await person.devices.listCommands(id, { order: 'desc' });
    expect(history.data.map((command) => [command.id, command.status, command.result])).toEqual([
      [second.id, 'pending', null],
      [first.id, 'done', { printed: 2 }],
    ]);

    // The person's token alone is not the device's: the SDK says so before sending anything.
    await expect(person.devices.heartbeat(id)).rejects.toMatchObject({ code: 'missing_credential', attempts: 0, message: expect.stringContaining('PROCTOR_DEVICE_TOKEN') });
  });

  it('reads PROCTOR_DEVICE_TOKEN; a token reaches only its own device (404), a revoked one is 401', async () => {
    const mine = await registered('SDK sensor');
    const other = await registered('SDK other');
    process.env.PROCTOR_DEVICE_TOKEN = mine.token;
    const device = new Proctor({ baseURL: live.baseURL, agentKey: null, token: null, logLevel: 'off' });
    expect(device.deviceToken).toBe(mine.token);
    expect((await device.devices.heartbeat(mine.id)).online).toBe(true);
    await expect(device.devices.heartbeat(other.id)).rejects.toMatchObject({ kind: 'http', status: 404, code: 'not_found' });
    await person.devices.revoke(mine.id);
    await expect(device.devices.heartbeat(mine.id)).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(() => new Proctor({ deviceToken: live.token })).toThrow(/deviceToken must look like device_token_/);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { deviceOwner, queueCommands, registerDevice } from './fixtures.js';

const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '0' } });

const claim = async (device: { id: string; token: string }, limit: number) => {
  const claimed = await call<{ data: { id: string }[] }>(app, 'GET', `/api/v1/devices/${device.id}/commands?status=pending&limit=${limit}`, { as: { bearer: device.token } });
  if (claimed.status !== 200) throw new Error(`claim: ${claimed.raw}`);
  return claimed.body.data.map((command) => command.id);
};

describe('device commands: claimed once across concurrent claims, on real PostgreSQL', () => {
  it('many parallel claims of 50 pending commands hand each out exactly once', async () => {
    const owner = await deviceOwner(app);
    const device = await registerDevice(app, owner);
    const ids = await queueCommands(app, owner, device.id, 50);
    const batches = await Promise.all(Array.from({ length: 25 }, () => claim(device, 3)));
    const handed = batches.flat();
    expect(handed).toHaveLength(50);
    expect([...handed].sort()).toEqual([...ids].sort());
    // Each batch is in queue order.
    for (const batch of batches) expect(batch).toEqual([...batch].sort());
    expect(await claim(device, 50)).toEqual([]);
  });

  it('a command whose lease expired unacknowledged is handed out again; a done one never', async () => {
    const owner = await deviceOwner(app);
    const device = await registerDevice(app, owner);
    const [first, second] = await queueCommands(app, owner, device.id, 2);
    expect(await claim(device, 50)).toEqual([first, second]);
    const done = await call(app, 'POST', `/api/v1/devices/${device.id}/commands/${first}/done`, { as: { bearer: device.token }, body: { result: {} } });
    expect(done.status, done.raw).toBe(200);
    expect(await claim(device, 50)).toEqual([]);
    // The lease ends (as COMMAND_LEASE_SECONDS passing would end it).
    await app.db.prisma.deviceCommand.updateMany({ where: { deviceId: device.id }, data: { claimedUntil: new Date(Date.now() - 1000) } });
    const again = await Promise.all(Array.from({ length: 10 }, () => claim(device, 50)));
    expect(again.flat()).toEqual([second]);
    expect(await app.db.prisma.deviceCommand.findUniqueOrThrow({ where: { id: second! } })).toMatchObject({ claims: 2, status: 'pending' });
  });
});

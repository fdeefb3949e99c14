import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { startTestApp, useTestApp, type TestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { deviceOwner, queueCommands, registerDevice } from './fixtures.js';

const env = { PROCTOR_RATE_LIMIT_REQUESTS: '0' };
const app = useTestApp({ env });

const claim = async (device: { id: string; token: string }, limit: number, on: TestApp = app) => {
  const claimed = await call<{ data: { id: string }[] }>(on, 'GET', `/api/v1/devices/${device.id}/commands?status=pending&limit=${limit}`, { as: { bearer: device.token } });
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

  it('two instances on one database claim one device\'s commands concurrently: each once, and once more after its lease expired unacknowledged', async () => {
    // A second server instance: its own app, HTTP server and connection pool, on the same database.
    const other = await startTestApp({ db: connectDatabase(app.db.url), env });
    try {
      const owner = await deviceOwner(app);
      const device = await registerDevice(app, owner);
      const ids = await queueCommands(app, owner, device.id, 60);
      const instances = [app, other];
      const batches = await Promise.all(Array.from({ length: 30 }, (_, i) => claim(device, 3, instances[i % 2])));
      const handed = batches.flat();
      expect([...handed].sort()).toEqual([...ids].sort());
      // Handed out once each: a second hand-out would count 2.
      const rows = await app.db.prisma.deviceCommand.findMany({ where: { deviceId: device.id } });
      expect(rows.map((row) => row.claims)).toEqual(rows.map(() => 1));
      expect(await claim(device, 50, other)).toEqual([]);

      // Half are reported done, through either instance; the rest are left unacknowledged.
      const [done, left] = [ids.filter((_, i) => i % 2 === 0), ids.filter((_, i) => i % 2 === 1)];
      for (const [i, id] of done.entries()) {
        const reported = await call(instances[i % 2]!, 'POST', `/api/v1/devices/${device.id}/commands/${id}/done`, { as: { bearer: device.token }, body: { result: { i } } });
        expect(reported.status, reported.raw).toBe(200);
      }
      // Their leases end (as COMMAND_LEASE_SECONDS passing would end them).
      await app.db.prisma.deviceCommand.updateMany({ where: { deviceId: device.id }, data: { claimedUntil: new Date(Date.now() - 1000) } });
      const again = await Promise.all(Array.from({ length: 20 }, (_, i) => claim(device, 5, instances[i % 2])));
      expect([...again.flat()].sort()).toEqual([...left].sort());
      const after = await app.db.prisma.deviceCommand.findMany({ where: { deviceId: device.id }, orderBy: { id: 'asc' } });
      expect(after.map((row) => [row.id, row.status, row.claims])).toEqual(ids.map((id, i) => [id, i % 2 === 0 ? 'done' : 'pending', i % 2 === 0 ? 1 : 2]));
      expect(await claim(device, 50, app)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

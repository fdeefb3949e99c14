import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { deviceOwner, queueCommands, registerDevice } from './fixtures.js';

const app = useTestApp();

describe('devices: who reaches what', () => {
  it("a device token reaches its own device only: another device's id, even of its organization, is 404", async () => {
    const owner = await deviceOwner(app);
    const mine = await registerDevice(app, owner, 'Mine');
    const other = await registerDevice(app, owner, 'Other');
    const [otherCommand] = await queueCommands(app, owner, other.id, 1);
    for (const [method, path, body] of [
      ['POST', `/api/v1/devices/${other.id}/heartbeat`, undefined],
      ['GET', `/api/v1/devices/${other.id}/commands?status=pending`, undefined],
      ['POST', `/api/v1/devices/${other.id}/commands/${otherCommand}/done`, { result: {} }],
      // Its own device's path with the other's command: not its command either.
      ['POST', `/api/v1/devices/${mine.id}/commands/${otherCommand}/done`, { result: {} }],
      ['GET', `/api/v1/devices/${other.id}/sessions`, undefined],
      ['POST', `/api/v1/devices/${other.id}/sessions`, {}],
    ] as const) {
      const refused = await call<ErrorEnvelope>(app, method, path, { as: { bearer: mine.token }, body });
      expect(refused.status, `${method} ${path}: ${refused.raw}`).toBe(404);
    }
    const command = await app.db.prisma.deviceCommand.findUniqueOrThrow({ where: { id: otherCommand! } });
    expect(command).toMatchObject({ status: 'pending', claims: 0 });
  });

  it('a device token is refused (403) by every route but its own, and people by the device-only routes', async () => {
    const owner = await deviceOwner(app);
    const device = await registerDevice(app, owner);
    for (const [method, path] of [
      ['GET', '/api/v1/agents'],
      ['GET', '/api/v1/devices'],
      ['POST', '/api/v1/devices'],
      ['POST', `/api/v1/devices/${device.id}/commands`],
      ['GET', `/api/v1/devices/${device.id}/commands/history`],
      ['DELETE', `/api/v1/devices/${device.id}`],
    ] as const) {
      const refused = await call<ErrorEnvelope>(app, method, path, { as: { bearer: device.token }, body: method === 'POST' ? { command: 'x', name: 'x' } : undefined });
      expect(refused.status, `${method} ${path}: ${refused.raw}`).toBe(403);
    }
    const agent = await createAgent(app, { bearer: owner.token });
    for (const as of [{ bearer: owner.token }, { cookie: owner.cookie }, { bearer: agent.api_key }]) {
      for (const [method, path] of [
        ['POST', `/api/v1/devices/${device.id}/heartbeat`],
        ['GET', `/api/v1/devices/${device.id}/commands?status=pending`],
        ['POST', `/api/v1/devices/${device.id}/sessions`],
      ] as const) {
        const refused = await call<ErrorEnvelope>(app, method, path, { as, body: method === 'POST' ? {} : undefined });
        expect(refused.status, `${method} ${path}: ${refused.raw}`).toBe(403);
      }
    }
    expect(await app.db.prisma.deviceSession.count({ where: { deviceId: device.id } })).toBe(0);
  });

  it("another organization's device is 404 to people and to its token", async () => {
    const owner = await deviceOwner(app);
    const stranger = await deviceOwner(app);
    const theirs = await registerDevice(app, stranger);
    const mine = await registerDevice(app, owner);
    expect((await call(app, 'POST', `/api/v1/devices/${theirs.id}/commands`, { as: { bearer: owner.token }, body: { command: 'x' } })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/v1/devices/${theirs.id}`, { as: { cookie: owner.cookie } })).status).toBe(404);
    expect((await call(app, 'GET', `/api/v1/devices/${theirs.id}/sessions`, { as: { bearer: owner.token } })).status).toBe(404);
    expect((await call(app, 'GET', `/api/v1/devices/${theirs.id}/commands/history`, { as: { cookie: owner.cookie } })).status).toBe(404);
    expect((await call(app, 'POST', `/api/v1/devices/${theirs.id}/heartbeat`, { as: { bearer: mine.token } })).status).toBe(404);
    const listed = await call<{ data: { id: string }[] }>(app, 'GET', '/api/v1/devices', { as: { bearer: owner.token } });
    expect(listed.body.data.map((device) => device.id)).toEqual([mine.id]);
    expect(await app.db.prisma.device.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ revokedAt: null });
  });
});

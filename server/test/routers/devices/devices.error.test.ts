import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { deviceOwner, queueCommands, registerDevice } from './fixtures.js';

const app = useTestApp();

describe('devices: bad input and missing resources', () => {
  it('refuses a bad body with 400 naming the field, changing nothing', async () => {
    const owner = await deviceOwner(app);
    const device = await registerDevice(app, owner);
    for (const [path, body, field] of [
      ['/api/v1/devices', { name: '' }, 'name'],
      ['/api/v1/devices', { name: 'x', extra: 1 }, 'extra'],
      [`/api/v1/devices/${device.id}/commands`, { command: '' }, 'command'],
      [`/api/v1/devices/${device.id}/commands`, { command: 'x', payload: [1] }, 'payload'],
    ] as const) {
      const refused = await call<ErrorEnvelope>(app, 'POST', path, { as: { bearer: owner.token }, body });
      expect(refused.status, refused.raw).toBe(400);
      expect(refused.body.error.code).toBe('invalid_request');
      expect(refused.raw).toContain(field);
    }
    expect(await app.db.prisma.device.count({ where: { orgId: owner.session.organization.id } })).toBe(1);
    expect(await app.db.prisma.deviceCommand.count({ where: { deviceId: device.id } })).toBe(0);
    const noStatus = await call<ErrorEnvelope>(app, 'GET', `/api/v1/devices/${device.id}/commands`, { as: { bearer: device.token } });
    expect(noStatus.status, noStatus.raw).toBe(400);
    const done = await call<ErrorEnvelope>(app, 'GET', `/api/v1/devices/${device.id}/commands?status=done`, { as: { bearer: device.token } });
    expect(done.status, done.raw).toBe(400);
  });

  it('answers 404 for an unknown device or command, and 409 for a command reported twice', async () => {
    const owner = await deviceOwner(app);
    const device = await registerDevice(app, owner);
    const missing = await call<ErrorEnvelope>(app, 'POST', '/api/v1/devices/dev_unknown/commands', { as: { bearer: owner.token }, body: { command: 'x' } });
    expect(missing.status).toBe(404);
    expect((await call<ErrorEnvelope>(app, 'DELETE', '/api/v1/devices/dev_unknown', { as: { bearer: owner.token } })).status).toBe(404);
    expect((await call<ErrorEnvelope>(app, 'GET', '/api/v1/devices/dev_unknown/commands/history', { as: { bearer: owner.token } })).status).toBe(404);
    const badStatus = await call<ErrorEnvelope>(app, 'GET', `/api/v1/devices/${device.id}/commands/history?status=claimed`, { as: { bearer: owner.token } });
    expect(badStatus.status, badStatus.raw).toBe(400);
    expect(badStatus.body.error.message).toContain('status');
    const unknownCommand = await call<ErrorEnvelope>(app, 'POST', `/api/v1/devices/${device.id}/commands/dcmd_unknown/done`, { as: { bearer: device.token }, body: { result: {} } });
    expect(unknownCommand.status).toBe(404);
    const [id] = await queueCommands(app, owner, device.id, 1);
    expect((await call(app, 'POST', `/api/v1/devices/${device.id}/commands/${id}/done`, { as: { bearer: device.token }, body: { result: { n: 1 } } })).status).toBe(200);
    const again = await call<ErrorEnvelope>(app, 'POST', `/api/v1/devices/${device.id}/commands/${id}/done`, { as: { bearer: device.token }, body: { result: { n: 2 } } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    expect((await app.db.prisma.deviceCommand.findUniqueOrThrow({ where: { id: id! } })).result).toEqual({ n: 1 });
  });

  it('a revoked device is 404 to people and its token 401, revoked twice 404', async () => {
    const owner = await deviceOwner(app);
    const device = await registerDevice(app, owner);
    await call(app, 'DELETE', `/api/v1/devices/${device.id}`, { as: { bearer: owner.token } });
    expect((await call(app, 'DELETE', `/api/v1/devices/${device.id}`, { as: { bearer: owner.token } })).status).toBe(404);
    expect((await call(app, 'POST', `/api/v1/devices/${device.id}/commands`, { as: { bearer: owner.token }, body: { command: 'x' } })).status).toBe(404);
    for (const [method, path] of [
      ['GET', `/api/v1/devices/${device.id}/commands?status=pending`],
      ['GET', `/api/v1/devices/${device.id}/sessions`],
    ] as const) {
      expect((await call(app, method, path, { as: { bearer: device.token } })).status).toBe(401);
    }
  });
});

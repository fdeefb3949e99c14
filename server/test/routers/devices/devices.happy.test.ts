import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../../src/domain/secrets.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { deviceOwner, queueCommands, registerDevice } from './fixtures.js';

const app = useTestApp();

interface DeviceBody {
  id: string;
  name: string;
  online: boolean;
  last_heartbeat_at: string | null;
}
interface CommandBody {
  id: string;
  command: string;
  payload: Record<string, unknown>;
  status: string;
  result: Record<string, unknown> | null;
  claims: number;
}

const auditActions = async (orgId: string) =>
  (await app.db.prisma.auditEntry.findMany({ where: { orgId, action: { startsWith: 'device' } }, orderBy: { id: 'asc' } })).map((entry) => [entry.action, entry.actorType]);

describe('devices: register, heartbeat, command, session, revoke', () => {
  it('registers a device: its token once, stored hashed; listed offline until its heartbeat, then online', async () => {
    const owner = await deviceOwner(app);
    const made = await call<{ device: DeviceBody; token: string }>(app, 'POST', '/api/v1/devices', { as: { cookie: owner.cookie }, body: { name: ' Lab printer ' } });
    expect(made.status, made.raw).toBe(201);
    expect(made.headers.get('cache-control')).toBe('no-store');
    expect(made.body.device).toMatchObject({ name: 'Lab printer', online: false, last_heartbeat_at: null });
    expect(made.body.token).toMatch(/^device_token_[A-Za-z0-9_-]{43}$/);
    const stored = await app.db.prisma.device.findUniqueOrThrow({ where: { id: made.body.device.id } });
    expect(stored.tokenHash).toBe(hashSecret(made.body.token));
    expect(JSON.stringify(stored)).not.toContain(made.body.token);

    const listed = await call<{ data: DeviceBody[] }>(app, 'GET', '/api/v1/devices', { as: { bearer: owner.token } });
    expect(listed.body.data.map((device) => [device.id, device.online])).toEqual([[made.body.device.id, false]]);
    expect(listed.raw).not.toContain('device_token_');

    const beat = await call<DeviceBody>(app, 'POST', `/api/v1/devices/${made.body.device.id}/heartbeat`, { as: { bearer: made.body.token } });
    expect(beat.status, beat.raw).toBe(200);
    expect(beat.body.online).toBe(true);
    const after = await call<{ data: DeviceBody[] }>(app, 'GET', '/api/v1/devices', { as: { bearer: owner.token } });
    expect(after.body.data[0]!.online).toBe(true);

    // Older than the documented window (90 s): offline again.
    await app.db.prisma.device.update({ where: { id: made.body.device.id }, data: { lastHeartbeatAt: new Date(Date.now() - 91_000) } });
    const stale = await call<{ data: DeviceBody[] }>(app, 'GET', '/api/v1/devices', { as: { bearer: owner.token } });
    expect(stale.body.data[0]!.online).toBe(false);
  });

  it('a command queued by a person is claimed by the device in order, then done with its result; audited', async () => {
    const owner = await deviceOwner(app);
    const device = await registerDevice(app, owner);
    const ids = await queueCommands(app, owner, device.id, 3);
    const claimed = await call<{ data: CommandBody[] }>(app, 'GET', `/api/v1/devices/${device.id}/commands?status=pending&limit=2`, { as: { bearer: device.token } });
    expect(claimed.status, claimed.raw).toBe(200);
    expect(claimed.body.data.map((command) => command.id)).toEqual(ids.slice(0, 2));
    expect(claimed.body.data[0]).toMatchObject({ command: 'step', payload: { n: 0 }, status: 'pending', claims: 1 });
    const rest = await call<{ data: CommandBody[] }>(app, 'GET', `/api/v1/devices/${device.id}/commands?status=pending`, { as: { bearer: device.token } });
    expect(rest.body.data.map((command) => command.id)).toEqual(ids.slice(2));

    const done = await call<CommandBody>(app, 'POST', `/api/v1/devices/${device.id}/commands/${ids[0]}/done`, { as: { bearer: device.token }, body: { result: { ok: true } } });
    expect(done.status, done.raw).toBe(200);
    expect(done.body).toMatchObject({ status: 'done', result: { ok: true } });
    expect(await auditActions(owner.session.organization.id)).toEqual([
      ['device.registered', 'user'],
      ['device_command.queued', 'user'],
      ['device_command.queued', 'user'],
      ['device_command.queued', 'user'],
      ['device_command.done', 'device'],
    ]);
  });

  it('people read a device\'s commands in any status with their results, newest first or by status, and reading claims none', async () => {
    const owner = await deviceOwner(app);
    const device = await registerDevice(app, owner);
    const ids = await queueCommands(app, owner, device.id, 3);
    await call(app, 'GET', `/api/v1/devices/${device.id}/commands?status=pending&limit=1`, { as: { bearer: device.token } });
    await call(app, 'POST', `/api/v1/devices/${device.id}/commands/${ids[0]}/done`, { as: { bearer: device.token }, body: { result: { printed: true } } });
    const history = `/api/v1/devices/${device.id}/commands/history`;
    for (const as of [{ cookie: owner.cookie }, { bearer: owner.token }]) {
      const all = await call<{ data: CommandBody[]; next_cursor: string | null }>(app, 'GET', `${history}?order=desc`, { as });
      expect(all.status, all.raw).toBe(200);
      expect(all.body.data.map((command) => command.id)).toEqual([...ids].reverse());
      expect(all.body.data[2]).toMatchObject({ status: 'done', result: { printed: true }, claims: 1 });
    }
    const pending = await call<{ data: CommandBody[]; next_cursor: string | null }>(app, 'GET', `${history}?status=pending&limit=1`, { as: { cookie: owner.cookie } });
    expect(pending.body.data.map((command) => command.id)).toEqual([ids[1]]);
    const next = await call<{ data: CommandBody[]; next_cursor: string | null }>(app, 'GET', `${history}?status=pending&limit=1&cursor=${pending.body.next_cursor}`, { as: { cookie: owner.cookie } });
    expect(next.body).toMatchObject({ data: [{ id: ids[2], status: 'pending', claims: 0 }], next_cursor: null });
    // Reading handed nothing out: the device still claims both pending ones.
    const claimed = await call<{ data: CommandBody[] }>(app, 'GET', `/api/v1/devices/${device.id}/commands?status=pending`, { as: { bearer: device.token } });
    expect(claimed.body.data.map((command) => command.id)).toEqual(ids.slice(1));
  });

  it('a device starts sessions; it and people read them', async () => {
    const owner = await deviceOwner(app);
    const device = await registerDevice(app, owner);
    const started = await call<{ id: string; metadata: unknown }>(app, 'POST', `/api/v1/devices/${device.id}/sessions`, { as: { bearer: device.token }, body: { metadata: { shell: 'bash' } } });
    expect(started.status, started.raw).toBe(201);
    expect(started.body.metadata).toEqual({ shell: 'bash' });
    for (const as of [{ bearer: device.token }, { bearer: owner.token }, { cookie: owner.cookie }]) {
      const listed = await call<{ data: { id: string }[] }>(app, 'GET', `/api/v1/devices/${device.id}/sessions`, { as });
      expect(listed.body.data.map((session) => session.id)).toEqual([started.body.id]);
    }
  });

  it('revoking a device refuses its token at once and unlists it; audited', async () => {
    const owner = await deviceOwner(app);
    const device = await registerDevice(app, owner);
    const revoked = await call(app, 'DELETE', `/api/v1/devices/${device.id}`, { as: { bearer: owner.token } });
    expect(revoked.status, revoked.raw).toBe(204);
    const beat = await call<{ error: { code: string } }>(app, 'POST', `/api/v1/devices/${device.id}/heartbeat`, { as: { bearer: device.token } });
    expect(beat.status).toBe(401);
    expect(beat.body.error.code).toBe('unauthorized');
    expect((await call<{ data: unknown[] }>(app, 'GET', '/api/v1/devices', { as: { bearer: owner.token } })).body.data).toEqual([]);
    expect((await auditActions(owner.session.organization.id)).map(([action]) => action)).toEqual(['device.registered', 'device.revoked']);
  });
});

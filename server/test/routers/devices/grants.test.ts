import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, createAgent, type Credential } from '../../support/identity.js';
import { deviceOwner, registerDevice } from './fixtures.js';

const app = useTestApp();

interface Grant {
  device_id: string;
  agent_id: string;
  agent_name: string;
  granted_by: string;
  created_at: string;
}

const grantsOf = (deviceId: string) => `/api/v1/devices/${deviceId}/grants`;
const grant = (as: Credential, deviceId: string, agentId: string) => call<Grant & ErrorEnvelope>(app, 'POST', grantsOf(deviceId), { as, body: { agent_id: agentId } });
const revoke = (as: Credential, deviceId: string, agentId: string) => call<ErrorEnvelope>(app, 'DELETE', `${grantsOf(deviceId)}/${agentId}`, { as });
const list = (as: Credential, deviceId: string) => call<{ data: Grant[] } & ErrorEnvelope>(app, 'GET', grantsOf(deviceId), { as });

describe('granting a device to an agent', () => {
  it('grants once by personal token or browser session (granting again answers the same grant), lists, revokes, each change audited once', async () => {
    const owner = await deviceOwner(app);
    const agent = await createAgent(app, { bearer: owner.token });
    const device = await registerDevice(app, owner);
    const first = await grant({ bearer: owner.token }, device.id, agent.agent.id);
    expect(first.status, first.raw).toBe(201);
    expect(first.body).toEqual({ device_id: device.id, agent_id: agent.agent.id, agent_name: 'Researcher', granted_by: owner.session.user.id, created_at: expect.any(String) });
    expect((await grant({ cookie: owner.cookie }, device.id, agent.agent.id)).body).toEqual(first.body);
    const member = await addMember(app, owner.session.organization.id, 'member');
    expect((await list({ cookie: member.cookie }, device.id)).body.data).toEqual([first.body]);
    const revoked = await revoke({ cookie: owner.cookie }, device.id, agent.agent.id);
    expect(revoked.status, revoked.raw).toBe(204);
    expect((await list({ bearer: owner.token }, device.id)).body.data).toEqual([]);
    const actions = await app.db.prisma.auditEntry.findMany({ where: { targetId: device.id, action: { in: ['device.granted', 'device.grant_revoked'] } }, orderBy: { seq: 'asc' } });
    expect(actions.map((entry) => [entry.action, entry.actorType, entry.agentId])).toEqual([
      ['device.granted', 'user', agent.agent.id],
      ['device.grant_revoked', 'user', agent.agent.id],
    ]);
  });

  it('is 404 for a revoked device, an agent of another organization, and a revoke of what was not granted; 400 without an agent; nothing changes', async () => {
    const owner = await deviceOwner(app);
    const other = await deviceOwner(app);
    const as = { bearer: owner.token };
    const ours = await createAgent(app, as);
    const theirs = await createAgent(app, { bearer: other.token });
    const device = await registerDevice(app, owner);
    expect((await grant(as, device.id, theirs.agent.id)).body.error).toMatchObject({ code: 'not_found' });
    expect((await revoke(as, device.id, ours.agent.id)).status).toBe(404);
    const missing = await call<ErrorEnvelope>(app, 'POST', grantsOf(device.id), { as, body: {} });
    expect(missing.status, missing.raw).toBe(400);
    expect(missing.body.error.details?.[0]).toMatchObject({ path: 'agent_id' });
    const revokedDevice = await registerDevice(app, owner, 'Old scanner');
    expect((await call(app, 'DELETE', `/api/v1/devices/${revokedDevice.id}`, { as })).status).toBe(204);
    expect((await grant(as, revokedDevice.id, ours.agent.id)).status).toBe(404);
    expect((await list(as, revokedDevice.id)).status).toBe(404);
    expect(await app.db.prisma.deviceGrant.count({ where: { deviceId: { in: [device.id, revokedDevice.id] } } })).toBe(0);
  });

  it('a member may list but not grant or revoke (403), and a device token reaches none of these routes (403)', async () => {
    const owner = await deviceOwner(app);
    const as = { bearer: owner.token };
    const agent = await createAgent(app, as);
    const device = await registerDevice(app, owner);
    await grant(as, device.id, agent.agent.id);
    const member = await addMember(app, owner.session.organization.id, 'member');
    expect((await grant({ cookie: member.cookie }, device.id, agent.agent.id)).status).toBe(403);
    expect((await revoke({ cookie: member.cookie }, device.id, agent.agent.id)).status).toBe(403);
    expect((await grant({ bearer: device.token }, device.id, agent.agent.id)).status).toBe(403);
    expect((await list({ bearer: device.token }, device.id)).status).toBe(403);
    expect((await list(as, device.id)).body.data).toHaveLength(1);
  });
});

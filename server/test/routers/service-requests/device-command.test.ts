import { describe, expect, it } from 'vitest';
import { getOperation } from '../../../src/domain/catalog/index.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, dispatchAs, setBalance, type DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { deviceOwner, registerDevice, type RegisteredDevice } from '../devices/fixtures.js';

const app = useTestApp();

const COMMAND = 'device.command';
const PRICE = getOperation(COMMAND).pricing.costCents!;

interface Queued {
  id: string;
  device_id: string;
  command: string;
  payload: Record<string, unknown>;
  status: string;
  claims: number;
}

/** An agent bound to device.command (with `binding`), a device of its organization, and 1,000 cents in the wallet. */
async function printer(binding: Record<string, unknown> = {}): Promise<DispatchFixture & { device: RegisteredDevice }> {
  const fixture = await agentWithBindings(app, { [COMMAND]: binding });
  const device = await registerDevice(app, fixture);
  await setBalance(app, fixture.owner.session.organization.id, 1_000);
  return { ...fixture, device };
}

const grant = (fixture: DispatchFixture & { device: RegisteredDevice }) =>
  call(app, 'POST', `/api/v1/devices/${fixture.device.id}/grants`, { as: { bearer: fixture.token }, body: { agent_id: fixture.agentId } });

const command = (fixture: DispatchFixture & { device: RegisteredDevice }, key = fixture.liveKey, deviceId = fixture.device.id) =>
  dispatchAs(app, key, { operation: COMMAND, payload: { device_id: deviceId, command: 'print', payload: { file: 'report.pdf' } } });

const claim = (device: RegisteredDevice) => call<{ data: Queued[] }>(app, 'GET', `/api/v1/devices/${device.id}/commands?status=pending`, { as: { bearer: device.token } });

describe('device.command through POST /service-requests', () => {
  it('queues the command for a granted device as the agent: executed at its price, audited with the agent the actor, then claimed by the device', async () => {
    const fixture = await printer();
    expect((await grant(fixture)).status).toBe(201);
    const sent = await command(fixture);
    expect(sent.status, sent.raw).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'executed',
      cost_cents: PRICE,
      result: { command: { device_id: fixture.device.id, command: 'print', payload: { file: 'report.pdf' }, status: 'pending', claims: 0 } },
    });
    const queued = (sent.body.result as { command: Queued }).command;
    const stored = await app.db.prisma.deviceCommand.findUniqueOrThrow({ where: { id: queued.id } });
    expect(stored.createdBy).toBe(fixture.agentId);
    const audited = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'device_command.queued', targetId: queued.id } });
    expect(audited).toMatchObject({ actorType: 'agent', actorId: fixture.agentId, agentId: fixture.agentId, details: { device_id: fixture.device.id, command: 'print' } });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000 - PRICE, held_cents: 0 });

    const claimed = await claim(fixture.device);
    expect(claimed.status, claimed.raw).toBe(200);
    expect(claimed.body.data.map((row) => [row.id, row.command, row.claims])).toEqual([[queued.id, 'print', 1]]);
  });

  it('a test key checks the grant the same and queues nothing, free', async () => {
    const fixture = await printer();
    await grant(fixture);
    expect((await command(fixture, fixture.testKey)).body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { command: null } });
    expect((await claim(fixture.device)).body.data).toEqual([]);
  });

  it('is blocked resource_not_granted, nothing queued or debited, for a device not granted, one of another organization, and an unknown id', async () => {
    const fixture = await printer();
    const stranger = await deviceOwner(app);
    const theirs = await registerDevice(app, stranger);
    for (const deviceId of [fixture.device.id, theirs.id, 'dev_unknown']) {
      const sent = await command(fixture, fixture.liveKey, deviceId);
      expect(sent.status, sent.raw).toBe(200);
      expect(sent.body).toMatchObject({ status: 'blocked', reason_code: 'resource_not_granted', cost_cents: 0, result: { detail: expect.stringContaining(deviceId) } });
    }
    expect((await claim(fixture.device)).body.data).toEqual([]);
    expect((await claim(theirs)).body.data).toEqual([]);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000, held_cents: 0 });
  });

  it('is blocked once the grant is revoked, and once the device is revoked', async () => {
    const fixture = await printer();
    await grant(fixture);
    expect((await command(fixture)).body.status).toBe('executed');
    const ungranted = await call(app, 'DELETE', `/api/v1/devices/${fixture.device.id}/grants/${fixture.agentId}`, { as: { bearer: fixture.token } });
    expect(ungranted.status, ungranted.raw).toBe(204);
    expect((await command(fixture)).body).toMatchObject({ status: 'blocked', reason_code: 'resource_not_granted' });

    await grant(fixture);
    expect((await call(app, 'DELETE', `/api/v1/devices/${fixture.device.id}`, { as: { bearer: fixture.token } })).status).toBe(204);
    expect((await command(fixture)).body).toMatchObject({ status: 'blocked', reason_code: 'resource_not_granted' });
    expect(await app.db.prisma.deviceCommand.count({ where: { deviceId: fixture.device.id } })).toBe(1);
  });

  it('keeps the binding’s budget: past its monthly budget it is blocked, nothing queued', async () => {
    const fixture = await printer({ monthly_budget_cents: 0 });
    await grant(fixture);
    expect((await command(fixture)).body).toMatchObject({ status: 'blocked', reason_code: 'monthly_budget_exceeded', cost_cents: 0 });
    expect((await claim(fixture.device)).body.data).toEqual([]);
  });

  it('keeps the binding’s approval threshold: nothing is queued until a person approves', async () => {
    const fixture = await printer({ approval_threshold_cents: 0 });
    await grant(fixture);
    const gated = await command(fixture);
    expect(gated.body).toMatchObject({ status: 'approval_required', reason_code: 'approval_threshold' });
    expect((await claim(fixture.device)).body.data).toEqual([]);
    const approved = await call(app, 'POST', `/api/v1/approvals/${gated.body.approval_id}/approve`, { as: { bearer: fixture.token } });
    expect(approved.status, approved.raw).toBe(200);
    const read = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${gated.body.id}`, { as: { bearer: fixture.liveKey } });
    expect(read.body).toMatchObject({ status: 'executed', cost_cents: PRICE });
    const queued = (read.body.result as { command: Queued }).command;
    expect((await claim(fixture.device)).body.data.map((row) => row.id)).toEqual([queued.id]);
  });
});

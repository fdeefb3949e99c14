import { describe, expect, it } from 'vitest';
import { expectNoPageErrors, PHONE, screenshot, useConsoleApp, useConsoleBrowser } from '../support/browser.js';
import { expectNoGrantControls, grantAndRevokeThroughPage } from '../support/agent-grants.js';
import { addMember, call, createAgent, signup, type TestUser } from '../support/identity.js';

const app = useConsoleApp();
const browser = useConsoleBrowser(app);

const devicesOf = async (user: TestUser) =>
  (await call<{ data: { id: string; name: string; online: boolean }[] }>(app, 'GET', '/api/v1/devices', { as: { cookie: user.cookie } })).body.data;

const grantedAgentsOf = async (user: TestUser, deviceId: string) =>
  (await call<{ data: { agent_id: string }[] }>(app, 'GET', `/api/v1/devices/${deviceId}/grants`, { as: { cookie: user.cookie } })).body.data.map((grant) => grant.agent_id);

describe('the devices page', () => {
  it('grants a device to an agent and revokes it; a member sees the grants without grant controls', async () => {
    const owner = await signup(app);
    const { agent } = await createAgent(app, { cookie: owner.cookie });
    const made = await call<{ device: { id: string } }>(app, 'POST', '/api/v1/devices', { as: { cookie: owner.cookie }, body: { name: 'Lab printer' } });
    const id = made.body.device.id;
    const page = await browser.page({ user: owner });
    page.setDefaultTimeout(10_000);
    await page.goto(`/devices/${id}`);
    await page.getByRole('heading', { name: 'Agents' }).waitFor();
    await grantAndRevokeThroughPage(page, agent, 'queue commands for this device', () => grantedAgentsOf(owner, id));
    expectNoPageErrors(page);

    expect((await call(app, 'POST', `/api/v1/devices/${id}/grants`, { as: { cookie: owner.cookie }, body: { agent_id: agent.id } })).status).toBe(201);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const seen = await browser.page({ user: member });
    seen.setDefaultTimeout(10_000);
    await seen.goto(`/devices/${id}`);
    await expectNoGrantControls(seen, agent.name, 'Admins and owners grant devices to agents.');
    expectNoPageErrors(seen);
  });

  it('registers a device with its token shown once, shows it online after a heartbeat, its sessions and a queued command, and revokes it', async () => {
    const owner = await signup(app);
    const page = await browser.page({ user: owner });
    page.setDefaultTimeout(10_000);
    await page.goto('/devices');
    await page.getByText('No devices yet').waitFor();

    await page.getByLabel('Name').fill('Lab printer');
    await page.getByRole('button', { name: 'Register device' }).click();
    const secret = page.locator('code[data-secret="Device token"]');
    await secret.waitFor();
    const token = (await secret.textContent())!;
    expect(token).toMatch(/^device_token_/);
    await page.getByRole('button', { name: 'Copy Device token' }).waitFor();
    const [device] = await devicesOf(owner);
    expect(device).toMatchObject({ name: 'Lab printer', online: false });
    await page.locator('tbody tr', { hasText: 'Lab printer' }).getByText('offline', { exact: true }).waitFor();
    await screenshot(page, 'devices-registered');

    // The token shown is the device's: its heartbeat makes it online, its session is listed.
    const as = { bearer: token };
    expect((await call(app, 'POST', `/api/v1/devices/${device!.id}/heartbeat`, { as })).status).toBe(200);
    expect((await call(app, 'POST', `/api/v1/devices/${device!.id}/sessions`, { as, body: { metadata: { shell: 'bash' } } })).status).toBe(201);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await secret.waitFor({ state: 'detached' });
    await page.reload();
    const row = page.locator('tbody tr', { hasText: 'Lab printer' });
    await row.getByText('online', { exact: true }).waitFor();
    expect(await row.locator('td').nth(2).textContent()).not.toBe('Never');

    await row.getByRole('link', { name: 'Lab printer' }).click();
    await page.getByRole('heading', { name: 'Lab printer', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Device sessions' }).getByText('"shell": "bash"').waitFor();
    await page.getByText('No commands yet').waitFor();
    await page.getByLabel('Command').fill('print');
    await page.getByLabel('Payload').fill('{"file": "report.pdf"}');
    await page.getByRole('button', { name: 'Queue command' }).click();
    const command = page.getByRole('region', { name: 'Commands' }).locator('tbody tr', { hasText: 'print' });
    await command.getByText('pending', { exact: true }).waitFor();
    await command.getByText('"file": "report.pdf"').waitFor();
    // The device claims it and reports it done: the page, re-reading while one is pending, shows the outcome.
    const claimed = await call<{ data: { id: string; command: string; payload: unknown }[] }>(app, 'GET', `/api/v1/devices/${device!.id}/commands?status=pending`, { as });
    expect(claimed.body.data).toMatchObject([{ command: 'print', payload: { file: 'report.pdf' } }]);
    expect((await call(app, 'POST', `/api/v1/devices/${device!.id}/commands/${claimed.body.data[0]!.id}/done`, { as, body: { result: { printed: true, pages: 3 } } })).status).toBe(200);
    await command.getByText('done', { exact: true }).waitFor();
    await command.getByLabel('Result of print').getByText('"pages": 3').waitFor();
    expect(await command.locator('td').nth(3).textContent()).toBe('1');
    await screenshot(page, 'device');

    await page.getByRole('link', { name: 'All devices' }).click();
    await page.getByRole('button', { name: 'Revoke Lab printer' }).click();
    await page.getByRole('button', { name: 'Revoke Lab printer? Its token stops working at once.' }).click();
    await page.getByText('No devices yet').waitFor();
    expect((await call(app, 'POST', `/api/v1/devices/${device!.id}/heartbeat`, { as })).status).toBe(401);
    expectNoPageErrors(page);
  });

  it('says in words why a payload or a command is refused, and that a revoked device is gone', async () => {
    const owner = await signup(app);
    const made = await call<{ device: { id: string } }>(app, 'POST', '/api/v1/devices', { as: { cookie: owner.cookie }, body: { name: 'Kiosk' } });
    const id = made.body.device.id;
    const page = await browser.page({ user: owner, viewport: PHONE });
    page.setDefaultTimeout(10_000);
    await page.goto(`/devices/${id}`);
    await page.getByRole('heading', { name: 'Kiosk', level: 1 }).waitFor();
    await page.getByText('No sessions yet').waitFor();

    // Not JSON: said beside the payload, nothing sent.
    await page.getByLabel('Command').fill('reboot');
    await page.getByLabel('Payload').fill('{reboot: now}');
    await page.getByRole('button', { name: 'Queue command' }).click();
    await page.getByText(/The payload is not valid JSON/).waitFor();
    expect(await page.getByLabel('Payload').getAttribute('aria-invalid')).toBe('true');

    // Revoked meanwhile (another window): the server's 404 in words, nothing queued.
    expect((await call(app, 'DELETE', `/api/v1/devices/${id}`, { as: { cookie: owner.cookie } })).status).toBe(204);
    await page.getByLabel('Payload').fill('{}');
    await page.getByRole('button', { name: 'Queue command' }).click();
    // The refusal under the form; the commands list, re-read, says the same in its own place.
    const alert = page.locator('.form-error[role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`Device ${id} not found`);
    expect(await app.db.prisma.deviceCommand.count({ where: { deviceId: id } })).toBe(0);
    await screenshot(page, 'device-refused-phone');

    await page.reload();
    await page.getByRole('alert').getByText('This workspace has no such device: it may have been revoked, or belong to another workspace.').waitFor();
    expectNoPageErrors(page, [/404/]);
  });
});

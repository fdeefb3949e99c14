import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { AgentResponse } from '../../../src/routers/agents/agent.types.js';
import type { ApprovalResponse } from '../../../src/routers/approvals/approval.types.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import type { WorkspaceResponse } from '../../../src/routers/workspaces/workspace.types.js';
import { useTestApp } from '../../support/app.js';
import { CSV, dispatchAs } from '../../support/dispatch.js';
import { addMember, call, mintToken, sessionCookieOf, signup, type Credential } from '../../support/identity.js';
import { boundAgent, createWorkspace, switchTo, type WorkspacePage } from './fixtures.js';

const app = useTestApp();

type Usage = { data: { key: string; mode: string; requests: number; cost_cents: number }[] };

/** What a person sees of their active workspace: its agents, requests, approvals, usage per agent and balance. */
async function seen(as: Credential) {
  const get = async <T>(path: string) => {
    const result = await call<T>(app, 'GET', `/api/v1${path}`, { as });
    if (result.status !== 200) throw new Error(`${path}: ${result.status} ${result.raw}`);
    return result.body;
  };
  return {
    agents: (await get<{ data: AgentResponse[] }>('/agents')).data.map((agent) => agent.name),
    requests: (await get<{ data: ServiceRequestResponse[] }>('/service-requests')).data.map((request) => request.id),
    approvals: (await get<{ data: ApprovalResponse[] }>('/approvals')).data.map((approval) => approval.id),
    usage: (await get<Usage>('/usage?group_by=agent')).data.map((row) => [row.key, row.mode, row.requests, row.cost_cents]),
    balance: (await get<{ balance_cents: number }>('/balance')).balance_cents,
  };
}

describe('POST /api/v1/workspaces/switch', () => {
  it('moves only the credential it is called with: a token, or a browser session (and where the next sign-in starts, clearing the active team); audited', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    const userId = owner.session.user.id;
    const token = await mintToken(app, owner);
    const research = await createWorkspace(app, { bearer: token }, 'Research');
    const home = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
    const team = await app.db.prisma.team.create({ data: { id: newId('team'), orgId, workspaceId: home.id, name: 'Home team' } });
    await app.db.prisma.membership.updateMany({ where: { orgId, userId }, data: { activeTeamId: team.id } });
    const active = async (as: Credential) =>
      (await call<WorkspacePage>(app, 'GET', '/api/v1/workspaces', { as })).body.data.filter((workspace) => workspace.is_active).map((workspace) => workspace.name);

    // The token moves; the browser, and where a sign-in starts, stay.
    const result = await call<WorkspaceResponse>(app, 'POST', '/api/v1/workspaces/switch', { as: { bearer: token }, body: { workspace_id: research.id } });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({ ...research, is_active: true });
    expect(await active({ bearer: token })).toEqual(['Research']);
    expect(await active({ cookie: owner.cookie })).toEqual(['Default']);
    expect(await app.db.prisma.membership.findFirstOrThrow({ where: { orgId, userId } })).toMatchObject({ activeWorkspaceId: home.id, activeTeamId: team.id });
    const listed = await call<{ data: { workspace_id: string }[] }>(app, 'GET', '/api/v1/personal-tokens', { as: { cookie: owner.cookie } });
    expect(listed.body.data.map((row) => row.workspace_id)).toEqual([research.id]);
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { orgId, action: 'workspace.switched' } });
    expect(entry).toMatchObject({ actorType: 'user', actorId: userId, targetType: 'workspace', targetId: research.id });

    // The browser moves; the token stays; the next sign-in starts in Research, with no team.
    const back = await switchTo(app, { cookie: owner.cookie }, research.id);
    expect(back).toMatchObject({ id: research.id, is_active: true });
    await switchTo(app, { bearer: token }, home.id);
    expect(await active({ cookie: owner.cookie })).toEqual(['Research']);
    expect(await active({ bearer: token })).toEqual(['Default']);
    expect(await app.db.prisma.membership.findFirstOrThrow({ where: { orgId, userId } })).toMatchObject({ activeWorkspaceId: research.id, activeTeamId: null });
    const login = await call(app, 'POST', '/api/v1/auth/login', { body: { email: owner.email, password: owner.password } });
    expect(await active({ cookie: sessionCookieOf(login.headers) })).toEqual(['Research']);
  });

  it('moves one browser, not the person\'s other browser nor a token minted before', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const research = await createWorkspace(app, { cookie: owner.cookie }, 'Research');
    const login = await call(app, 'POST', '/api/v1/auth/login', { body: { email: owner.email, password: owner.password } });
    const otherBrowser = { cookie: sessionCookieOf(login.headers) };
    await switchTo(app, { cookie: owner.cookie }, research.id);
    expect(await seen({ cookie: owner.cookie })).toMatchObject({ agents: [], balance: 0 });
    for (const as of [otherBrowser, { bearer: token }]) expect(await seen(as)).toMatchObject({ agents: ['Primary agent'], balance: 500 });
  });

  it('is open to members, and moves only the caller', async () => {
    const owner = await signup(app);
    const research = await createWorkspace(app, { cookie: owner.cookie }, 'Research');
    const member = await addMember(app, owner.session.organization.id, 'member');
    expect(await switchTo(app, { cookie: member.cookie }, research.id)).toMatchObject({ id: research.id, is_active: true });
    const ownerView = await call<WorkspacePage>(app, 'GET', '/api/v1/workspaces', { as: { cookie: owner.cookie } });
    expect(ownerView.body.data.find((workspace) => workspace.is_active)?.name).toBe('Default');
  });

  it('changes the agents, requests, approvals, usage and balance seen; new agents land and pay in the new workspace', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const as = { bearer: token };
    const worker = await boundAgent(app, as, 'Home worker', { [CSV.operation]: {} });
    const gated = await boundAgent(app, as, 'Home gated', { [CSV.operation]: { approval_threshold_cents: 0 } });
    const done = await dispatchAs(app, worker.liveKey, CSV);
    expect(done.body).toMatchObject({ status: 'executed', cost_cents: 1 });
    const queued = await dispatchAs(app, gated.liveKey, CSV);
    expect(queued.body.status).toBe('approval_required');
    const home = await seen(as);

    const research = await createWorkspace(app, as, 'Research');
    await switchTo(app, as, research.id);
    expect(await seen(as)).toEqual({ agents: [], requests: [], approvals: [], usage: [], balance: 0 });

    const newcomer = await boundAgent(app, as, 'Research worker', { [CSV.operation]: {} });
    expect((await app.db.prisma.agent.findUniqueOrThrow({ where: { id: newcomer.id } })).workspaceId).toBe(research.id);
    // The new workspace's wallet holds nothing: the trial balance stays with the default workspace.
    const blocked = await dispatchAs(app, newcomer.liveKey, CSV);
    expect(blocked.body).toMatchObject({ status: 'blocked', reason_code: 'insufficient_balance', cost_cents: 0 });
    await app.db.prisma.wallet.update({ where: { workspaceId: research.id }, data: { balanceCents: 10n } });
    const paid = await dispatchAs(app, newcomer.liveKey, CSV);
    expect(paid.body).toMatchObject({ status: 'executed', cost_cents: 1 });
    const newGated = await boundAgent(app, as, 'Research gated', { [CSV.operation]: { approval_threshold_cents: 0 } });
    const newQueued = await dispatchAs(app, newGated.liveKey, CSV);

    expect(await seen(as)).toEqual({
      agents: ['Research worker', 'Research gated'],
      requests: [blocked.body.id, paid.body.id, newQueued.body.id],
      approvals: [newQueued.body.approval_id],
      usage: [
        [newcomer.id, 'live', 2, 1],
        [newGated.id, 'live', 1, 0],
      ],
      balance: 9,
    });
    expect(home).toEqual({
      agents: ['Primary agent', 'Home worker', 'Home gated'],
      requests: [done.body.id, queued.body.id],
      approvals: [queued.body.approval_id],
      usage: [
        [worker.id, 'live', 1, 1],
        [gated.id, 'live', 1, 0],
      ],
      balance: 499,
    });

    const defaultId = (await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId: owner.session.organization.id, isDefault: true } })).id;
    await switchTo(app, as, defaultId);
    expect(await seen(as)).toEqual(home);
  });

  it('leaves agents, requests and approvals of other workspaces readable and decidable by id; a dispatch pays from its agent\'s workspace', async () => {
    const owner = await signup(app);
    const as = { bearer: await mintToken(app, owner) };
    const worker = await boundAgent(app, as, 'Home worker', { [CSV.operation]: {} });
    const gated = await boundAgent(app, as, 'Home gated', { [CSV.operation]: { approval_threshold_cents: 0 } });
    const done = await dispatchAs(app, worker.liveKey, CSV);
    const queued = await dispatchAs(app, gated.liveKey, CSV);
    const research = await createWorkspace(app, as, 'Research');
    await switchTo(app, as, research.id);

    expect((await call(app, 'GET', `/api/v1/agents/${worker.id}`, { as })).status).toBe(200);
    const request = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${done.body.id}`, { as });
    expect(request.body).toMatchObject({ id: done.body.id, status: 'executed' });
    const approved = await call<ApprovalResponse>(app, 'POST', `/api/v1/approvals/${queued.body.approval_id}/approve`, { as });
    expect(approved.status, approved.raw).toBe(200);
    expect(approved.body.service_request).toMatchObject({ status: 'executed', cost_cents: 1 });
    // Both debits went to the default workspace's wallet; the active one is untouched.
    const wallets = await app.db.prisma.wallet.findMany({ where: { orgId: owner.session.organization.id }, include: { workspace: true } });
    expect(Object.fromEntries(wallets.map((wallet) => [wallet.workspace.name, wallet.balanceCents]))).toEqual({ Default: 498n, Research: 0n });
    // An agent's own dispatches read its own workspace's wallet, whatever the people's active one.
    const self = await call<{ wallet: { balance_cents: number } }>(app, 'GET', '/api/v1/agents/me', { as: { bearer: worker.liveKey } });
    expect(self.body.wallet.balance_cents).toBe(498);
  });
});

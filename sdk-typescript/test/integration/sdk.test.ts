/**
 * The SDK against a real server (started by global-setup.ts on a free port with a fresh embedded
 * PostgreSQL): dispatch in test mode, createAndWait, approvals, an event stream, list iteration, audit verification,
 * workflows, publishing (publish requests, publications, the marketplace, skill proposals), error kinds on bad credentials.
 */
import { describe, expect, inject, it } from 'vitest';
import { Proctor, ProctorError, type ServiceRequest } from '../../src/index.js';

const live = inject('live');
const agent = new Proctor({ baseURL: live.baseURL, agentKey: live.testAgentKey, token: null, logLevel: 'off' });
const admin = new Proctor({ baseURL: live.baseURL, token: live.token, agentKey: null, logLevel: 'off' });

describe('against a running server', () => {
  it('platform and catalog endpoints need no credential', async () => {
    const anonymous = new Proctor({ baseURL: live.baseURL, agentKey: null, token: null, logLevel: 'off' });
    expect((await anonymous.platform.health()).status).toBe('ok');
    expect((await anonymous.platform.ready()).status).toBe('ready');
    const docs = await anonymous.agentDocs.retrieve();
    expect(docs.operations.map((o) => o.operation)).toContain('web_search.search');
  });

  it('dispatches in test mode and answers a typed result', async () => {
    const { data, requestId, idempotencyKey } = await agent.serviceRequests
      .create({ operation: 'web_search.search', payload: { query: 'governed agents' } })
      .withResponse();
    expect(requestId).toMatch(/^req_/);
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.mode).toBe('test');
    expect(data.status).toBe('executed');
    if (data.status === 'executed') expect(Array.isArray(data.result.results)).toBe(true);
    expect(data.cost_cents).toBe(0);
  });

  it('agents.me answers the agent its bindings and what each limit has left, in the mode of its key', async () => {
    await agent.serviceRequests.create({ operation: 'data.csv_parse', payload: { csv: 'a\n1\n' } });
    const self = await agent.agents.me();
    expect(self.mode).toBe('test');
    const csv = self.bindings.find((binding) => binding.operation === 'data.csv_parse');
    expect(csv?.daily_limit).toBe(1000);
    expect(csv!.today.requests).toBeGreaterThanOrEqual(1);
    expect(csv!.today.remaining_requests).toBe(1000 - csv!.today.requests!);
    expect(self.wallet.available_cents).toBe(self.wallet.balance_cents - self.wallet.held_cents);
  });

  it('a replay with the same Idempotency-Key answers the same request; another body is idempotency_conflict', async () => {
    const key = crypto.randomUUID();
    const first = await agent.serviceRequests.create({ operation: 'data.csv_parse', payload: { csv: 'a,b\n1,2\n' } }, { idempotencyKey: key });
    const again = await agent.serviceRequests.create({ operation: 'data.csv_parse', payload: { csv: 'a,b\n1,2\n' } }, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    const error = await agent.serviceRequests
      .create({ operation: 'data.csv_parse', payload: { csv: 'x\n1\n' } }, { idempotencyKey: key })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProctorError);
    expect(error).toMatchObject({ kind: 'idempotency_conflict', status: 409, code: 'idempotency_conflict', idempotencyKey: key, attempts: 1 });
  });

  it('outcomes are return values: blocked (no binding) and failed (sandbox trigger)', async () => {
    const blocked = await agent.serviceRequests.create({ operation: 'email.send', payload: { to: 'a@example.com', subject: 's', body: 'b' } });
    expect(blocked.status).toBe('blocked');
    expect(blocked.reason_code).toBe('policy_violation');
    const failed = await agent.serviceRequests.create({ operation: 'web_search.search', payload: { query: 'sandbox:fail' } });
    expect(failed.status).toBe('failed');
    expect(failed.reason_code).toBe('adapter_error');
    if (failed.status === 'failed') expect(failed.result.detail).toBeTruthy();
  });

  it('createAndWait returns a terminal request; retrieve reads it back with the agent key', async () => {
    const done = await agent.serviceRequests.createAndWait({ operation: 'data.csv_parse', payload: { csv: 'name,qty\nbolt,3\n' } });
    expect(done.status).toBe('executed');
    const again = await agent.serviceRequests.retrieve(done.id);
    expect(again.id).toBe(done.id);
    expect(again.status).toBe('executed');
  });

  it('approval flow: approval_required, listed for the reviewer, approved, then executed', async () => {
    const pending = await agent.serviceRequests.create({ operation: 'chat.send', payload: { channel: 'ops', text: 'deploy done' } });
    expect(pending.status).toBe('approval_required');
    if (pending.status !== 'approval_required') return;
    const listed: string[] = [];
    for await (const approval of admin.approvals.list({ status: 'pending' })) listed.push(approval.id);
    expect(listed).toContain(pending.approval_id);
    await admin.approvals.approve(pending.approval_id, { note: 'fine' });
    const after = await agent.serviceRequests.retrieve(pending.id);
    expect(after.status).toBe('executed');

    const second = await agent.serviceRequests.create({ operation: 'chat.send', payload: { channel: 'ops', text: 'again' } });
    if (second.status !== 'approval_required') throw new Error(`expected approval_required, got ${second.status}`);
    await admin.approvals.reject(second.approval_id, { reason: 'not now' });
    const rejected = await admin.serviceRequests.retrieve(second.id);
    expect(rejected).toMatchObject({ status: 'blocked', reason_code: 'approval_rejected' });
  });

  it("streams a request's events: approval_required, then its outcome once approved, then done", async () => {
    const pending = await agent.serviceRequests.create({ operation: 'chat.send', payload: { channel: 'ops', text: 'stream me' } });
    if (pending.status !== 'approval_required') throw new Error(`expected approval_required, got ${pending.status}`);
    const stream = agent.serviceRequests.events(pending.id);
    const seen: [string, string][] = [];
    for await (const event of stream) {
      seen.push([event.event, event.data.status]);
      if (event.data.status === 'approval_required') await admin.approvals.approve(pending.approval_id);
    }
    expect(seen).toEqual([
      ['status', 'approval_required'],
      ['status', 'executed'],
      ['done', 'executed'],
    ]);
    // Resumed after its last event, the stream has only the end left.
    const resumed = agent.serviceRequests.events(pending.id, { headers: { 'last-event-id': stream.lastEventId! } });
    expect((await resumed.finalEvent())?.event).toBe('done');
  });

  it('spawns a child, delegates it a task the child dispatches for, and iterates the activity ledger', async () => {
    const { agent: child, api_key } = await agent.agents.spawn({ name: 'SDK child', services: ['data.csv_parse'], monthly_budget_cents: 50 });
    expect(child.parent_agent_id).toBe(live.agentId);
    expect(api_key).toMatch(/^agent_key_test_/);
    const task = await agent.agents.delegatedTasks.create(live.agentId, { child_agent_id: child.id, title: 'Parse', budget_cents: 5, operations: ['data.csv_parse'] });
    const childClient = agent.withOptions({ agentKey: api_key });
    await childClient.agents.delegatedTasks.update(child.id, task.id, { status: 'in_progress' });
    const done = await childClient.serviceRequests.create({ operation: 'data.csv_parse', payload: { csv: 'a\n1\n' } }, { delegatedTaskId: task.id });
    expect(done.status).toBe('executed');
    expect((await childClient.agents.delegatedTasks.retrieve(child.id, task.id)).spent_cents).toBe(1);
    const types: string[] = [];
    for await (const item of childClient.agents.activity.list(child.id, { limit: 1 })) types.push(`${item.type}:${item.action}`);
    expect(types).toEqual(['service_call:service_request.executed', 'delegation:delegated_task.updated', 'delegation:delegated_task.created', 'audit:agent.spawned']);
  });

  it('remembers, searches by meaning, and draws the memory graph', async () => {
    const first = await agent.agents.memories.create(live.agentId, { content: 'Acme ships bolts within two days', kind: 'fact' });
    await agent.agents.memories.create(live.agentId, { content: 'Invoices go to billing', links: [first.id] });
    const found = await agent.agents.memories.list(live.agentId, { query: 'Acme ships bolts', limit: 1 });
    expect(found.data[0]).toMatchObject({ id: first.id, accessCount: 1, access_count: 1 });
    expect(typeof found.data[0]!.relevanceScore).toBe('number');
    const graph = await agent.agents.memories.graph(live.agentId);
    expect(graph.edges).toContainEqual({ source: expect.stringMatching(/^memo_/), target: first.id });
  });

  it('iterates lists across pages without awaiting, and verifies the audit chain', async () => {
    for (let i = 0; i < 3; i++) await agent.serviceRequests.create({ operation: 'web_search.search', payload: { query: `page ${i}` } });
    const seqs: number[] = [];
    for await (const entry of admin.auditLogs.list({ limit: 2 })) seqs.push(entry.seq);
    expect(seqs.length).toBeGreaterThan(4);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    let pages = 0;
    for await (const page of admin.auditLogs.list({ limit: 2 }).iterPages()) {
      pages += 1;
      expect(page.data.length).toBeLessThanOrEqual(2);
    }
    expect(pages).toBeGreaterThan(2);
    const requests: string[] = [];
    for await (const r of admin.serviceRequests.list({ agent_id: live.agentId, limit: 3 })) requests.push((r as ServiceRequest).id);
    expect(requests.length).toBeGreaterThan(3);

    const verification = await admin.auditLogs.verify();
    expect(verification.valid).toBe(true);
    expect(verification.entries).toBe(seqs.length);
  });

  it('management resources: agents, bindings, usage, balance, session, personal tokens with the cookie', async () => {
    const agents: string[] = [];
    for await (const a of admin.agents.list()) agents.push(a.id);
    expect(agents).toContain(live.agentId);
    const bindings = await admin.agents.bindings.list(live.agentId);
    expect(bindings.data.map((b) => b.operation)).toContain('web_search.search');
    const voiceConfig = { rate: 1.2, language: 'pt-BR' };
    const created = await admin.agents.create({ name: 'Temporary', systemPrompt: 'Be brief.', voiceConfig, defaultModelId: 'openai/gpt-4o-mini' });
    expect(await admin.agents.retrieve(created.agent.id)).toMatchObject({ systemPrompt: 'Be brief.', voiceConfig, defaultModelId: 'openai/gpt-4o-mini' });
    await admin.agents.bindings.upsert(created.agent.id, { operation: 'web_search.search', daily_limit: 5 });
    await admin.agents.bindings.delete(created.agent.id, 'web_search.search');
    const rotated = await admin.agents.rotateKey(created.agent.id, { mode: 'test' });
    expect(rotated.api_key).toMatch(/^agent_key_test_/);
    const budget = await admin.agents.setBudget(created.agent.id, { monthly_budget_cents: 100 });
    expect(budget.id).toBe(created.agent.id);
    const clone = await admin.agents.clone(created.agent.id, { name: 'Clone' });
    expect(clone.agent.name).toBe('Clone');

    expect((await admin.balance.retrieve()).balance_cents).toBeGreaterThanOrEqual(0);
    expect(await admin.usage.retrieve({ group_by: 'operation' })).toBeTruthy();
    expect((await admin.auth.session()).organization).toBeTruthy();

    const session = { headers: { cookie: live.cookie, origin: live.baseURL } };
    const minted = await admin.personalTokens.create({ name: 'via sdk' }, session);
    expect(minted.token).toMatch(/^service_pat_live_/);
    const tokens: string[] = [];
    for await (const t of admin.personalTokens.list({}, session)) tokens.push(t.id);
    expect(tokens).toContain(minted.id);
    await admin.personalTokens.update(minted.id, { enabled: false }, session);
    const disabled = new Proctor({ baseURL: live.baseURL, token: minted.token, logLevel: 'off' });
    await expect(disabled.balance.retrieve()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    await admin.personalTokens.delete(minted.id, session);
  });

  it('models: the sandbox list, and a favorite whose id has a "/" added, listed and removed by that id', async () => {
    const list = await admin.models.list({ q: 'sandbox' });
    expect(list.source).toBe('sandbox');
    expect(list.data.map((model) => model.id)).toEqual(['proctor/sandbox']);
    const favorite = await admin.models.favorites.add({ model_id: 'openai/gpt-4o-mini' });
    expect(await admin.models.favorites.add({ model_id: 'openai/gpt-4o-mini' })).toEqual(favorite);
    expect((await admin.models.favorites.list()).data).toEqual([favorite]);
    await admin.models.favorites.remove('openai/gpt-4o-mini');
    expect((await admin.models.favorites.list()).data).toEqual([]);
  });

  it('workflows and their versions, with the cookie (the only credential they take)', async () => {
    const session = { headers: { cookie: live.cookie, origin: live.baseURL } };
    const workflow = await admin.workflows.create({ name: 'SDK workflow', description: 'made by the SDK' }, session);
    expect(workflow).toMatchObject({ name: 'SDK workflow', visibility: 'private' });
    expect((await admin.workflows.update(workflow.id, { description: null }, session)).description).toBeNull();
    expect((await admin.workflows.share(workflow.id, { visibility: 'org' }, session)).visibility).toBe('org');
    const steps = [{ label: 'Parse', type: 'service_call' as const, input: { operation: 'data.csv_parse', payload: { csv: '${input.csv}' } } }];
    const version = await admin.workflows.versions.create(workflow.id, { steps }, session);
    expect(version).toMatchObject({ number: 1, status: 'draft', steps });
    expect((await admin.workflows.versions.retrieve(workflow.id, version.id, session)).id).toBe(version.id);
    const versions: number[] = [];
    for await (const v of admin.workflows.versions.list(workflow.id, {}, session)) versions.push(v.number);
    expect(versions).toEqual([1]);
    const invalid = await admin.workflows.versions.create(workflow.id, { steps: [{ label: 'Bad', type: 'delay', input: { seconds: 0 } }] }, session).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 400, code: 'invalid_request' });
    const names: string[] = [];
    for await (const w of admin.workflows.list({}, session)) names.push(w.name);
    expect(names).toContain('SDK workflow');
    expect((await admin.workflows.retrieve(workflow.id, session)).id).toBe(workflow.id);
    expect(await admin.workflows.grant(workflow.id, { agent_id: live.agentId }, session)).toMatchObject({ workflow_id: workflow.id, agent_id: live.agentId });
    const seen: string[] = [];
    const run = await admin.workflows.runs.createAndWait(
      workflow.id,
      { agent_id: live.agentId, version_id: version.id, mode: 'test', input: { csv: 'a\n1\n' } },
      { ...session, onPoll: (state) => seen.push(state.status) },
    );
    expect(seen[0]).toBe('running');
    expect(run).toMatchObject({ status: 'completed', steps: [{ label: 'Parse', status: 'completed' }] });
    const started = run;
    const runs: string[] = [];
    for await (const r of admin.workflows.runs.list(workflow.id, {}, session)) runs.push(r.id);
    expect(runs).toEqual([started.id]);
    await expect(admin.workflows.runs.cancel(workflow.id, started.id, session)).rejects.toMatchObject({ status: 409, code: 'conflict' });
    await expect(admin.workflows.runs.rerunFailed(workflow.id, started.id, session)).rejects.toMatchObject({ status: 409, code: 'conflict' });
    await expect(admin.workflows.runs.retryStep(workflow.id, started.id, 'Parse', session)).rejects.toMatchObject({ status: 409, code: 'conflict' });
    await admin.workflows.revoke(workflow.id, { agent_id: live.agentId }, session);
    await admin.workflows.delete(workflow.id, session);
    await expect(admin.workflows.retrieve(workflow.id, session)).rejects.toMatchObject({ status: 404 });
    // The SDK knows from the document that workflows take a browser session only: a token alone is refused before any request.
    await expect(admin.workflows.list()).rejects.toMatchObject({ code: 'missing_credential', attempts: 0 });
  });

  it('publishing: an owner publishes at once, a publish.manage member reviews, an agent proposes a skill', async () => {
    const owner = { headers: { cookie: live.cookie, origin: live.baseURL } };
    const people = new Proctor({ baseURL: live.baseURL, agentKey: null, token: null, logLevel: 'off' });
    const unique = () => crypto.randomUUID().slice(0, 8);
    const steps = [{ label: 'Parse', type: 'service_call' as const, input: { operation: 'data.csv_parse', payload: { csv: '${input.csv}' } } }];
    const ownerSession = await admin.auth.session();
    expect(ownerSession.role).toBe('owner');
    expect(Array.isArray(ownerSession.permissions)).toBe(true);
    const orgId = ownerSession.organization.id;

    // An owner's request is approved at once, with its publication.
    const workflow = await admin.workflows.create({ name: `Published ${unique()}` }, owner);
    const version = await admin.workflows.versions.create(workflow.id, { steps }, owner);
    const published = await admin.workflows.versions.publish(workflow.id, version.id, owner);
    expect(published).toMatchObject({ kind: 'workflow', status: 'approved', workflow_id: workflow.id, version_id: version.id, version_number: 1, requested_by: ownerSession.user.id });
    expect(published.publication_id).toMatch(/^pub_/);
    expect((await admin.workflows.versions.retrieve(workflow.id, version.id, owner)).status).toBe('published');
    await admin.workflows.grant(workflow.id, { agent_id: live.agentId }, owner);
    const grants = await admin.workflows.listGrants(workflow.id, owner);
    expect(grants.data).toEqual([expect.objectContaining({ workflow_id: workflow.id, agent_id: live.agentId, agent_name: 'SDK test agent', granted_by: ownerSession.user.id })]);
    const listings: string[] = [];
    for await (const listing of admin.marketplace.listings.list({ kind: 'workflow' })) listings.push(`${listing.id}:${listing.version_id}`);
    expect(listings).toContain(`${published.publication_id}:${version.id}`);
    const livePublications: string[] = [];
    for await (const publication of admin.publications.list({ kind: 'workflow', status: 'live' })) livePublications.push(publication.id);
    expect(livePublications).toContain(published.publication_id);

    // Unpublishing (publish.manage, which owners hold) reverts the version to draft and revokes its publication.
    const reverted = await admin.workflows.versions.unpublish(workflow.id, version.id, { reason: 'needs another look' }, owner);
    expect(reverted).toMatchObject({ id: version.id, status: 'draft' });
    const revoked: { id: string; reason: string | null }[] = [];
    for await (const p of admin.publications.list({ kind: 'workflow', status: 'revoked' })) revoked.push({ id: p.id, reason: p.revoke_reason });
    expect(revoked).toContainEqual({ id: published.publication_id, reason: 'needs another look' });
    const after: string[] = [];
    for await (const listing of admin.marketplace.listings.list()) after.push(listing.id);
    expect(after).not.toContain(published.publication_id);

    // An agent is listed in the marketplace at once for an owner, then its publication revoked (once: again is 409).
    const { agent: listed } = await admin.agents.create({ name: `Listed ${unique()}` });
    const agentRequest = await admin.agents.publish(listed.id, { scope: 'org' });
    expect(agentRequest).toMatchObject({ kind: 'agent', agent_id: listed.id, scope: 'org', status: 'approved' });
    const agentListings: string[] = [];
    for await (const listing of admin.marketplace.listings.list({ kind: 'agent' })) agentListings.push(listing.agent_id!);
    expect(agentListings).toContain(listed.id);
    const gone = await admin.publications.revoke(agentRequest.publication_id!, { reason: 'retired' });
    expect(gone).toMatchObject({ id: agentRequest.publication_id, kind: 'agent', status: 'revoked', revoke_reason: 'retired', revoked_by: ownerSession.user.id });
    await expect(admin.publications.revoke(gone.id, { reason: 'again' })).rejects.toMatchObject({ kind: 'conflict', status: 409, code: 'conflict' });

    // Two more people join by invite: an admin, whose request waits, and a member who reviews it once granted publish.manage.
    const join = async (role: 'admin' | 'member') => {
      const invite = await admin.orgs.invites.create(orgId, { email: `sdk-${role}-${unique()}@example.com`, role });
      const { data, response } = await people.invites.accept(invite.token, { password: live.password, name: `SDK ${role}` }, { headers: { origin: live.baseURL } }).withResponse();
      const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('proctor_session='));
      expect(data).toMatchObject({ role, permissions: [] });
      return { userId: data.user.id, session: { headers: { cookie: cookie!, origin: live.baseURL } } };
    };
    const adminPerson = await join('admin');
    const reviewer = await join('member');
    const theirs = await people.workflows.create({ name: `Reviewed ${unique()}` }, adminPerson.session);
    const draft = await people.workflows.versions.create(theirs.id, { steps }, adminPerson.session);
    const pending = await people.workflows.versions.publish(theirs.id, draft.id, adminPerson.session);
    expect(pending).toMatchObject({ status: 'pending', publication_id: null, requested_by: adminPerson.userId });
    const mine: string[] = [];
    for await (const r of people.publishRequests.list({}, adminPerson.session)) mine.push(r.id);
    expect(mine).toEqual([pending.id]);
    await expect(people.publishRequests.update(pending.id, { status: 'approved' }, reviewer.session)).rejects.toMatchObject({ kind: 'unauthorized', status: 403, code: 'forbidden' });
    const granted = await admin.orgs.members.update(orgId, reviewer.userId, { permissions: ['publish.manage'] });
    expect(granted).toMatchObject({ user_id: reviewer.userId, role: 'member', permissions: ['publish.manage'] });
    expect((await people.auth.session(reviewer.session)).permissions).toEqual(['publish.manage']);
    const members: Record<string, string[]> = {};
    for await (const m of admin.orgs.members.list(orgId)) members[m.user_id] = m.permissions;
    expect(members[reviewer.userId]).toEqual(['publish.manage']);
    const queue: string[] = [];
    for await (const r of people.publishRequests.list({ status: 'pending' }, reviewer.session)) queue.push(r.id);
    expect(queue).toContain(pending.id);
    const approved = await people.publishRequests.update(pending.id, { status: 'approved', notes: 'looks right' }, reviewer.session);
    expect(approved).toMatchObject({ id: pending.id, status: 'approved', notes: 'looks right', decided_by: reviewer.userId });
    expect(approved.publication_id).toMatch(/^pub_/);
    expect((await people.workflows.versions.retrieve(theirs.id, draft.id, adminPerson.session)).status).toBe('published');
    const twice = await people.publishRequests.update(pending.id, { status: 'rejected' }, reviewer.session).catch((e: unknown) => e);
    expect(twice).toBeInstanceOf(ProctorError);
    expect(twice).toMatchObject({ kind: 'conflict', status: 409, code: 'conflict' });

    // The agent proposes a skill with its own key; an admin in a browser session approves it into a new workflow granted to the agent.
    const skillName = `Skill ${unique()}`;
    const proposal = await agent.agents.skillProposals.create(live.agentId, {
      name: skillName,
      description: 'Parses then parses again',
      steps: [...steps, { label: 'Again', type: 'service_call', input: { operation: 'data.csv_parse', payload: { csv: '${input.csv}' } } }],
      edges: [{ from: 'Parse', to: 'Again' }],
    });
    expect(proposal).toMatchObject({ agent_id: live.agentId, name: skillName, status: 'pending', proposed_by: null, workflow_id: null, edges: [{ from: 'Parse', to: 'Again' }] });
    const proposals: string[] = [];
    for await (const p of agent.agents.skillProposals.list(live.agentId, { status: 'pending' })) proposals.push(p.id);
    expect(proposals).toContain(proposal.id);
    // Deciding writes a workflow, so it takes a browser session: the SDK refuses a token alone, the server a token sent anyway (403).
    await expect(admin.agents.skillProposals.decide(live.agentId, proposal.id, { status: 'approved' })).rejects.toMatchObject({ code: 'missing_credential', attempts: 0 });
    await expect(
      admin.agents.skillProposals.decide(live.agentId, proposal.id, { status: 'approved' }, { headers: { authorization: `Bearer ${live.token}` } }),
    ).rejects.toMatchObject({ kind: 'unauthorized', status: 403, code: 'forbidden' });
    const decided = await admin.agents.skillProposals.decide(live.agentId, proposal.id, { status: 'approved', notes: 'useful' }, owner);
    expect(decided).toMatchObject({ id: proposal.id, status: 'approved', notes: 'useful', decided_by: ownerSession.user.id });
    const made = await admin.workflows.retrieve(decided.result_workflow_id!, owner);
    expect(made).toMatchObject({ name: skillName, visibility: 'private' });
    expect((await admin.workflows.versions.retrieve(made.id, decided.result_version_id!, owner)).status).toBe('draft');
    expect((await admin.workflows.listGrants(made.id, owner)).data.map((g) => g.agent_id)).toEqual([live.agentId]);
    await expect(admin.agents.skillProposals.decide(live.agentId, proposal.id, { status: 'rejected' }, owner)).rejects.toMatchObject({ kind: 'conflict', status: 409 });
  });

  it('error kinds on bad credentials: 401 and 403 are unauthorized, 404 is http', async () => {
    const wrongKey = new Proctor({ baseURL: live.baseURL, agentKey: 'agent_key_test_doesnotexist', logLevel: 'off' });
    const e401 = await wrongKey.serviceRequests.create({ operation: 'web_search.search', payload: { query: 'q' } }).catch((e: unknown) => e);
    expect(e401).toMatchObject({ kind: 'unauthorized', status: 401, code: 'unauthorized', attempts: 1 });
    expect((e401 as ProctorError).requestId).toMatch(/^req_/);

    // an agent key where a person's token is needed
    const agentAsToken = new Proctor({ baseURL: live.baseURL, agentKey: live.testAgentKey, logLevel: 'off' });
    const e403 = await agentAsToken.request({ method: 'GET', path: '/v1/balance', security: ['agentKey'] }).catch((e: unknown) => e);
    expect(e403).toMatchObject({ kind: 'unauthorized', status: 403, code: 'forbidden' });

    const e404 = await admin.agents.retrieve('agt_00000000000000000000000000').catch((e: unknown) => e);
    expect(e404).toMatchObject({ kind: 'http', status: 404, code: 'not_found' });

    const e400 = await admin.agents.create({ name: '' }).catch((e: unknown) => e);
    expect(e400).toMatchObject({ kind: 'http', status: 400, code: 'invalid_request' });
    expect((e400 as ProctorError).details?.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings } from '../../support/dispatch.js';
import { call, createAgent, signup } from '../../support/identity.js';
import { createWorkflow, runnableWorkflow, saveVersion } from './fixtures.js';

const app = useTestApp();

const WAIT = { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] };
const start = (cookie: string, workflowId: string, body: Record<string, unknown>) =>
  call<ErrorEnvelope>(app, 'POST', `/api/v1/workflows/${workflowId}/runs`, { as: { cookie }, body });

describe('workflow runs: what they refuse', () => {
  it('is 403 for an agent the workflow is not granted to, 404 for an agent of another organization; nothing starts', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, WAIT);
    const ungranted = await createAgent(app, { cookie }, { name: 'Not granted' });
    const refused = await start(cookie, workflowId, { agent_id: ungranted.agent.id, version_id: versionId });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('The workflow is not granted to the agent: an admin grants it with POST /api/v1/workflows/{id}/agents');
    const other = await signup(app);
    const foreign = await createAgent(app, { cookie: other.cookie });
    expect((await start(cookie, workflowId, { agent_id: foreign.agent.id, version_id: versionId })).status).toBe(404);
    expect(await app.db.prisma.workflowRun.count({ where: { workflowId } })).toBe(0);
  });

  it('is 409 without a published version and no version_id', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie, workflowId } = await runnableWorkflow(app, fixture, WAIT);
    const unpublished = await start(cookie, workflowId, { agent_id: fixture.agentId });
    expect(unpublished.status).toBe(409);
    expect(unpublished.body.error.message).toBe('The workflow has no published version: pass version_id to run a draft, or publish one');
    expect(await app.db.prisma.workflowRun.count({ where: { workflowId } })).toBe(0);
  });

  it('is 404 for a version of another workflow and for a run of another workflow', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, WAIT);
    const other = await createWorkflow(app, cookie);
    const otherVersion = await saveVersion(app, cookie, other.id, WAIT);
    expect((await start(cookie, workflowId, { agent_id: fixture.agentId, version_id: otherVersion.id })).status).toBe(404);
    const run = await start(cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, mode: 'test' });
    const crossed = await call<ErrorEnvelope>(app, 'GET', `/api/v1/workflows/${other.id}/runs/${(run.body as unknown as { id: string }).id}`, { as: { cookie } });
    expect(crossed.status).toBe(404);
    expect(crossed.body.error.message).toBe('Workflow run not found');
  });

  it('refuses a mode other than live or test, and input that is not an object', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie, workflowId, versionId } = await runnableWorkflow(app, fixture, WAIT);
    for (const body of [{ mode: 'sandbox' }, { input: 'text' }, { input: [1] }]) {
      const refused = await start(cookie, workflowId, { agent_id: fixture.agentId, version_id: versionId, ...body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });
});

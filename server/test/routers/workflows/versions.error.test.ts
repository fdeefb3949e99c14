import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup } from '../../support/identity.js';
import { createWorkflow, saveVersion } from './fixtures.js';

const app = useTestApp();

const save = (cookie: string, workflowId: string, body: unknown) => call<ErrorEnvelope>(app, 'POST', `/api/v1/workflows/${workflowId}/versions`, { as: { cookie }, body });

describe('workflow versions: what they refuse', () => {
  it('lists every problem of a definition at its path, and saves nothing', async () => {
    const owner = await signup(app);
    const workflow = await createWorkflow(app, owner.cookie);
    const refused = await save(owner.cookie, workflow.id, {
      steps: [
        { label: 'A', type: 'service_call', input: { operation: 'web_search.search', payload: { query: '${steps.B.output}', count: 500 } } },
        { label: 'B', type: 'delay', input: { seconds: 5 } },
        { label: 'C', type: 'memory_write', input: { content: '${secrets.token}' } },
      ],
      edges: [
        { from: 'A', to: 'B' },
        { from: 'B', to: 'A' },
        { from: 'C', to: 'Nowhere' },
      ],
    });
    expect(refused.status, refused.raw).toBe(400);
    expect(refused.body.error.code).toBe('invalid_request');
    expect(refused.body.error.details?.map((detail) => `${detail.path} ${detail.code}`)).toEqual([
      'edges.2.to unknown_step',
      'edges cycle',
      'steps.0.input.payload.count too_big',
      'steps.2.input.content invalid_template',
    ]);
    expect(refused.body.error.message).toMatch(/^The workflow has 4 problem\(s\): edges\.2\.to: No step is labelled "Nowhere"; /);
    expect(await app.db.prisma.workflowVersion.count({ where: { workflowId: workflow.id } })).toBe(0);
  });

  it('refuses unknown step types, no steps and bad labels at parse time', async () => {
    const owner = await signup(app);
    const workflow = await createWorkflow(app, owner.cookie);
    for (const body of [{ steps: [] }, { steps: [{ label: 'A', type: 'shell', input: {} }] }, { steps: [{ label: '1st', type: 'delay', input: { seconds: 1 } }] }, {}]) {
      const refused = await save(owner.cookie, workflow.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(await app.db.prisma.workflowVersion.count({ where: { workflowId: workflow.id } })).toBe(0);
  });

  it('is 403 for a member who sees the workflow but did not make it, 404 for one who does not see it', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const workflow = await createWorkflow(app, owner.cookie);
    const definition = { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] };
    expect((await save(member.cookie, workflow.id, definition)).status).toBe(404);
    await call(app, 'POST', `/api/v1/workflows/${workflow.id}/share`, { as: { cookie: owner.cookie }, body: { visibility: 'org' } });
    expect((await save(member.cookie, workflow.id, definition)).status).toBe(403);
  });

  it('is 404 for a version of another workflow', async () => {
    const owner = await signup(app);
    const first = await createWorkflow(app, owner.cookie);
    const second = await createWorkflow(app, owner.cookie);
    const version = await saveVersion(app, owner.cookie, first.id);
    const crossed = await call<ErrorEnvelope>(app, 'GET', `/api/v1/workflows/${second.id}/versions/${version.id}`, { as: { cookie: owner.cookie } });
    expect(crossed.status).toBe(404);
    expect(crossed.body.error.message).toBe('Workflow version not found');
  });
});

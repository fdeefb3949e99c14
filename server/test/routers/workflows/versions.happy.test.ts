import { describe, expect, it } from 'vitest';
import type { WorkflowVersionResponse } from '../../../src/routers/workflows/versions/version.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup } from '../../support/identity.js';
import { createWorkflow, SEARCH_AND_SUMMARIZE, saveVersion } from './fixtures.js';

const app = useTestApp();

describe('workflow versions', () => {
  it('saves steps and edges as draft version 1, 2…, reads and lists them, each audited', async () => {
    const owner = await signup(app);
    const workflow = await createWorkflow(app, owner.cookie);
    const saved = await call<WorkflowVersionResponse>(app, 'POST', `/api/v1/workflows/${workflow.id}/versions`, { as: { cookie: owner.cookie }, body: SEARCH_AND_SUMMARIZE });
    expect(saved.status, saved.raw).toBe(201);
    expect(saved.body).toEqual({
      id: expect.stringMatching(/^wfv_/),
      workflow_id: workflow.id,
      number: 1,
      status: 'draft',
      steps: SEARCH_AND_SUMMARIZE.steps,
      edges: SEARCH_AND_SUMMARIZE.edges,
      created_by: owner.session.user.id,
      created_at: expect.any(String),
      published_at: null,
    });
    const second = await saveVersion(app, owner.cookie, workflow.id, { steps: [{ label: 'Pause', type: 'delay', input: { seconds: 30 } }] });
    expect(second).toMatchObject({ number: 2, edges: [], steps: [{ label: 'Pause', type: 'delay', input: { seconds: 30 } }] });
    const read = await call<WorkflowVersionResponse>(app, 'GET', `/api/v1/workflows/${workflow.id}/versions/${saved.body.id}`, { as: { cookie: owner.cookie } });
    expect(read.body).toEqual(saved.body);
    const listed = await call<{ data: WorkflowVersionResponse[] }>(app, 'GET', `/api/v1/workflows/${workflow.id}/versions?order=desc`, { as: { cookie: owner.cookie } });
    expect(listed.body.data.map((version) => version.number)).toEqual([2, 1]);
    const entries = await app.db.prisma.auditEntry.findMany({ where: { action: 'workflow.version_created', targetId: workflow.id }, orderBy: { seq: 'asc' } });
    expect(entries.map((entry) => entry.details)).toEqual([
      { version_id: saved.body.id, number: 1, steps: 2 },
      { version_id: second.id, number: 2, steps: 1 },
    ]);
  });

  it('saves every step type', async () => {
    const owner = await signup(app);
    const workflow = await createWorkflow(app, owner.cookie);
    const steps = [
      { label: 'Call', type: 'service_call', input: { operation: 'data.csv_parse', payload: { csv: '${input.csv}' } } },
      { label: 'Delegate', type: 'delegation', input: { child_agent_id: '${input.child}', title: 'Check rows', budget_cents: 50, operations: ['web_search.search'] } },
      { label: 'Approve', type: 'approval', input: { title: 'Send the report?' } },
      { label: 'Branch', type: 'condition', input: { expression: { '>': [{ var: 'steps.Call.output.row_count' }, 0] } } },
      { label: 'Wait', type: 'delay', input: { seconds: 3600 } },
      { label: 'Notify', type: 'webhook', input: { url: 'https://hooks.example.com/report', payload: { rows: '${steps.Call.output.row_count}' } } },
      { label: 'Recall', type: 'memory_read', input: { query: 'earlier reports', limit: 3 } },
      { label: 'Remember', type: 'memory_write', input: { content: 'Report sent with ${steps.Call.output.row_count} rows', tags: ['reports'] } },
      { label: 'Ask', type: 'agent_request', input: { kind: 'decision', title: 'Archive?', body: 'Archive the CSV?', options: ['yes', 'no'] } },
      { label: 'Sub', type: 'run_workflow', input: { workflow_id: 'Archiver', input: { file: '${input.csv}' } } },
    ];
    const edges = [
      { from: 'Call', to: 'Branch' },
      { from: 'Branch', to: 'Approve', when: true },
      { from: 'Branch', to: 'Wait', when: false },
      { from: 'Call', to: 'Notify' },
      { from: 'Call', to: 'Remember' },
    ];
    const saved = await saveVersion(app, owner.cookie, workflow.id, { steps, edges });
    expect(saved.steps.map((step) => step.type)).toEqual(steps.map((step) => step.type));
  });

  it('lets anyone who sees the workflow read its versions', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const workflow = await createWorkflow(app, owner.cookie);
    const version = await saveVersion(app, owner.cookie, workflow.id);
    await call(app, 'POST', `/api/v1/workflows/${workflow.id}/share`, { as: { cookie: owner.cookie }, body: { visibility: 'org' } });
    const read = await call<WorkflowVersionResponse>(app, 'GET', `/api/v1/workflows/${workflow.id}/versions/${version.id}`, { as: { cookie: member.cookie } });
    expect(read.status, read.raw).toBe(200);
  });

  it('numbers parallel saves 1 to N without a gap or a repeat', async () => {
    const owner = await signup(app);
    const workflow = await createWorkflow(app, owner.cookie);
    const saves = await Promise.all(Array.from({ length: 8 }, () => saveVersion(app, owner.cookie, workflow.id)));
    expect(saves.map((version) => version.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

import type { WorkflowResponse } from '../../../src/routers/workflows/workflow.types.js';
import type { WorkflowVersionResponse } from '../../../src/routers/workflows/versions/version.types.js';
import type { TestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';

/** A two-step definition: a search, then a summary of what it found. */
export const SEARCH_AND_SUMMARIZE = {
  steps: [
    { label: 'Search', type: 'service_call', input: { operation: 'web_search.search', payload: { query: '${input.supplier} reviews' } } },
    {
      label: 'Summarize',
      type: 'service_call',
      input: {
        operation: 'text_generation.generate',
        payload: { model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'Summarize: ${steps.Search.output.results}' }], max_tokens: 300 },
      },
    },
  ],
  edges: [{ from: 'Search', to: 'Summarize' }],
};

export async function createWorkflow(app: TestApp, cookie: string, body: Record<string, unknown> = {}): Promise<WorkflowResponse> {
  const made = await call<WorkflowResponse>(app, 'POST', '/api/v1/workflows', { as: { cookie }, body: { name: `Workflow ${Math.random().toString(36).slice(2, 10)}`, ...body } });
  if (made.status !== 201) throw new Error(`workflow: ${made.raw}`);
  return made.body;
}

export async function saveVersion(app: TestApp, cookie: string, workflowId: string, definition: unknown = SEARCH_AND_SUMMARIZE): Promise<WorkflowVersionResponse> {
  const saved = await call<WorkflowVersionResponse>(app, 'POST', `/api/v1/workflows/${workflowId}/versions`, { as: { cookie }, body: definition });
  if (saved.status !== 201) throw new Error(`version: ${saved.raw}`);
  return saved.body;
}

import { awaitOutcome, REQUEST_TOOL, toolResult } from '../outcome.js';
import type { FixedTool } from './tool.js';

/** proctor_request: a service request again, as GET /api/v1/service-requests/{id} answers: how a model waits for an approval or a running request. */
export const requestTool: FixedTool = {
  definition: {
    name: REQUEST_TOOL,
    title: 'A service request and its outcome',
    description:
      'A service request of this agent (sr_…) as it stands: its result once executed, still waiting for approval or running, or why it was blocked or failed (a tool error). ' +
      'With a progressToken the call waits for the outcome up to 30 s, reporting progress each second. Free; dispatches nothing.',
    inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The service request id (sr_…) a call answered with' } }, required: ['id'], additionalProperties: false },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async call(args, { api, progress, signal }) {
    if (typeof args.id !== 'string') return { content: [{ type: 'text', text: 'invalid_request: id must be the id of a service request (sr_…)' }], isError: true };
    const request = await api.serviceRequest(args.id);
    return toolResult(progress ? await awaitOutcome(api, request, progress, signal) : request);
  },
};

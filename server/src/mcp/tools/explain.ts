import { skillDispatch } from './skills.js';
import type { FixedTool } from './tool.js';

/**
 * proctor_explain: the dry run of a call to one of this agent's tools, as POST
 * /api/v1/service-requests/dry-run answers it, so that a model can ask before it spends.
 */
export const explainTool: FixedTool = {
  definition: {
    name: 'proctor_explain',
    title: 'What would happen if I called a tool',
    description:
      'What the pipeline would decide now for a call of one of your tools with these arguments, without calling it, holding or recording anything (POST /api/v1/service-requests/dry-run): ' +
      'executed, blocked with its reason and advice, approval_required, or failed; the estimated cost in cents; and each budget level with what it has left, in the order they are checked. ' +
      'Provider failures and what is decided after admission cannot be foreseen. Free; dispatches nothing.',
    inputSchema: {
      type: 'object',
      properties: {
        tool: { type: 'string', description: 'The name of the tool to explain, as tools/list gives it' },
        arguments: { type: 'object', description: 'The arguments the call would have', additionalProperties: true },
      },
      required: ['tool'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async call(args, { api }) {
    if (typeof args.tool !== 'string' || (args.arguments !== undefined && (typeof args.arguments !== 'object' || args.arguments === null || Array.isArray(args.arguments)))) {
      return { content: [{ type: 'text', text: 'invalid_request: tool must be a tool name, and arguments an object' }], isError: true };
    }
    const decision = await api.dryRun(skillDispatch(args.tool, (args.arguments ?? {}) as Record<string, unknown>));
    return { content: [{ type: 'text', text: JSON.stringify(decision) }], structuredContent: decision as unknown as Record<string, unknown> };
  },
};

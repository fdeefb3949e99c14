import type { FixedTool } from './tool.js';

/** proctor_balance: what this agent's limits have left, as GET /api/v1/agents/me answers. */
export const balanceTool: FixedTool = {
  definition: {
    name: 'proctor_balance',
    title: 'What my limits have left',
    description:
      "This agent's limits and what is left of them, in the mode of its key, as GET /api/v1/agents/me answers: per operation the requests left today and the cents left this month, " +
      "the approval threshold, the agent's own monthly cap, its team's budget and its worker's allocation when it has them, and the wallet. Free; dispatches nothing.",
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async call(_args, { api }) {
    const self = await api.me();
    return { content: [{ type: 'text', text: JSON.stringify(self) }], structuredContent: self as unknown as Record<string, unknown> };
  },
};

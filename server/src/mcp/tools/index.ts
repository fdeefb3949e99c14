import type { CallToolResult, Tool } from '@modelcontextprotocol/server';
import type { ProctorApi } from '../api.js';
import { awaitOutcome, toolResult } from '../outcome.js';
import { balanceTool } from './balance.js';
import { explainTool } from './explain.js';
import { requestTool } from './request.js';
import { skillDispatch, skillTools } from './skills.js';
import type { CallContext, FixedTool } from './tool.js';

/** The tools every agent has, after its skills' (one file each; a new one is added here). */
const FIXED_TOOLS: readonly FixedTool[] = [balanceTool, explainTool, requestTool];

/** tools/list: the agent's enabled bindings and granted workflows, read afresh (their limits move with every call), then the fixed tools. */
export async function listTools(api: ProctorApi): Promise<Tool[]> {
  const self = await api.me();
  return [...skillTools(await api.skills(self.id), self), ...FIXED_TOOLS.map((tool) => tool.definition)];
}

/**
 * tools/call: a fixed tool, else a dispatch through the pipeline. A tool the agent has no
 * binding for is dispatched all the same, and blocked policy_violation: the pipeline, not this
 * list, decides what the agent may do.
 */
export async function callTool(name: string, args: Record<string, unknown>, ctx: CallContext): Promise<CallToolResult> {
  const fixed = FIXED_TOOLS.find((tool) => tool.definition.name === name);
  if (fixed) return fixed.call(args, ctx);
  const request = await ctx.api.dispatch(skillDispatch(name, args), ctx.idempotencyKey);
  return toolResult(ctx.progress ? await awaitOutcome(ctx.api, request, ctx.progress, ctx.signal) : request);
}

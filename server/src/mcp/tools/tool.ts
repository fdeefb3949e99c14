import type { CallToolResult, Tool } from '@modelcontextprotocol/server';
import type { ProctorApi } from '../api.js';
import type { Progress } from '../outcome.js';

/** What a tool is called with, besides its arguments. */
export interface CallContext {
  api: ProctorApi;
  /** The Idempotency-Key of any dispatch the call makes (idempotency.ts). */
  idempotencyKey: string;
  /** Set when the client sent a progressToken: the call may then wait, reporting as it goes. */
  progress: Progress | undefined;
  /** Aborted when the client cancels the call or goes away. */
  signal: AbortSignal;
}

/**
 * A tool every agent has, whatever it is bound to: one file each, listed in index.ts. The
 * agent's operations and workflows are tools too, made from its skills (skills.ts).
 */
export interface FixedTool {
  definition: Tool;
  call(args: Record<string, unknown>, ctx: CallContext): Promise<CallToolResult>;
}

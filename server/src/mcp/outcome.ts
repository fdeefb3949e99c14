import type { CallToolResult } from '@modelcontextprotocol/server';
import { pause } from '../domain/service-requests/watch.js';
import type { ServiceRequestResponse } from '../routers/service-requests/service-request.types.js';
import type { ProctorApi } from './api.js';

/** The tool that reads a service request again (tools/request.ts): how a model waits for one. */
export const REQUEST_TOOL = 'proctor_request';

/**
 * How long a call waits for a decision or an outcome when its client asked for progress, and how
 * often it looks: under the 60 s a client gives a request by default, one read by primary key a
 * second, as an events stream reads (domain/service-requests/watch.ts).
 */
export const WAIT_MS = 30_000;
export const WAIT_INTERVAL_MS = 1_000;

const text = (value: string) => [{ type: 'text' as const, text: value }];

const howToWait = (request: ServiceRequestResponse) =>
  `Call ${REQUEST_TOOL} with {"id": "${request.id}"} for its outcome (with a progressToken it waits up to ${WAIT_MS / 1000} s), or GET /api/v1/service-requests/${request.id}.`;

/**
 * A service request as a tool's result, the request itself as its structured content, its
 * `result` only once executed (the provider's output, as the tool's output schema has it; the
 * text says the rest). Executed, running and waiting for approval are results; blocked and
 * failed are tool errors that name the reason and its advice, for the model to act on (a tool
 * error is for the model, a protocol error for the client).
 */
export function toolResult(request: ServiceRequestResponse): CallToolResult {
  const { result: _output, ...rest } = request;
  const structuredContent = (request.status === 'executed' ? request : rest) as Record<string, unknown>;
  switch (request.status) {
    case 'executed':
      return { content: text(JSON.stringify(request.result ?? null)), structuredContent };
    case 'running':
      return { content: text(`Running: service request ${request.id} was admitted and has not finished. ${howToWait(request)}`), structuredContent };
    case 'approval_required':
      return {
        content: text(
          `Approval required: approval ${request.approval_id} must be decided by a person (the console, or POST /api/v1/approvals/${request.approval_id}/approve) before service request ${request.id} runs; nothing is charged until then. ${howToWait(request)}`,
        ),
        structuredContent,
      };
    case 'blocked':
    case 'failed': {
      const detail = (request.result as { detail?: string } | undefined)?.detail;
      const reason = request.refusal ? `${request.refusal.reason_code}: ${detail ?? ''} Advice: ${request.refusal.advice}` : (detail ?? 'no detail');
      return { content: text(`${request.status}: ${reason} (service request ${request.id})`), structuredContent, isError: true };
    }
  }
}

/** What a waiting call reports to its client: a count of looks, and where the request stands. */
export type Progress = (progress: number, message: string) => Promise<void>;

/**
 * The request once it is final, or as it stands after WAIT_MS: read again every
 * WAIT_INTERVAL_MS while it waits for approval or runs, each look reported as progress. Only
 * for a client that asked for progress: another has its answer at once.
 */
export async function awaitOutcome(api: ProctorApi, first: ServiceRequestResponse, progress: Progress, signal: AbortSignal): Promise<ServiceRequestResponse> {
  let request = first;
  const until = Date.now() + WAIT_MS;
  for (let look = 1; request.status === 'approval_required' || request.status === 'running'; look++) {
    const waiting = request.status === 'approval_required' ? `waiting for approval ${request.approval_id}` : 'running';
    await progress(look, `Service request ${request.id}: ${waiting}`);
    if (Date.now() + WAIT_INTERVAL_MS > until || !(await pause(WAIT_INTERVAL_MS, signal))) return request;
    request = await api.serviceRequest(request.id);
  }
  return request;
}

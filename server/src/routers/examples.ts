import type { AgentResponse } from './agents/agent.types.js';
import type { BindingResponse } from './agents/binding.types.js';
import type { ApprovalResponse } from './approvals/approval.types.js';
import type { AuditEntryResponse } from './audit-logs/audit-entry.types.js';
import type { PersonalTokenResponse } from './personal-tokens/personal-token.types.js';
import type { ServiceRequestResponse } from './service-requests/service-request.types.js';
import type { WorkspaceResponse } from './workspaces/workspace.types.js';

/**
 * One example of each resource the API answers with, for the reference (`examples` of the
 * procedure metas, placed by openapi/document.ts). Typed by the response types, so a renamed
 * field fails the typecheck; test/platform/openapi-examples.test.ts checks each placed example
 * against its schema in the document. The ids have the shape newId (domain/ids.ts) gives them.
 */

export const CREATED_AT = '2025-01-06T09:30:00.000Z';
const LATER = '2025-01-06T09:32:10.000Z';
/** The person of the examples (the session's user, auth/session.types.ts). */
export const USER_ID = 'usr_01jh0x5q3v9c2m7k8r4t6w1y0z';

export const PERSONAL_TOKEN_EXAMPLE: PersonalTokenResponse = {
  id: 'pat_01jh0x9k2c4e6g8j0m2p4r6t8v',
  name: 'CI deploys',
  workspace_id: 'wsp_01jh0x9z8y7x6w5v4t3s2r1q0p',
  enabled: true,
  created_at: CREATED_AT,
  last_used_at: LATER,
};

export const AGENT_EXAMPLE: AgentResponse = {
  id: 'agt_01jh0xa3b5d7f9h1k3m5p7r9s1',
  name: 'Research assistant',
  description: 'Searches the web and summarizes what it finds',
  status: 'active',
  icon: null,
  category: 'research',
  personality: null,
  systemPrompt: 'You answer in short paragraphs and cite your sources.',
  voiceConfig: null,
  defaultModelId: 'openai/gpt-4o-mini',
  monthly_budget_cents: 5000,
  is_primary: false,
  chat_owned: false,
  workspace_id: 'wsp_01jh0x9z8y7x6w5v4t3s2r1q0p',
  team_id: null,
  owner_user_id: null,
  parent_agent_id: null,
  depth: 0,
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
};

/** The keys of a new agent, shown once; the secrets here are placeholders of the real shape. */
export const AGENT_KEYS_EXAMPLE = {
  api_key: 'agent_key_live_Zm9yIGV4YW1wbGUgb25seSwgbm90IGEgcmVhbCBrZXk',
  test_api_key: 'agent_key_test_Zm9yIGV4YW1wbGUgb25seSwgbm90IGEgcmVhbCBrZXk',
};

export const BINDING_EXAMPLE: BindingResponse = {
  id: 'bnd_01jh0xc6e8g0j2m4p6s8v0x2z4',
  agent_id: AGENT_EXAMPLE.id,
  operation: 'web_search.search',
  service: 'web_search',
  monthly_budget_cents: 2000,
  daily_limit: 500,
  approval_threshold_cents: 100,
  enabled: true,
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
};

/** A test-mode web search, executed: the shape every dispatch example of the reference takes. */
export const SERVICE_REQUEST_EXAMPLE: ServiceRequestResponse = {
  id: 'sr_01jh0xd8f0h2k4n6q8t0w2y4a6',
  agent_id: AGENT_EXAMPLE.id,
  status: 'executed',
  operation: 'web_search.search',
  mode: 'test',
  payload: { query: 'budgets for agents' },
  result: { results: [{ title: 'Budgets for agents', url: 'https://example.com/search/1', snippet: 'Caps per agent and per operation.' }] },
  cost_cents: 0,
  created_at: LATER,
  completed_at: LATER,
};

export const APPROVAL_EXAMPLE: ApprovalResponse = {
  id: 'apr_01jh0xe9g1j3m5p7s9v1x3z5b7',
  status: 'pending',
  cost_cents: 250,
  threshold_cents: 100,
  note: null,
  decided_by: null,
  decided_at: null,
  expires_at: '2025-01-07T09:32:10.000Z',
  created_at: LATER,
  kind: 'service_request',
  workflow_step: null,
  service_request: {
    ...SERVICE_REQUEST_EXAMPLE,
    status: 'approval_required',
    mode: 'live',
    result: null,
    reason_code: 'approval_threshold',
    approval_id: 'apr_01jh0xe9g1j3m5p7s9v1x3z5b7',
    completed_at: null,
  },
};

export const AUDIT_ENTRY_EXAMPLE: AuditEntryResponse = {
  id: 'aud_01jh0xf0h2k4n6q8t0w2y4a6c8',
  seq: 42,
  occurred_at: LATER,
  actor: { type: 'agent', id: AGENT_EXAMPLE.id },
  action: 'service_request.executed',
  target: { type: 'service_request', id: SERVICE_REQUEST_EXAMPLE.id },
  agent_id: AGENT_EXAMPLE.id,
  outcome: 'executed',
  reason_code: null,
  cost_cents: 0,
  mode: 'test',
  request_id: 'req_01jh0xd8e9g1j3m5p7s9v1x3z5',
  details: { operation: 'web_search.search' },
  prev_hash: '9f2c4e6a8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a',
  hash: '3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d',
};

/** A page of list results: the one example and no further page. */
export const page = <T>(item: T) => ({ data: [item], next_cursor: null });

/** A token as minted: no use yet to report. */
export const omitLastUsed = ({ last_used_at: _unused, ...token }: PersonalTokenResponse) => token;

/** The example approval once decided, and its request: executed when approved, blocked when rejected. */
export function approvalDecided(status: 'approved' | 'rejected', note: string): ApprovalResponse {
  const { reason_code: _waiting, ...request } = APPROVAL_EXAMPLE.service_request!;
  return {
    ...APPROVAL_EXAMPLE,
    status,
    note,
    decided_by: USER_ID,
    decided_at: '2025-01-06T10:05:00.000Z',
    service_request:
      status === 'approved'
        ? { ...request, status: 'executed', result: SERVICE_REQUEST_EXAMPLE.result, cost_cents: 250 }
        : { ...request, status: 'blocked', result: { detail: `Rejected: ${note}` }, reason_code: 'approval_rejected' },
  };
}

export const WORKSPACE_EXAMPLE: WorkspaceResponse = {
  id: 'wsp_01jh0x5q3x1e4p9n0t6w8y3b2c',
  name: 'Default',
  is_default: true,
  is_active: true,
  balance_cents: 10000,
  held_cents: 25,
  created_at: CREATED_AT,
};

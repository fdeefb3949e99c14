import type { SkillProposalResponse } from '../../../../src/routers/agents/skill-proposals/skill-proposal.types.js';
import type { ErrorEnvelope } from '../../../../src/trpc/errors.js';
import type { TestApp } from '../../../support/app.js';
import { call, type Credential } from '../../../support/identity.js';

export type { SkillProposalResponse };
export type SkillProposalPage = { data: SkillProposalResponse[]; next_cursor: string | null };

/** A one-step definition, valid as a workflow version. */
export const WAIT = { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] };

export const proposalsOf = (agentId: string) => `/api/v1/agents/${agentId}/skill-proposals`;

export function propose(app: TestApp, as: Credential, agentId: string, body: Record<string, unknown>) {
  return call<SkillProposalResponse & ErrorEnvelope>(app, 'POST', proposalsOf(agentId), { as, body: { ...WAIT, ...body } });
}

export function decide(app: TestApp, as: Credential, agentId: string, proposalId: string, body: Record<string, unknown>) {
  return call<SkillProposalResponse & ErrorEnvelope>(app, 'PATCH', `${proposalsOf(agentId)}/${proposalId}`, { as, body });
}

/** The spec's form: PATCH on the collection, the proposal named by `proposal_id` in the body. */
export function decideByBody(app: TestApp, as: Credential, agentId: string, body: Record<string, unknown>) {
  return call<SkillProposalResponse & ErrorEnvelope>(app, 'PATCH', proposalsOf(agentId), { as, body });
}

/** A proposal made with the agent's key; throws unless it was made. */
export async function proposed(app: TestApp, key: string, agentId: string, body: Record<string, unknown>): Promise<SkillProposalResponse> {
  const made = await propose(app, { bearer: key }, agentId, body);
  if (made.status !== 201) throw new Error(`proposal: ${made.raw}`);
  return made.body;
}

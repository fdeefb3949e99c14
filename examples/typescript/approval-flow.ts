/**
 * The approval flow: a binding whose approval threshold is 0 sends every call to a reviewer. The
 * agent's createAndWait keeps polling while the request waits; a reviewer (a person's token)
 * lists pending approvals and approves; the agent's call then resolves with the executed request.
 *
 *   PROCTOR_BASE_URL=… PROCTOR_TOKEN=service_pat_live_… PROCTOR_AGENT_KEY=agent_key_test_… PROCTOR_AGENT_ID=agt_… \
 *     pnpm exec tsx typescript/approval-flow.ts
 */
import { Proctor } from '@proctor/sdk';

const agentId = process.env.PROCTOR_AGENT_ID;
if (!agentId) throw new Error('Set PROCTOR_AGENT_ID to the id of the agent whose key is PROCTOR_AGENT_KEY');

const reviewer = new Proctor({ agentKey: null }); // PROCTOR_TOKEN: a person who may approve
const agent = new Proctor({ token: null }); // PROCTOR_AGENT_KEY: the agent

async function main() {
  // Every chat.send of this agent now needs a reviewer's decision.
  await reviewer.agents.bindings.upsert(agentId!, { operation: 'chat.send', approval_threshold_cents: 0 });

  // The agent dispatches and waits; createAndWait does not stop on approval_required.
  let approvalId: string | undefined;
  const waiting = agent.serviceRequests.createAndWait(
    { operation: 'chat.send', payload: { channel: 'releases', text: 'v0.2.0 is out' } },
    {
      waitTimeout: 60_000,
      onPoll: (state) => {
        if (state.status === 'approval_required') approvalId ??= state.approval_id;
        console.log(`agent sees: ${state.status}`);
      },
    },
  );

  // The reviewer finds it among the pending approvals (iterated across pages) and approves it.
  for (let attempt = 0; attempt < 20 && approvalId === undefined; attempt++) await new Promise((r) => setTimeout(r, 100));
  for await (const approval of reviewer.approvals.list({ status: 'pending' })) {
    if (approval.id !== approvalId) continue;
    const decided = await reviewer.approvals.approve(approval.id, { note: 'Release announcement, fine' });
    console.log(`reviewer approved ${decided.id}: ${decided.status}`);
  }

  const done = await waiting;
  console.log(`agent's createAndWait resolved: ${done.status} (${done.operation}, ${done.cost_cents} cents)`);
  if (done.status !== 'executed') process.exitCode = 1;

  // A rejected request ends blocked with approval_rejected.
  const second = await agent.serviceRequests.create({ operation: 'chat.send', payload: { channel: 'releases', text: 'oops' } });
  if (second.status === 'approval_required') {
    await reviewer.approvals.reject(second.approval_id, { reason: 'Wrong channel' });
    const after = await reviewer.serviceRequests.retrieve(second.id);
    console.log(`after rejection: ${after.status} (${after.reason_code})`);
  }
}

await main();

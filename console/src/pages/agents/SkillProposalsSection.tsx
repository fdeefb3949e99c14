import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SkillProposal } from '@proctor/sdk';
import { useCan, useSession } from '../../app/session';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { DecideForm, type Verdict } from '../../components/DecideForm';
import { Badge, JsonBlock, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { personLabel, useAllMembers } from '../../lib/queries/organization';
import { keys } from '../../lib/queries/agents';
import { keys as workflowKeys } from '../../lib/queries/workflows';
import { useSkillProposals } from './queries';

/**
 * Workflows proposed as skills of this agent (by the agent itself, with its key, or by people),
 * newest first. Admins and owners approve one, which saves its steps as a draft version of its
 * workflow (or of a new one) and grants the workflow to the agent, or reject it.
 */
export function SkillProposalsSection({ agentId }: { agentId: string }) {
  const canDecide = useCan('decide_skill_proposals');
  const { query, items } = useSkillProposals(agentId);
  return (
    <Section title="Skill proposals">
      <p className="hint">
        An agent proposes a workflow it would like to run as a skill.{' '}
        {canDecide
          ? 'Approving saves its steps as a draft version (of its workflow, or of a new private workflow of yours) and grants that workflow to this agent.'
          : 'An admin or owner approves or rejects each one.'}
      </p>
      <CursorList
        query={query}
        items={items}
        empty={
          <Empty title="No skill proposals">
            The agent proposes with its key: <code>POST /api/v1/agents/{'{id}'}/skill-proposals</code>.
          </Empty>
        }
      >
        {(proposals) => <ProposalsTable agentId={agentId} proposals={proposals} canDecide={canDecide} />}
      </CursorList>
    </Section>
  );
}

function ProposalsTable({ agentId, proposals, canDecide }: { agentId: string; proposals: SkillProposal[]; canDecide: boolean }) {
  const members = useAllMembers();
  const me = useSession().user.id;
  const who = (id: string) => (id === me ? 'you' : personLabel(members.data, id));
  return (
    <DataTable
      label="Skill proposals"
      rows={proposals}
      rowKey={(proposal) => proposal.id}
      rowProps={(proposal) => ({ id: proposal.id })}
      columns={[
        {
          header: 'Proposal',
          className: 'wrap-anywhere',
          cell: (proposal) => (
            <>
              {proposal.name}
              {proposal.workflow_id && (
                <div className="hint">
                  A new version of <Link to={`/workflows/${proposal.workflow_id}`}>its workflow</Link>
                </div>
              )}
              {proposal.description && <div className="hint">{proposal.description}</div>}
            </>
          ),
        },
        {
          header: 'Steps',
          cell: (proposal) => (
            <details className="proposal-steps">
              <summary>
                {proposal.steps.length} step{proposal.steps.length === 1 ? '' : 's'}
              </summary>
              <JsonBlock value={{ steps: proposal.steps, edges: proposal.edges }} label={`Steps and edges of ${proposal.name}`} />
            </details>
          ),
        },
        { header: 'Proposed by', cell: (proposal) => (proposal.proposed_by ? who(proposal.proposed_by) : 'This agent') },
        { header: 'Status', cell: (proposal) => <Badge value={proposal.status} /> },
        { header: 'Proposed', className: 'nowrap', cell: (proposal) => <When iso={proposal.created_at} /> },
        {
          header: 'Decision',
          cell: (proposal) =>
            proposal.status === 'pending' ? (
              canDecide ? (
                <Decide agentId={agentId} proposal={proposal} />
              ) : (
                <span className="hint">Waiting for an admin</span>
              )
            ) : (
              <>
                {proposal.decided_by && <>By {who(proposal.decided_by)} </>}
                {proposal.decided_at && <When iso={proposal.decided_at} />}
                {proposal.notes && <p className="org-notes">“{proposal.notes}”</p>}
                {proposal.result_workflow_id && (
                  <p className="org-notes">
                    <Link to={`/workflows/${proposal.result_workflow_id}`}>Open the workflow of {proposal.name}</Link>
                  </p>
                )}
              </>
            ),
        },
      ]}
    />
  );
}

function Decide({ agentId, proposal }: { agentId: string; proposal: SkillProposal }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ verdict, notes }: { verdict: Verdict; notes: string | undefined }) =>
      api.agents.skillProposals.decide(agentId, proposal.id, { status: verdict, ...(notes ? { notes } : {}) }),
    onSuccess: async () => {
      // Approving makes a workflow version and a grant; the decision is audited in the agent's activity.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.skillProposals(agentId) }),
        queryClient.invalidateQueries({ queryKey: keys.activity(agentId) }),
        queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
      ]);
    },
  });
  return (
    <DecideForm
      what={`the skill proposal ${proposal.name}`}
      pending={decide.isPending}
      verdict={decide.variables?.verdict}
      error={decide.error}
      onDecide={(verdict, notes) => decide.mutate({ verdict, notes })}
    />
  );
}

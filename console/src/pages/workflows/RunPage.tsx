import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { WorkflowRun } from '@proctor/sdk';
import { ConfirmButton, FormError } from '../../components/Form';
import { Badge, Id, JsonBlock, Money, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { useAgentName } from '../../lib/queries/agents';
import { AgentLink } from '../../components/AgentLink';
import { took } from './json';
import { keys } from '../../lib/queries/workflows';
import { RunSteps } from './RunSteps';
import { RunGraph } from './RunGraph';

/** How often a running run is read again, so each step's status changes on screen as it happens. */
const POLL_MS = 1000;

/** One run of a workflow: its steps as they run, their outputs, its cost; cancelling it while it runs. */
export function RunPage() {
  const { id = '', runId = '' } = useParams();
  const workflow = useQuery({ queryKey: keys.workflow(id), queryFn: () => api.workflows.retrieve(id) });
  const run = useQuery({
    queryKey: keys.run(id, runId),
    queryFn: () => api.workflows.runs.retrieve(id, runId),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
  // Once the run ends, the workflow's list of runs (cached while it ran) is read again.
  const queryClient = useQueryClient();
  const status = run.data?.status;
  useEffect(() => {
    if (status && status !== 'running') void queryClient.invalidateQueries({ queryKey: keys.runs(id), exact: true });
  }, [status, id, queryClient]);
  const recovery = useRecovery(id, runId);
  const name = workflow.data?.name ?? 'the workflow';
  return (
    <Page
      title={`Run of ${name}`}
      intro="Each step of this run on its version’s graph, then with its status, output and cost. While the run is running this page reads it again every second. A failed run is recovered here: retry a failed step, or re-run every failed step."
      actions={
        <Link className="button secondary" to={`/workflows/${id}`}>
          Back to {name}
        </Link>
      }
    >
      <QueryView query={run}>
        {(data) => (
          <>
            <RunFacts run={data} recovery={recovery} />
            <Section title="Graph">
              <RunGraph run={data} />
            </Section>
            <Section title="Steps">
              <FormError error={recovery.retry.error} />
              <RunSteps
                steps={data.steps}
                retry={data.status === 'failed' ? { onRetry: (label) => recovery.retry.mutate(label), pending: recovery.retry.isPending ? recovery.retry.variables : undefined } : undefined}
              />
            </Section>
          </>
        )}
      </QueryView>
    </Page>
  );
}

/**
 * Re-opening a failed run: one failed step, or every failed step. Either answers the run running
 * again, which the page shows at once and reads every second until it ends.
 */
function useRecovery(workflowId: string, runId: string) {
  const queryClient = useQueryClient();
  const reopened = async (updated: WorkflowRun) => {
    queryClient.setQueryData(keys.run(workflowId, runId), updated);
    await queryClient.invalidateQueries({ queryKey: keys.runs(workflowId) });
  };
  const retry = useMutation({ mutationFn: (label: string) => api.workflows.runs.retryStep(workflowId, runId, label), onSuccess: reopened });
  const rerun = useMutation({ mutationFn: () => api.workflows.runs.rerunFailed(workflowId, runId), onSuccess: reopened });
  return { retry, rerun };
}

function RunFacts({ run, recovery }: { run: WorkflowRun; recovery: ReturnType<typeof useRecovery> }) {
  const queryClient = useQueryClient();
  const agentName = useAgentName();
  const cancel = useMutation({
    mutationFn: () => api.workflows.runs.cancel(run.workflow_id, run.id),
    onSuccess: (updated) => queryClient.setQueryData(keys.run(run.workflow_id, run.id), updated),
    // Cancelled or already over (409): either way the run and the list are read again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.runs(run.workflow_id) }),
  });
  const duration = took(run.created_at, run.finished_at);
  return (
    <Section
      title="About this run"
      actions={
        run.status === 'running' && !run.cancel_requested_at ? (
          <ConfirmButton label="Cancel run" confirmLabel="Yes, cancel this run" onConfirm={() => cancel.mutate()} pending={cancel.isPending} />
        ) : run.status === 'failed' ? (
          <button type="button" onClick={() => recovery.rerun.mutate()} disabled={recovery.rerun.isPending} aria-busy={recovery.rerun.isPending}>
            {recovery.rerun.isPending ? 'Re-running…' : 'Re-run failed steps'}
          </button>
        ) : undefined
      }
    >
      <FormError error={cancel.error ?? recovery.rerun.error} />
      {run.status === 'failed' && (
        <p className="hint">
          Re-running gives each failed step a new attempt, and the steps it held back; steps that completed keep their outputs and are not repeated.
        </p>
      )}
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <span role="status">
            <Badge value={run.status} />
          </span>
          {run.status === 'running' && run.cancel_requested_at && <span className="hint"> Cancelling: it stops at the engine’s next step.</span>}
        </dd>
        <dt>Mode</dt>
        <dd>
          <Badge value={run.mode} />
        </dd>
        <dt>Agent</dt>
        <dd>
          <AgentLink id={run.agent_id} name={agentName(run.agent_id)} />
        </dd>
        <dt>Version</dt>
        <dd>
          <Id value={run.version_id} />
        </dd>
        <dt>Cost</dt>
        <dd>
          <Money cents={run.cost_cents} />
        </dd>
        <dt>Started</dt>
        <dd>
          <When iso={run.created_at} />
        </dd>
        <dt>Finished</dt>
        <dd>
          {run.finished_at ? <When iso={run.finished_at} /> : '—'}
          {duration && <span className="hint"> (took {duration})</span>}
        </dd>
        <dt>Id</dt>
        <dd>
          <Id value={run.id} />
        </dd>
      </dl>
      {run.error && (
        <p className="form-error">
          <strong>Error:</strong> {run.error}
        </p>
      )}
      <h3>Input</h3>
      <JsonBlock value={run.input} label="Run input" />
      {run.output && (
        <>
          <h3>Output</h3>
          <JsonBlock value={run.output} label="Run output" />
        </>
      )}
    </Section>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ENUMS } from '@proctor/sdk';
import { FormError, SelectField, Submit } from '../../components/Form';
import { Section } from '../../components/Page';
import { Empty, ErrorNotice, Loading } from '../../components/States';
import { api } from '../../lib/api';
import { useAgents } from '../../lib/queries/agents';
import { parseObject } from '../../lib/json';
import { keys, useVersions } from '../../lib/queries/workflows';

type Mode = (typeof ENUMS.WorkflowRun.mode)[number];

const MODE_LABELS: Record<Mode, string> = { test: 'Test: sandbox adapters, free', live: 'Live: real providers, paid' };
const MODES = ENUMS.WorkflowRun.mode.map((value) => ({ value, label: MODE_LABELS[value] }));
const isMode = (value: string): value is Mode => (ENUMS.WorkflowRun.mode as readonly string[]).includes(value);

/** The version choice that names none: the server runs the published version. */
const PUBLISHED = 'published';

/**
 * Starts a run as an agent the workflow is granted to, of a chosen version (the published one
 * unless another is picked, or the newest while none is published), in test mode unless live is
 * chosen; then opens the run.
 */
export function RunForm({ workflowId }: { workflowId: string }) {
  const inputId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const agents = useAgents();
  const versions = useVersions(workflowId);
  const [agentChoice, setAgentChoice] = useState('');
  const [versionChoice, setVersionChoice] = useState('');
  const [mode, setMode] = useState<Mode>('test');
  const [input, setInput] = useState('{}');
  const [localError, setLocalError] = useState<string>();
  const start = useMutation({
    mutationFn: (body: Parameters<typeof api.workflows.runs.create>[1]) => api.workflows.runs.create(workflowId, body),
    onSuccess: (run) => {
      queryClient.setQueryData(keys.run(workflowId, run.id), run);
      void queryClient.invalidateQueries({ queryKey: keys.runs(workflowId) });
      void navigate(`/workflows/${workflowId}/runs/${run.id}`);
    },
  });

  let body;
  if (agents.isPending || versions.query.isPending) body = <Loading />;
  else if (agents.isError) body = <ErrorNotice error={agents.error} retry={() => void agents.refetch()} />;
  else if (versions.query.isError) body = <ErrorNotice error={versions.query.error} retry={() => void versions.query.refetch()} />;
  else if (versions.items.length === 0) body = <Empty title="Nothing to run yet">Save a version above first.</Empty>;
  else if (agents.data.length === 0) body = <Empty title="No agents in this workspace">Make an agent on the Agents page, then grant it this workflow.</Empty>;
  else {
    const agentId = agentChoice || agents.data[0]!.id;
    const published = versions.items.find((version) => version.status === 'published');
    // A choice of the published version no longer holds once it is unpublished.
    const chosen = versionChoice === PUBLISHED && !published ? '' : versionChoice;
    const versionId = chosen || (published ? PUBLISHED : versions.items[0]!.id);
    const versionOptions = versions.items.map((version, index) => ({
      value: version.id,
      label: `Version ${version.number}${index === 0 ? ' (newest)' : ''}${version.status === 'published' ? ' (published)' : ''}`,
    }));
    if (published) versionOptions.unshift({ value: PUBLISHED, label: `The published version (version ${published.number})` });
    const submit = (event: FormEvent) => {
      event.preventDefault();
      const parsed = parseObject(input, 'input');
      if ('error' in parsed) return setLocalError(parsed.error);
      setLocalError(undefined);
      // The published version is run by naming none: the server picks the one published when the run starts.
      start.mutate({ agent_id: agentId, ...(versionId === PUBLISHED ? {} : { version_id: versionId }), mode, input: parsed.value });
    };
    body = (
      <form onSubmit={submit} className="workflow-run-form">
        <div className="inline-form">
          <SelectField label="Run as agent" name="run-agent" value={agentId} onChange={setAgentChoice} options={agents.data.map((agent) => ({ value: agent.id, label: agent.name }))} />
          <SelectField
            label="Version"
            name="run-version"
            value={versionId}
            onChange={setVersionChoice}
            options={versionOptions}
          />
          <SelectField label="Mode" name="run-mode" value={mode} onChange={(value) => setMode(isMode(value) ? value : 'test')} options={MODES} />
        </div>
        <div className="field">
          <label htmlFor={inputId}>Input (JSON)</label>
          <textarea id={inputId} aria-describedby={`${inputId}-hint`} value={input} onChange={(event) => setInput(event.target.value)} rows={4} spellCheck={false} />
          <small id={`${inputId}-hint`} className="hint">
            What <code>{'${input.<key>}'}</code> templates read, as a JSON object.
          </small>
        </div>
        <Submit pending={start.isPending} pendingLabel="Starting…">
          Run
        </Submit>
        {localError && (
          <p className="form-error" role="alert">
            {localError}
          </p>
        )}
        <FormError error={start.error} />
      </form>
    );
  }
  return (
    <Section title="Run">
      <p className="hint">
        The agent must be granted this workflow. The published version runs unless you pick another (a draft too). The console starts runs in test
        mode unless you pick live: test runs use sandbox adapters at no cost.
      </p>
      {body}
    </Section>
  );
}

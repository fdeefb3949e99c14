import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { WorkflowVersion, WorkflowVersionCreateParams } from '@proctor/sdk';
import { Submit } from '../../components/Form';
import { api } from '../../lib/api';
import { EXAMPLE_DEFINITION, parseDefinition } from './json';
import { Problems } from './Problems';
import { keys } from '../../lib/queries/workflows';

const initialText = (latest: WorkflowVersion | undefined) =>
  JSON.stringify(latest ? { steps: latest.steps, edges: latest.edges } : EXAMPLE_DEFINITION, null, 2);

/**
 * The steps and edges of a new version as JSON, starting from the newest version (or a one-step
 * example). Text that is not JSON is caught here; the server lists every other problem at its path.
 */
export function VersionEditor({ workflowId, latest }: { workflowId: string; latest: WorkflowVersion | undefined }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => initialText(latest));
  const [localError, setLocalError] = useState<string>();
  const save = useMutation({
    mutationFn: (definition: WorkflowVersionCreateParams) => api.workflows.versions.create(workflowId, definition),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.versions(workflowId) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDefinition(text);
    if ('error' in parsed) {
      setLocalError(parsed.error);
      save.reset();
      return;
    }
    setLocalError(undefined);
    save.mutate(parsed.value);
  };
  return (
    <form onSubmit={submit} className="workflow-editor">
      <div className="field">
        <label htmlFor={id}>Steps and edges (JSON)</label>
        <textarea
          id={id}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={14}
          spellCheck={false}
          required
        />
        <small id={`${id}-hint`} className="hint">
          <code>{'{"steps": [{"label", "type", "input"}], "edges": [{"from", "to"}]}'}</code>. Types that run today: service_call (
          <code>{'{"operation", "payload"}'}</code>), webhook, condition and delay (<code>{'{"seconds"}'}</code>). Strings may read{' '}
          <code>{'${input.<key>}'}</code> and <code>{'${steps.<label>.output}'}</code>. A saved version never changes: saving makes the next one.
        </small>
      </div>
      <Submit pending={save.isPending} pendingLabel="Saving…">
        Save version
      </Submit>
      {localError && (
        <p className="form-error" role="alert">
          {localError}
        </p>
      )}
      <Problems error={save.error} />
      {save.isSuccess && !localError && (
        <p className="saved" role="status">
          Saved as version {save.data.number}.
        </p>
      )}
    </form>
  );
}

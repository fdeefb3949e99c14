import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { WorkflowVersion } from '@proctor/sdk';
import { Submit } from '../../components/Form';
import { api } from '../../lib/api';
import { EXAMPLE_DEFINITION } from './json';
import { Problems } from './Problems';
import { keys } from '../../lib/queries/workflows';
import type { Definition } from './editor/definition';
import { problemsByStep } from './editor/problems';
import { WorkflowEditor } from './editor/WorkflowEditor';

const initialDefinition = (latest: WorkflowVersion | undefined): Definition =>
  latest ? { steps: latest.steps, edges: latest.edges } : { steps: EXAMPLE_DEFINITION.steps, edges: EXAMPLE_DEFINITION.edges ?? [] };

/**
 * The steps and edges of a new version, starting from the newest version (or a one-step
 * example), edited as a graph or as JSON. Text that is not JSON is caught here; the server lists
 * every other problem at its path, marked on the step and field it concerns.
 */
export function VersionEditor({ workflowId, latest }: { workflowId: string; latest: WorkflowVersion | undefined }) {
  const queryClient = useQueryClient();
  const [definition, setDefinition] = useState(() => initialDefinition(latest));
  const [jsonError, setJsonError] = useState<string>();
  const [localError, setLocalError] = useState<string>();
  const save = useMutation({
    mutationFn: (sent: Definition) => api.workflows.versions.create(workflowId, sent),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.versions(workflowId) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (jsonError) {
      setLocalError(jsonError);
      save.reset();
      return;
    }
    setLocalError(undefined);
    save.mutate(definition);
  };
  return (
    // noValidate: a field's bounds are hints; the server names every problem, on its step.
    <form onSubmit={submit} className="workflow-editor" noValidate>
      <WorkflowEditor
        definition={definition}
        onChange={setDefinition}
        jsonError={jsonError}
        onJsonError={setJsonError}
        problems={problemsByStep(save.error, save.variables)}
      />
      <p className="hint">A saved version never changes: saving makes the next one.</p>
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field, FormError, Submit } from '../../components/Form';
import { Section } from '../../components/Page';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries/workflows';

/** Makes a private workflow, without steps, and opens its page to write its first version. */
export function NewWorkflowForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useMutation({
    mutationFn: () => api.workflows.create({ name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}) }),
    onSuccess: (workflow) => {
      queryClient.setQueryData(keys.workflow(workflow.id), workflow);
      void queryClient.invalidateQueries({ queryKey: keys.list });
      void navigate(`/workflows/${workflow.id}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Section title="New workflow">
      <form className="inline-form" onSubmit={submit}>
        <Field label="Name" name="name" required maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
        <Field label="Description (optional)" name="description" value={description} onChange={(event) => setDescription(event.target.value)} />
        <Submit pending={create.isPending} pendingLabel="Creating…">
          Create workflow
        </Submit>
      </form>
      <p className="hint">A new workflow is private to you (admins and owners see it too) and has no steps until you save a version.</p>
      <FormError error={create.error} />
    </Section>
  );
}

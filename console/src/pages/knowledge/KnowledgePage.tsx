import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { KnowledgeCollection } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton, Field, FormError, SelectField, Submit } from '../../components/Form';
import { When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { useAgentDocs } from '../../lib/agent-docs';
import { api } from '../../lib/api';
import { useAgents } from '../../lib/queries/agents';
import { useCursorList } from '../../lib/lists';
import { keys } from './keys';

/** The workspace's knowledge collections: listed a page at a time, made, opened and deleted. */
export function KnowledgePage() {
  const { query, items } = useCursorList(keys.collections, (cursor) => api.knowledge.collections.list({ order: 'desc', cursor }));
  const agents = useAgents();
  const embeddedBy = (collection: KnowledgeCollection) => {
    if (collection.embedder === 'local') return 'This server’s model';
    const agent = agents.data?.find((entry) => entry.id === collection.agent_id);
    return `${collection.embedding_model ?? 'The provider'}, as ${agent?.name ?? collection.agent_id ?? 'a deleted agent'}`;
  };
  return (
    <Page
      title="Knowledge"
      intro="Collections of documents searched by meaning. Add text, Markdown, HTML or a PDF to a collection, then ask it a question: the passages nearest in meaning come back with their scores."
    >
      <NewCollectionForm />
      <Section title="Collections">
        <CursorList query={query} items={items} empty={<Empty title="No collections yet">Create one with the form above.</Empty>}>
          {(collections) => (
            <DataTable
              label="Knowledge collections"
              rows={collections}
              rowKey={(collection) => collection.id}
              columns={[
                { header: 'Name', cell: (collection) => <Link to={`/knowledge/${encodeURIComponent(collection.id)}`}>{collection.name}</Link> },
                { header: 'Description', cell: (collection) => collection.description ?? '—' },
                { header: 'Embedded by', cell: embeddedBy },
                { header: 'Created', cell: (collection) => <When iso={collection.created_at} /> },
                { header: 'Actions', cell: (collection) => (collection.can_delete ? <DeleteCollection collection={collection} /> : null) },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}

/** Whether the server can embed with the provider: embeddings.create available to live keys, as the catalog says. */
function useProviderEmbeddings(): { available: boolean; reason: string | null } | undefined {
  const operation = useAgentDocs().data?.operations.find((entry) => entry.operation === 'embeddings.create');
  return operation?.availability.live;
}

/**
 * Creates a collection, which then leads the list (newest first). Its embedder is chosen here for
 * good: the server's local model, or the provider dispatched as an agent of this workspace (its
 * binding and budgets govern, its wallet pays), offered only where the server runs
 * embeddings.create live.
 */
function NewCollectionForm() {
  const queryClient = useQueryClient();
  const agents = useAgents();
  const provider = useProviderEmbeddings();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [embedder, setEmbedder] = useState<'local' | 'provider'>('local');
  const [agentId, setAgentId] = useState('');
  const create = useMutation({
    mutationFn: () =>
      api.knowledge.collections.create({
        name,
        ...(description.trim() ? { description } : {}),
        ...(embedder === 'provider' ? { embedder, agent_id: agentId } : {}),
      }),
    onSuccess: () => {
      setName('');
      setDescription('');
      setEmbedder('local');
      setAgentId('');
      void queryClient.invalidateQueries({ queryKey: keys.collections });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const live = (agents.data ?? []).filter((agent) => agent.status === 'active');
  return (
    <Section title="Create a collection">
      <form className="inline-form" onSubmit={submit}>
        <Field label="Name" required value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. Support handbook" />
        <Field label="Description" value={description} onChange={(event) => setDescription(event.target.value)} />
        <SelectField
          label="Embedded by"
          value={embedder}
          onChange={(value) => setEmbedder(value === 'provider' ? 'provider' : 'local')}
          options={[
            { value: 'local', label: 'This server’s model (free)' },
            ...(provider?.available ? [{ value: 'provider', label: 'The embeddings provider, as an agent' }] : []),
          ]}
          hint={
            provider && !provider.available
              ? `The embeddings provider is not available on this server: ${provider.reason ?? 'not configured'}`
              : 'Chosen for good. The provider is dispatched as an agent: its embeddings.create binding, budgets and approval threshold govern, and this workspace’s wallet pays.'
          }
        />
        {embedder === 'provider' && (
          <SelectField
            label="Agent"
            value={agentId}
            onChange={setAgentId}
            options={[{ value: '', label: 'Choose an agent' }, ...live.map((agent) => ({ value: agent.id, label: agent.name }))]}
            hint="An agent of this workspace bound to embeddings.create, with an approval threshold above what a document costs: a reading does not wait for approval."
          />
        )}
        <Submit pending={create.isPending} pendingLabel="Creating…">
          Create collection
        </Submit>
      </form>
      {create.data && <p role="status">Created {create.data.name}.</p>}
      <FormError error={create.error} />
    </Section>
  );
}

/** Deletes a collection after a confirmation: its documents and passages go with it, for good. */
function DeleteCollection({ collection }: { collection: KnowledgeCollection }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.knowledge.collections.delete(collection.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.collections }),
  });
  return (
    <>
      <ConfirmButton
        label="Delete"
        ariaLabel={`Delete ${collection.name}`}
        confirmLabel={`Delete ${collection.name} and its documents for good?`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      <FormError error={remove.error} />
    </>
  );
}

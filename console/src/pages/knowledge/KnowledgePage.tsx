import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { KnowledgeCollection } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton, Field, FormError, Submit } from '../../components/Form';
import { When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { keys } from './keys';

/** The workspace's knowledge collections: listed a page at a time, made, opened and deleted. */
export function KnowledgePage() {
  const { query, items } = useCursorList(keys.collections, (cursor) => api.knowledge.collections.list({ order: 'desc', cursor }));
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

/** Creates a collection, which then leads the list (newest first). */
function NewCollectionForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useMutation({
    mutationFn: () => api.knowledge.collections.create({ name, ...(description.trim() ? { description } : {}) }),
    onSuccess: () => {
      setName('');
      setDescription('');
      void queryClient.invalidateQueries({ queryKey: keys.collections });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Section title="Create a collection">
      <form className="inline-form" onSubmit={submit}>
        <Field label="Name" required value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. Support handbook" />
        <Field label="Description" value={description} onChange={(event) => setDescription(event.target.value)} />
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

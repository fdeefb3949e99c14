import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { KnowledgeCollection, KnowledgeDocument } from '@proctor/sdk';
import { useCan } from '../../app/session';
import { AgentGrants, type GrantsOf } from '../../components/AgentGrants';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Field, FormError, SelectField, Submit, TextAreaField } from '../../components/Form';
import { Badge, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty, QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { keys } from './keys';

/** The document kinds the API takes (its `content_type`), as people name them. */
const KINDS = [
  { value: 'text/plain', label: 'Text' },
  { value: 'text/markdown', label: 'Markdown' },
  { value: 'text/html', label: 'HTML' },
  { value: 'application/pdf', label: 'PDF file' },
  { value: 'object', label: 'Stored file' },
] as const;
type Kind = (typeof KINDS)[number]['value'];

/** How many of the workspace's newest stored files the Stored file choice offers. */
const STORED_CHOICES = 100;

/** How often the documents are re-read while one is still being ingested. */
const INGEST_POLL_MS = 2_000;

/** The collection's grants: agents that may search it (dispatching knowledge.query); admins and owners grant and revoke. */
const collectionGrants = (collectionId: string, canGrant: boolean): GrantsOf => ({
  noun: 'collection',
  use: 'search this collection',
  queryKey: keys.grants(collectionId),
  list: () => api.knowledge.collections.grants.list(collectionId).then((answer) => answer.data),
  grant: (agentId) => api.knowledge.collections.grants.create(collectionId, { agent_id: agentId }),
  revoke: (agentId) => api.knowledge.collections.grants.delete(collectionId, agentId),
  canGrant,
  note: 'Admins and owners grant collections to agents.',
});

/** One collection: its documents with their status, adding one, searching it by meaning, and the agents it is granted to. */
export function CollectionPage() {
  const { id = '' } = useParams();
  const collection = useQuery({ queryKey: keys.collection(id), queryFn: () => api.knowledge.collections.retrieve(id) });
  const canGrant = useCan('grant_knowledge');
  return (
    <Page
      title={collection.data?.name ?? 'Collection'}
      intro={collection.data?.description ?? 'A knowledge collection: its documents, and a search by meaning over their passages.'}
      actions={
        <Link className="button secondary" to="/knowledge">
          All collections
        </Link>
      }
    >
      <QueryView query={collection}>
        {(data) => (
          <>
            <QuerySection collection={data} />
            <AddDocumentForm collection={data} />
            <DocumentsSection collection={data} />
            <AgentGrants title="Agents" of={collectionGrants(data.id, canGrant)} />
          </>
        )}
      </QueryView>
    </Page>
  );
}

/** The collection's documents, re-read while any is pending or processing. */
function DocumentsSection({ collection }: { collection: KnowledgeCollection }) {
  const { query, items } = useCursorList(keys.documents(collection.id), (cursor) => api.knowledge.collections.documents.list(collection.id, { order: 'desc', cursor }), {
    refetchInterval: (documents) => (documents.some((document) => document.status === 'pending' || document.status === 'processing') ? INGEST_POLL_MS : false),
  });
  return (
    <Section title="Documents">
      <CursorList query={query} items={items} empty={<Empty title="No documents yet">Add one with the form above; it is searchable once ready.</Empty>}>
        {(documents) => (
          <DataTable
            label="Documents"
            rows={documents}
            rowKey={(document) => document.id}
            columns={[
              { header: 'Title', cell: (document) => document.title },
              { header: 'Type', cell: (document) => document.content_type },
              { header: 'Status', cell: (document) => <DocumentStatus document={document} /> },
              { header: 'Characters', className: 'num', cell: (document) => document.chars.toLocaleString() },
              { header: 'Passages', className: 'num', cell: (document) => document.chunks },
              { header: 'Added', cell: (document) => <When iso={document.created_at} /> },
            ]}
          />
        )}
      </CursorList>
    </Section>
  );
}

/** A document's status, and why it failed in the server's words. */
function DocumentStatus({ document }: { document: KnowledgeDocument }) {
  return (
    <>
      <Badge value={document.status} />
      {document.error && <p className="field-error">{document.error}</p>}
    </>
  );
}

/** A file's bytes in base64, as the API takes a PDF. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error(`Could not read ${file.name}.`));
    reader.readAsDataURL(file);
  });
}

/** Adds a document: pasted text, Markdown or HTML, or a PDF file sent in base64. */
function AddDocumentForm({ collection }: { collection: KnowledgeCollection }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('text/markdown');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [objectId, setObjectId] = useState('');
  const pdf = kind === 'application/pdf';
  const add = useMutation({
    mutationFn: async () => {
      const named = title.trim() ? { title } : {};
      // A stored file is read as its own content type says.
      if (kind === 'object') return api.knowledge.collections.documents.create(collection.id, { object_id: objectId, ...named });
      const content = pdf ? (file ? await base64Of(file) : '') : text;
      return api.knowledge.collections.documents.create(collection.id, { content_type: kind, content, ...named });
    },
    onSuccess: () => {
      setTitle('');
      setText('');
      setFile(null);
      setObjectId('');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.documents(collection.id) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <Section title="Add a document">
      <form onSubmit={submit}>
        <div className="inline-form">
          <SelectField label="Kind" value={kind} onChange={(value) => setKind(value as Kind)} options={[...KINDS]} />
          <Field label="Title" value={title} onChange={(event) => setTitle(event.target.value)} hint="Optional: else an HTML page's title or the first line" />
        </div>
        {kind === 'object' ? (
          <StoredFileField value={objectId} onChange={setObjectId} />
        ) : pdf ? (
          // Keyed by kind: switching back and forth starts with no file chosen, as the state does.
          <Field key="pdf" label="PDF file" type="file" accept="application/pdf,.pdf" required onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        ) : (
          <TextAreaField label="Content" required rows={8} value={text} onChange={(event) => setText(event.target.value)} />
        )}
        <Submit pending={add.isPending} pendingLabel="Adding…">
          Add document
        </Submit>
      </form>
      {add.data && (
        <p role="status">
          {add.data.status === 'pending'
            ? `Added ${add.data.title}: pending, read in the background; its status below changes to ready or failed.`
            : `Added ${add.data.title}: ${add.data.status}, ${add.data.chunks} ${add.data.chunks === 1 ? 'passage' : 'passages'}.`}
        </p>
      )}
      <FormError error={add.error} />
    </Section>
  );
}

/** A choice of the workspace's newest uploaded files (the Storage page's), to read a document from. */
function StoredFileField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const objects = useQuery({ queryKey: ['storage-objects', 'knowledge-choices'], queryFn: () => api.storage.objects.list({ order: 'desc', limit: STORED_CHOICES }) });
  return (
    <QueryView query={objects}>
      {(page) => {
        const available = page.data.filter((object) => object.status === 'available');
        if (available.length === 0) return <Empty title="No stored files">Upload one on the Storage page, then pick it here.</Empty>;
        return (
          <SelectField
            label="Stored file"
            value={value}
            onChange={onChange}
            hint={`The newest ${STORED_CHOICES} uploaded files; read as their content type says, up to 20 MiB.`}
            options={[{ value: '', label: 'Choose a file' }, ...available.map((object) => ({ value: object.id, label: `${object.key} (${object.content_type})` }))]}
          />
        );
      }}
    </QueryView>
  );
}

/** Asks the collection a question: the nearest passages, best first, with their scores, documents and offsets. */
function QuerySection({ collection }: { collection: KnowledgeCollection }) {
  const [text, setText] = useState('');
  const [k, setK] = useState('5');
  const search = useMutation({ mutationFn: () => api.knowledge.collections.query(collection.id, { query: text, k: Number(k) }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate();
  };
  return (
    <Section title="Search by meaning">
      <form className="inline-form" onSubmit={submit}>
        <Field label="Question" required value={text} onChange={(event) => setText(event.target.value)} placeholder="e.g. How long do refunds take?" />
        <Field label="Passages" type="number" min={1} max={50} required value={k} onChange={(event) => setK(event.target.value)} />
        <Submit pending={search.isPending} pendingLabel="Searching…">
          Search
        </Submit>
      </form>
      <FormError error={search.error} />
      {search.data &&
        (search.data.data.length === 0 ? (
          <Empty title="No passages found">The collection has no ready document yet.</Empty>
        ) : (
          <DataTable
            label="Passages found"
            rows={search.data.data}
            rowKey={(hit) => hit.chunk_id}
            columns={[
              { header: 'Score', className: 'num', cell: (hit) => hit.score.toFixed(3) },
              { header: 'Document', cell: (hit) => hit.document_title },
              { header: 'Offsets', className: 'nowrap', cell: (hit) => `${hit.start_offset}–${hit.end_offset}` },
              { header: 'Passage', cell: (hit) => hit.text },
            ]}
          />
        ))}
    </Section>
  );
}

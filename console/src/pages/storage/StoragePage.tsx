import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { StorageObject } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton, Field, FormError, SelectField, Submit } from '../../components/Form';
import { Badge, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useUrlFilters } from '../../lib/filters';
import { useCursorList } from '../../lib/lists';
import { putToSignedUrl } from '../../lib/upload';

/** Every storage list's query keys start with this; a change invalidates them all. */
const STORAGE_KEY = ['storage-objects'] as const;

const VIEWS = ['deleted'] as const;

/** Bytes as people read them. */
function bytes(size: number): string {
  if (size < 1024) return `${size} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The workspace's stored objects: filter by key prefix, upload, download, delete and restore. */
export function StoragePage() {
  const filters = useUrlFilters({ prefix: null, view: VIEWS });
  const { prefix, view } = filters.values;
  const deleted = view === 'deleted';
  const { query, items } = useCursorList([...STORAGE_KEY, prefix, view], (cursor) =>
    api.storage.objects.list({ prefix: prefix || undefined, deleted: deleted ? 'true' : undefined, order: 'desc', cursor }),
  );
  return (
    <Page
      title="Storage"
      intro="Files of this workspace. An upload goes straight to a signed URL that works for 15 minutes; a download is a signed link of its own. A deleted file can be restored for 7 days, then its bytes are removed for good."
    >
      <UploadForm />
      <div className="filters">
        <PrefixFilter key={prefix} prefix={prefix} onApply={(value) => filters.set('prefix', value)} />
        <SelectField
          label="Show"
          value={view}
          onChange={(value) => filters.set('view', value)}
          options={[
            { value: '', label: 'Files' },
            { value: 'deleted', label: 'Deleted, restorable' },
          ]}
        />
        {filters.active && (
          <button type="button" className="secondary" onClick={filters.clear}>
            Clear filters
          </button>
        )}
      </div>
      <Section title={deleted ? 'Deleted files' : 'Files'}>
        <CursorList
          query={query}
          items={items}
          empty={
            <Empty title={deleted ? 'No deleted files' : prefix ? 'No files match this prefix' : 'No files yet'}>
              {deleted ? 'Files deleted in the last 7 days appear here.' : 'Upload one with the form above.'}
            </Empty>
          }
        >
          {(objects) => (
            <DataTable
              label="Stored objects"
              rows={objects}
              rowKey={(object) => object.id}
              columns={[
                { header: 'Key', cell: (object) => object.key },
                { header: 'Type', cell: (object) => object.content_type },
                { header: 'Size', cell: (object) => bytes(object.size) },
                { header: 'State', cell: (object) => <Badge value={object.status} /> },
                { header: deleted ? 'Restorable until' : 'Created', cell: (object) => <When iso={object.restorable_until ?? object.created_at} /> },
                { header: 'Actions', cell: (object) => <ObjectActions object={object} /> },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}

/** The key prefix filter: typed, then applied. */
function PrefixFilter({ prefix, onApply }: { prefix: string; onApply: (value: string) => void }) {
  const [text, setText] = useState(prefix);
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(text);
      }}
    >
      <Field label="Key prefix" value={text} onChange={(event) => setText(event.target.value)} placeholder="e.g. reports/" />
      <button type="submit" className="secondary">
        Filter
      </button>
    </form>
  );
}

/** Creates the object, then PUTs the file's bytes to its signed upload URL. */
function UploadForm() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [folder, setFolder] = useState('');
  const [done, setDone] = useState<string>();
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const contentType = chosen.type || 'application/octet-stream';
      const created = await api.storage.objects.create({ key: `${folder}${chosen.name}`, content_type: contentType, size: chosen.size });
      await putToSignedUrl(created.upload_url, chosen, contentType);
      return created.object.key;
    },
    onSuccess: (key) => {
      setDone(key);
      setFile(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: STORAGE_KEY }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    if (file) upload.mutate(file);
  };
  return (
    <Section title="Upload a file">
      <form className="inline-form" onSubmit={submit}>
        <Field label="Folder" value={folder} onChange={(event) => setFolder(event.target.value)} placeholder="e.g. reports/" />
        <Field label="File" type="file" required onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        <Submit pending={upload.isPending} pendingLabel="Uploading…">
          Upload
        </Submit>
      </form>
      {done && <p role="status">Uploaded {done}.</p>}
      <FormError error={upload.error} />
    </Section>
  );
}

/** An object's actions: download (a link the server redirects to a signed URL), delete, or restore a deleted one. */
function ObjectActions({ object }: { object: StorageObject }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STORAGE_KEY });
  const remove = useMutation({ mutationFn: () => api.storage.objects.delete(object.id), onSuccess: refresh });
  const restore = useMutation({ mutationFn: () => api.storage.objects.restore(object.id), onSuccess: refresh });
  return (
    <>
      <div className="actions">
        {object.status === 'available' && (
          <a href={`/api/v1/storage/objects/${encodeURIComponent(object.id)}/download`} download aria-label={`Download ${object.key}`}>
            Download
          </a>
        )}
        {object.status === 'deleted' ? (
          <button type="button" className="secondary" onClick={() => restore.mutate()} disabled={restore.isPending} aria-label={`Restore ${object.key}`}>
            Restore
          </button>
        ) : (
          <ConfirmButton label="Delete" confirmLabel={`Delete ${object.key}? It can be restored for 7 days.`} pending={remove.isPending} onConfirm={() => remove.mutate()} />
        )}
      </div>
      <FormError error={remove.error ?? restore.error} />
    </>
  );
}

import { ConfirmButton, FormError } from '../../components/Form';
import { useDeleteSource, useSetSourceStatus } from '../../lib/queries/event-sources';
import type { Source, SourceKind } from './sources';

/**
 * Pause or resume, and delete, for a person the server lets change the source (its can_edit);
 * nothing for anyone else.
 */
export function SourceActions({ source, kind, onDeleted }: { source: Source; kind: SourceKind; onDeleted?: () => void }) {
  const setStatus = useSetSourceStatus(kind.queries, source.id);
  const remove = useDeleteSource(kind.queries, source.id, onDeleted);
  if (!source.can_edit) return null;
  const verb = source.status === 'active' ? 'Pause' : 'Resume';
  return (
    <div className="source-actions">
      <button
        type="button"
        className="secondary"
        onClick={() => setStatus.mutate(source.status === 'active' ? 'paused' : 'active')}
        disabled={setStatus.isPending}
        aria-label={`${verb} ${source.name}`}
      >
        {verb}
      </button>
      <ConfirmButton
        label="Delete"
        confirmLabel={`Yes, delete this ${kind.noun}`}
        ariaLabel={`Delete ${source.name}`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      <FormError error={setStatus.error ?? remove.error} />
    </div>
  );
}

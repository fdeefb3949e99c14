import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmButton, FormError } from '../../components/Form';
import type { Source, SourceKind } from './sources';

/**
 * Pause or resume, and delete, for a person the server lets change the source (its can_edit);
 * nothing for anyone else. Each change refreshes every page of the kind.
 */
export function SourceActions({ source, kind, onDeleted }: { source: Source; kind: SourceKind; onDeleted?: () => void }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: kind.keys.all });
  const toggle = useMutation({
    mutationFn: async () => kind.resource.update(source.id, { status: source.status === 'active' ? 'paused' : 'active' }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async () => kind.resource.delete(source.id),
    onSuccess: async () => {
      onDeleted?.();
      await refresh();
    },
  });
  if (!source.can_edit) return null;
  const verb = source.status === 'active' ? 'Pause' : 'Resume';
  return (
    <div className="source-actions">
      <button type="button" className="secondary" onClick={() => toggle.mutate()} disabled={toggle.isPending} aria-label={`${verb} ${source.name}`}>
        {verb}
      </button>
      <ConfirmButton label="Delete" confirmLabel={`Yes, delete this ${kind.noun}`} ariaLabel={`Delete ${source.name}`} pending={remove.isPending} onConfirm={() => remove.mutate()} />
      <FormError error={toggle.error ?? remove.error} />
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PublishRequest, WorkflowVersion } from '@proctor/sdk';
import { useCan } from '../../app/session';
import { FormError } from '../../components/Form';
import { Badge, When } from '../../components/Format';
import { ReasonAction } from '../../components/ReasonAction';
import { api } from '../../lib/api';
import { useRefreshPublishing } from '../../lib/queries/publishing';

/** What became of a request for publication, in words. */
function requested(request: PublishRequest): string {
  if (request.status === 'approved') return `Published: version ${request.version_number} is the one runs use when none is named.`;
  if (request.status === 'rejected') return `Rejected${request.notes ? `: ${request.notes}` : '.'}`;
  return 'Requested: a member with publish.manage, or an owner, reviews it on the Publishing page.';
}

/**
 * A version's publication: when it was published, and unpublishing it with a reason (holders of
 * publish.manage and owners); for a draft, its request waiting for review, or asking for one
 * (whoever may change the workflow). An owner's request publishes at once.
 */
export function VersionPublication({ version, canRequest, pending }: { version: WorkflowVersion; canRequest: boolean; pending: PublishRequest | undefined }) {
  const canUnpublish = useCan('manage_publishing');
  const refresh = useRefreshPublishing();
  const publish = useMutation({ mutationFn: () => api.workflows.versions.publish(version.workflow_id, version.id), onSuccess: refresh });
  const unpublish = useMutation({
    mutationFn: (reason: string) => api.workflows.versions.unpublish(version.workflow_id, version.id, { reason }),
    onSuccess: () => {
      publish.reset();
      return refresh();
    },
  });
  let body;
  if (version.status === 'published') {
    body = (
      <>
        <span className="hint">
          Published{version.published_at && <> <When iso={version.published_at} /></>}
        </span>
        {canUnpublish && (
          <ReasonAction
            label="Unpublish"
            name={`Unpublish version ${version.number}`}
            reasonLabel={`Why unpublish version ${version.number}?`}
            pendingLabel="Unpublishing…"
            pending={unpublish.isPending}
            error={unpublish.error}
            onSubmit={(reason) => unpublish.mutate(reason)}
          />
        )}
      </>
    );
  } else if (pending) {
    body = (
      <span>
        <Badge value="pending" />{' '}
        <Link className="hint" to={`/publishing#${pending.id}`}>
          Waiting for review
        </Link>
      </span>
    );
  } else if (canRequest) {
    body = (
      <button
        type="button"
        className="secondary nowrap"
        onClick={() => publish.mutate()}
        disabled={publish.isPending}
        aria-busy={publish.isPending}
        aria-label={`Request publication of version ${version.number}`}
      >
        {publish.isPending ? 'Requesting…' : 'Request publication'}
      </button>
    );
  } else {
    body = '—';
  }
  return (
    <div className="version-publication">
      {body}
      <FormError error={publish.error} />
      {publish.isSuccess && (
        <p className="saved" role="status">
          {requested(publish.data)}
        </p>
      )}
    </div>
  );
}

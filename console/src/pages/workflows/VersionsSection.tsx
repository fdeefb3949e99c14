import type { Workflow } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Badge, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty, Loading } from '../../components/States';
import { usePendingRequests } from '../../lib/queries/publishing';
import { useVersions } from '../../lib/queries/workflows';
import { VersionEditor } from './VersionEditor';
import { VersionPublication } from './VersionPublication';

/**
 * The editor of the next version, and the versions saved so far, newest first, each with its
 * publication: the published one runs when a run names no version.
 */
export function VersionsSection({ workflow }: { workflow: Workflow }) {
  const workflowId = workflow.id;
  const { query, items } = useVersions(workflowId);
  const pending = usePendingRequests();
  // Publication is asked by whoever may change the workflow, as the server answers it.
  const canRequest = workflow.can_edit;
  return (
    <>
      <Section title="Version editor">
        {/* The editor starts from the newest version, so it waits for the list's first page. */}
        {query.isPending ? <Loading /> : <VersionEditor workflowId={workflowId} latest={items[0]} />}
      </Section>
      <Section title="Versions">
        <CursorList query={query} items={items} empty={<Empty title="No versions yet">Save the steps above as version 1.</Empty>}>
          {(versions) => (
            <DataTable
              label="Versions"
              rows={versions}
              rowKey={(version) => version.id}
              columns={[
                { header: 'Version', cell: (version) => version.number },
                { header: 'Status', cell: (version) => <Badge value={version.status} /> },
                { header: 'Steps', cell: (version) => version.steps.length },
                { header: 'Created', className: 'nowrap', cell: (version) => <When iso={version.created_at} /> },
                {
                  header: 'Publication',
                  cell: (version) => (
                    <VersionPublication version={version} canRequest={canRequest} pending={pending.data?.find((request) => request.version_id === version.id)} />
                  ),
                },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </>
  );
}
